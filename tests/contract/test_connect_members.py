"""Members of a server over every backend."""

from __future__ import annotations

from datetime import timedelta

import pytest

from adapters.system.clock import FrozenClock
from bootstrap.core import Core
from domain.connect.errors import MemberIsOwner
from domain.connect.member import MemberRole
from domain.identity.errors import UserNotFound
from tests.support.connect import owned_server, user


async def test_members_are_listed_with_names_and_roles(core: Core, clock: FrozenClock) -> None:
    owner = await user(core)
    server = await owned_server(core, owner)
    alice, bob = await user(core, "Alice"), await user(core, "Bob")
    members = core.connect.members
    await members.put(owner, server.server_id, alice.user_id, MemberRole.VIEWER)
    clock.advance(timedelta(seconds=1))
    await members.put(owner, server.server_id, bob.user_id, MemberRole.OPERATOR)
    clock.advance(timedelta(seconds=1))
    changed = await members.put(owner, server.server_id, alice.user_id, MemberRole.ADMIN)
    listed = await members.list(owner, server.server_id)
    assert [(m.name, m.role) for m in listed] == [
        ("Alice", MemberRole.ADMIN), ("Bob", MemberRole.OPERATOR),
    ]  # fmt: skip
    assert listed[0].created_at < changed.updated_at == listed[0].updated_at


async def test_removing_reports_whether_there_was_a_member(core: Core) -> None:
    owner, alice = await user(core), await user(core, "Alice")
    server = await owned_server(core, owner)
    await core.connect.members.put(owner, server.server_id, alice.user_id, MemberRole.VIEWER)
    assert await core.connect.members.remove(owner, server.server_id, alice.user_id)
    assert not await core.connect.members.remove(owner, server.server_id, alice.user_id)
    assert await core.connect.members.list(owner, server.server_id) == []


async def test_the_owner_and_unknown_users_cannot_be_members(core: Core) -> None:
    owner = await user(core)
    server = await owned_server(core, owner)
    with pytest.raises(MemberIsOwner):
        await core.connect.members.put(owner, server.server_id, owner.user_id, MemberRole.ADMIN)
    import uuid

    with pytest.raises(UserNotFound):
        await core.connect.members.put(owner, server.server_id, uuid.uuid4(), MemberRole.ADMIN)
