"""Composition of the permissions area: access control, grants, roles, resource scopes."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING
from uuid import UUID

from application.permissions.access import AccessControl
from application.permissions.area import Permissions
from application.permissions.grants import GrantAdministration
from application.permissions.ports import AccessReader
from application.permissions.roles import RoleAdministration
from application.permissions.scopes import ScopeRegistry
from bootstrap.config import number, uuids

if TYPE_CHECKING:
    from bootstrap.kernel import Kernel


@dataclass(frozen=True, slots=True)
class PermissionSettings:
    super_admin_ids: frozenset[UUID] = uuids("SVC_SUPER_ADMIN_IDS")
    permission_cache_seconds: float = number("SVC_PERMISSION_CACHE_SECONDS", 30.0, 0, 3600)


def build_permissions(*, kernel: Kernel) -> Permissions:
    settings = kernel.settings.permissions
    access = AccessControl(
        access_reader(kernel),
        kernel.outbound.bus,
        kernel.clock,
        settings.super_admin_ids,
        ttl_seconds=settings.permission_cache_seconds,
    )
    scopes = ScopeRegistry()
    uow, clock, ids = kernel.uow, kernel.clock, kernel.ids
    return Permissions(
        access=access,
        scopes=scopes,
        grants=GrantAdministration(uow, access, clock, ids),
        roles=RoleAdministration(uow, access, scopes, clock, ids),
    )


def access_reader(kernel: Kernel) -> AccessReader:
    from adapters.memory.permissions import MemoryAccessReader
    from adapters.sql.permissions import SqlAccessReader

    return kernel.readers(MemoryAccessReader, SqlAccessReader)
