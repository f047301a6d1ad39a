"""A moderator revokes every live profile share of a reported user at once, on every backend:
only the live ones of that user, audited with their ids (none the second time), refused
without admin:reports:manage, an unknown user is users.not_found."""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator, Callable
from datetime import timedelta

import pytest

from adapters.system.clock import FrozenClock
from application.audit.ports import AuditFilter
from application.permissions.access import MissingPermission
from bootstrap.core import Core, build_core
from bootstrap.settings import Settings
from domain.audit.entry import Target, Via
from domain.identity.errors import UserNotFound
from domain.profile.shares import ShareState
from tests.support.versions import admin, grant, person


@pytest.fixture
async def built(
    database_url: str, settings_for: Callable[..., Settings], clock: FrozenClock
) -> AsyncIterator[Core]:
    async with await build_core(settings_for(database_url), clock=clock) as core:
        yield core


async def test_every_live_share_of_the_user_is_revoked_once(built: Core) -> None:
    core, shares = built, built.profile.shares
    root, bob, carol = await admin(core), await person(core, "Bob"), await person(core, "Carol")
    now = core.clock.now()
    live = [await shares.create(bob, "wiki"), await shares.create(bob, "forum")]
    revoked = await shares.create(bob, "old")
    await shares.revoke(bob, revoked.id)
    expiring = await shares.create(bob, "soon", now + timedelta(minutes=1))
    theirs = await shares.create(carol, "mine")
    core.clock.advance(timedelta(minutes=2))  # type: ignore[attr-defined]

    moderator = await person(core, "Mod")
    with pytest.raises(MissingPermission):
        await shares.revoke_of_user(moderator, bob.user_id)
    await grant(core, moderator, "admin:reports:manage")
    done = await shares.revoke_of_user(moderator.through(Via.CONSOLE), bob.user_id)
    assert sorted(done) == sorted(s.id for s in live)
    assert await shares.revoke_of_user(root, bob.user_id) == []
    with pytest.raises(UserNotFound):
        await shares.revoke_of_user(root, uuid.uuid4())

    later = core.clock.now()
    states = {s.id: s.state(later) for s in (await shares.page(bob, 50)).items}
    assert states == {
        live[0].id: ShareState.REVOKED, live[1].id: ShareState.REVOKED,
        revoked.id: ShareState.REVOKED, expiring.id: ShareState.EXPIRED,
    }  # fmt: skip
    assert [s.state(later) for s in (await shares.page(carol, 50)).items] == [ShareState.ACTIVE]
    assert theirs.id not in done
    async with core.uow() as uow:
        entries = await uow.audit.page(AuditFilter(action="profile_shares.revoke_user"), None, 10)
    assert sorted((e.actor_id == moderator.user_id, e.via, e.target) for e in entries) == sorted(
        [(True, Via.CONSOLE, Target("user", str(bob.user_id))),
         (False, Via.API, Target("user", str(bob.user_id)))]
    )  # fmt: skip
    assert sorted(sorted(e.after["revoked"]) for e in entries if e.after) == sorted(
        [[], sorted(s.id for s in live)]
    )
