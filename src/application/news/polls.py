"""Votes on news polls (docs/news.md, "Polls")."""

from __future__ import annotations

from application.identity.principal import Principal
from application.news.access import NewsAccess
from application.news.ports import NewsReader
from application.news.views import NewsView, views
from application.ports import Clock, UnitOfWorkFactory
from domain.news.errors import NewsNotFound
from domain.news.nodes import NEWS_INTERACT
from domain.polls.poll import PollNotFound


class NewsPolls:
    def __init__(
        self, uow: UnitOfWorkFactory, reader: NewsReader, access: NewsAccess, clock: Clock
    ) -> None:
        self._uow = uow
        self._reader = reader
        self._access = access
        self._clock = clock

    async def vote(self, principal: Principal, news_id: str, option: int) -> NewsView:
        """One vote per user on a published, released, open poll; voting again changes it."""
        await self._access.require(principal, NEWS_INTERACT)
        now = self._clock.now()
        async with self._uow() as uow:
            item = await uow.news.items.get(news_id)
            if item is None or not item.released(now):
                raise NewsNotFound()
            if item.poll is None:
                raise PollNotFound("this item carries no poll")
            item.poll.poll.check_vote(option, now)
            await uow.news.votes.vote(item.id, principal.user_id, option, now)
            await uow.commit()
        return (await views(self._reader, [item], principal.user_id, now))[0]
