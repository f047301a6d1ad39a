"""Game options, public profiles and profile shares on every backend, with the share cap
under 50 concurrent creations."""

from __future__ import annotations

import asyncio
from datetime import timedelta

import pytest

from adapters.system.clock import FrozenClock
from application.identity.principal import OPERATOR
from application.permissions.access import MissingPermission
from application.permissions.grants import GrantChange
from bootstrap.core import Core
from domain.identity.errors import UserNotFound
from domain.permissions.quantity import parse_quantity
from domain.profile.shares import ShareGone, ShareLimitReached, ShareNotFound, ShareState
from domain.shared.errors import InvalidInput, PreconditionFailed
from tests.support.social import member
from tests.support.totems import model, upload_of


async def test_game_options_are_one_document_with_revisions(core: Core, clock: FrozenClock) -> None:
    _, alex = await member(core)
    empty = await core.profile.game_options.get(alex)
    assert empty.document == {} and empty.revision == 0 and empty.updated_at is None
    first = await core.profile.game_options.put(alex, {"fov": 90, "keys": {"jump": "space"}})
    assert first.revision == 1 and first.updated_at == clock.now()
    clock.advance(timedelta(seconds=5))
    second = await core.profile.game_options.put(alex, {"fov": 100}, if_match=1)
    assert second.revision == 2 and second.document == {"fov": 100}
    with pytest.raises(PreconditionFailed):
        await core.profile.game_options.put(alex, {"fov": 1}, if_match=1)
    assert (await core.profile.game_options.get(alex)).document == {"fov": 100}
    _, blair = await member(core)
    assert (await core.profile.game_options.get(blair)).document == {}


@pytest.mark.parametrize("document", [[1], "x", {"a": "x" * 17_000}, {"a": [[[[[[[[[[1]]]]]]]]]]}])
async def test_game_options_are_bounded(core: Core, document: object) -> None:
    _, alex = await member(core)
    with pytest.raises(InvalidInput):
        await core.profile.game_options.put(alex, document)


async def test_fifty_concurrent_writes_each_get_their_own_revision(core: Core) -> None:
    _, alex = await member(core)
    written = await asyncio.gather(
        *(core.profile.game_options.put(alex, {"n": n}) for n in range(50)),
        return_exceptions=True,
    )
    revisions = sorted(w.revision for w in written if not isinstance(w, BaseException))
    assert revisions == list(range(1, len(revisions) + 1))
    assert len(revisions) >= 1
    final = await core.profile.game_options.get(alex)
    assert final.revision == revisions[-1]


async def test_public_profiles_by_name_or_id(core: Core) -> None:
    alex_id, alex = await member(core, "AlexTheGreat")
    by_name = await core.profile.public.get("alexthegreat")
    assert by_name.user_id == alex_id and by_name.name == "AlexTheGreat"
    assert (await core.profile.public.get(str(alex_id))).name == "AlexTheGreat"
    assert by_name.active_model_id is None
    made = await core.totem.post(alex, upload_of(model(1)))
    assert (await core.profile.public.get("ALEXTHEGREAT")).active_model_id == made.model.id
    await core.totem.post(alex, upload_of(model(2)), rating_content="nsfw", rating_age=18)
    assert (await core.profile.public.get("AlexTheGreat")).active_model_id is None
    for unknown in ("nobody", "00000000-0000-7000-8000-000000000001", "x" * 65, ""):
        with pytest.raises(UserNotFound):
            await core.profile.public.get(unknown)


async def test_shares_resolve_while_live(core: Core, clock: FrozenClock) -> None:
    alex_id, alex = await member(core, "Alex")
    forever = await core.profile.shares.create(alex, "  for friends ")
    brief = await core.profile.shares.create(alex, None, clock.now() + timedelta(hours=1))
    assert forever.label == "for friends" and len(forever.code) >= 22
    assert forever.code != brief.code
    resolved = await core.profile.shares.resolve(forever.code)
    assert resolved.profile.user_id == alex_id and resolved.share.id == forever.id
    clock.advance(timedelta(hours=1))
    with pytest.raises(ShareGone):
        await core.profile.shares.resolve(brief.code)
    await core.profile.shares.revoke(alex, forever.id)
    with pytest.raises(ShareGone):
        await core.profile.shares.resolve(forever.code)
    for unknown in ("nope", "a" * 200, "../x"):
        with pytest.raises(ShareNotFound):
            await core.profile.shares.resolve(unknown)
    page = await core.profile.shares.page(alex)
    states = {s.id: s.state(clock.now()) for s in page.items}
    assert states == {forever.id: ShareState.REVOKED, brief.id: ShareState.EXPIRED}
    with pytest.raises(InvalidInput):
        await core.profile.shares.create(alex, None, clock.now() - timedelta(seconds=1))


async def test_only_the_owner_revokes(core: Core) -> None:
    _, alex = await member(core)
    _, blair = await member(core)
    share = await core.profile.shares.create(alex)
    with pytest.raises(ShareNotFound):
        await core.profile.shares.revoke(blair, share.id)
    assert (await core.profile.shares.revoke(alex, share.id)).revoked_at is not None
    assert (await core.profile.shares.revoke(alex, share.id)).revoked_at is not None


async def test_live_shares_are_capped_by_the_node_value(core: Core, clock: FrozenClock) -> None:
    alex_id, alex = await member(core)
    await core.permissions.grants.put(
        OPERATOR, alex_id, GrantChange("profile-share.max", value=parse_quantity(2))
    )
    first = await core.profile.shares.create(alex)
    await core.profile.shares.create(alex, None, clock.now() + timedelta(minutes=1))
    with pytest.raises(ShareLimitReached) as refused:
        await core.profile.shares.create(alex)
    assert refused.value.cap == 2 and "2" in refused.value.detail
    clock.advance(timedelta(minutes=1))  # the second one expired: a slot is free
    await core.profile.shares.create(alex)
    await core.profile.shares.revoke(alex, first.id)
    await core.profile.shares.create(alex)
    with pytest.raises(ShareLimitReached):
        await core.profile.shares.create(alex)


async def test_fifty_concurrent_creations_stop_at_the_cap(core: Core) -> None:
    _, alex = await member(core)
    cap = core.settings.profile.profile_shares_max
    made = await asyncio.gather(
        *(core.profile.shares.create(alex) for _ in range(50)), return_exceptions=True
    )
    created = [m for m in made if not isinstance(m, BaseException)]
    refused = [m for m in made if isinstance(m, ShareLimitReached)]
    assert len(created) == cap and len(refused) == 50 - cap
    assert len((await core.profile.shares.page(alex, 200)).items) == cap


async def test_administrators_list_shares_by_user(core: Core) -> None:
    admin_id, admin = await member(core)
    alex_id, alex = await member(core)
    _, blair = await member(core)
    with pytest.raises(MissingPermission):
        await core.profile.shares.admin_page(admin)
    await core.permissions.grants.put(OPERATOR, admin_id, GrantChange("admin:user:view"))
    for _ in range(3):
        await core.profile.shares.create(alex)
    await core.profile.shares.create(blair)
    page = await core.profile.shares.admin_page(admin, alex_id, 2)
    assert len(page.items) == 2 and page.next_cursor
    rest = await core.profile.shares.admin_page(admin, alex_id, 2, page.next_cursor)
    assert len(rest.items) == 1 and rest.next_cursor is None
    ids = [s.id for s in page.items + rest.items]
    assert ids == sorted(ids, reverse=True)
    assert {s.user_id for s in page.items + rest.items} == {alex_id}
    assert len((await core.profile.shares.admin_page(admin)).items) == 4
