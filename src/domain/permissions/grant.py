"""A permission grant: allow or deny (``negated``) one node or pattern, maybe until a time."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from domain.permissions.quantity import Quantity


@dataclass(frozen=True, slots=True)
class Grant:
    node: str
    negated: bool = False
    expires_at: datetime | None = None
    value: Quantity | None = None

    def active(self, now: datetime) -> bool:
        return self.expires_at is None or self.expires_at > now
