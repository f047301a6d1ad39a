"""Channels: the active release pointer per (scope, channel), its moves, and the fallback when
a release is revoked (docs/versions.md, "Channels, rollout and rollback")."""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime
from uuid import UUID

from application.audit.trail import AuditTrail
from application.identity.principal import Principal
from application.ports import Clock, IdGenerator, UnitOfWork, UnitOfWorkFactory
from application.shared import cursors
from application.shared.page import Page
from application.versions.access import VersionAccess
from application.versions.ports import PointerView
from domain.audit import snapshots
from domain.audit.entry import Target
from domain.shared.errors import Conflict
from domain.shared.pagination import LimitRule
from domain.versions.channel import (
    FULL,
    Move,
    MoveKind,
    Pointer,
    check_channel,
    check_reason,
    check_rollout,
    move_kind,
    moved,
)
from domain.versions.errors import (
    ReleaseNotActivatable,
    ReleaseNotFound,
    StaleRevision,
)
from domain.versions.nodes import VERSIONS_PUBLISH, VERSIONS_READ
from domain.versions.release import Release, ReleaseScope

MOVES_LIMIT = LimitRule(default=50, maximum=200)
FALLBACK_CANDIDATES = 20
REVOKED_REASON = "the release was revoked"
KEPT_REVOKED_REASON = "the release kept outside the rollout was revoked"


class ConcurrentMove(Conflict):
    """Another move of this channel happened at the same time; try again."""

    code = "versions.concurrent_move"


class Channels:
    def __init__(
        self, uow: UnitOfWorkFactory, access: VersionAccess, clock: Clock, ids: IdGenerator
    ) -> None:
        self._uow = uow
        self._access = access
        self._clock = clock
        self._ids = ids
        self._audit = AuditTrail(clock, ids)

    async def active(
        self, principal: Principal, scope: ReleaseScope, channel: str | None
    ) -> list[PointerView]:
        """The scope's pointers (one channel, or all of them by name)."""
        await self._access.require(principal, VERSIONS_READ, scope)
        if channel is not None:
            check_channel(channel)
        async with self._uow() as uow:
            pointers = [
                p
                for p in await uow.versions.pointers.of_scope(scope)
                if channel is None or p.channel == channel
            ]
            return [await _view(uow, p) for p in pointers]

    async def move(
        self,
        principal: Principal,
        scope: ReleaseScope,
        channel: str,
        release_id: str,
        rollout_percent: int = FULL,
        reason: str | None = None,
        expected_revision: int | None = None,
    ) -> tuple[PointerView, Move | None]:
        """Point the channel at ``release_id`` (for ``rollout_percent`` of the clients).
        Moving to where it already points changes nothing and records no move (None)."""
        check_channel(channel)
        percent = check_rollout(rollout_percent)
        why = check_reason(reason)
        await self._access.require(principal, VERSIONS_PUBLISH, scope)
        now, by = self._clock.now(), principal.user_id
        async with self._uow() as uow:
            await uow.versions.pointers.lock_scope(scope)
            release = await uow.versions.releases.get(release_id, lock=True)
            if release is None or release.scope != scope:
                raise ReleaseNotFound("no such release in this scope")
            if not release.status.activatable:
                raise ReleaseNotActivatable(
                    f"a {release.status.value} release cannot be made active"
                )
            pointer = await uow.versions.pointers.get(scope, channel, lock=True)
            if expected_revision is not None and (
                pointer is None or pointer.revision != expected_revision
            ):
                raise StaleRevision()
            if (
                pointer is not None
                and pointer.release_id == release.id
                and pointer.rollout_percent == percent
            ):
                return await _view(uow, pointer), None
            old = None
            if pointer is not None and pointer.release_id is not None:
                old = await uow.versions.releases.get(pointer.release_id)
            new = moved(pointer, scope, channel, release.id, percent, by, now)
            move = Move(
                id=self._ids.new_object_id(),
                scope=scope,
                channel=channel,
                from_release_id=old.id if old else None,
                to_release_id=release.id,
                kind=move_kind((old.id, old.order) if old else None, (release.id, release.order)),
                rollout_percent=percent,
                reason=why,
                moved_by=by,
                moved_at=now,
                revision=new.revision,
            )
            if not await uow.versions.pointers.put(new):
                raise ConcurrentMove()
            await uow.versions.moves.add(move)
            await self._audit.record(
                uow, principal, "versions.channel.move",
                Target("channel", f"{scope.key}/{channel}"),
                before=snapshots.pointer(pointer) if pointer else None,
                after=snapshots.pointer(new) | {"kind": move.kind.value, "reason": move.reason},
            )  # fmt: skip
            view = await _view(uow, new)
            await uow.commit()
        return view, move

    async def moves(
        self,
        principal: Principal,
        scope: ReleaseScope,
        channel: str | None,
        limit: int | None,
        cursor: str | None,
    ) -> Page[Move]:
        """Newest first."""
        await self._access.require(principal, VERSIONS_READ, scope)
        if channel is not None:
            check_channel(channel)
        limit = MOVES_LIMIT.apply(limit)
        before = None
        if cursor is not None:
            position, last = cursors.decode(cursor, 2)
            if not position.isdigit() or len(position) > 15:
                raise cursors.invalid()
            before = (int(position), cursors.object_id(last))
        async with self._uow() as uow:
            rows = await uow.versions.moves.page(scope, channel, before, limit + 1)
        more, rows = len(rows) > limit, rows[:limit]
        next_cursor = None
        if more:
            at, last_id = rows[-1].key(channel is not None)
            next_cursor = cursors.encode(str(at), last_id)
        return Page(rows, next_cursor)


