"""An item as a caller sees it: with its poll's counts and the caller's own vote."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from uuid import UUID

from application.news.ports import NewsReader, PollState
from domain.news.item import NewsItem
from domain.polls.poll import Tally, tally


@dataclass(frozen=True, slots=True)
class NewsView:
    item: NewsItem
    tally: Tally | None
    released: bool
    """Published and past its release time: public, in feeds, open to votes."""


async def views(
    reader: NewsReader, items: Sequence[NewsItem], viewer: UUID | None, now: datetime
) -> list[NewsView]:
    polled = [item.id for item in items if item.poll is not None]
    states = await reader.polls(polled, viewer) if polled else {}
    result = []
    for item in items:
        counted = None
        if item.poll is not None:
            state = states.get(item.id, PollState())
            counted = tally(item.poll.poll, state.counts, state.selection, now)
            if not item.released(now):  # not open yet (or no longer shown)
                counted = Tally(counted.counts, counted.selection, closed=True)
        result.append(NewsView(item, counted, item.released(now)))
    return result
