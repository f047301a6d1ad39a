"""In-memory adapters of the games area: templates, minigames, leaderboards and entries."""

from __future__ import annotations

from datetime import datetime
from uuid import UUID

from adapters.memory.store import MemoryStore, MemoryTx, Table
from application.games.ports import CatalogKey, CatalogQuery, CatalogSort, GameReaders
from domain.games.leaderboard import Entry, Leaderboard, SortKey, sort_key
from domain.games.match import Match, MatchState
from domain.games.minigame import Minigame
from domain.games.template import Collaborator, Template
from domain.shared.time import to_millis

TEMPLATES = Table[str, Template]("game_templates")
COLLABORATORS = Table[tuple[str, UUID], Collaborator]("game_template_collaborators")
MINIGAMES = Table[str, Minigame]("game_minigames")
LIVE_PLAYERS = Table[str, int]("game_live_players")  # by minigame id; filled by live matches
BOARDS = Table[str, Leaderboard]("game_leaderboards")
ENTRIES = Table[tuple[str, int, UUID], Entry]("game_leaderboard_entries")
SUBMISSIONS = Table[tuple[str, str], UUID]("game_leaderboard_submissions")
MATCHES = Table[str, Match]("game_matches")


class MemoryTemplateRepository:
    def __init__(self, tx: MemoryTx) -> None:
        self._tx = tx

    async def add(self, template: Template) -> None:
        self._tx.write(TEMPLATES)[template.id] = template

    async def get(self, template_id: str, *, lock: bool = False) -> Template | None:
        return self._tx.read(TEMPLATES).get(template_id)

    async def update(self, template: Template) -> None:
        self._tx.write(TEMPLATES)[template.id] = template

    async def delete(self, template_id: str) -> None:
        self._tx.write(TEMPLATES).pop(template_id, None)
        collaborators = self._tx.write(COLLABORATORS)
        for key in [k for k in collaborators if k[0] == template_id]:
            del collaborators[key]

    async def page_for(self, user_id: UUID, before: str | None, limit: int) -> list[Template]:
        shared = {t for t, u in self._tx.read(COLLABORATORS) if u == user_id}
        found = sorted(
            (
                t
                for t in self._tx.read(TEMPLATES).values()
                if (t.owner_id == user_id or t.id in shared) and (before is None or t.id < before)
            ),
            key=lambda t: t.id,
            reverse=True,
        )
        return found[:limit]

    async def collaborator(self, template_id: str, user_id: UUID) -> Collaborator | None:
        return self._tx.read(COLLABORATORS).get((template_id, user_id))

    async def collaborators(self, template_id: str) -> list[Collaborator]:
        return sorted(
            (c for (t, _), c in self._tx.read(COLLABORATORS).items() if t == template_id),
            key=lambda c: (c.added_at, c.user_id.hex),
        )

    async def put_collaborator(self, collaborator: Collaborator) -> None:
        key = (collaborator.template_id, collaborator.user_id)
        self._tx.write(COLLABORATORS)[key] = collaborator

    async def remove_collaborator(self, template_id: str, user_id: UUID) -> bool:
        return self._tx.write(COLLABORATORS).pop((template_id, user_id), None) is not None


