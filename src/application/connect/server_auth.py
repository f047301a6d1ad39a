"""Server auth (``Authorization: Bearer <serverSecret>`` + ``X-Server-Id``): the hottest path.

Credentials are cached per server id with a short time-to-live; anything that changes them
(a claim, a network assignment, the template flag) calls ``changed()``, which drops the entry
here and, through the invalidation bus, on every other instance. Digests are compared in
constant time. Success notes the server as seen in memory only (``ServerPresence``).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from uuid import UUID

from application.connect.ports import ServerCredentials, ServerReader
from application.connect.presence import ServerPresence
from application.ports import Clock, InvalidationBus
from application.shared.ttl_cache import TtlCache
from domain.connect.credentials import secret_matches
from domain.connect.errors import InvalidServerCredentials

TOPIC = "connect.servers"
ALL = "*"


class ServerAuthenticator:
    def __init__(
        self,
        reader: ServerReader,
        bus: InvalidationBus,
        presence: ServerPresence,
        clock: Clock,
        *,
        ttl_seconds: float = 30.0,
        max_entries: int = 100_000,
        monotonic: Callable[[], float] = time.monotonic,
    ) -> None:
        self._reader = reader
        self._bus = bus
        self._presence = presence
        self._clock = clock
        self._cache: TtlCache[UUID, ServerCredentials] = TtlCache(
            ttl_seconds, max_entries, monotonic
        )
        bus.subscribe(TOPIC, self._on_invalidation)

    async def credentials(self, server_id: UUID) -> ServerCredentials | None:
        """The server's credentials (cached), or None when there is no such server."""
        found = self._cache.get(server_id)
        if found is None:
            generation = self._cache.generation
            found = await self._reader.credentials(server_id)
            if found is not None:
                self._cache.put(server_id, found, generation)
        return found

    async def authenticate(
        self, server_id: str | None, secret: str | None, ip: str
    ) -> ServerCredentials:
        """The server these headers prove to be; InvalidServerCredentials otherwise."""
        if not server_id or not secret:
            raise InvalidServerCredentials()
        try:
            parsed = UUID(server_id)
        except ValueError:
            raise InvalidServerCredentials() from None
        found = await self.credentials(parsed)
        if found is None or not secret_matches(found.secret_digest, secret):
            raise InvalidServerCredentials()
        self._presence.seen(parsed, ip, self._clock.now())
        return found

    async def changed(self, server_id: UUID) -> None:
        """Announce that ownership, network or flags of the server changed."""
        await self._on_invalidation(str(server_id))
        await self._bus.publish(TOPIC, str(server_id))

    async def _on_invalidation(self, message: str) -> None:
        if message == ALL:
            self._cache.clear()
            return
        try:
            self._cache.discard(UUID(message))
        except ValueError:
            self._cache.clear()
