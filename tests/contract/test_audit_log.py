"""The audit log on every backend: an admin use case writes its entry in the transaction of
its change (the entry and the change commit together), a refused or failed change writes
none, and the log reads back with its filters and its order."""

from __future__ import annotations

import uuid
from datetime import timedelta

import pytest

from adapters.system.clock import FrozenClock
from application.audit.ports import AuditFilter
from application.audit.trail import AuditTrail
from application.permissions.access import MissingPermission
from application.permissions.grants import GrantChange
from application.permissions.roles import RoleDraft
from bootstrap.core import Core
from domain.audit.entry import AuditEntry, Target, Via
from domain.identity.errors import UserNotFound
from domain.permissions.errors import RoleSlugTaken
from domain.shared.errors import InvalidInput
from tests.support.versions import admin, grant, person


async def entries(core: Core, where: AuditFilter | None = None) -> list[AuditEntry]:
    async with core.uow() as uow:
        return await uow.audit.page(where or AuditFilter(), None, 100)


async def test_an_entry_is_written_with_its_change(core: Core, clock: FrozenClock) -> None:
    root, player = await admin(core), await person(core)
    console = root.through(Via.CONSOLE)
    until = clock.now() + timedelta(days=3)
    change = GrantChange("totem:upload", expires_at=until)
    put = await core.permissions.grants.put(console, player.user_id, change)
    [entry] = await entries(core)
    assert (entry.actor_id, entry.action, entry.via) == (root.user_id, "permissions.grant",
                                                         Via.CONSOLE)  # fmt: skip
    assert entry.target == Target("user", str(player.user_id)) and entry.at == clock.now()
    assert entry.before is None
    assert entry.after == {"node": put.node, "negated": False,
                           "expiresAt": "2026-11-25T10:00:00.000Z", "value": None}  # fmt: skip
    async with core.uow() as uow:  # the change is there too
        assert [g.node for g in await uow.grants.list_for_user(player.user_id)] == [put.node]

    role = await core.permissions.roles.create(root, RoleDraft("mods", "Mods"))
    await core.permissions.roles.assign(root, player.user_id, role.id)
    await core.permissions.roles.unassign(root, player.user_id, role.id)
    await core.permissions.roles.delete(root, role.id)
    await core.permissions.grants.remove(root, player.user_id, "totem:upload")
    log = await entries(core)
    assert [e.action for e in log] == [
        "permissions.revoke", "roles.delete", "roles.unassign", "roles.assign", "roles.create",
        "permissions.grant",
    ]  # fmt: skip
    assert log[0].before == entry.after and log[0].after is None
    assert log[1].before is not None and log[1].before["slug"] == "mods"
    assert {e.via for e in log[:5]} == {Via.API}

    # Filters, the same on every backend.
    assert [e.action for e in await entries(core, AuditFilter(action="roles.*"))] == [
        "roles.delete", "roles.unassign", "roles.assign", "roles.create"
    ]  # fmt: skip
    by_target = AuditFilter(target_kind="user", target_id=str(player.user_id))
    assert len(await entries(core, by_target)) == 4
    assert await entries(core, AuditFilter(actor_id=player.user_id)) == []
    assert len(await entries(core, AuditFilter(since=clock.now()))) == 6
    assert await entries(core, AuditFilter(until=clock.now())) == []
    # A LIKE wildcard in the prefix is a character, not a wildcard.
    assert await entries(core, AuditFilter(action="role_.*")) == []


async def test_a_refused_or_failed_change_writes_no_entry(core: Core) -> None:
    root, player = await admin(core), await person(core)
    with pytest.raises(MissingPermission):
        await core.permissions.grants.put(player, player.user_id, GrantChange("totem:upload"))
    with pytest.raises(UserNotFound):
        await core.permissions.grants.put(root, uuid.uuid4(), GrantChange("totem:upload"))
    with pytest.raises(InvalidInput):
        await core.permissions.grants.put(root, player.user_id, GrantChange("Not A Node"))
    await core.permissions.roles.create(root, RoleDraft("mods", "Mods"))
    with pytest.raises(RoleSlugTaken):
        await core.permissions.roles.create(root, RoleDraft("mods", "Other mods"))
    assert [e.action for e in await entries(core)] == ["roles.create"]

    # An entry recorded in a transaction that does not commit is gone with it.
    trail = AuditTrail(core.clock, core.ids)
    with pytest.raises(RuntimeError):
        async with core.uow() as uow:
            await trail.record(uow, root, "roles.delete", Target("role", "x"))
            raise RuntimeError("the change failed after its entry was recorded")
    assert [e.action for e in await entries(core)] == ["roles.create"]


async def test_a_page_is_newest_first_below_the_cursor(core: Core) -> None:
    player = await person(core)
    await grant(core, player, "a:one", "a:two", "a:three")  # by the operator, through the CLI
    log = await entries(core)
    assert [e.after["node"] for e in log if e.after] == ["a:three", "a:two", "a:one"]
    assert {(e.via, e.actor_id) for e in log} == {(Via.CLI, uuid.UUID(int=0))}
    async with core.uow() as uow:
        below = await uow.audit.page(AuditFilter(), log[0].id, 1)
    assert [e.id for e in below] == [log[1].id]