class MemoryMinigameRepository:
    def __init__(self, tx: MemoryTx) -> None:
        self._tx = tx

    async def add(self, minigame: Minigame) -> None:
        self._tx.write(MINIGAMES)[minigame.id] = minigame

    async def get(self, minigame_id: str, *, lock: bool = False) -> Minigame | None:
        return self._tx.read(MINIGAMES).get(minigame_id)

    async def update(self, minigame: Minigame) -> None:
        self._tx.write(MINIGAMES)[minigame.id] = minigame

    async def made_from(self, template_id: str) -> int:
        return sum(1 for m in self._tx.read(MINIGAMES).values() if m.template_id == template_id)

    async def page_of_template(
        self, template_id: str, before: str | None, limit: int
    ) -> list[Minigame]:
        found = sorted(
            (
                m
                for m in self._tx.read(MINIGAMES).values()
                if m.template_id == template_id and (before is None or m.id < before)
            ),
            key=lambda m: m.id,
            reverse=True,
        )
        return found[:limit]

    async def add_live_players(self, minigame_id: str, delta: int) -> None:
        live = self._tx.write(LIVE_PLAYERS)
        live[minigame_id] = live.get(minigame_id, 0) + delta

    async def catalog(
        self, query: CatalogQuery, after: CatalogKey | None, limit: int
    ) -> list[tuple[Minigame, int]]:
        live = self._tx.read(LIVE_PLAYERS)
        needle = query.search.casefold() if query.search else None

        def rank(m: Minigame) -> int:
            if query.sort is CatalogSort.POPULARITY:
                return live.get(m.id, 0)
            assert m.published_at is not None
            return to_millis(m.published_at)

        found = sorted(
            (
                (rank(m), m.id, m)
                for m in self._tx.read(MINIGAMES).values()
                if m.listed
                and m.published is not None
                and (query.mode is None or m.mode == query.mode)
                and (needle is None or needle in m.published.name.casefold())
            ),
            key=lambda row: (row[0], row[1]),
            reverse=True,
        )
        if after is not None:
            found = [row for row in found if (row[0], row[1]) < (after.rank, after.minigame_id)]
        return [(m, live.get(m.id, 0)) for _, _, m in found[:limit]]


class MemoryLeaderboardRepository:
    def __init__(self, tx: MemoryTx) -> None:
        self._tx = tx

    async def add(self, board: Leaderboard) -> None:
        self._tx.write(BOARDS)[board.id] = board

    async def get(self, board_id: str, *, lock: bool = False) -> Leaderboard | None:
        return self._tx.read(BOARDS).get(board_id)

    async def update(self, board: Leaderboard) -> None:
        self._tx.write(BOARDS)[board.id] = board

    async def delete(self, board_id: str) -> None:
        self._tx.write(BOARDS).pop(board_id, None)
        entries = self._tx.write(ENTRIES)
        for entry_key in [k for k in entries if k[0] == board_id]:
            del entries[entry_key]
        submissions = self._tx.write(SUBMISSIONS)
        for submission_key in [k for k in submissions if k[0] == board_id]:
            del submissions[submission_key]

    async def page(
        self, minigame_id: str | None, before: str | None, limit: int
    ) -> list[Leaderboard]:
        found = sorted(
            (
                b
                for b in self._tx.read(BOARDS).values()
                if (minigame_id is None or b.minigame_id == minigame_id)
                and (before is None or b.id < before)
            ),
            key=lambda b: b.id,
            reverse=True,
        )
        return found[:limit]


class MemoryEntryRepository:
    def __init__(self, tx: MemoryTx) -> None:
        self._tx = tx

    async def get(
        self, board: Leaderboard, period: int, player_id: UUID, *, lock: bool = False
    ) -> Entry | None:
        return self._tx.read(ENTRIES).get((board.id, period, player_id))

    async def insert(self, board: Leaderboard, entry: Entry) -> bool:
        key = (board.id, entry.period, entry.player_id)
        if key in self._tx.read(ENTRIES):
            return False
        self._tx.write(ENTRIES)[key] = entry
        return True

    async def update(self, board: Leaderboard, entry: Entry, previous: Entry) -> None:
        self._tx.write(ENTRIES)[(board.id, entry.period, entry.player_id)] = entry

    def _keyed(self, board: Leaderboard, period: int) -> list[tuple[SortKey, Entry]]:
        return sorted(
            (
                (sort_key(board.order, e.player_id, e.standing), e)
                for (b, p, _), e in self._tx.read(ENTRIES).items()
                if b == board.id and p == period
            ),
            key=lambda row: row[0],
        )

    async def ranked(
        self,
        board: Leaderboard,
        period: int,
        after: SortKey | None,
        limit: int,
        *,
        reverse: bool = False,
    ) -> list[Entry]:
        rows = self._keyed(board, period)
        if reverse:
            rows = [row for row in reversed(rows) if after is None or row[0] < after]
        elif after is not None:
            rows = [row for row in rows if row[0] > after]
        return [e for _, e in rows[:limit]]

    async def better_than(self, board: Leaderboard, period: int, key: SortKey) -> int:
        return sum(1 for k, _ in self._keyed(board, period) if k < key)

    async def periods(self, board: Leaderboard, before: int | None, limit: int) -> list[int]:
        found = {
            p
            for (b, p, _) in self._tx.read(ENTRIES)
            if b == board.id and (before is None or p < before)
        }
        return sorted(found, reverse=True)[:limit]

    async def claim_submission(
        self, board_id: str, submission_id: str, player_id: UUID, at_millis: int
    ) -> bool:
        key = (board_id, submission_id)
        if key in self._tx.read(SUBMISSIONS):
            return False
        self._tx.write(SUBMISSIONS)[key] = player_id
        return True


