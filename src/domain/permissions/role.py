"""Roles: named bundles of grants, assigned to users, global or scoped to one resource."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import datetime
from uuid import UUID

from domain.permissions.grant import Grant
from domain.shared.errors import InvalidInput

DEFAULT_ROLE_SLUG = "default"
_SLUG = re.compile(r"[a-z0-9](?:[a-z0-9-]{0,46}[a-z0-9])?")
NAME_MAX_LENGTH = 80
DESCRIPTION_MAX_LENGTH = 500
MAX_GRANTS_PER_ROLE = 500


def validate_slug(raw: str) -> str:
    if not _SLUG.fullmatch(raw):
        raise InvalidInput(
            "slug must be 1..48 characters of a-z, 0-9 and '-', not starting or ending with '-'",
            field="slug",
            code="roles.invalid_slug",
        )
    return raw


def validate_role_name(raw: str) -> str:
    name = raw.strip()
    if not name or len(name) > NAME_MAX_LENGTH or not name.isprintable():
        raise InvalidInput(
            f"name must be 1..{NAME_MAX_LENGTH} printable characters",
            field="name",
            code="roles.invalid_name",
        )
    return name


def validate_description(raw: str) -> str:
    if len(raw) > DESCRIPTION_MAX_LENGTH:
        raise InvalidInput(
            f"description must be at most {DESCRIPTION_MAX_LENGTH} characters",
            field="description",
        )
    return raw


@dataclass(frozen=True, slots=True)
class RoleScope:
    type: str
    id: str

    @property
    def key(self) -> str:
        return f"{self.type}:{self.id}"


@dataclass(slots=True)
class Role:
    id: str
    slug: str
    name: str
    created_at: datetime
    updated_at: datetime
    description: str = ""
    is_default: bool = False
    builtin: bool = False
    scope: RoleScope | None = None
    grants: tuple[Grant, ...] = field(default=())

    def applies_in(self, scopes: frozenset[str]) -> bool:
        """A global role applies everywhere; a scoped one only in its own scope."""
        return self.scope is None or self.scope.key in scopes


@dataclass(frozen=True, slots=True)
class RoleAssignment:
    user_id: UUID
    role_id: str
    assigned_at: datetime
    expires_at: datetime | None = None

    def active(self, now: datetime) -> bool:
        return self.expires_at is None or self.expires_at > now
