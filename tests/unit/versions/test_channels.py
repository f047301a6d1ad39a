"""Channel pointers, their moves, staged rollouts, revocation and resolve (memory core)."""

from __future__ import annotations

from datetime import timedelta

import pytest

from adapters.system.clock import FrozenClock
from application.versions.releases import ReleaseChanges
from bootstrap.core import Core
from domain.shared.errors import Forbidden, InvalidInput
from domain.versions.channel import MoveKind, bucket
from domain.versions.errors import (
    NothingResolved,
    NothingToStage,
    ReleaseNotActivatable,
    ReleaseNotFound,
    StaleRevision,
)
from domain.versions.release import Release, ReleaseScope, ReleaseStatus
from tests.support.versions import admin, grant_within, person, release, service_scope

REVOKED = ReleaseChanges(status=ReleaseStatus.REVOKED)


async def _three(core: Core) -> tuple[ReleaseScope, list[Release]]:
    root = await admin(core)
    scope = await service_scope(core)
    made = [
        await release(core, root, scope, f"2026.0{m}.01-abcdef{m}", minimum="2026.01.01")
        for m in (1, 2, 3)
    ]
    return scope, made


async def test_moves_are_initial_roll_forward_rollback_and_kept(
    core: Core, clock: FrozenClock
) -> None:
    root = await admin(core)
    scope, (r1, r2, r3) = await _three(core)
    moves = core.versions.channels
    _, first = await moves.move(root, scope, "stable", r1.id)
    clock.advance(timedelta(minutes=1))
    _, forward = await moves.move(root, scope, "stable", r3.id, reason="ship it")
    clock.advance(timedelta(minutes=1))
    view, back = await moves.move(root, scope, "stable", r2.id, reason="crashes")
    assert first and forward and back
    assert [m.kind for m in (first, forward, back)] == [
        MoveKind.INITIAL,
        MoveKind.ROLL_FORWARD,
        MoveKind.ROLLBACK,
    ]
    assert (back.from_release_id, back.to_release_id, back.reason, back.moved_by) == (
        r3.id,
        r2.id,
        "crashes",
        root.user_id,
    )
    assert view.pointer.release_id == r2.id and view.pointer.revision == 3
    history = await moves.moves(root, scope, "stable", None, None)
    assert [m.id for m in history.items] == [back.id, forward.id, first.id]
    assert history.items[0].moved_at - history.items[2].moved_at == timedelta(minutes=2)
    again, none = await moves.move(root, scope, "stable", r2.id)
    assert none is None and again.pointer.revision == 3  # already there: no move
    active = await moves.active(root, scope, None)
    assert [(v.pointer.channel, v.release and v.release.id) for v in active] == [("stable", r2.id)]


async def test_only_published_or_deprecated_releases_of_the_scope_become_active(
    core: Core,
) -> None:
    root = await admin(core)
    scope, (r1, r2, _) = await _three(core)
    draft = await release(core, root, scope, "2026.09.09", ReleaseStatus.DRAFT)
    with pytest.raises(ReleaseNotActivatable):
        await core.versions.channels.move(root, scope, "stable", draft.id)
    await core.versions.releases.update(root, r1.id, REVOKED)
    with pytest.raises(ReleaseNotActivatable):
        await core.versions.channels.move(root, scope, "stable", r1.id)
    await core.versions.releases.update(
        root, r2.id, ReleaseChanges(status=ReleaseStatus.DEPRECATED)
    )
    view, _ = await core.versions.channels.move(root, scope, "stable", r2.id)
    assert view.release and view.release.status is ReleaseStatus.DEPRECATED
    other = await service_scope(core)
    with pytest.raises(ReleaseNotFound):
        await core.versions.channels.move(root, other, "stable", r2.id)
    with pytest.raises(InvalidInput):
        await core.versions.channels.move(root, scope, "Stable", r2.id)


async def test_moving_needs_versions_publish_within_the_scope(core: Core) -> None:
    scope, (r1, _, _) = await _three(core)
    operator = await person(core, "Operator")
    with pytest.raises(Forbidden):
        await core.versions.channels.move(operator, scope, "stable", r1.id)
    await grant_within(core, operator, scope.key, "versions:publish")
    view, _ = await core.versions.channels.move(operator, scope, "stable", r1.id)
    assert view.pointer.updated_by == operator.user_id


async def test_if_match_names_the_channel_revision(core: Core) -> None:
    root = await admin(core)
    scope, (r1, r2, _) = await _three(core)
    with pytest.raises(StaleRevision):  # no channel yet: no revision matches
        await core.versions.channels.move(root, scope, "stable", r1.id, expected_revision=1)
    await core.versions.channels.move(root, scope, "stable", r1.id)
    with pytest.raises(StaleRevision):
        await core.versions.channels.move(root, scope, "stable", r2.id, expected_revision=2)
    view, _ = await core.versions.channels.move(root, scope, "stable", r2.id, expected_revision=1)
    assert view.pointer.revision == 2


