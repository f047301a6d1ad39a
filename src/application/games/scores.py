"""Scores on leaderboards: submit, the top, the page around a player, a player's rank
(docs/games.md, "Scores").

A submit runs in one transaction holding the player's entry row (``SELECT ... FOR UPDATE`` on
PostgreSQL, the one writer on SQLite), so concurrent submits for a player apply one after the
other and the stored score is the sequential result. A submission id makes a submit
idempotent: the board records it in the same transaction, and a replay changes nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from uuid import UUID

from application.connect.ports import ServerCredentials
from application.games.access import GameAccess
from application.games.ports import CronSchedules, LeaderboardReader
from application.identity.principal import Principal
from application.ports import Clock, UnitOfWork, UnitOfWorkFactory
from application.shared import cursors
from domain.games.errors import EntryNotFound, LeaderboardNotFound, SubmitRefused
from domain.games.leaderboard import (
    SUBMISSION_ID_MAX,
    Entry,
    Leaderboard,
    SortKey,
    Submission,
    Submitters,
    apply,
    check_submission,
    sort_key,
)
from domain.games.nodes import GAMES_READ
from domain.games.period import NO_PERIOD, Period, period_key
from domain.shared.errors import InvalidInput
from domain.shared.pagination import LimitRule
from domain.shared.time import from_millis, to_millis

TOP_LIMIT = LimitRule(default=50, maximum=200)
AROUND_LIMIT = LimitRule(default=5, maximum=50)
PERIODS_LIMIT = LimitRule(default=20, maximum=100)

Submitter = Principal | ServerCredentials


@dataclass(frozen=True, slots=True)
class Ranked:
    rank: int | None
    """None where it was not counted (a submit that did not ask for it)."""
    entry: Entry


@dataclass(frozen=True, slots=True)
class Submitted:
    ranked: Ranked
    changed: bool
    """False when the score stayed (a ``best`` that was not better, or a replay)."""
    duplicate: bool


@dataclass(frozen=True, slots=True)
class RankPage:
    items: list[Ranked]
    next_cursor: str | None
    period: Period | None
    """The reset period shown (None on a board without resets)."""


@dataclass(frozen=True, slots=True)
class PeriodPage:
    current: Period | None
    starts: list[datetime]
    """Starts of the periods that have scores, newest first (the current one included)."""
    next_cursor: str | None


class Scores:
    def __init__(
        self,
        uow: UnitOfWorkFactory,
        access: GameAccess,
        schedules: CronSchedules,
        clock: Clock,
        reader: LeaderboardReader,
    ) -> None:
        self._uow = uow
        self._reader = reader
        self._access = access
        self._schedules = schedules
        self._clock = clock

    def period(self, board: Leaderboard, moment: datetime) -> Period | None:
        """The reset period holding ``moment``; None on a board without resets."""
        if board.reset_schedule is None:
            return None
        return self._schedules.period(board.reset_schedule, moment)

    def _shown(self, board: Leaderboard, start: datetime | None) -> Period | None:
        """The period that starts at ``start`` (an archived one), else the current one."""
        period = self.period(board, start or self._clock.now())
        if start is not None and (period is None or period.start != start):
            raise InvalidInput("no period of this board starts then", field="period")
        return period

    async def submit(
        self,
        caller: Submitter,
        board_id: str,
        player_id: UUID,
        submission: Submission,
        submission_id: str | None = None,
        *,
        with_rank: bool = False,
    ) -> Submitted:
        """``with_rank``: count the player's rank after the commit (it costs what the entries
        above the player cost to count, so servers that do not show it skip it)."""
        if submission_id is not None and not 1 <= len(submission_id) <= SUBMISSION_ID_MAX:
            raise InvalidInput(f"must be 1..{SUBMISSION_ID_MAX} characters", "submissionId")
        now = self._clock.now()
        async with self._uow() as uow:
            board = await self._board(uow, board_id)
            checked = check_submission(board.operator, submission)
            await self._may_submit(uow, caller, board)
            entries = uow.games.entries
            period = period_key(self.period(board, now))
            duplicate = submission_id is not None and not await entries.claim_submission(
                board.id, submission_id, player_id, to_millis(now)
            )
            current = await entries.get(board, period, player_id, lock=True)
            standing = None
            if not duplicate:
                before = current.standing if current is not None else None
                standing = apply(board.order, board.operator, before, checked, now)
            if standing is not None:
                entry = Entry(board.id, player_id, standing, period)
                if current is None and not await entries.insert(board, entry):
                    # Another submit made the entry first: apply on top of it, in turn.
                    current = await entries.get(board, period, player_id, lock=True)
                    assert current is not None
                    standing = apply(board.order, board.operator, current.standing, checked, now)
                    entry = Entry(board.id, player_id, standing, period) if standing else current
                    if standing is not None:
                        await entries.update(board, entry, current)
                elif current is not None:
                    await entries.update(board, entry, current)
                current = entry
            if current is None:  # a replay of a submission whose entry is gone
                raise EntryNotFound()
            await uow.commit()
        rank = None
        if with_rank:  # right after the commit, off the transaction (the writer is free sooner)
            rank = await self._reader.better_than(board, period, _key(board, current)) + 1
        return Submitted(Ranked(rank, current), standing is not None, duplicate)

    async def top(
        self,
        principal: Principal,
        board_id: str,
        limit: int | None,
        cursor: str | None,
        period_start: datetime | None = None,
    ) -> RankPage:
        """Best first, of the current period or of the archived one starting at
        ``period_start``; the cursor carries the last key and its rank."""
        await self._access.require(principal, GAMES_READ)
        size = TOP_LIMIT.apply(limit)
        after, rank = _decode(cursor) if cursor else (None, 0)
        board = await self._reader.board(board_id)  # the fast read path: no transaction
        if board is None:
            raise LeaderboardNotFound()
        shown = self._shown(board, period_start)
        found = await self._reader.ranked(board, period_key(shown), after, size + 1)
        items = [Ranked(rank + i + 1, e) for i, e in enumerate(found[:size])]
        next_cursor = None
        if len(found) > size:
            next_cursor = _encode(_key(board, items[-1].entry), rank + size)
        return RankPage(items, next_cursor, shown)

    async def around(
        self,
        principal: Principal,
        board_id: str,
        player_id: UUID,
        span: int | None,
        period_start: datetime | None = None,
    ) -> list[Ranked]:
        """The player's entry with up to ``span`` entries above and below it."""
        await self._access.require(principal, GAMES_READ)
        count = AROUND_LIMIT.apply(span) if span != 0 else 0
        reader = self._reader  # the fast read path: no transaction
        board = await reader.board(board_id)
        if board is None:
            raise LeaderboardNotFound()
        period = period_key(self._shown(board, period_start))
        own = await reader.entry(board, period, player_id)
        if own is None:
            raise EntryNotFound()
        key = _key(board, own)
        rank = await reader.better_than(board, period, key) + 1
        above = await reader.ranked(board, period, key, count, reverse=True) if count else []
        below = await reader.ranked(board, period, key, count) if count else []
        ranked = [Ranked(rank - i - 1, e) for i, e in enumerate(above)][::-1]
        ranked.append(Ranked(rank, own))
        ranked += [Ranked(rank + i + 1, e) for i, e in enumerate(below)]
        return ranked

    async def periods(
        self, principal: Principal, board_id: str, limit: int | None, cursor: str | None
    ) -> PeriodPage:
        """The current period and the starts of those with scores (the archive)."""
        await self._access.require(principal, GAMES_READ)
        size = PERIODS_LIMIT.apply(limit)
        before = None
        if cursor:
            text = cursors.decode(cursor, 1)[0]
            if not text.isdigit():
                raise cursors.invalid()
            before = int(text)
        async with self._uow() as uow:
            board = await self._board(uow, board_id)
            found = await uow.games.entries.periods(board, before, size + 1)
        current = self.period(board, self._clock.now())
        keys = [k for k in found[:size] if k != NO_PERIOD]
        more = len(found) > size
        return PeriodPage(
            current,
            [from_millis(k) for k in keys],
            cursors.encode(str(found[size - 1])) if more else None,
        )

    @staticmethod
    async def _board(uow: UnitOfWork, board_id: str) -> Leaderboard:
        board = await uow.games.leaderboards.get(board_id)
        if board is None:
            raise LeaderboardNotFound()
        return board

    async def _may_submit(self, uow: UnitOfWork, caller: Submitter, board: Leaderboard) -> None:
        if isinstance(caller, Principal):
            if not await self._access.is_admin(caller):
                raise SubmitRefused()
            return
        if board.submitters is not Submitters.NETWORK or board.minigame_id is None:
            raise SubmitRefused()
        minigame = await uow.games.minigames.get(board.minigame_id)
        if (
            minigame is None
            or minigame.network_id is None
            or caller.network_id != minigame.network_id
        ):
            raise SubmitRefused()


def _key(board: Leaderboard, entry: Entry) -> SortKey:
    return sort_key(board.order, entry.player_id, entry.standing)


def _encode(key: SortKey, rank: int) -> str:
    return cursors.encode(*(str(part) for part in key), str(rank))


def _decode(cursor: str) -> tuple[SortKey, int]:
    score, subscore, achieved, player, rank = cursors.decode(cursor, 5)
    try:
        key: SortKey = (int(score), int(subscore), int(achieved), cursors.uuid(player).hex)
        return key, int(rank)
    except ValueError:
        raise cursors.invalid() from None
