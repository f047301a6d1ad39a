"""The extension catalog and per-server extensions over every backend."""

from __future__ import annotations

import pytest

from bootstrap.core import Core
from domain.connect.errors import ExtensionExists, ExtensionNotFound, NotExtensionCreator
from domain.connect.extension import ExtensionAction
from domain.connect.member import MemberRole
from domain.shared.errors import InvalidInput
from tests.support.connect import owned_server, user


class TestCatalog:
    async def test_entries_are_created_once_and_paged_by_id(self, core: Core) -> None:
        author = await user(core)
        for extension_id in ("votes", "chat", "maps.v2"):
            await core.connect.extensions.create(author, extension_id, extension_id.title(), "")
        with pytest.raises(ExtensionExists):
            await core.connect.extensions.create(await user(core, "Other"), "chat", "Chat", "")
        first, cursor = await core.connect.extensions.catalog(None, 2)
        rest, end = await core.connect.extensions.catalog(cursor, 2)
        assert [e.extension_id for e in first + rest] == ["chat", "maps.v2", "votes"]
        assert cursor == "maps.v2" and end is None

    async def test_only_the_creator_changes_an_entry(self, core: Core) -> None:
        author = await user(core)
        await core.connect.extensions.create(author, "chat", "Chat", "old")
        with pytest.raises(NotExtensionCreator):
            await core.connect.extensions.update(await user(core, "Other"), "chat", name="Mine")
        changed = await core.connect.extensions.update(author, "chat", description="new")
        assert (changed.name, changed.description) == ("Chat", "new")
        with pytest.raises(ExtensionNotFound):
            await core.connect.extensions.update(author, "nothing", name="x")

    @pytest.mark.parametrize("extension_id", ["Chat", "a..b", "a:b", "", "-x", "x" * 65])
    async def test_ids_are_node_segments(self, core: Core, extension_id: str) -> None:
        with pytest.raises(InvalidInput):
            await core.connect.extensions.create(await user(core), extension_id, "X", "")


class TestPublished:
    async def test_a_server_publishes_and_replaces_its_actions(self, core: Core) -> None:
        owner = await user(core)
        server = await owned_server(core, owner)
        extensions = core.connect.extensions
        await extensions.publish(
            server.credentials,
            server.server_id,
            "chat",
            "Chat",
            "",
            [ExtensionAction("mute", "Mute", "", None)],
        )
        await extensions.publish(
            server.credentials,
            server.server_id,
            "chat",
            "Chat 2",
            "d",
            [ExtensionAction("ban", "Ban", "", None)],
        )
        (listed,) = await extensions.of_server(owner, server.server_id)
        assert (listed.name, [a.id for a in listed.actions]) == ("Chat 2", ["ban"])

    async def test_viewers_see_what_the_server_offers(self, core: Core) -> None:
        owner, viewer = await user(core), await user(core, "Viewer")
        server = await owned_server(core, owner)
        await core.connect.members.put(owner, server.server_id, viewer.user_id, MemberRole.VIEWER)
        await core.connect.extensions.publish(
            server.credentials, server.server_id, "chat", "Chat", "", []
        )
        assert len(await core.connect.extensions.of_server(viewer, server.server_id)) == 1

    async def test_duplicate_action_ids_are_refused(self, core: Core) -> None:
        server = await owned_server(core, await user(core))
        twice = [ExtensionAction("a", "A", "", None), ExtensionAction("a", "B", "", None)]
        with pytest.raises(InvalidInput):
            await core.connect.extensions.publish(
                server.credentials, server.server_id, "chat", "Chat", "", twice
            )
