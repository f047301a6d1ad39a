"""Credentials that fail, counted per address, so that guessing tokens or server secrets
costs: each failure takes from a generous budget (a named rate-limit policy, shared by every
instance when Redis holds the limits); once an address has spent it, this instance refuses
that address (429) until the budget refills, without checking anything it sends.

Successful requests never touch the store: the hot path pays one dict lookup, and only while
some address is refused.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from application.shared.rate_limits import RateLimits
from domain.shared.errors import RateLimited

MAX_REFUSED = 100_000


class FailedAttempts:
    def __init__(self, limits: RateLimits, monotonic: Callable[[], float] = time.monotonic) -> None:
        self._limits = limits
        self._monotonic = monotonic
        self._refused: dict[tuple[str, str], float] = {}  # (policy, address) -> until

    @property
    def refusing(self) -> bool:
        """Whether any address is refused now (else callers need not look the address up)."""
        return bool(self._refused)

    def refuse_if_spent(self, policy: str, address: str) -> None:
        until = self._refused.get((policy, address))
        if until is None:
            return
        remaining = until - self._monotonic()
        if remaining > 0:
            raise RateLimited(remaining, "too many failed attempts from your address; wait")
        del self._refused[(policy, address)]

    async def failed(self, policy: str, address: str) -> None:
        """Count one failure; raise RateLimited (and refuse the address) once it is spent."""
        try:
            await self._limits.check(policy, address)
        except RateLimited as limited:
            if len(self._refused) >= MAX_REFUSED:
                self._refused.clear()
            self._refused[(policy, address)] = self._monotonic() + limited.retry_after
            raise RateLimited(
                limited.retry_after, "too many failed attempts from your address; wait"
            ) from None