async def _view(uow: UnitOfWork, pointer: Pointer) -> PointerView:
    releases = uow.versions.releases
    return PointerView(
        pointer,
        await releases.get(pointer.release_id) if pointer.release_id else None,
        await releases.get(pointer.previous_release_id) if pointer.previous_release_id else None,
    )


async def fall_back(
    uow: UnitOfWork,
    ids: IdGenerator,
    revoked: Release,
    by: UUID | None,
    reason: str | None,
    now: datetime,
) -> None:
    """In the revoking transaction: move every pointer off ``revoked``.

    A channel pointing at it goes back to the newest earlier release (by release order) it
    ever pointed at that is still published or deprecated, or is cleared when there is none;
    a staged rollout keeping it for the other clients ends (everyone gets the target).
    """
    for pointer in await uow.versions.pointers.on_release(revoked.id):
        if pointer.release_id == revoked.id:
            target = await _earlier_target(uow, pointer, revoked)
            new = replace(
                pointer,
                release_id=target,
                previous_release_id=None,
                rollout_percent=FULL,
                revision=pointer.revision + 1,
                updated_at=now,
                updated_by=by,
            )
            kind, why = MoveKind.REVOKED, reason or REVOKED_REASON
        else:
            new = replace(
                pointer,
                previous_release_id=None,
                rollout_percent=FULL,
                revision=pointer.revision + 1,
                updated_at=now,
                updated_by=by,
            )
            kind, why = MoveKind.ROLLOUT, reason or KEPT_REVOKED_REASON
        if not await uow.versions.pointers.put(new):
            raise ConcurrentMove()
        await uow.versions.moves.add(
            Move(
                id=ids.new_object_id(),
                scope=pointer.scope,
                channel=pointer.channel,
                from_release_id=pointer.release_id,
                to_release_id=new.release_id,
                kind=kind,
                rollout_percent=FULL,
                reason=why,
                moved_by=by,
                moved_at=now,
                revision=new.revision,
            )
        )


async def _earlier_target(uow: UnitOfWork, pointer: Pointer, revoked: Release) -> str | None:
    candidates = await uow.versions.moves.earlier_targets(
        pointer.scope, pointer.channel, revoked, FALLBACK_CANDIDATES
    )
    for candidate in candidates:
        # Locked and read again: a release revoked meanwhile by another writer is skipped.
        release = await uow.versions.releases.get(candidate, lock=True)
        if release is not None and release.status.activatable:
            return release.id
    return None