async def test_a_staged_rollout_splits_clients_by_a_stable_hash(core: Core) -> None:
    root = await admin(core)
    scope, (r1, r2, _) = await _three(core)
    with pytest.raises(NothingToStage):
        await core.versions.channels.move(root, scope, "stable", r1.id, 30)
    await core.versions.channels.move(root, scope, "stable", r1.id)
    view, move = await core.versions.channels.move(root, scope, "stable", r2.id, 30)
    assert move and move.kind is MoveKind.ROLL_FORWARD and move.rollout_percent == 30
    assert view.previous and view.previous.id == r1.id
    resolve = core.versions.resolver.resolve
    clients = [f"install-{i}" for i in range(200)]
    for client in clients:
        expected = r2.id if bucket(scope, "stable", client) < 30 else r1.id
        assert (await resolve(scope, "stable", None, client)).release.id == expected
    assert (await resolve(scope, "stable")).release.id == r1.id  # no id: the kept release
    _, widen = await core.versions.channels.move(root, scope, "stable", r2.id, 100)
    assert widen and widen.kind is MoveKind.ROLLOUT
    for client in clients:
        assert (await resolve(scope, "stable", None, client)).release.id == r2.id


async def test_revoking_the_active_release_moves_the_channel_back(core: Core) -> None:
    root = await admin(core)
    scope, (r1, r2, r3) = await _three(core)
    channels = core.versions.channels
    await channels.move(root, scope, "stable", r1.id)
    await channels.move(root, scope, "stable", r3.id)
    await channels.move(root, scope, "stable", r2.id)  # a rollback from r3
    await channels.move(root, scope, "beta", r3.id)
    await core.versions.releases.update(
        root, r2.id, ReleaseChanges(status=ReleaseStatus.REVOKED, reason="data loss")
    )
    # Back to the newest earlier (older) release the channel ran: r1, not r3.
    assert (await core.versions.resolver.resolve(scope, "stable")).release.id == r1.id
    latest = (await channels.moves(root, scope, "stable", 1, None)).items[0]
    assert (latest.kind, latest.from_release_id, latest.to_release_id, latest.reason) == (
        MoveKind.REVOKED,
        r2.id,
        r1.id,
        "data loss",
    )
    await core.versions.releases.update(root, r3.id, REVOKED)
    # beta ran r3 only: nothing to fall back to, so it resolves to nothing.
    with pytest.raises(NothingResolved):
        await core.versions.resolver.resolve(scope, "beta")
    (beta,) = await channels.active(root, scope, "beta")
    assert beta.pointer.release_id is None and beta.release is None


async def test_revoking_the_kept_release_ends_the_rollout(core: Core) -> None:
    root = await admin(core)
    scope, (r1, r2, _) = await _three(core)
    await core.versions.channels.move(root, scope, "stable", r1.id)
    await core.versions.channels.move(root, scope, "stable", r2.id, 10)
    await core.versions.releases.update(root, r1.id, REVOKED)
    (view,) = await core.versions.channels.active(root, scope, "stable")
    assert (view.pointer.release_id, view.pointer.previous_release_id) == (r2.id, None)
    assert view.pointer.rollout_percent == 100
    for client in ("a-client", "b-client", None):
        assert (await core.versions.resolver.resolve(scope, "stable", None, client)).release.id == (
            r2.id
        )


async def test_resolve_says_whether_to_update_and_tags_each_answer(core: Core) -> None:
    root = await admin(core)
    scope, (r1, r2, _) = await _three(core)
    resolve = core.versions.resolver.resolve
    with pytest.raises(NothingResolved):
        await resolve(scope, "stable")
    await core.versions.channels.move(root, scope, "stable", r2.id)
    old = await resolve(scope, "stable", "2025.12.31-abcdef0")
    assert (old.must_update, old.update_available) == (True, True)
    same = await resolve(scope, "stable", r2.build_id.text)
    assert (same.must_update, same.update_available) == (False, False)
    plain = await resolve(scope, "stable")
    assert (plain.must_update, plain.update_available) == (False, True)
    assert len({old.tag, same.tag, plain.tag}) == 3
    await core.versions.releases.update(root, r2.id, ReleaseChanges(notes="edited"))
    assert (await resolve(scope, "stable")).tag != plain.tag  # the release changed
    await core.versions.channels.move(root, scope, "stable", r1.id)
    assert (await resolve(scope, "stable")).release.id == r1.id
    with pytest.raises(InvalidInput) as refused:
        await resolve(scope, "stable", "not-a-build")
    assert refused.value.field == "current"
