"""Composition of the permissions area: access control, grants, roles, resource scopes."""

from __future__ import annotations

from dataclasses import dataclass
from uuid import UUID

from bootstrap.config import number, uuids


@dataclass(frozen=True, slots=True)
class PermissionSettings:
    super_admin_ids: frozenset[UUID] = uuids("SVC_SUPER_ADMIN_IDS")
    permission_cache_seconds: float = number("SVC_PERMISSION_CACHE_SECONDS", 30.0, 0, 3600)
