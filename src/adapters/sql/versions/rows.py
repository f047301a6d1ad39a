"""Rows of the versions tables to domain values and back (both read paths)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from adapters.sql.fast_read import as_json, uuid_or_none
from adapters.sql.rows import dt, dt_required, ms
from adapters.sql.tables.versions import version_releases
from domain.versions.release import (
    Artifact,
    Release,
    ReleaseScope,
    ReleaseStatus,
    ScopeType,
    parse_build_id,
)

RELEASE_COLUMNS = (
    "id", "scope_type", "scope_id", "build_id", "status", "notes", "artifacts",
    "minimum_supported", "revision", "created_by", "created_at", "updated_at", "published_at",
)  # fmt: skip
RELEASE_SELECT = [version_releases.c[name] for name in RELEASE_COLUMNS]


def release_from(row: Sequence[Any]) -> Release:
    (release_id, scope_type, scope_id, build_id, status, notes, artifacts, minimum, revision,
     created_by, created_at, updated_at, published_at) = row  # fmt: skip
    by = uuid_or_none(created_by)
    assert by is not None
    return Release(
        id=release_id,
        scope=ReleaseScope(ScopeType(scope_type), scope_id),
        build_id=parse_build_id(build_id),
        status=ReleaseStatus(status),
        created_by=by,
        created_at=dt_required(created_at),
        updated_at=dt_required(updated_at),
        notes=notes,
        artifacts=tuple(
            Artifact(a["url"], a["sha256"], int(a["size"]), a["platform"])
            for a in as_json(artifacts)
        ),
        minimum_supported=parse_build_id(minimum) if minimum else None,
        published_at=dt(published_at),
        revision=int(revision),
    )


def release_values(release: Release) -> dict[str, Any]:
    return {
        "id": release.id,
        "scope_type": release.scope.type.value,
        "scope_id": release.scope.id,
        "build_id": release.build_id.text,
        "build_day": release.day,
        "status": release.status.value,
        "notes": release.notes,
        "artifacts": [
            {"url": a.url, "sha256": a.sha256, "size": a.size, "platform": a.platform}
            for a in release.artifacts
        ],
        "minimum_supported": release.minimum_supported.text if release.minimum_supported else None,
        "revision": release.revision,
        "created_by": release.created_by,
        "created_at": ms(release.created_at),
        "updated_at": ms(release.updated_at),
        "published_at": ms(release.published_at),
    }
