"""Leaderboards: create, read, change, delete (docs/games.md, "Leaderboards")."""

from __future__ import annotations

from dataclasses import dataclass, replace

from application.games.access import GameAccess, require_editor
from application.games.ports import CronSchedules
from application.identity.principal import Principal
from application.ports import Clock, IdGenerator, UnitOfWork, UnitOfWorkFactory
from application.shared import cursors
from application.shared.page import Page
from domain.games.errors import LeaderboardNotFound, MinigameNotFound, StaleRevision
from domain.games.leaderboard import Leaderboard, Operator, Order, Submitters, check_board
from domain.games.nodes import GAMES_CREATE, GAMES_MANAGE, GAMES_READ
from domain.shared.pagination import LimitRule

LIST_LIMIT = LimitRule(default=50, maximum=200)


@dataclass(frozen=True, slots=True)
class BoardDraft:
    name: str
    order: Order = Order.DESC
    operator: Operator = Operator.BEST
    minigame_id: str | None = None
    submitters: Submitters = Submitters.NETWORK
    reset_schedule: str | None = None


@dataclass(frozen=True, slots=True)
class BoardChanges:
    name: str
    submitters: Submitters
    reset_schedule: str | None = None
    """A new schedule starts its periods at once; entries of the old ones stay archived."""


class Leaderboards:
    def __init__(
        self,
        uow: UnitOfWorkFactory,
        access: GameAccess,
        schedules: CronSchedules,
        clock: Clock,
        ids: IdGenerator,
    ) -> None:
        self._uow = uow
        self._access = access
        self._schedules = schedules
        self._clock = clock
        self._ids = ids

    def _schedule(self, expression: str | None) -> str | None:
        return None if expression is None else self._schedules.check(expression)

    async def create(self, principal: Principal, draft: BoardDraft) -> Leaderboard:
        """A board of a minigame: its owner or an editor, with games:create. A board of no
        minigame: games:manage."""
        name = check_board(
            draft.name, draft.operator, draft.submitters, draft.minigame_id is not None
        )
        now = self._clock.now()
        board = Leaderboard(
            self._ids.new_object_id(),
            name,
            draft.order,
            draft.operator,
            draft.minigame_id,
            draft.submitters,
            self._schedule(draft.reset_schedule),
            principal.user_id,
            1,
            now,
            now,
        )
        async with self._uow() as uow:
            await self._may_manage(uow, principal, board)
            await uow.games.leaderboards.add(board)
            await uow.commit()
        return board

    async def get(self, principal: Principal, board_id: str) -> Leaderboard:
        """Boards are public to everyone with games:read."""
        await self._access.require(principal, GAMES_READ)
        async with self._uow() as uow:
            board = await uow.games.leaderboards.get(board_id)
        if board is None:
            raise LeaderboardNotFound()
        return board

    async def page(
        self,
        principal: Principal,
        minigame_id: str | None,
        limit: int | None,
        cursor: str | None,
    ) -> Page[Leaderboard]:
        await self._access.require(principal, GAMES_READ)
        size = LIST_LIMIT.apply(limit)
        before = cursors.object_id(cursors.decode(cursor, 1)[0]) if cursor else None
        async with self._uow() as uow:
            items = await uow.games.leaderboards.page(minigame_id, before, size + 1)
        more = len(items) > size
        items = items[:size]
        return Page(items, cursors.encode(items[-1].id) if more else None)

    async def replace(
        self, principal: Principal, board_id: str, changes: BoardChanges, expected: int | None
    ) -> Leaderboard:
        """Name and submitters; order and operator are fixed when the board is made."""
        async with self._uow() as uow:
            board = await self._locked(uow, board_id)
            await self._may_manage(uow, principal, board)
            if expected is not None and expected != board.revision:
                raise StaleRevision()
            name = check_board(
                changes.name, board.operator, changes.submitters, board.minigame_id is not None
            )
            changed = replace(
                board,
                name=name,
                submitters=changes.submitters,
                reset_schedule=self._schedule(changes.reset_schedule),
                revision=board.revision + 1,
                updated_at=self._clock.now(),
            )
            await uow.games.leaderboards.update(changed)
            await uow.commit()
        return changed

    async def delete(self, principal: Principal, board_id: str, expected: int | None) -> None:
        async with self._uow() as uow:
            board = await self._locked(uow, board_id)
            await self._may_manage(uow, principal, board)
            if expected is not None and expected != board.revision:
                raise StaleRevision()
            await uow.games.leaderboards.delete(board_id)
            await uow.commit()

    @staticmethod
    async def _locked(uow: UnitOfWork, board_id: str) -> Leaderboard:
        board = await uow.games.leaderboards.get(board_id, lock=True)
        if board is None:
            raise LeaderboardNotFound()
        return board

    async def _may_manage(self, uow: UnitOfWork, principal: Principal, board: Leaderboard) -> None:
        if board.minigame_id is None:
            await self._access.require(principal, GAMES_MANAGE)
            return
        await self._access.require(principal, GAMES_CREATE)
        minigame = await uow.games.minigames.get(board.minigame_id)
        if minigame is None:
            raise MinigameNotFound()
        if minigame.owner_id == principal.user_id:
            return
        template = await uow.games.templates.get(minigame.template_id)
        role = await self._access.role(uow, principal, template) if template else None
        if role is None:
            raise MinigameNotFound()
        require_editor(role)
