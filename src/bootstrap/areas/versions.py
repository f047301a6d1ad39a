"""Composition of the versions area: releases, channels, resolve, client events."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta
from typing import TYPE_CHECKING

from application.permissions.area import Permissions
from application.shared.background import PeriodicJob
from application.versions.area import Versions, build_versions
from application.versions.ports import VersionReaders
from bootstrap.config import integer

if TYPE_CHECKING:
    from bootstrap.kernel import Kernel

EVENTS_PRUNE_SECONDS = 3600.0
"""Client events older than their retention are pruned hourly."""


@dataclass(frozen=True, slots=True)
class VersionSettings:
    versions_resolve_max_age: int = integer("SVC_VERSIONS_RESOLVE_MAX_AGE", 30, 0, 86_400)
    version_events_retention_days: int = integer("SVC_VERSION_EVENTS_RETENTION_DAYS", 90, 1, 3650)


def build_versions_area(*, kernel: Kernel, permissions: Permissions) -> Versions:
    versions = build_versions(
        kernel.uow,
        version_readers(kernel),
        permissions.access,
        permissions.scopes,
        kernel.limits,
        kernel.clock,
        kernel.ids,
    )
    retention = timedelta(days=kernel.settings.versions.version_events_retention_days)
    kernel.background.add(
        PeriodicJob(
            "version-events", EVENTS_PRUNE_SECONDS, lambda: versions.events.prune(retention)
        )
    )
    return versions


def version_readers(kernel: Kernel) -> VersionReaders:
    from adapters.memory.versions import memory_version_readers
    from adapters.sql.versions import sql_version_readers

    return kernel.readers(memory_version_readers, sql_version_readers)
