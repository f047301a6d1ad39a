"""An entry of the audit log: one admin action, who did it, when, through which delivery
adapter, on what, and the target's state before and after (small JSON-able snapshots).

Entries are written by the use case that makes the change, in the change's own transaction
(application/audit/trail.py), and never change afterwards.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from typing import Any, TypeAlias
from uuid import UUID

from domain.shared.errors import InvalidInput

Snapshot: TypeAlias = dict[str, Any]
"""A JSON object (str keys; str, int, float, bool, None, lists and objects as values)."""

ACTION_MAX = 64
TARGET_KIND_MAX = 32
TARGET_ID_MAX = 200
_ACTION = re.compile(r"[a-z][a-z0-9_]*(?:\.[a-z][a-z0-9_]*)+")
_ACTION_PREFIX = re.compile(r"[a-z][a-z0-9_]*(?:\.[a-z][a-z0-9_]*)*\.\*")
_TARGET_KIND = re.compile(r"[a-z][a-z0-9_]*")


class Via(StrEnum):
    """The delivery adapter the action came through."""

    API = "api"
    CONSOLE = "console"
    CLI = "cli"


def check_action(raw: str, field: str = "action") -> str:
    """An action name: dotted lowercase words, the area first (``permissions.grant``)."""
    if len(raw) > ACTION_MAX or not _ACTION.fullmatch(raw):
        raise InvalidInput(
            "an action is lowercase words joined by '.', the area first "
            f"(permissions.grant), at most {ACTION_MAX} characters",
            field=field,
        )
    return raw


def check_action_filter(raw: str, field: str = "action") -> str:
    """An action, or the actions under a prefix (``permissions.*``)."""
    if len(raw) <= ACTION_MAX and _ACTION_PREFIX.fullmatch(raw):
        return raw
    return check_action(raw, field)


def check_target_kind(raw: str, field: str = "targetKind") -> str:
    if len(raw) > TARGET_KIND_MAX or not _TARGET_KIND.fullmatch(raw):
        raise InvalidInput(
            f"a target kind is one lowercase word (user, role), at most {TARGET_KIND_MAX} "
            "characters",
            field=field,
        )
    return raw


@dataclass(frozen=True, slots=True)
class Target:
    """What the action was done to: its kind (``user``, ``role``, ``channel`` ...) and id."""

    kind: str
    id: str


@dataclass(frozen=True, slots=True)
class AuditEntry:
    id: str
    """Time-ordered object id: the log's order."""
    at: datetime
    actor_id: UUID
    """The user who acted (the operator is the nil UUID)."""
    action: str
    target: Target
    before: Snapshot | None
    """The target's state before the action; None when it did not exist or has no state."""
    after: Snapshot | None
    """Its state after; None when the action removed it or has no state."""
    via: Via
