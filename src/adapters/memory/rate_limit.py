"""Rate-limit state in this process (the default without Redis)."""

from __future__ import annotations

import time
from collections.abc import Callable

from domain.shared.rate import gcra


class MemoryRateLimitStore:
    def __init__(
        self, clock: Callable[[], float] = time.monotonic, max_keys: int = 200_000
    ) -> None:
        self._clock = clock
        self._tats: dict[str, float] = {}
        self._max_keys = max_keys

    async def take(self, key: str, limit: int, window_seconds: float) -> float | None:
        now = self._clock()
        decision = gcra(self._tats.get(key), now, limit, window_seconds)
        if not decision.allowed:
            return decision.retry_after
        if len(self._tats) >= self._max_keys:
            self._forget_idle(now)
        self._tats[key] = decision.tat
        return None

    def _forget_idle(self, now: float) -> None:
        for key in [k for k, tat in self._tats.items() if tat <= now]:
            del self._tats[key]
