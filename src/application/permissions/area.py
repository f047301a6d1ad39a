"""Permissions, wired: the access decision, resource scopes, grants and roles behind one
attribute (``core.permissions``); bootstrap/areas/permissions.py builds it."""

from __future__ import annotations

from dataclasses import dataclass

from application.permissions.access import AccessControl
from application.permissions.grants import GrantAdministration
from application.permissions.roles import RoleAdministration
from application.permissions.scopes import ScopeRegistry


@dataclass(frozen=True, slots=True)
class Permissions:
    access: AccessControl
    scopes: ScopeRegistry
    grants: GrantAdministration
    roles: RoleAdministration