class MemoryMatchRepository:
    def __init__(self, tx: MemoryTx) -> None:
        self._tx = tx

    async def add(self, match: Match) -> None:
        self._tx.write(MATCHES)[match.id] = match

    async def get(self, match_id: str, *, lock: bool = False) -> Match | None:
        return self._tx.read(MATCHES).get(match_id)

    async def update(self, match: Match) -> None:
        self._tx.write(MATCHES)[match.id] = match

    async def live(self, minigame_id: str | None, server_id: UUID | None) -> list[Match]:
        return sorted(
            (
                m
                for m in self._tx.read(MATCHES).values()
                if m.state is MatchState.LIVE
                and (minigame_id is None or m.minigame_id == minigame_id)
                and (server_id is None or m.server_id == server_id)
            ),
            key=lambda m: m.id,
        )

    async def silent(self, reported_before: datetime, limit: int) -> list[str]:
        found = sorted(
            (m.reported_at, m.id)
            for m in self._tx.read(MATCHES).values()
            if m.state is MatchState.LIVE and m.reported_at < reported_before
        )
        return [match_id for _, match_id in found[:limit]]


class MemoryGameRepositories:
    def __init__(self, tx: MemoryTx) -> None:
        self.templates = MemoryTemplateRepository(tx)
        self.minigames = MemoryMinigameRepository(tx)
        self.leaderboards = MemoryLeaderboardRepository(tx)
        self.entries = MemoryEntryRepository(tx)
        self.matches = MemoryMatchRepository(tx)


class MemoryLeaderboardReader:
    def __init__(self, store: MemoryStore) -> None:
        self._store = store

    async def board(self, board_id: str) -> Leaderboard | None:
        return await MemoryLeaderboardRepository(MemoryTx(self._store)).get(board_id)

    def _entries(self) -> MemoryEntryRepository:
        return MemoryEntryRepository(MemoryTx(self._store))

    async def entry(self, board: Leaderboard, period: int, player_id: UUID) -> Entry | None:
        return await self._entries().get(board, period, player_id)

    async def ranked(
        self,
        board: Leaderboard,
        period: int,
        after: SortKey | None,
        limit: int,
        *,
        reverse: bool = False,
    ) -> list[Entry]:
        return await self._entries().ranked(board, period, after, limit, reverse=reverse)

    async def better_than(self, board: Leaderboard, period: int, key: SortKey) -> int:
        return await self._entries().better_than(board, period, key)


class MemoryCatalogReader:
    def __init__(self, store: MemoryStore) -> None:
        self._store = store

    async def catalog(
        self, query: CatalogQuery, after: CatalogKey | None, limit: int
    ) -> list[tuple[Minigame, int]]:
        return await MemoryMinigameRepository(MemoryTx(self._store)).catalog(query, after, limit)


def memory_game_readers(store: MemoryStore) -> GameReaders:
    return GameReaders(MemoryLeaderboardReader(store), MemoryCatalogReader(store))
