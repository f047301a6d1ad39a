"""Shapes of the versions endpoints (docs/versions.md)."""

from __future__ import annotations

from typing import Annotated, Any, Literal
from uuid import UUID

import msgspec

from application.versions.events import EventInput, EventsPage, Ingested
from application.versions.ports import PointerView
from application.versions.releases import ReleaseChanges, ReleaseDraft
from application.versions.resolver import Resolution
from domain.shared.time import from_millis
from domain.versions.channel import CHANNEL_MAX, REASON_MAX, Move
from domain.versions.events import BATCH_MAX
from domain.versions.release import (
    ARTIFACTS_MAX,
    NOTES_MAX,
    PLATFORM_MAX,
    SCOPE_ID_MAX,
    SIZE_MAX,
    URL_MAX,
    Artifact,
    Release,
    ReleaseScope,
    ReleaseStatus,
    release_scope,
)
from entrypoints.http.dto.common import (
    CreatedAt,
    Items,
    NextCursor,
    ObjectIdStr,
    Timestamp,
    TimestampIn,
    UpdatedAt,
    incoming,
    ts,
    ts_or_none,
)

ScopeType = Literal["service", "extension"]
StatusName = Literal["draft", "published", "deprecated", "revoked"]
BuildIdStr = Annotated[str, msgspec.Meta(min_length=10, max_length=60)]
Channel = Annotated[str, msgspec.Meta(min_length=1, max_length=CHANNEL_MAX)]


class ScopeIO(msgspec.Struct, forbid_unknown_fields=True):
    type: ScopeType
    id: Annotated[str, msgspec.Meta(min_length=1, max_length=SCOPE_ID_MAX)]

    def domain(self) -> ReleaseScope:
        return release_scope(self.type, self.id)


def scope_out(scope: ReleaseScope) -> ScopeIO:
    return ScopeIO(scope.type.value, scope.id)


class ArtifactIO(msgspec.Struct, forbid_unknown_fields=True):
    url: Annotated[str, msgspec.Meta(min_length=1, max_length=URL_MAX)]
    sha256: Annotated[str, msgspec.Meta(pattern="^[0-9a-fA-F]{64}$")]
    size: Annotated[int, msgspec.Meta(ge=1, le=SIZE_MAX)]
    platform: Annotated[str, msgspec.Meta(min_length=1, max_length=PLATFORM_MAX)]

    def domain(self) -> Artifact:
        return Artifact(self.url, self.sha256, self.size, self.platform)


def artifact_out(artifact: Artifact) -> ArtifactIO:
    return ArtifactIO(artifact.url, artifact.sha256, artifact.size, artifact.platform)


Artifacts = Annotated[list[ArtifactIO], msgspec.Meta(max_length=ARTIFACTS_MAX)]
Notes = Annotated[str, msgspec.Meta(max_length=NOTES_MAX)]


