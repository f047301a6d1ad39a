"""Releases of services and extensions (docs/versions.md, "Releases")."""

from __future__ import annotations

from dataclasses import dataclass

from application.audit.trail import AuditTrail
from application.identity.principal import Principal
from application.ports import Clock, IdGenerator, UnitOfWork, UnitOfWorkFactory
from application.shared import cursors
from application.shared.page import Page
from application.versions.access import VersionAccess
from application.versions.channels import fall_back
from application.versions.ports import ReleaseFilter
from domain.audit import snapshots
from domain.audit.entry import Target
from domain.shared.errors import InvalidInput
from domain.shared.pagination import LimitRule
from domain.versions.channel import check_channel
from domain.versions.errors import (
    BuildIdTaken,
    InvalidTransition,
    NotDraft,
    ReleaseFrozen,
    ReleaseNotFound,
    StaleRevision,
)
from domain.versions.nodes import VERSIONS_PUBLISH, VERSIONS_READ, VERSIONS_WRITE
from domain.versions.release import (
    Artifact,
    Release,
    ReleaseScope,
    ReleaseStatus,
    can_move,
    check_artifacts,
    check_minimum,
    check_notes,
    new_release,
    parse_build_id,
)

LIST_LIMIT = LimitRule(default=50, maximum=200)


@dataclass(frozen=True, slots=True)
class ReleaseDraft:
    scope: ReleaseScope
    build_id: str
    notes: str = ""
    artifacts: tuple[Artifact, ...] = ()
    minimum_supported: str | None = None
    status: ReleaseStatus = ReleaseStatus.DRAFT


@dataclass(frozen=True, slots=True)
class ReleaseChanges:
    """A merge patch: ``None`` leaves a field as it is; ``clear_minimum`` clears it."""

    build_id: str | None = None
    notes: str | None = None
    artifacts: tuple[Artifact, ...] | None = None
    minimum_supported: str | None = None
    clear_minimum: bool = False
    status: ReleaseStatus | None = None
    reason: str | None = None
    """Why (kept on the channel moves a revocation causes)."""

    @property
    def edits_content(self) -> bool:
        return (
            self.build_id is not None
            or self.notes is not None
            or self.artifacts is not None
            or self.minimum_supported is not None
            or self.clear_minimum
        )


