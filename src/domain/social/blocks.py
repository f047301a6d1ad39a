"""A block: one user refusing all social contact with another."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from uuid import UUID

from domain.shared.errors import InvalidInput


@dataclass(frozen=True, slots=True)
class Block:
    blocker_id: UUID
    blocked_id: UUID
    created_at: datetime


def check_block_target(blocker: UUID, target: UUID) -> None:
    if blocker == target:
        raise InvalidInput("you cannot block yourself", field="targetId", code="blocks.self")