class ReleaseIn(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    """A new release: a draft, or published at once (needs versions:publish too)."""

    scope: ScopeIO
    build_id: BuildIdStr
    notes: Notes = ""
    artifacts: Artifacts = msgspec.field(default_factory=list)
    minimum_supported: BuildIdStr | None = None
    status: Literal["draft", "published"] = "draft"

    def draft(self) -> ReleaseDraft:
        return ReleaseDraft(
            scope=self.scope.domain(),
            build_id=self.build_id,
            notes=self.notes,
            artifacts=tuple(a.domain() for a in self.artifacts),
            minimum_supported=self.minimum_supported,
            status=ReleaseStatus(self.status),
        )


class ReleasePatch(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    """A JSON merge patch: fields left out stay; ``minimumSupported: null`` clears it."""

    build_id: BuildIdStr | msgspec.UnsetType = msgspec.UNSET
    notes: Notes | msgspec.UnsetType = msgspec.UNSET
    artifacts: Artifacts | msgspec.UnsetType = msgspec.UNSET
    minimum_supported: BuildIdStr | msgspec.UnsetType | None = msgspec.UNSET
    status: StatusName | msgspec.UnsetType = msgspec.UNSET
    reason: Annotated[str, msgspec.Meta(max_length=REASON_MAX)] | msgspec.UnsetType = msgspec.UNSET

    def changes(self) -> ReleaseChanges:
        def given(value: Any) -> Any:
            return None if value is msgspec.UNSET else value

        return ReleaseChanges(
            build_id=given(self.build_id),
            notes=given(self.notes),
            artifacts=tuple(a.domain() for a in self.artifacts)
            if not isinstance(self.artifacts, msgspec.UnsetType)
            else None,
            minimum_supported=given(self.minimum_supported),
            clear_minimum=self.minimum_supported is None,
            status=ReleaseStatus(self.status) if isinstance(self.status, str) else None,
            reason=given(self.reason),
        )


class ReleaseOut(msgspec.Struct, rename="camel"):
    id: str
    scope: ScopeIO
    build_id: str
    status: StatusName
    notes: str
    artifacts: list[ArtifactIO]
    minimum_supported: str | None
    revision: int
    created_by: UUID
    created_at: CreatedAt
    updated_at: UpdatedAt
    published_at: Timestamp | None


def release_out(release: Release) -> ReleaseOut:
    return ReleaseOut(
        id=release.id,
        scope=scope_out(release.scope),
        build_id=release.build_id.text,
        status=release.status.value,
        notes=release.notes,
        artifacts=[artifact_out(a) for a in release.artifacts],
        minimum_supported=release.minimum_supported.text if release.minimum_supported else None,
        revision=release.revision,
        created_by=release.created_by,
        created_at=ts(release.created_at),
        updated_at=ts(release.updated_at),
        published_at=ts_or_none(release.published_at),
    )


class ReleaseEnvelope(msgspec.Struct):
    release: ReleaseOut


class ReleasesOut(msgspec.Struct, rename="camel"):
    items: Items[ReleaseOut]
    next_cursor: NextCursor


class PointerOut(msgspec.Struct, rename="camel"):
    scope: ScopeIO
    channel: str
    release: ReleaseOut | None
    """None when revocation left nothing to fall back to."""
    previous_release: ReleaseOut | None
    """What clients outside a staged rollout keep (None: not staged)."""
    rollout_percent: int
    revision: int
    updated_at: UpdatedAt
    updated_by: UUID | None


def pointer_out(view: PointerView) -> PointerOut:
    p = view.pointer
    return PointerOut(
        scope=scope_out(p.scope),
        channel=p.channel,
        release=release_out(view.release) if view.release else None,
        previous_release=release_out(view.previous) if view.previous and p.staged else None,
        rollout_percent=p.rollout_percent,
        revision=p.revision,
        updated_at=ts(p.updated_at),
        updated_by=p.updated_by,
    )


class ChannelsOut(msgspec.Struct):
    items: Items[PointerOut]


class MoveIn(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    """Point the channel at a published or deprecated release of the scope; a percentage
    below 100 stages it (the other clients keep the release the channel points at now)."""

    scope: ScopeIO
    channel: Channel
    release_id: ObjectIdStr
    rollout_percent: Annotated[int, msgspec.Meta(ge=1, le=100)] = 100
    reason: Annotated[str, msgspec.Meta(max_length=REASON_MAX)] | None = None


MoveKindName = Literal["initial", "roll-forward", "rollback", "rollout", "revoked"]


class MoveOut(msgspec.Struct, rename="camel"):
    id: str
    scope: ScopeIO
    channel: str
    from_release_id: str | None
    to_release_id: str | None
    kind: MoveKindName
    rollout_percent: int
    reason: str
    moved_by: UUID | None
    moved_at: Timestamp
    revision: int
    """The channel revision this move made (its ETag after the move)."""


def move_out(move: Move) -> MoveOut:
    return MoveOut(
        id=move.id,
        scope=scope_out(move.scope),
        channel=move.channel,
        from_release_id=move.from_release_id,
        to_release_id=move.to_release_id,
        kind=move.kind.value,
        rollout_percent=move.rollout_percent,
        reason=move.reason,
        moved_by=move.moved_by,
        moved_at=ts(move.moved_at),
        revision=move.revision,
    )


class MoveResult(msgspec.Struct):
    channel: PointerOut
    move: MoveOut | None
    """None when the channel already pointed there at that percentage."""


class MovesOut(msgspec.Struct, rename="camel"):
    items: Items[MoveOut]
    next_cursor: NextCursor


class ResolvedRelease(msgspec.Struct, rename="camel"):
    id: str
    build_id: str
    status: Literal["published", "deprecated"]
    notes: str
    artifacts: list[ArtifactIO]
    minimum_supported: str | None
    published_at: Timestamp | None


class ResolveOut(msgspec.Struct, rename="camel"):
    scope: ScopeIO
    channel: str
    release: ResolvedRelease
    must_update: bool
    update_available: bool


def resolve_out(resolution: Resolution) -> ResolveOut:
    r = resolution.release
    return ResolveOut(
        scope=scope_out(resolution.scope),
        channel=resolution.channel,
        release=ResolvedRelease(
            id=r.id,
            build_id=r.build_id.text,
            status="deprecated" if r.status is ReleaseStatus.DEPRECATED else "published",
            notes=r.notes,
            artifacts=[artifact_out(a) for a in r.artifacts],
            minimum_supported=r.minimum_supported.text if r.minimum_supported else None,
            published_at=ts_or_none(r.published_at),
        ),
        must_update=resolution.must_update,
        update_available=resolution.update_available,
    )


EventKindName = Literal["install", "update", "start", "stop", "crash", "rollback", "error"]


class EventIn(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    event_id: Annotated[str, msgspec.Meta(min_length=8, max_length=64)]
    kind: EventKindName
    scope: ScopeIO
    build_id: BuildIdStr
    channel: Channel | None = None
    occurred_at: TimestampIn | None = None
    data: dict[str, Any] | None = None

    def domain(self) -> EventInput:
        return EventInput(
            event_id=self.event_id,
            kind=self.kind,
            scope_type=self.scope.type,
            scope_id=self.scope.id,
            build_id=self.build_id,
            channel=self.channel,
            occurred_at=incoming(self.occurred_at),
            data=self.data,
        )


class EventsIn(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    """1..100 events of one client; ``clientId`` with each ``eventId`` is the idempotency
    key."""

    events: Annotated[list[EventIn], msgspec.Meta(min_length=1, max_length=BATCH_MAX)]
    client_id: Annotated[str, msgspec.Meta(min_length=1, max_length=128)] | None = None


class IngestOut(msgspec.Struct):
    accepted: int
    duplicates: int
    unknown: int


def ingest_out(result: Ingested) -> IngestOut:
    return IngestOut(result.accepted, result.duplicates, result.unknown)


class EventOut(msgspec.Struct, rename="camel"):
    id: str
    event_id: str
    client_id: str | None
    kind: EventKindName
    release_id: str
    build_id: str
    channel: str | None
    occurred_at: Timestamp | None
    received_at: Timestamp
    data: dict[str, Any] | None


class CountOut(msgspec.Struct, rename="camel"):
    release_id: str
    build_id: str
    kind: EventKindName
    count: int


class HourOut(msgspec.Struct, rename="camel"):
    hour: Timestamp
    release_id: str
    build_id: str
    kind: EventKindName
    count: int


class EventsOut(msgspec.Struct, rename="camel"):
    items: Items[EventOut]
    next_cursor: NextCursor
    counts: list[CountOut]
    hours: list[HourOut]


def events_out(page: EventsPage) -> EventsOut:
    return EventsOut(
        items=[
            EventOut(
                id=row.event.id,
                event_id=row.event.event_id,
                client_id=row.event.client_id or None,
                kind=row.event.kind.value,
                release_id=row.event.release_id,
                build_id=row.build_id,
                channel=row.event.channel,
                occurred_at=ts_or_none(row.event.occurred_at),
                received_at=ts(row.event.received_at),
                data=dict(row.event.data) if row.event.data is not None else None,
            )
            for row in page.items
        ],
        next_cursor=page.next_cursor,
        counts=[CountOut(c.release_id, c.build_id, c.kind.value, c.count) for c in page.counts],
        hours=[
            HourOut(ts(from_millis(h.hour)), h.release_id, h.build_id, h.kind.value, h.count)
            for h in page.hours
        ],
    )


# A wire example of each Struct above, for the OpenAPI document
# (entrypoints/http/openapi_examples.py).
EXAMPLES: dict[str, Any] = {}
EXAMPLES["ScopeIO"] = {"type": "service", "id": "blockland-launcher"}
EXAMPLES["ArtifactIO"] = {
    "url": "https://cdn.blockland.net/files/skyblock-1.4.2.jar",
    "sha256": "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
    "size": 48213,
    "platform": "java",
}
EXAMPLES["ReleaseIn"] = {
    "scope": EXAMPLES["ScopeIO"],
    "buildId": "2026.11.22-3f9a1c2",
    "notes": "Fixes the island reset bug.",
    "artifacts": [EXAMPLES["ArtifactIO"]],
    "minimumSupported": "2026.10.02-8b1e4d0",
    "status": "draft",
}
EXAMPLES["ReleasePatch"] = {
    "buildId": "2026.11.22-3f9a1c2",
    "notes": "Fixes the island reset bug.",
    "artifacts": [EXAMPLES["ArtifactIO"]],
    "minimumSupported": "2026.10.02-8b1e4d0",
    "status": "deprecated",
    "reason": "Spamming invites in chat",
}
EXAMPLES["ReleaseOut"] = {
    "id": "6741f0c2a9e3b15d2c8f4a17",
    "scope": EXAMPLES["ScopeIO"],
    "buildId": "2026.11.22-3f9a1c2",
    "status": "deprecated",
    "notes": "Fixes the island reset bug.",
    "artifacts": [EXAMPLES["ArtifactIO"]],
    "minimumSupported": "1.3.0",
    "revision": 7,
    "createdBy": "ce642ef6-6367-406e-82ea-b0236361440f",
    "createdAt": "2026-11-20T09:14:03.512Z",
    "updatedAt": "2026-11-22T10:00:00.000Z",
    "publishedAt": "2026-11-22T10:00:00.000Z",
}
EXAMPLES["ReleaseEnvelope"] = {"release": EXAMPLES["ReleaseOut"]}
EXAMPLES["ReleasesOut"] = {
    "items": [EXAMPLES["ReleaseOut"]],
    "nextCursor": "eyJrIjoiMjAyNi0xMS0yMlQxMDowMDowMFoifQ",
}
EXAMPLES["PointerOut"] = {
    "scope": EXAMPLES["ScopeIO"],
    "channel": "stable",
    "release": EXAMPLES["ReleaseOut"],
    "previousRelease": EXAMPLES["ReleaseOut"],
    "rolloutPercent": 25,
    "revision": 7,
    "updatedAt": "2026-11-22T10:00:00.000Z",
    "updatedBy": "ce642ef6-6367-406e-82ea-b0236361440f",
}
EXAMPLES["ChannelsOut"] = {"items": [EXAMPLES["PointerOut"]]}
EXAMPLES["MoveIn"] = {
    "scope": EXAMPLES["ScopeIO"],
    "channel": "stable",
    "releaseId": "6741f0c2a9e3b15d2c8f4a17",
    "rolloutPercent": 25,
    "reason": "Spamming invites in chat",
}
EXAMPLES["MoveOut"] = {
    "id": "6741f0c2a9e3b15d2c8f4a17",
    "scope": EXAMPLES["ScopeIO"],
    "channel": "stable",
    "fromReleaseId": "6741f0c2a9e3b15d2c8f4a17",
    "toReleaseId": "6741f0c2a9e3b15d2c8f4a17",
    "kind": "initial",
    "rolloutPercent": 25,
    "reason": "Spamming invites in chat",
    "movedBy": "ce642ef6-6367-406e-82ea-b0236361440f",
    "movedAt": "2026-11-22T10:00:00.000Z",
    "revision": 7,
}
EXAMPLES["MoveResult"] = {"channel": EXAMPLES["PointerOut"], "move": EXAMPLES["MoveOut"]}
EXAMPLES["MovesOut"] = {
    "items": [EXAMPLES["MoveOut"]],
    "nextCursor": "eyJrIjoiMjAyNi0xMS0yMlQxMDowMDowMFoifQ",
}
EXAMPLES["ResolvedRelease"] = {
    "id": "6741f0c2a9e3b15d2c8f4a17",
    "buildId": "2026.11.22-3f9a1c2",
    "status": "deprecated",
    "notes": "Fixes the island reset bug.",
    "artifacts": [EXAMPLES["ArtifactIO"]],
    "minimumSupported": "1.3.0",
    "publishedAt": "2026-11-22T10:00:00.000Z",
}
EXAMPLES["ResolveOut"] = {
    "scope": EXAMPLES["ScopeIO"],
    "channel": "stable",
    "release": EXAMPLES["ResolvedRelease"],
    "mustUpdate": False,
    "updateAvailable": True,
}
EXAMPLES["EventIn"] = {
    "eventId": "6741f0c2a9e3b15d2c8f4a17",
    "kind": "crash",
    "scope": EXAMPLES["ScopeIO"],
    "buildId": "2026.11.22-3f9a1c2",
    "channel": "stable",
    "occurredAt": "2026-11-22T10:00:00.000Z",
    "data": {"pvp": False, "mode": "survival", "maxPlayers": 100},
}
EXAMPLES["EventsIn"] = {"events": [EXAMPLES["EventIn"]], "clientId": "6741f0c2a9e3b15d2c8f4a17"}
EXAMPLES["IngestOut"] = {"accepted": 1, "duplicates": 0, "unknown": 1}
EXAMPLES["EventOut"] = {
    "id": "6741f0c2a9e3b15d2c8f4a17",
    "eventId": "6741f0c2a9e3b15d2c8f4a17",
    "clientId": "6741f0c2a9e3b15d2c8f4a17",
    "kind": "crash",
    "releaseId": "6741f0c2a9e3b15d2c8f4a17",
    "buildId": "2026.11.22-3f9a1c2",
    "channel": "stable",
    "occurredAt": "2026-11-22T10:00:00.000Z",
    "receivedAt": "2026-11-22T10:00:00.000Z",
    "data": {"pvp": False, "mode": "survival", "maxPlayers": 100},
}
EXAMPLES["CountOut"] = {
    "releaseId": "6741f0c2a9e3b15d2c8f4a17",
    "buildId": "2026.11.22-3f9a1c2",
    "kind": "crash",
    "count": 3,
}
EXAMPLES["HourOut"] = {
    "hour": "2026-11-22T10:00:00.000Z",
    "releaseId": "6741f0c2a9e3b15d2c8f4a17",
    "buildId": "2026.11.22-3f9a1c2",
    "kind": "crash",
    "count": 3,
}
EXAMPLES["EventsOut"] = {
    "items": [EXAMPLES["EventOut"]],
    "nextCursor": "eyJrIjoiMjAyNi0xMS0yMlQxMDowMDowMFoifQ",
    "counts": [EXAMPLES["CountOut"]],
    "hours": [EXAMPLES["HourOut"]],
}
