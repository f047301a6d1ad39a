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
    RecordId,
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

# Fields the version DTOs share, described once.
VersionScope = Annotated[
    "ScopeIO",
    msgspec.Meta(description="What the release is of: {type: service or extension, id}."),
]
BuildId = Annotated[
    str,
    msgspec.Meta(
        description="The build's id, `YYYY.MM.DD-<short hash>` (earlier ones `YYYY.MM.DD`); "
        "builds order by its date."
    ),
]
ReleaseId = Annotated[str, msgspec.Meta(description="The release's id.")]
ChannelName = Annotated[str, msgspec.Meta(description="The channel, e.g. `stable`.")]
EventKind = Annotated[
    "EventKindName",
    msgspec.Meta(
        description="install, update, start, stop, crash, rollback (back to an older build) "
        "or error."
    ),
]


class ScopeIO(msgspec.Struct, forbid_unknown_fields=True):
    type: Annotated[ScopeType, msgspec.Meta(description="service or extension.")]
    id: Annotated[
        str,
        msgspec.Meta(
            min_length=1, max_length=SCOPE_ID_MAX, description=("The service's or extension's id.")
        ),
    ]

    def domain(self) -> ReleaseScope:
        return release_scope(self.type, self.id)


def scope_out(scope: ReleaseScope) -> ScopeIO:
    return ScopeIO(scope.type.value, scope.id)


class ArtifactIO(msgspec.Struct, forbid_unknown_fields=True):
    url: Annotated[
        str,
        msgspec.Meta(
            min_length=1, max_length=URL_MAX, description=("Where to download the artifact.")
        ),
    ]
    sha256: Annotated[
        str, msgspec.Meta(pattern="^[0-9a-fA-F]{64}$", description=("The artifact's SHA-256, hex."))
    ]
    size: Annotated[
        int, msgspec.Meta(ge=1, le=SIZE_MAX, description=("The artifact's size in bytes."))
    ]
    platform: Annotated[
        str,
        msgspec.Meta(
            min_length=1,
            max_length=PLATFORM_MAX,
            description=("The platform the artifact is for (e.g. `windows-x64`)."),
        ),
    ]

    def domain(self) -> Artifact:
        return Artifact(self.url, self.sha256, self.size, self.platform)


def artifact_out(artifact: Artifact) -> ArtifactIO:
    return ArtifactIO(artifact.url, artifact.sha256, artifact.size, artifact.platform)


Artifacts = Annotated[list[ArtifactIO], msgspec.Meta(max_length=ARTIFACTS_MAX)]
Notes = Annotated[str, msgspec.Meta(max_length=NOTES_MAX)]


