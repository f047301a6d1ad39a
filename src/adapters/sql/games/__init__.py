"""Games on SQL: the repositories of one transaction (``uow.games``) and the readers of the
fast read path (leaderboard tops, the catalog)."""

from __future__ import annotations

from adapters.sql.fast_read import FastReader
from adapters.sql.games.reader import SqlCatalogReader, SqlLeaderboardReader
from adapters.sql.games.repositories import SqlGameRepositories
from application.games.ports import GameReaders


def sql_game_readers(reader: FastReader) -> GameReaders:
    return GameReaders(SqlLeaderboardReader(reader), SqlCatalogReader(reader))


__all__ = ["SqlGameRepositories", "sql_game_readers"]
