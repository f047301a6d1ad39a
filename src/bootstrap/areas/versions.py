"""Composition of the versions area: releases, channels, resolve, client events."""

from __future__ import annotations

from dataclasses import dataclass

from bootstrap.config import integer


@dataclass(frozen=True, slots=True)
class VersionSettings:
    versions_resolve_max_age: int = integer("SVC_VERSIONS_RESOLVE_MAX_AGE", 30, 0, 86_400)
    version_events_retention_days: int = integer("SVC_VERSION_EVENTS_RETENTION_DAYS", 90, 1, 3650)
