"""Friend counts, cached briefly per owner.

Counting a friends list reads every link of the owner (a thousand index lookups for a
thousand friends), while a page reads twenty; so counts are kept for a few seconds
(``SVC_FRIEND_COUNTS_CACHE_SECONDS``, default 10) and dropped at once, on every instance,
when a write changes either side of a friendship. What the cache can show stale, within
its time-to-live, is only ``online``, which moves with lastSeenAt anyway (itself written
in batches). Callers that miss at the same time share one read (``SingleFlight``).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from datetime import datetime
from functools import partial
from uuid import UUID

from application.ports import InvalidationBus
from application.shared.single_flight import SingleFlight
from application.shared.ttl_cache import TtlCache
from application.social.ports import FriendCounts, FriendListReader

TOPIC = "social.friend-counts"


class FriendCountsCache:
    def __init__(
        self,
        reader: FriendListReader,
        bus: InvalidationBus,
        ttl_seconds: float,
        *,
        max_entries: int = 100_000,
        monotonic: Callable[[], float] = time.monotonic,
    ) -> None:
        self._reader = reader
        self._bus = bus
        self._cache: TtlCache[tuple[UUID, bool], FriendCounts] = TtlCache(
            ttl_seconds, max_entries, monotonic
        )
        self._reads: SingleFlight[tuple[UUID, bool], FriendCounts] = SingleFlight()
        bus.subscribe(TOPIC, self._on_message)

    async def counts(self, owner: UUID, regional: bool, online_since: datetime) -> FriendCounts:
        key = (owner, regional)
        found = self._cache.get(key)
        if found is not None:
            return found
        return await self._reads.run(key, partial(self._read, key, online_since))

    async def _read(self, key: tuple[UUID, bool], online_since: datetime) -> FriendCounts:
        generation = self._cache.generation
        found = await self._reader.counts(key[0], key[1], online_since)
        self._cache.put(key, found, generation)  # not when a write came in meanwhile
        return found

    async def changed(self, *users: UUID) -> None:
        """Forget the counts of ``users`` here and on every other instance."""
        message = ",".join(str(u) for u in users)
        self._on_message(message)
        await self._bus.publish(TOPIC, message)

    def _on_message(self, message: str) -> None:
        try:
            users = [UUID(part) for part in message.split(",") if part]
        except ValueError:
            self._cache.clear()
            self._reads.forget_all()
            return
        for user in users:
            for key in ((user, False), (user, True)):
                self._cache.discard(key)
                self._reads.forget(key)  # later callers read anew, not the read under way
