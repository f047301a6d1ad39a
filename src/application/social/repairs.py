"""Repairing one-way friend links outside the read that noticed them.

Every write creates and removes both directions together, so a one-way link only comes from
data written elsewhere (an import, an older system, a hand edit). Reading either user's
friends list notices one (the counts query sees the owner's links without their reverse, and
compares how many links point to the owner with how many leave; the page sees rows without
the friend's side) and calls ``schedule``: the repair runs as its own task and transaction,
after the read, never inside it. Each one-way pair is settled by ``friendship.reconcile``
under the pair lock: the missing side is added with default preferences, or, for a blocked
pair, the stale side is removed. Writes on a pair (request, accept, edit, remove) reconcile
it first too.
"""

from __future__ import annotations

import asyncio
import logging
from uuid import UUID

from application.ports import Clock, UnitOfWork, UnitOfWorkFactory
from application.social.pairs import PairWriter
from domain.social import friendship
from domain.social.friendship import Change, Pair

log = logging.getLogger(__name__)


class LinkRepairs:
    def __init__(self, uow: UnitOfWorkFactory, writer: PairWriter, clock: Clock) -> None:
        self._uow = uow
        self._writer = writer
        self._clock = clock
        self._running: dict[UUID, asyncio.Task[int]] = {}

    def schedule(self, user_id: UUID) -> None:
        """Repair ``user_id``'s one-way links soon (at most one run per user at a time)."""
        if user_id in self._running:
            return
        task = asyncio.get_running_loop().create_task(self._run(user_id))
        self._running[user_id] = task
        task.add_done_callback(lambda _: self._running.pop(user_id, None))

    async def _run(self, user_id: UUID) -> int:
        try:
            return await self.repair(user_id)
        except Exception:
            log.warning("could not repair the friend links of %s", user_id, exc_info=True)
            return 0

    async def repair(self, user_id: UUID) -> int:
        """Settle every one-way link from or to ``user_id``; the number of pairs repaired."""
        async with self._uow() as uow:
            pairs = {frozenset(p) for p in await uow.social.links.one_way(user_id)}

        async def decide(_: UnitOfWork, pair: Pair) -> Change:
            return friendship.reconcile(pair, self._clock.now())

        for users in pairs:
            a, b = sorted(users)
            await self._writer.run(a, b, decide)
        return len(pairs)

    async def drain(self) -> None:
        """Wait for every scheduled repair (tests, shutdown)."""
        while self._running:
            await asyncio.gather(*self._running.values(), return_exceptions=True)
