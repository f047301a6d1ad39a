"""The hot reads of games on the fast read path: a leaderboard's pages, a rank and the catalog.

Hand-written statements on the app's fast reader (stdlib sqlite3 or asyncpg), each one walk
of an index: ``ix_game_leaderboard_entries_rank`` from (board, period[, last key]) forwards,
``ix_game_minigames_state_published_at_id`` or ``..._state_live_players_id`` backwards from
(state[, last key]). A page costs the same at any depth. A rank reads the board period's rank
counts by primary key (domain/games/rank_tree.py) plus the ties on the score key.
"""

from __future__ import annotations

from typing import Any
from uuid import UUID

from adapters.sql.fast_read import FastReader, Query, Row, as_json, as_uuid, uuid_or_none
from adapters.sql.games.rows import (
    BOARD_COLUMNS,
    ENTRY_COLUMNS,
    MINIGAME_COLUMNS,
    board_from,
    entry_from,
    minigame_from,
)
from application.games.ports import CatalogKey, CatalogQuery, CatalogSort
from domain.games.leaderboard import Entry, Leaderboard, SortKey
from domain.games.minigame import Minigame, MinigameState
from domain.games.rank_tree import PREFIX_NODES_MAX, prefix_places

BOARD = f"SELECT {', '.join(BOARD_COLUMNS)} FROM game_leaderboards WHERE id = :id"
_ENTRIES = f"SELECT {', '.join(ENTRY_COLUMNS)} FROM game_leaderboard_entries"
_RANK = "key_score, key_subscore, achieved_at, player_id"
_DESC = "key_score DESC, key_subscore DESC, achieved_at DESC, player_id DESC"
TOP = f"{_ENTRIES} WHERE board_id = :board AND period = :period ORDER BY {_RANK} LIMIT :limit"
TOP_AFTER = (
    f"{_ENTRIES} WHERE board_id = :board AND period = :period"
    f" AND ({_RANK}) > (:k1, :k2, :k3, :k4) ORDER BY {_RANK} LIMIT :limit"
)
ABOVE = (
    f"{_ENTRIES} WHERE board_id = :board AND period = :period"
    f" AND ({_RANK}) < (:k1, :k2, :k3, :k4) ORDER BY {_DESC} LIMIT :limit"
)
ENTRY = f"{_ENTRIES} WHERE board_id = :board AND period = :period AND player_id = :player"
_NODES = ", ".join(f":n{i}" for i in range(PREFIX_NODES_MAX))
RANK = (
    "SELECT (SELECT coalesce(sum(entries), 0) FROM game_leaderboard_rank_counts"
    f" WHERE board_id = :board AND period = :period AND node IN ({_NODES}))"
    " + (SELECT count(*) FROM game_leaderboard_entries WHERE board_id = :board"
    " AND period = :period AND key_score = :k1"
    " AND (key_subscore, achieved_at, player_id) < (:k2, :k3, :k4))"
)
"""The entries ahead of a key: those of a smaller score key from the rank counts (at most
``PREFIX_NODES_MAX`` rows by primary key; unused places hold node 0, which no row has), and
those tied on the score key from the ranking index."""


_CREATED_BY = BOARD_COLUMNS.index("created_by")
_OWNER, _NETWORK, _VALUES, _PUBLISHED = (
    MINIGAME_COLUMNS.index(name)
    for name in ("owner_id", "network_id", "settings_values", "published_values")
)


