"""Removing stored objects that no row refers to (orphans), a batch per run.

An upload writes its file first and its row second, so a failed or lost race leaves a file
behind with no row: harmless (nothing links to it), and removed here once it is older than
the grace period (an upload in flight is never taken for an orphan). Each run reads one batch
of keys after where the last run stopped and starts over at the end, so a run costs the same
however many objects there are.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Awaitable, Callable, Sequence
from datetime import timedelta

from application.ports import Clock
from application.totem.ports import ObjectStorage

log = logging.getLogger("svc.storage")

Known = Callable[[Sequence[str]], Awaitable[set[str]]]


class OrphanSweep:
    def __init__(
        self,
        storage: ObjectStorage,
        prefix: str,
        pattern: re.Pattern[str],
        known: Known,
        clock: Clock,
        grace: timedelta = timedelta(hours=1),
        batch: int = 500,
    ) -> None:
        """``pattern`` matches the keys this sweep owns, group 1 being the row's id;
        ``known`` returns which of the given ids still have a row."""
        self._storage = storage
        self._prefix = prefix
        self._pattern = pattern
        self._known = known
        self._clock = clock
        self._grace = grace
        self._batch = batch
        self._after: str | None = None

    async def run(self) -> int:
        """One batch; the number of orphans removed."""
        objects = await self._storage.list(self._prefix, self._after, self._batch)
        self._after = objects[-1].key if len(objects) == self._batch else None
        cutoff = self._clock.now() - self._grace
        owned: dict[str, str] = {}
        for info in objects:
            match = self._pattern.fullmatch(info.key)
            if match is not None and info.modified_at < cutoff:
                owned[match.group(1)] = info.key
        if not owned:
            return 0
        alive = await self._known(list(owned))
        removed = 0
        for object_id, key in owned.items():
            if object_id not in alive:
                await self._storage.delete(key)
                removed += 1
        if removed:
            log.info("removed %d orphaned objects under %r", removed, self._prefix or "/")
        return removed