class Releases:
    def __init__(
        self, uow: UnitOfWorkFactory, access: VersionAccess, clock: Clock, ids: IdGenerator
    ) -> None:
        self._uow = uow
        self._access = access
        self._clock = clock
        self._ids = ids
        self._audit = AuditTrail(clock, ids)

    async def create(self, principal: Principal, draft: ReleaseDraft) -> Release:
        scope = draft.scope
        await self._access.require(principal, VERSIONS_WRITE, scope)
        if draft.status is ReleaseStatus.PUBLISHED:
            await self._access.require(principal, VERSIONS_PUBLISH, scope)
        release = new_release(
            self._ids.new_object_id(),
            scope,
            draft.build_id,
            draft.notes,
            list(draft.artifacts),
            draft.minimum_supported,
            draft.status,
            principal.user_id,
            self._clock.now(),
        )
        await self._access.require_exists(scope)
        async with self._uow() as uow:
            if not await uow.versions.releases.add(release):
                raise BuildIdTaken()
            await self._audit.record(
                uow, principal, "versions.release.create", Target("release", release.id),
                after=snapshots.release(release),
            )  # fmt: skip
            await uow.commit()
        return release

    async def get(self, principal: Principal, release_id: str) -> Release:
        async with self._uow() as uow:
            release = await uow.versions.releases.get(release_id)
        if release is None or not await self._access.allows(
            principal, VERSIONS_READ, release.scope
        ):
            raise ReleaseNotFound()
        return release

    async def page(
        self,
        principal: Principal,
        scope: ReleaseScope | None,
        channel: str | None,
        status: ReleaseStatus | None,
        limit: int | None,
        cursor: str | None,
    ) -> Page[Release]:
        """Newest first. Without a scope, the caller needs versions:read globally."""
        await self._access.require(principal, VERSIONS_READ, scope)
        if channel is not None:
            check_channel(channel)
        limit = LIST_LIMIT.apply(limit)
        before = cursors.object_id(cursors.decode(cursor, 1)[0]) if cursor else None
        async with self._uow() as uow:
            rows = await uow.versions.releases.page(
                ReleaseFilter(scope, channel, status), before, limit + 1
            )
        more, rows = len(rows) > limit, rows[:limit]
        return Page(rows, cursors.encode(rows[-1].id) if more else None)

    async def update(
        self,
        principal: Principal,
        release_id: str,
        changes: ReleaseChanges,
        expected_revision: int | None = None,
    ) -> Release:
        async with self._uow() as uow:
            if changes.status is ReleaseStatus.REVOKED:
                # A revocation moves pointers: the scope's lock first, like a move.
                found = await uow.versions.releases.get(release_id)
                if found is not None:
                    await uow.versions.pointers.lock_scope(found.scope)
            release = await self._writable(uow, principal, release_id, expected_revision)
            if changes.edits_content:
                await self._access.require(principal, VERSIONS_WRITE, release.scope)
            if changes.status is not None and changes.status is not release.status:
                await self._access.require(principal, VERSIONS_PUBLISH, release.scope)
            now = self._clock.now()
            before, snapshot = release.status, snapshots.release(release)
            changed = _apply(release, changes)
            if changes.status is not None and changes.status is not before:
                if not can_move(before, changes.status):
                    raise InvalidTransition(
                        f"a {before.value} release cannot become {changes.status.value}"
                    )
                release.status = changes.status
                if changes.status is ReleaseStatus.PUBLISHED and release.published_at is None:
                    release.published_at = now
                changed = True
            if not changed:
                return release
            release.revision += 1
            release.updated_at = now
            if not await uow.versions.releases.update(release):
                raise BuildIdTaken()
            if release.status is ReleaseStatus.REVOKED and before is not ReleaseStatus.REVOKED:
                await fall_back(uow, self._ids, release, principal.user_id, changes.reason, now)
            await self._audit.record(
                uow, principal, "versions.release.update", Target("release", release.id),
                before=snapshot, after=snapshots.release(release),
            )  # fmt: skip
            await uow.commit()
        return release

    async def delete(
        self, principal: Principal, release_id: str, expected_revision: int | None = None
    ) -> None:
        async with self._uow() as uow:
            release = await self._writable(uow, principal, release_id, expected_revision)
            await self._access.require(principal, VERSIONS_WRITE, release.scope)
            if release.status is not ReleaseStatus.DRAFT:
                raise NotDraft()
            await uow.versions.releases.delete(release.id)
            await self._audit.record(
                uow, principal, "versions.release.delete", Target("release", release.id),
                before=snapshots.release(release),
            )  # fmt: skip
            await uow.commit()

    async def _writable(
        self,
        uow: UnitOfWork,
        principal: Principal,
        release_id: str,
        expected_revision: int | None,
    ) -> Release:
        release = await uow.versions.releases.get(release_id, lock=True)
        if release is None or not await self._access.allows(
            principal, VERSIONS_READ, release.scope
        ):
            raise ReleaseNotFound()
        if expected_revision is not None and expected_revision != release.revision:
            raise StaleRevision()
        return release


def _apply(release: Release, changes: ReleaseChanges) -> bool:
    """Write the content changes into ``release``; True when anything differs."""
    draft = release.status is ReleaseStatus.DRAFT
    changed = False
    build = release.build_id
    if changes.build_id is not None and changes.build_id != build.text:
        if not draft:
            raise ReleaseFrozen("the build id is fixed once a release leaves draft")
        build = parse_build_id(changes.build_id)
        release.build_id, changed = build, True
    if changes.artifacts is not None:
        artifacts = check_artifacts(changes.artifacts)
        if artifacts != release.artifacts:
            if not draft:
                raise ReleaseFrozen("artifacts are fixed once a release leaves draft")
            release.artifacts, changed = artifacts, True
    if changes.notes is not None and changes.notes != release.notes:
        release.notes, changed = check_notes(changes.notes), True
    if changes.clear_minimum and changes.minimum_supported is not None:
        raise InvalidInput("give minimumSupported or clear it, not both", "minimumSupported")
    minimum = release.minimum_supported
    if changes.clear_minimum:
        minimum = None
    elif changes.minimum_supported is not None:
        minimum = parse_build_id(changes.minimum_supported, "minimumSupported")
    if minimum is not None:
        minimum = check_minimum(minimum.text, build)
    if (minimum.text if minimum else None) != (
        release.minimum_supported.text if release.minimum_supported else None
    ):
        if release.status is ReleaseStatus.REVOKED:
            raise ReleaseFrozen("a revoked release keeps only its notes editable")
        release.minimum_supported, changed = minimum, True
    return changed
