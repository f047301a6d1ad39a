"""News, wired: every use case of the area behind one attribute (``core.news``)."""

from __future__ import annotations

from dataclasses import dataclass

from application.news.access import NewsAccess
from application.news.feed import NewsFeed
from application.news.follows import Follows
from application.news.items import NewsItems
from application.news.polls import NewsPolls
from application.news.ports import NewsReaders
from application.permissions.access import AccessControl
from application.permissions.scopes import ScopeRegistry
from application.ports import Clock, IdGenerator, UnitOfWorkFactory


@dataclass(frozen=True, slots=True)
class News:
    items: NewsItems
    feed: NewsFeed
    follows: Follows
    polls: NewsPolls


def build_news(
    uow: UnitOfWorkFactory,
    readers: NewsReaders,
    permissions: AccessControl,
    scopes: ScopeRegistry,
    clock: Clock,
    ids: IdGenerator,
) -> News:
    """Feeds of services and extensions are checked against ``scopes`` (the registry roles
    use), and news nodes are checked within the item's feed."""
    access = NewsAccess(permissions, scopes)
    return News(
        items=NewsItems(uow, readers.news, access, clock, ids),
        feed=NewsFeed(readers.news, access, clock),
        follows=Follows(uow, access, clock),
        polls=NewsPolls(uow, readers.news, access, clock),
    )
