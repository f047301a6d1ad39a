"""Releases of a service or an extension (docs/versions.md, "Releases").

- A release belongs to one scope, ``{type, id}`` with type ``service`` or ``extension``; the
  id must name an existing one (checked by the application).
- ``buildId`` is ``YYYY.MM.DD-<short hash>`` (7..40 lowercase hex digits) or the older
  ``YYYY.MM.DD``, a real calendar date; unique per scope.
- Status: ``draft`` -> ``published`` -> ``deprecated`` (and back) or ``revoked`` (final).
  Only drafts may be deleted; build id and artifacts are fixed once a release leaves draft;
  a revoked release keeps only its notes editable.
- Releases are ordered by the date of their build id, then by creation (their time-ordered
  id): moving a channel to an older release is a rollback, to a newer one a roll-forward.
- ``minimumSupported``: a build id; clients whose build date is before its date must update.
  It may not be later than the release's own build.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date, datetime
from enum import StrEnum
from urllib.parse import urlsplit
from uuid import UUID

from domain.shared.errors import InvalidInput

SCOPE_ID_MAX = 128
NOTES_MAX = 20_000
ARTIFACTS_MAX = 20
URL_MAX = 2048
PLATFORM_MAX = 64
SIZE_MAX = 1 << 40  # 1 TiB

_BUILD_ID = re.compile(r"(\d{4})\.(\d{2})\.(\d{2})(?:-([0-9a-f]{7,40}))?")
_SHA256 = re.compile(r"[0-9a-f]{64}")
_PLATFORM = re.compile(r"[a-z0-9][a-z0-9._-]*")
_SCOPE_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9._:-]*")


class ScopeType(StrEnum):
    SERVICE = "service"
    EXTENSION = "extension"


@dataclass(frozen=True, slots=True)
class ReleaseScope:
    type: ScopeType
    id: str

    @property
    def key(self) -> str:
        """``service:<id>``: also the permission scope of roles limited to it."""
        return f"{self.type}:{self.id}"


def release_scope(
    scope_type: str, scope_id: str, fields: tuple[str, str] = ("scope.type", "scope.id")
) -> ReleaseScope:
    """``fields``: how the request names the type and the id."""
    try:
        kind = ScopeType(scope_type)
    except ValueError:
        raise InvalidInput(
            "scope type must be service or extension",
            field=fields[0],
            code="versions.invalid_scope",
        ) from None
    if len(scope_id) > SCOPE_ID_MAX or not _SCOPE_ID.fullmatch(scope_id):
        raise InvalidInput(
            f"scope id must be 1..{SCOPE_ID_MAX} letters, digits, '.', '_', ':' or '-'",
            field=fields[1],
            code="versions.invalid_scope",
        )
    return ReleaseScope(kind, scope_id)


QUERY_FIELDS = ("scopeType", "scopeId")


@dataclass(frozen=True, slots=True, order=True)
class BuildId:
    """A parsed build id; ordered by date only (hashes do not order)."""

    day: date
    text: str = field(compare=False)

    def __str__(self) -> str:
        return self.text


def parse_build_id(raw: str, field: str = "buildId") -> BuildId:
    match = _BUILD_ID.fullmatch(raw)
    if match is None:
        raise InvalidInput(
            "must be YYYY.MM.DD-<7..40 lowercase hex digits> or YYYY.MM.DD",
            field=field,
            code="versions.invalid_build_id",
        )
    try:
        day = date(int(match.group(1)), int(match.group(2)), int(match.group(3)))
    except ValueError:
        raise InvalidInput(
            "the date of a build id must be a real date",
            field=field,
            code="versions.invalid_build_id",
        ) from None
    return BuildId(day, raw)


class ReleaseStatus(StrEnum):
    DRAFT = "draft"
    PUBLISHED = "published"
    DEPRECATED = "deprecated"
    REVOKED = "revoked"

    @property
    def activatable(self) -> bool:
        """May a channel point at a release in this status (and a client be told to run it)?"""
        return self in (ReleaseStatus.PUBLISHED, ReleaseStatus.DEPRECATED)


TRANSITIONS: dict[ReleaseStatus, frozenset[ReleaseStatus]] = {
    ReleaseStatus.DRAFT: frozenset({ReleaseStatus.PUBLISHED}),
    ReleaseStatus.PUBLISHED: frozenset({ReleaseStatus.DEPRECATED, ReleaseStatus.REVOKED}),
    ReleaseStatus.DEPRECATED: frozenset({ReleaseStatus.PUBLISHED, ReleaseStatus.REVOKED}),
    ReleaseStatus.REVOKED: frozenset(),
}


def can_move(current: ReleaseStatus, target: ReleaseStatus) -> bool:
    return target == current or target in TRANSITIONS[current]


@dataclass(frozen=True, slots=True)
class Artifact:
    url: str
    sha256: str
    size: int
    platform: str


def check_artifact(artifact: Artifact, field: str) -> Artifact:
    url = artifact.url
    try:
        parts = urlsplit(url)
    except ValueError:
        parts = None
    if (
        parts is None
        or len(url) > URL_MAX
        or parts.scheme != "https"
        or not parts.hostname
        or any(ch.isspace() or not ch.isprintable() for ch in url)
    ):
        raise InvalidInput(
            f"must be an https URL of at most {URL_MAX} characters",
            field=f"{field}.url",
            code="versions.invalid_artifact",
        )
    sha = artifact.sha256.lower()
    if not _SHA256.fullmatch(sha):
        raise InvalidInput(
            "must be 64 hex digits", field=f"{field}.sha256", code="versions.invalid_artifact"
        )
    if not 0 < artifact.size <= SIZE_MAX:
        raise InvalidInput(
            f"must be 1..{SIZE_MAX} bytes", field=f"{field}.size", code="versions.invalid_artifact"
        )
    if len(artifact.platform) > PLATFORM_MAX or not _PLATFORM.fullmatch(artifact.platform):
        raise InvalidInput(
            f"must be 1..{PLATFORM_MAX} characters of a-z, 0-9, '.', '_' or '-'",
            field=f"{field}.platform",
            code="versions.invalid_artifact",
        )
    return Artifact(url, sha, artifact.size, artifact.platform)


def check_artifacts(artifacts: tuple[Artifact, ...] | list[Artifact]) -> tuple[Artifact, ...]:
    if len(artifacts) > ARTIFACTS_MAX:
        raise InvalidInput(
            f"at most {ARTIFACTS_MAX} artifacts",
            field="artifacts",
            code="versions.invalid_artifact",
        )
    checked = tuple(check_artifact(a, f"artifacts[{i}]") for i, a in enumerate(artifacts))
    if len({a.url for a in checked}) != len(checked):
        raise InvalidInput(
            "artifact URLs must be unique", field="artifacts", code="versions.invalid_artifact"
        )
    return checked


def check_notes(notes: str) -> str:
    if len(notes) > NOTES_MAX:
        raise InvalidInput(f"at most {NOTES_MAX} characters", field="notes")
    if any(not ch.isprintable() and ch not in "\n\r\t" for ch in notes):
        raise InvalidInput("must not contain control characters", field="notes")
    return notes


def check_minimum(minimum: str | None, build: BuildId) -> BuildId | None:
    if minimum is None:
        return None
    parsed = parse_build_id(minimum, "minimumSupported")
    if parsed > build:
        raise InvalidInput(
            "must not be later than the release's own build",
            field="minimumSupported",
            code="versions.invalid_build_id",
        )
    return parsed


@dataclass(slots=True)
class Release:
    id: str
    scope: ReleaseScope
    build_id: BuildId
    status: ReleaseStatus
    created_by: UUID
    created_at: datetime
    updated_at: datetime
    notes: str = ""
    artifacts: tuple[Artifact, ...] = ()
    minimum_supported: BuildId | None = None
    published_at: datetime | None = None
    revision: int = 1

    @property
    def day(self) -> int:
        """The build date as ``YYYYMMDD`` (how it is stored and ordered)."""
        d = self.build_id.day
        return d.year * 10_000 + d.month * 100 + d.day

    @property
    def order(self) -> tuple[int, str]:
        """Older releases sort first: by build date, then by creation."""
        return (self.day, self.id)

    def must_update(self, current: BuildId | None) -> bool:
        """A client on ``current`` is below this release's minimum supported build."""
        return (
            current is not None
            and self.minimum_supported is not None
            and current < self.minimum_supported
        )


def new_release(
    release_id: str,
    scope: ReleaseScope,
    build_id: str,
    notes: str,
    artifacts: list[Artifact],
    minimum_supported: str | None,
    status: ReleaseStatus,
    by: UUID,
    now: datetime,
) -> Release:
    if status not in (ReleaseStatus.DRAFT, ReleaseStatus.PUBLISHED):
        raise InvalidInput(
            "a new release is a draft or published", field="status", code="versions.invalid_status"
        )
    build = parse_build_id(build_id)
    return Release(
        id=release_id,
        scope=scope,
        build_id=build,
        status=status,
        created_by=by,
        created_at=now,
        updated_at=now,
        notes=check_notes(notes),
        artifacts=check_artifacts(artifacts),
        minimum_supported=check_minimum(minimum_supported, build),
        published_at=now if status is ReleaseStatus.PUBLISHED else None,
    )
