"""WebSocket slots counted in this process (the default without Redis; Redis's stand-in while
it does not answer). Leases expire as in Redis, so both ledgers keep one contract."""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence


class MemorySlotLedger:
    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self._slots: dict[str, dict[str, float]] = {}  # key -> holder -> lease end

    async def acquire(
        self, holder: str, caps: Sequence[tuple[str, int]], lease_seconds: float
    ) -> str | None:
        now = self._clock()
        for key, cap in caps:
            if len(self._live(key, now)) >= cap:
                return key
        for key, _ in caps:
            self._slots.setdefault(key, {})[holder] = now + lease_seconds
        return None

    async def renew(self, held: Mapping[str, Sequence[str]], lease_seconds: float) -> None:
        until = self._clock() + lease_seconds
        for holder, keys in held.items():
            for key in keys:
                self._slots.setdefault(key, {})[holder] = until

    async def release(self, holder: str, keys: Sequence[str]) -> None:
        for key in keys:
            holders = self._slots.get(key)
            if holders is None:
                continue
            holders.pop(holder, None)
            if not holders:
                del self._slots[key]

    def _live(self, key: str, now: float) -> dict[str, float]:
        holders = self._slots.get(key, {})
        for holder in [h for h, until in holders.items() if until <= now]:
            del holders[holder]
        if not holders:
            self._slots.pop(key, None)
        return holders
