"""Composition of the news area: items, feeds, follows, polls."""

from __future__ import annotations

from typing import TYPE_CHECKING

from application.news.area import News, build_news
from application.news.ports import NewsReaders
from application.permissions.area import Permissions

if TYPE_CHECKING:
    from bootstrap.kernel import Kernel


def build_news_area(*, kernel: Kernel, permissions: Permissions) -> News:
    return build_news(
        kernel.uow,
        _readers(kernel),
        permissions.access,
        permissions.scopes,
        kernel.clock,
        kernel.ids,
    )


def _readers(kernel: Kernel) -> NewsReaders:
    from adapters.memory.news import memory_news_readers
    from adapters.sql.news import sql_news_readers

    return kernel.readers(memory_news_readers, sql_news_readers)
