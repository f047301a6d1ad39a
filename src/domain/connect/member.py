"""Members of a server and what their role lets them do in dash (docs/connect.md, "Dash access, for
reference")."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from uuid import UUID

from domain.connect.nodes import (
    COMMANDS_READ,
    COMMANDS_WRITE,
    MEMBERS_READ,
    MEMBERS_WRITE,
    SETTINGS_READ,
    SETTINGS_WRITE,
)

CONNECT_NODES = (
    COMMANDS_READ, COMMANDS_WRITE, SETTINGS_READ, SETTINGS_WRITE, MEMBERS_READ, MEMBERS_WRITE,
)  # fmt: skip


class MemberRole(StrEnum):
    ADMIN = "admin"
    OPERATOR = "operator"
    VIEWER = "viewer"


_ROLE_NODES: dict[MemberRole, frozenset[str]] = {
    MemberRole.ADMIN: frozenset(CONNECT_NODES),
    MemberRole.OPERATOR: frozenset(
        {COMMANDS_READ, COMMANDS_WRITE, SETTINGS_READ, SETTINGS_WRITE, MEMBERS_READ}
    ),
    MemberRole.VIEWER: frozenset({COMMANDS_READ, SETTINGS_READ, MEMBERS_READ}),
}


def role_allows(role: MemberRole, node: str) -> bool:
    """Whether the role grants ``node``. Admins hold every ``connect:*`` node, not extension
    nodes (``svc.connect.extensions.*``), which are granted as permissions."""
    return node in _ROLE_NODES[role]


@dataclass(frozen=True, slots=True)
class Member:
    server_id: UUID
    user_id: UUID
    role: MemberRole
    created_at: datetime
    updated_at: datetime
    name: str | None = None
