"""The signing keys every instance accepts, learnt from each other's announcements.

Token verification reads no database: it looks the token's key id up in the ``KeyRing`` in
memory. The ring is kept current by

- ``announce()`` at start-up: this instance records the public half of its keys in the
  database (table ``signing_keys``) and tells the others on the invalidation bus;
- ``refresh()``: every key announced and not retired is read into the ring, at start-up,
  every ``SVC_SIGNING_KEYS_REFRESH_SECONDS`` and when the bus says the keys changed;
- ``refresh_for(kid)``: a token that names a key id the ring does not hold triggers one
  refresh, so a token of an instance that just started with a new key verifies at its first
  use even if the bus message was lost. Such refreshes are at least ``min_refresh_seconds``
  apart (a caller waits for its turn rather than being refused), and every caller that
  arrived before one began shares it: a flood of made-up key ids costs one read a second.

``retire(kid)`` marks a key retired: every instance drops it at the next refresh (at once,
through the bus) and forgets the tokens it verified, so its tokens are refused everywhere.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable

from application.identity.ports import KeyRing, SigningKeyReader
from application.ports import Clock, InvalidationBus, UnitOfWorkFactory
from domain.identity.signing_keys import (
    SigningKey,
    SigningKeyNotFound,
    accepted,
    is_key_id,
    retired_ids,
)

log = logging.getLogger("svc.keys")
TOPIC = "auth.keys"


class SigningKeys:
    def __init__(
        self,
        uow: UnitOfWorkFactory,
        reader: SigningKeyReader,
        ring: KeyRing,
        bus: InvalidationBus,
        clock: Clock,
        *,
        forget_verified: Callable[[], None] = lambda: None,
        min_refresh_seconds: float = 1.0,
        monotonic: Callable[[], float] = time.monotonic,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
    ) -> None:
        self._uow = uow
        self._reader = reader
        self._ring = ring
        self._bus = bus
        self._clock = clock
        self._forget_verified = forget_verified
        self._min_refresh = min_refresh_seconds
        self._monotonic = monotonic
        self._sleep = sleep
        self._last_lookup: float | None = None
        self._lookups = 0
        self._lock = asyncio.Lock()
        self.refreshes = 0
        bus.subscribe(TOPIC, self._on_message)

    async def announce(self) -> None:
        """Record this instance's public keys (those not yet known) and read every other's."""
        now = self._clock.now()
        stored: list[SigningKey] = []
        async with self._uow() as uow:
            for kid, public in self._ring.local():
                stored.append(await uow.signing_keys.announce(SigningKey(kid, public, now)))
            await uow.commit()
        own = stored[0]
        if own.retired:
            log.error(
                "the signing key %s was retired (svc keys retire): tokens this instance signs "
                "are refused everywhere; configure a new SVC_JWT_PRIVATE_KEY",
                own.kid,
            )
        await self.refresh()
        await self._bus.publish(TOPIC, own.kid)

    async def refresh(self) -> None:
        """Read the announced keys into the ring."""
        keys = await self._reader.all()
        self.refreshes += 1
        if self._ring.trust(accepted(keys), retired_ids(keys)):
            self._forget_verified()

    async def refresh_for(self, kid: str) -> bool:
        """Whether ``kid`` is trusted, after one refresh when it is not known yet."""
        if self._ring.knows(kid):
            return True
        if not is_key_id(kid):
            return False
        arrived_after = self._lookups
        async with self._lock:
            if self._lookups == arrived_after:  # no lookup began since this caller came
                if self._last_lookup is not None:
                    wait = self._min_refresh - (self._monotonic() - self._last_lookup)
                    if wait > 0:
                        await self._sleep(wait)
                self._lookups += 1
                self._last_lookup = self._monotonic()
                await self.refresh()
        return self._ring.knows(kid)

    async def list(self) -> list[SigningKey]:
        async with self._uow() as uow:
            return await uow.signing_keys.list()

    async def retire(self, kid: str) -> SigningKey:
        """Refuse the key's tokens on every instance from now on."""
        async with self._uow() as uow:
            key = await uow.signing_keys.retire(kid, self._clock.now())
            if key is None:
                raise SigningKeyNotFound()
            await uow.commit()
        await self.refresh()
        await self._bus.publish(TOPIC, kid)
        return key

    async def _on_message(self, message: str) -> None:
        await self.refresh()
