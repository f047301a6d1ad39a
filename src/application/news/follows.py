"""The feeds a user follows (docs/news.md, "Follows")."""

from __future__ import annotations

from dataclasses import dataclass

from application.identity.principal import Principal
from application.news.access import NewsAccess
from application.ports import Clock, UnitOfWorkFactory
from domain.news.feed import check_follows, parse_feed
from domain.news.nodes import NEWS_INTERACT, NEWS_READ


@dataclass(frozen=True, slots=True)
class FollowSet:
    feeds: list[str]
    stamp: int
    """When they last changed (epoch ms; 0: never set)."""


class Follows:
    def __init__(self, uow: UnitOfWorkFactory, access: NewsAccess, clock: Clock) -> None:
        self._uow = uow
        self._access = access
        self._clock = clock

    async def get(self, principal: Principal) -> FollowSet:
        await self._access.require(principal, NEWS_READ)
        async with self._uow() as uow:
            found = await uow.news.follows.get(principal.user_id)
        return FollowSet(*found) if found else FollowSet([], 0)

    async def put(self, principal: Principal, feeds: list[str]) -> FollowSet:
        """Replace the set (at most 50 feeds; each must exist, else 400 naming it)."""
        await self._access.require(principal, NEWS_INTERACT)
        wanted = check_follows(feeds)
        known = set((await self.get(principal)).feeds)
        for index, feed in enumerate(parse_feed(raw) for raw in feeds):
            if feed.key not in known:  # feeds followed already are not checked again
                await self._access.require_exists(feed, f"feeds[{index}]")
                known.add(feed.key)
        keys = sorted(feed.key for feed in wanted)
        async with self._uow() as uow:
            found = await uow.news.follows.get(principal.user_id)
            if found is not None and found[0] == keys:
                return FollowSet(*found)
            stamp = await uow.news.stamps.next_stamp(self._clock.now())
            await uow.news.follows.put(principal.user_id, keys, stamp)
            await uow.commit()
        return FollowSet(keys, stamp)
