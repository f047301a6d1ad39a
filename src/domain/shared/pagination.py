"""The list-limit rule shared by every endpoint that takes ``limit``."""

from __future__ import annotations

from dataclasses import dataclass

from domain.shared.errors import InvalidInput


@dataclass(frozen=True, slots=True)
class LimitRule:
    default: int
    maximum: int

    def apply(self, requested: int | None) -> int:
        """Clamp above the maximum; refuse anything below one."""
        if requested is None:
            return self.default
        if requested < 1:
            raise InvalidInput("limit must be at least 1", field="limit")
        return min(requested, self.maximum)
