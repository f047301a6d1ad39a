"""The ports of the games area: repositories in a unit of work (``uow.games``)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from typing import Protocol
from uuid import UUID

from domain.games.leaderboard import Entry, Leaderboard, SortKey
from domain.games.match import Match
from domain.games.minigame import Minigame
from domain.games.period import Period
from domain.games.template import Collaborator, Template


class CronSchedules(Protocol):
    """Cron expressions of reset schedules, evaluated in UTC (adapters/cron/schedules.py)."""

    def check(self, expression: str, field: str = "resetSchedule") -> str:
        """The expression, normalized; 400 ``games.invalid_schedule`` when it is not one."""
        ...

    def period(self, expression: str, moment: datetime) -> Period:
        """The period holding ``moment``: from the last firing at or before it to the next
        firing after it."""
        ...


class TemplateRepository(Protocol):
    async def add(self, template: Template) -> None: ...

    async def get(self, template_id: str, *, lock: bool = False) -> Template | None:
        """``lock``: hold the row until the transaction ends (writers of one template queue)."""
        ...

    async def update(self, template: Template) -> None: ...

    async def delete(self, template_id: str) -> None:
        """The template and its collaborators."""
        ...

    async def page_for(self, user_id: UUID, before: str | None, limit: int) -> list[Template]:
        """Templates the user owns or collaborates on, newest first (by id), ids below
        ``before``."""
        ...

    async def collaborator(self, template_id: str, user_id: UUID) -> Collaborator | None: ...

    async def collaborators(self, template_id: str) -> list[Collaborator]:
        """The earliest added first (then by user id)."""
        ...

    async def put_collaborator(self, collaborator: Collaborator) -> None:
        """Insert, or change the role of the one there (keeping when it was added)."""
        ...

    async def remove_collaborator(self, template_id: str, user_id: UUID) -> bool: ...


class CatalogSort(StrEnum):
    NEWEST = "newest"
    POPULARITY = "popularity"


@dataclass(frozen=True, slots=True)
class CatalogQuery:
    search: str | None = None
    """Case-insensitive substring of the published name."""
    mode: str | None = None
    sort: CatalogSort = CatalogSort.NEWEST


@dataclass(frozen=True, slots=True)
class CatalogKey:
    """Keyset of the catalog: (live players or published-at millis, id), descending."""

    rank: int
    minigame_id: str


class MinigameRepository(Protocol):
    async def add(self, minigame: Minigame) -> None: ...

    async def get(self, minigame_id: str, *, lock: bool = False) -> Minigame | None: ...

    async def update(self, minigame: Minigame) -> None: ...

    async def made_from(self, template_id: str) -> int:
        """How many minigames were made from the template (archived ones too)."""
        ...

    async def page_of_template(
        self, template_id: str, before: str | None, limit: int
    ) -> list[Minigame]:
        """Newest first (by id)."""
        ...

    async def add_live_players(self, minigame_id: str, delta: int) -> None:
        """Move the minigame's live player count by ``delta``, atomically."""
        ...

    async def catalog(
        self, query: CatalogQuery, after: CatalogKey | None, limit: int
    ) -> list[tuple[Minigame, int]]:
        """Published minigames with their live player counts, best first by the query's
        sort (live players or publishing moment, then id, both descending)."""
        ...


class LeaderboardRepository(Protocol):
    async def add(self, board: Leaderboard) -> None: ...

    async def get(self, board_id: str, *, lock: bool = False) -> Leaderboard | None: ...

    async def update(self, board: Leaderboard) -> None: ...

    async def delete(self, board_id: str) -> None:
        """The board, its entries and its submissions."""
        ...

    async def page(
        self, minigame_id: str | None, before: str | None, limit: int
    ) -> list[Leaderboard]:
        """Newest first (by id); of one minigame when given."""
        ...


class EntryRepository(Protocol):
    """Standings of players on boards per reset period (``Entry.period``), ranked by
    ``domain.games.leaderboard.sort_key``."""

    async def get(
        self, board: Leaderboard, period: int, player_id: UUID, *, lock: bool = False
    ) -> Entry | None:
        """``lock``: hold the row until the transaction ends (submits of one player queue)."""
        ...

    async def insert(self, board: Leaderboard, entry: Entry) -> bool:
        """False (nothing stored) when the player has an entry already."""
        ...

    async def update(self, board: Leaderboard, entry: Entry, previous: Entry) -> None:
        """Store ``entry`` over ``previous``, the player's standing read (locked) in this
        transaction."""
        ...

    async def ranked(
        self,
        board: Leaderboard,
        period: int,
        after: SortKey | None,
        limit: int,
        *,
        reverse: bool = False,
    ) -> list[Entry]:
        """Entries of the period after ``after`` in rank order (before it, closest first, with
        ``reverse``)."""
        ...

    async def periods(self, board: Leaderboard, before: int | None, limit: int) -> list[int]:
        """The periods that have entries, newest first, below ``before``."""
        ...

    async def claim_submission(
        self, board_id: str, submission_id: str, player_id: UUID, at_millis: int
    ) -> bool:
        """Record the submission id; False when the board has seen it (nothing stored)."""
        ...


class MatchRepository(Protocol):
    async def add(self, match: Match) -> None: ...

    async def get(self, match_id: str, *, lock: bool = False) -> Match | None: ...

    async def update(self, match: Match) -> None: ...

    async def live(self, minigame_id: str | None, server_id: UUID | None) -> list[Match]:
        """Live matches (of the minigame, of the server, when given), oldest first."""
        ...

    async def silent(self, reported_before: datetime, limit: int) -> list[str]:
        """Ids of live matches whose last report is before that moment, oldest first."""
        ...


class LeaderboardReader(Protocol):
    """The hot reads of leaderboards (the top pages), on the fast read path."""

    async def board(self, board_id: str) -> Leaderboard | None: ...

    async def entry(self, board: Leaderboard, period: int, player_id: UUID) -> Entry | None: ...

    async def ranked(
        self,
        board: Leaderboard,
        period: int,
        after: SortKey | None,
        limit: int,
        *,
        reverse: bool = False,
    ) -> list[Entry]:
        """As ``EntryRepository.ranked``."""
        ...

    async def better_than(self, board: Leaderboard, period: int, key: SortKey) -> int:
        """How many entries of the period rank above ``key``."""
        ...


class CatalogReader(Protocol):
    async def catalog(
        self, query: CatalogQuery, after: CatalogKey | None, limit: int
    ) -> list[tuple[Minigame, int]]:
        """As ``MinigameRepository.catalog``."""
        ...


@dataclass(frozen=True, slots=True)
class GameReaders:
    leaderboards: LeaderboardReader
    catalog: CatalogReader


class GameRepositories(Protocol):
    @property
    def templates(self) -> TemplateRepository: ...

    @property
    def minigames(self) -> MinigameRepository: ...

    @property
    def leaderboards(self) -> LeaderboardRepository: ...

    @property
    def entries(self) -> EntryRepository: ...

    @property
    def matches(self) -> MatchRepository: ...
