"""Extensions: a catalog managed in dash, and the actions each server says it offers.

An extension id is also a permission node segment (``svc.connect.extensions.<extensionId>``)
and a settings source, so it is lowercase: segments of ``a-z 0-9 _ -`` joined by dots.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime
from uuid import UUID

from domain.connect.errors import invalid
from domain.connect.schema import Schema

ID_MAX_LENGTH = 64
NAME_MAX_LENGTH = 80
DESCRIPTION_MAX_LENGTH = 1000
MAX_ACTIONS = 100
_EXTENSION_ID = re.compile(r"[a-z0-9][a-z0-9_-]*(?:\.[a-z0-9_-]+)*")
_ACTION_ID = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_.-]{0,63}")
NODE_PREFIX = "svc.connect.extensions."


def validate_extension_id(raw: str, field: str = "extensionId") -> str:
    if len(raw) > ID_MAX_LENGTH or not _EXTENSION_ID.fullmatch(raw):
        raise invalid(
            f"must be 1..{ID_MAX_LENGTH} characters: lowercase segments of a-z, 0-9, '_' or '-' "
            "joined by '.'",
            field,
        )
    return raw


def validate_action_id(raw: str, field: str) -> str:
    if not _ACTION_ID.fullmatch(raw):
        raise invalid("must be 1..64 characters of letters, digits, '_', '.' or '-'", field)
    return raw


def validate_text(raw: str, field: str, max_length: int, required: bool = True) -> str:
    text = raw.strip()
    if (required and not text) or len(text) > max_length:
        low = 1 if required else 0
        raise invalid(f"must be {low}..{max_length} characters", field)
    return text


def extension_node(extension_id: str) -> str:
    """The permission node an extension action needs besides connect:commands:write."""
    return NODE_PREFIX + extension_id


@dataclass(slots=True)
class Extension:
    """A catalog entry."""

    extension_id: str
    name: str
    description: str
    created_by: UUID
    created_at: datetime
    updated_at: datetime


@dataclass(frozen=True, slots=True)
class ExtensionAction:
    id: str
    label: str
    description: str
    schema: Schema | None


@dataclass(frozen=True, slots=True)
class ServerExtension:
    """What one server published about an extension it runs."""

    server_id: UUID
    extension_id: str
    name: str
    description: str
    actions: tuple[ExtensionAction, ...]
    updated_at: datetime

    def action(self, action_id: str) -> ExtensionAction | None:
        for candidate in self.actions:
            if candidate.id == action_id:
                return candidate
        return None


def check_actions(actions: list[ExtensionAction]) -> tuple[ExtensionAction, ...]:
    if len(actions) > MAX_ACTIONS:
        raise invalid(f"at most {MAX_ACTIONS} actions", "actions")
    for index, action in enumerate(actions):
        validate_action_id(action.id, f"actions[{index}].id")
        validate_text(action.label, f"actions[{index}].label", NAME_MAX_LENGTH)
        validate_text(
            action.description, f"actions[{index}].description", DESCRIPTION_MAX_LENGTH, False
        )
    if len({a.id for a in actions}) != len(actions):
        raise invalid("each action id may appear once", "actions")
    return tuple(actions)
