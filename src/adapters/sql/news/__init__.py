"""News on SQL: the repositories of one transaction (``uow.news``) and the reader on the fast
read path."""

from __future__ import annotations

from adapters.sql.fast_read import FastReader
from adapters.sql.news.reader import SqlNewsReader
from adapters.sql.news.repositories import SqlNewsRepositories
from application.news.ports import NewsReaders


def sql_news_readers(reader: FastReader) -> NewsReaders:
    return NewsReaders(news=SqlNewsReader(reader))


__all__ = ["SqlNewsRepositories", "sql_news_readers"]
