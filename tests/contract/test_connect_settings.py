"""Settings over every backend: revisions, history, schemas, sources."""

from __future__ import annotations

import asyncio
from datetime import timedelta

import pytest

from adapters.system.clock import FrozenClock
from application.connect.settings import KEEP
from bootstrap.core import Core
from domain.connect.errors import ServerNotFound, SettingsChanged, SettingsSourceNotFound
from domain.connect.schema import FieldType, SchemaField, build_schema
from domain.shared.errors import InvalidInput
from tests.support.connect import owned_server, user

SCHEMA = build_schema(
    "3",
    [
        SchemaField("pvp", "PvP", FieldType.BOOL),
        SchemaField("mode", "Mode", FieldType.ENUM, ("survival", "creative")),
    ],
)


class TestRevisions:
    async def test_every_put_is_a_new_revision_kept_in_history(
        self, core: Core, clock: FrozenClock
    ) -> None:
        owner = await user(core)
        server = await owned_server(core, owner)
        settings = core.connect.settings
        for n in range(3):
            entry = await settings.put(owner, server.server_id, "game", {"n": n})
            assert entry.revision == n + 1 and entry.updated_by == owner.user_id
            clock.advance(timedelta(seconds=1))
        await settings.put(server.credentials, server.server_id, "chat", {"on": True})
        current = await settings.current(owner, server.server_id)
        assert [(e.source, e.revision, e.data) for e in current] == [
            ("chat", 1, {"on": True}), ("game", 3, {"n": 2}),
        ]  # fmt: skip
        assert current[0].updated_by is None
        history = await settings.history(owner, server.server_id, "game", 2)
        assert [(e.revision, e.data) for e in history] == [(3, {"n": 2}), (2, {"n": 1})]
        everything = await settings.history(server.credentials, server.server_id, None, None)
        assert [(e.source, e.revision) for e in everything] == [
            ("chat", 1), ("game", 3), ("game", 2), ("game", 1),
        ]  # fmt: skip

    async def test_one_source_reads_alone(self, core: Core) -> None:
        owner = await user(core)
        server = await owned_server(core, owner)
        await core.connect.settings.put(owner, server.server_id, "game", {"a": 1})
        await core.connect.settings.put(owner, server.server_id, "chat", {"b": 2})
        only = await core.connect.settings.current(owner, server.server_id, "chat")
        assert [(e.source, e.data) for e in only] == [("chat", {"b": 2})]
        assert await core.connect.settings.current(owner, server.server_id, "none") == []

    async def test_concurrent_writers_get_distinct_revisions(self, core: Core) -> None:
        owner = await user(core)
        server = await owned_server(core, owner)
        entries = await asyncio.gather(
            *(core.connect.settings.put(owner, server.server_id, "game", {"n": n})
              for n in range(10))
        )  # fmt: skip
        assert sorted(e.revision for e in entries) == list(range(1, 11))
        (latest,) = await core.connect.settings.current(owner, server.server_id, "game")
        assert latest.revision == 10


class TestSchemas:
    async def test_data_is_checked_against_the_schema_it_comes_with(self, core: Core) -> None:
        owner = await user(core)
        server = await owned_server(core, owner)
        settings = core.connect.settings
        entry = await settings.put(owner, server.server_id, "game", {"pvp": True}, SCHEMA)
        assert entry.schema == SCHEMA and entry.schema_version == "3"
        with pytest.raises(InvalidInput) as refused:
            await settings.put(owner, server.server_id, "game", {"mode": "hardcore"}, SCHEMA)
        assert refused.value.field == "data.mode"

    async def test_the_schema_stays_until_replaced_or_removed(self, core: Core) -> None:
        owner = await user(core)
        server = await owned_server(core, owner)
        settings = core.connect.settings
        await settings.put(server.credentials, server.server_id, "game", {}, SCHEMA)
        kept = await settings.put(owner, server.server_id, "game", {"mode": "creative"}, KEEP)
        assert kept.schema == SCHEMA and kept.revision == 2
        with pytest.raises(InvalidInput) as refused:
            await settings.put(owner, server.server_id, "game", {"pvp": "yes"})
        assert refused.value.field == "data.pvp"
        free = await settings.put(owner, server.server_id, "game", {"pvp": "yes"}, None, "9")
        assert free.schema is None and free.schema_version == "9"

    @pytest.mark.parametrize(
        ("source", "data", "field"),
        [("Game", {}, "source"), ("a..b", {}, "source"), ("", {}, "source"),
         ("game", {"x": "y" * 300_000}, "data")],
    )  # fmt: skip
    async def test_bad_input_is_refused_naming_the_field(
        self, core: Core, source: str, data: dict, field: str
    ) -> None:
        owner = await user(core)
        server = await owned_server(core, owner)
        with pytest.raises(InvalidInput) as refused:
            await core.connect.settings.put(owner, server.server_id, source, data)
        assert refused.value.field == field