class SqlLeaderboardReader:
    _BOARD = Query(BOARD)
    _TOP = Query(TOP)
    _TOP_AFTER = Query(TOP_AFTER)
    _ABOVE = Query(ABOVE)
    _ENTRY = Query(ENTRY)
    _RANK = Query(RANK)

    def __init__(self, reader: FastReader) -> None:
        self._reader = reader

    async def board(self, board_id: str) -> Leaderboard | None:
        row = await self._reader.one(self._BOARD, id=board_id)
        if row is None:
            return None
        values = list(row)
        values[_CREATED_BY] = as_uuid(values[_CREATED_BY])
        return board_from(values)

    async def entry(self, board: Leaderboard, period: int, player_id: UUID) -> Entry | None:
        row = await self._reader.one(self._ENTRY, board=board.id, period=period, player=player_id)
        return _entry(row) if row else None

    async def ranked(
        self,
        board: Leaderboard,
        period: int,
        after: SortKey | None,
        limit: int,
        *,
        reverse: bool = False,
    ) -> list[Entry]:
        if after is None and not reverse:
            rows = await self._reader.all(self._TOP, board=board.id, period=period, limit=limit)
        elif after is None:
            raise ValueError("a reverse walk starts from a key")
        else:
            rows = await self._reader.all(
                self._ABOVE if reverse else self._TOP_AFTER, board=board.id, period=period,
                limit=limit, **_key_params(after),
            )  # fmt: skip
        return [_entry(row) for row in rows]

    async def better_than(self, board: Leaderboard, period: int, key: SortKey) -> int:
        places = {f"n{i}": node for i, node in enumerate(prefix_places(key[0]))}
        row = await self._reader.one(
            self._RANK, board=board.id, period=period, **places, **_key_params(key)
        )
        return int(row[0]) if row else 0


def _key_params(key: SortKey) -> dict[str, Any]:
    return {"k1": key[0], "k2": key[1], "k3": key[2], "k4": as_uuid(key[3])}


def _entry(row: Row) -> Entry:
    board_id, player_id, score, subscore, achieved_at, meta, period = row
    return entry_from(
        (board_id, as_uuid(player_id), score, subscore, achieved_at, as_json(meta), period)
    )


class SqlCatalogReader:
    def __init__(self, reader: FastReader) -> None:
        self._reader = reader
        self._queries: dict[tuple[bool, bool, bool, bool], Query] = {}

    def _query(self, sort: CatalogSort, mode: bool, search: bool, after: bool) -> Query:
        key = (sort is CatalogSort.POPULARITY, mode, search, after)
        query = self._queries.get(key)
        if query is None:
            rank = "live_players" if key[0] else "published_at"
            sql = (
                f"SELECT {', '.join(MINIGAME_COLUMNS)}, live_players FROM game_minigames"
                " WHERE state = :state"
            )
            if mode:
                sql += " AND mode = :mode"
            if search:
                sql += " AND lower(published_name) LIKE :pattern ESCAPE '\\'"
            if after:
                sql += f" AND ({rank}, id) < (:rank, :after_id)"
            sql += f" ORDER BY {rank} DESC, id DESC LIMIT :limit"
            query = self._queries[key] = Query(sql)
        return query

    async def catalog(
        self, query: CatalogQuery, after: CatalogKey | None, limit: int
    ) -> list[tuple[Minigame, int]]:
        params: dict[str, Any] = {"state": MinigameState.PUBLISHED.value, "limit": limit}
        if query.mode is not None:
            params["mode"] = query.mode
        if query.search:
            escaped = query.search.lower().replace("\\", "\\\\").replace("%", "\\%")
            params["pattern"] = "%" + escaped.replace("_", "\\_") + "%"
        if after is not None:
            params["rank"], params["after_id"] = after.rank, after.minigame_id
        statement = self._query(
            query.sort, query.mode is not None, bool(query.search), after is not None
        )
        rows = await self._reader.all(statement, **params)
        return [(_minigame(row[:-1]), int(row[-1])) for row in rows]


def _minigame(row: Row) -> Minigame:
    values = list(row)
    values[_OWNER] = as_uuid(values[_OWNER])
    values[_NETWORK] = uuid_or_none(values[_NETWORK])
    values[_VALUES] = as_json(values[_VALUES])
    if values[_PUBLISHED] is not None:
        values[_PUBLISHED] = as_json(values[_PUBLISHED])
    return minigame_from(values)