class ReleaseIn(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    """A new release: a draft, or published at once (needs versions:publish too)."""

    scope: VersionScope
    build_id: Annotated[
        BuildIdStr,
        msgspec.Meta(
            description=("The build's id, `YYYY.MM.DD-<short hash>` (earlier ones `YYYY.MM.DD`).")
        ),
    ]
    notes: Annotated[Notes, msgspec.Meta(description="Release notes (Markdown).")] = ""
    artifacts: Annotated[
        Artifacts, msgspec.Meta(description=("The release's downloadable artifacts."))
    ] = msgspec.field(default_factory=list)
    minimum_supported: (
        Annotated[
            BuildIdStr,
            msgspec.Meta(
                description=(
                    "A build id, not later than the release's own: clients on an older "
                    "build must update."
                )
            ),
        ]
        | None
    ) = None
    status: Annotated[
        Literal["draft", "published"],
        msgspec.Meta(description=("draft, or published (needs versions:publish).")),
    ] = "draft"

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

    build_id: (
        Annotated[BuildIdStr, msgspec.Meta(description=("The new build id; absent leaves it."))]
        | msgspec.UnsetType
    ) = msgspec.UNSET
    notes: (
        Annotated[Notes, msgspec.Meta(description=("The new notes; absent leaves them."))]
        | msgspec.UnsetType
    ) = msgspec.UNSET
    artifacts: (
        Annotated[Artifacts, msgspec.Meta(description=("The new artifacts; absent leaves them."))]
        | msgspec.UnsetType
    ) = msgspec.UNSET
    minimum_supported: (
        Annotated[
            BuildIdStr,
            msgspec.Meta(description=("The new minimum build; absent leaves it, null clears it.")),
        ]
        | msgspec.UnsetType
        | None
    ) = msgspec.UNSET
    status: (
        Annotated[
            StatusName,
            msgspec.Meta(description=("The new status: draft, published, deprecated or revoked.")),
        ]
        | msgspec.UnsetType
    ) = msgspec.UNSET
    reason: (
        Annotated[
            str,
            msgspec.Meta(
                max_length=REASON_MAX,
                description=("Why the status changed (kept with the change)."),
            ),
        ]
        | msgspec.UnsetType
    ) = msgspec.UNSET

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


# Described once, shared by the Structs below.
NotesField = Annotated[str, msgspec.Meta(description="Release notes (Markdown).")]
ArtifactsField = Annotated[
    list[ArtifactIO], msgspec.Meta(description=("The release's downloadable artifacts."))
]
MinimumSupported = (
    Annotated[
        str, msgspec.Meta(description="Clients on an older build must update; null for none.")
    ]
    | None
)


class ReleaseOut(msgspec.Struct, rename="camel"):
    id: ReleaseId
    scope: VersionScope
    build_id: BuildId
    status: Annotated[
        StatusName, msgspec.Meta(description=("draft, published, deprecated or revoked."))
    ]
    notes: NotesField
    artifacts: ArtifactsField
    minimum_supported: MinimumSupported
    revision: Annotated[
        int,
        msgspec.Meta(
            description=("Revision of the release: each change is a new one (also the ETag).")
        ),
    ]
    created_by: Annotated[UUID, msgspec.Meta(description="The user who created it.")]
    created_at: CreatedAt
    updated_at: UpdatedAt
    published_at: (
        Annotated[
            Timestamp, msgspec.Meta(description=("When it was published; null while a draft."))
        ]
        | None
    )


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
    release: Annotated[ReleaseOut, msgspec.Meta(description="The release.")]


class ReleasesOut(msgspec.Struct, rename="camel"):
    items: Items[ReleaseOut]
    next_cursor: NextCursor


class PointerOut(msgspec.Struct, rename="camel"):
    scope: VersionScope
    channel: ChannelName
    release: (
        Annotated[
            ReleaseOut,
            msgspec.Meta(description=("The active release; null before the first move.")),
        ]
        | None
    )
    """None when revocation left nothing to fall back to."""
    previous_release: (
        Annotated[
            ReleaseOut,
            msgspec.Meta(
                description=("What clients outside a staged rollout keep; null when not staged.")
            ),
        ]
        | None
    )
    """What clients outside a staged rollout keep (None: not staged)."""
    rollout_percent: Annotated[
        int, msgspec.Meta(description=("Share of clients, 1..100, that get `release`."))
    ]
    revision: Annotated[
        int, msgspec.Meta(description=("Revision of the pointer: each move is a new one."))
    ]
    updated_at: UpdatedAt
    updated_by: (
        Annotated[
            UUID, msgspec.Meta(description=("Who moved it last; null before the first move."))
        ]
        | None
    )


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

    scope: VersionScope
    channel: Annotated[Channel, msgspec.Meta(description="The channel to move.")]
    release_id: Annotated[
        ObjectIdStr,
        msgspec.Meta(
            description=("The release to point at: published or deprecated, of the scope.")
        ),
    ]
    rollout_percent: Annotated[
        int,
        msgspec.Meta(
            ge=1, le=100, description=("Share of clients, 1..100, that get it (default 100).")
        ),
    ] = 100
    reason: (
        Annotated[
            str, msgspec.Meta(max_length=REASON_MAX, description=("Why (kept with the move)."))
        ]
        | None
    ) = None


MoveKindName = Literal["initial", "roll-forward", "rollback", "rollout", "revoked"]


class MoveOut(msgspec.Struct, rename="camel"):
    id: Annotated[str, msgspec.Meta(description="The move's id.")]
    scope: VersionScope
    channel: ChannelName
    from_release_id: (
        Annotated[
            str, msgspec.Meta(description=("The release before the move; null for the first."))
        ]
        | None
    )
    to_release_id: (
        Annotated[
            str, msgspec.Meta(description=("The release after the move; null when it was revoked."))
        ]
        | None
    )
    kind: Annotated[
        MoveKindName,
        msgspec.Meta(
            description=("initial, roll-forward, rollback, rollout (a new percentage) or revoked.")
        ),
    ]
    rollout_percent: Annotated[
        int, msgspec.Meta(description=("Share of clients, 1..100, that get the new release."))
    ]
    reason: Annotated[str, msgspec.Meta(description="Why, as given.")]
    moved_by: (
        Annotated[UUID, msgspec.Meta(description=("Who moved it; null for the platform."))] | None
    )
    moved_at: Annotated[Timestamp, msgspec.Meta(description="When.")]
    revision: Annotated[int, msgspec.Meta(description="The pointer's revision after the move.")]
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
    channel: Annotated[
        PointerOut, msgspec.Meta(description=("The channel's pointer after the move."))
    ]
    move: (
        Annotated[MoveOut, msgspec.Meta(description=("The move; null when nothing changed."))]
        | None
    )
    """None when the channel already pointed there at that percentage."""


class MovesOut(msgspec.Struct, rename="camel"):
    items: Items[MoveOut]
    next_cursor: NextCursor


class ResolvedRelease(msgspec.Struct, rename="camel"):
    id: ReleaseId
    build_id: BuildId
    status: Annotated[
        Literal["published", "deprecated"], msgspec.Meta(description=("published or deprecated."))
    ]
    notes: NotesField
    artifacts: ArtifactsField
    minimum_supported: MinimumSupported
    published_at: Annotated[Timestamp, msgspec.Meta(description="When it was published.")] | None


class ResolveOut(msgspec.Struct, rename="camel"):
    scope: VersionScope
    channel: ChannelName
    release: Annotated[
        ResolvedRelease, msgspec.Meta(description=("The release this client should run."))
    ]
    must_update: Annotated[
        bool,
        msgspec.Meta(
            description=("Whether the client's `current` build is older than `minimumSupported`.")
        ),
    ]
    update_available: Annotated[
        bool,
        msgspec.Meta(
            description=("Whether the release is newer than the client's `current` build.")
        ),
    ]


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
    event_id: Annotated[
        str,
        msgspec.Meta(
            min_length=8,
            max_length=64,
            description=(
                "The event's id, 8..64 of `[A-Za-z0-9._:-]`; stored once per (clientId, eventId)."
            ),
        ),
    ]
    kind: EventKind
    scope: VersionScope
    build_id: Annotated[BuildIdStr, msgspec.Meta(description="The build the client runs.")]
    channel: (
        Annotated[Channel, msgspec.Meta(description=("The channel the client follows."))] | None
    ) = None
    occurred_at: (
        Annotated[
            TimestampIn, msgspec.Meta(description=("When it happened (within the last 30 days)."))
        ]
        | None
    ) = None
    data: (
        Annotated[
            dict[str, Any],
            msgspec.Meta(
                description=("Free-form details, at most 2 KiB as compact JSON, 4 levels.")
            ),
        ]
        | None
    ) = None

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

    events: Annotated[
        list[EventIn],
        msgspec.Meta(min_length=1, max_length=BATCH_MAX, description=("1..100 events.")),
    ]
    client_id: (
        Annotated[
            str,
            msgspec.Meta(
                min_length=1, max_length=128, description=("A stable id of the installation.")
            ),
        ]
        | None
    ) = None


class IngestOut(msgspec.Struct):
    accepted: Annotated[int, msgspec.Meta(description="Events stored.")]
    duplicates: Annotated[
        int, msgspec.Meta(description=("Events stored before (same clientId and eventId)."))
    ]
    unknown: Annotated[
        int, msgspec.Meta(description=("Events dropped: their build is no release of the scope."))
    ]


def ingest_out(result: Ingested) -> IngestOut:
    return IngestOut(result.accepted, result.duplicates, result.unknown)


class EventOut(msgspec.Struct, rename="camel"):
    id: RecordId
    event_id: Annotated[str, msgspec.Meta(description="The event's id, as the client sent it.")]
    client_id: (
        Annotated[str, msgspec.Meta(description=("The installation's id; null when not sent."))]
        | None
    )
    kind: EventKind
    release_id: ReleaseId
    build_id: BuildId
    channel: (
        Annotated[str, msgspec.Meta(description=("The client's channel; null when not sent."))]
        | None
    )
    occurred_at: (
        Annotated[Timestamp, msgspec.Meta(description=("When it happened; null when not sent."))]
        | None
    )
    received_at: Annotated[Timestamp, msgspec.Meta(description="When the platform received it.")]
    data: (
        Annotated[dict[str, Any], msgspec.Meta(description=("Free-form details; null when none."))]
        | None
    )


class CountOut(msgspec.Struct, rename="camel"):
    release_id: ReleaseId
    build_id: BuildId
    kind: EventKind
    count: Annotated[int, msgspec.Meta(description="Events of the kind for the release.")]


class HourOut(msgspec.Struct, rename="camel"):
    hour: Annotated[Timestamp, msgspec.Meta(description="The hour, UTC.")]
    release_id: ReleaseId
    build_id: BuildId
    kind: EventKind
    count: Annotated[
        int, msgspec.Meta(description=("Events of the kind for the release in that hour."))
    ]


class EventsOut(msgspec.Struct, rename="camel"):
    items: Items[EventOut]
    next_cursor: NextCursor
    counts: Annotated[list[CountOut], msgspec.Meta(description="Events per release and kind.")]
    hours: Annotated[
        list[HourOut],
        msgspec.Meta(description=("Events per hour, release and kind (with `byHour`).")),
    ]


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