class TestWho:
    async def test_a_server_reads_and_writes_only_its_own(self, core: Core) -> None:
        owner = await user(core)
        first, second = await owned_server(core, owner), await owned_server(core, owner)
        with pytest.raises(ServerNotFound):
            await core.connect.settings.current(first.credentials, second.server_id)
        with pytest.raises(ServerNotFound):
            await core.connect.settings.put(first.credentials, second.server_id, "game", {})


class TestOptimisticConcurrency:
    """Editors name the revision they read (If-Match): nobody overwrites a change unseen."""

    async def test_of_two_writers_naming_one_revision_exactly_one_wins(self, core: Core) -> None:
        owner = await user(core)
        server = await owned_server(core, owner)
        settings = core.connect.settings
        base = await settings.put(owner, server.server_id, "game", {"pvp": True, "mode": "a"})

        async def write(data: dict[str, object]) -> str:
            try:
                await settings.put(owner, server.server_id, "game", data, if_match=base.revision)
            except SettingsChanged:
                return "412"
            return "200"

        outcomes = await asyncio.gather(write({"pvp": False}), write({"mode": "b"}))
        assert sorted(outcomes) == ["200", "412"]
        (current,) = await settings.current(owner, server.server_id, "game")
        assert current.revision == base.revision + 1

    async def test_of_50_patches_naming_one_revision_exactly_one_wins(self, core: Core) -> None:
        owner = await user(core)
        server = await owned_server(core, owner)
        settings = core.connect.settings
        base = await settings.put(owner, server.server_id, "game", {"count": 0})

        async def patch(n: int) -> str:
            try:
                await settings.patch(owner, server.server_id, "game", {f"k{n}": n}, base.revision)
            except SettingsChanged:
                return "412"
            return "200"

        outcomes = await asyncio.gather(*(patch(n) for n in range(50)))
        assert outcomes.count("200") == 1 and outcomes.count("412") == 49
        (current,) = await settings.current(owner, server.server_id, "game")
        assert current.revision == 2 and len(current.data) == 2

    async def test_patches_without_if_match_all_land_one_revision_each(self, core: Core) -> None:
        """Concurrent merges of different members: none is lost (each merges into what is
        current when it writes), and every accepted write is one revision."""
        owner = await user(core)
        server = await owned_server(core, owner)
        settings = core.connect.settings
        await settings.put(owner, server.server_id, "game", {"mode": "survival"})
        await asyncio.gather(
            *(settings.patch(owner, server.server_id, "game", {f"k{n}": n}) for n in range(5))
        )
        (current,) = await settings.current(owner, server.server_id, "game")
        assert current.data == {"mode": "survival", **{f"k{n}": n for n in range(5)}}
        assert current.revision == 6

    async def test_a_patch_keeps_what_it_does_not_name_and_the_schema_checks_the_result(
        self, core: Core
    ) -> None:
        owner = await user(core)
        server = await owned_server(core, owner)
        settings = core.connect.settings
        await settings.put(owner, server.server_id, "game", {"pvp": True, "mode": "survival"},
                           SCHEMA)  # fmt: skip
        patched = await settings.patch(owner, server.server_id, "game", {"pvp": False})
        assert patched.data == {"pvp": False, "mode": "survival"} and patched.schema == SCHEMA
        with pytest.raises(InvalidInput):
            await settings.patch(owner, server.server_id, "game", {"mode": "hardcore"})
        with pytest.raises(SettingsSourceNotFound):
            await settings.patch(owner, server.server_id, "nothing", {"a": 1})
