"""A player or operator known to the platform."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any
from uuid import UUID

from domain.shared.errors import InvalidInput

NAME_MAX_LENGTH = 64


def validate_user_name(name: str) -> str:
    cleaned = name.strip()
    if not cleaned or len(cleaned) > NAME_MAX_LENGTH:
        raise InvalidInput(f"name must be 1..{NAME_MAX_LENGTH} characters", field="name")
    if any(not ch.isprintable() for ch in cleaned):
        raise InvalidInput("name must not contain control characters", field="name")
    return cleaned


@dataclass(slots=True)
class User:
    id: UUID
    name: str
    created_at: datetime
    updated_at: datetime
    last_seen_at: datetime | None = None
    home_region: str | None = None
    last_region: str | None = None
    last_region_at: datetime | None = None
    first_joined_at: datetime | None = None
    allow_friend_requests: bool = True
    ui_style: dict[str, Any] | None = field(default=None)
    settings_updated_at: datetime | None = None

    def rename(self, name: str, now: datetime) -> None:
        name = validate_user_name(name)
        if name != self.name:
            self.name = name
            self.updated_at = now
