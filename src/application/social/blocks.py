"""Blocks (docs/social.md, "Blocks and reports"): blocking ends the friendship and pending
requests."""

from __future__ import annotations

from uuid import UUID

from application.identity.ports import UserReader
from application.identity.principal import Principal
from application.permissions.access import AccessControl
from application.ports import Clock, UnitOfWork
from application.shared import cursors
from application.shared.page import Page
from application.social.pairs import PairWriter
from application.social.ports import BlockListReader, BlockRow
from domain.identity.errors import UserNotFound
from domain.shared.pagination import LimitRule
from domain.social import friendship
from domain.social.blocks import Block, check_block_target
from domain.social.friendship import Change, Pair
from domain.social.nodes import FRIENDS_EDIT

BLOCKS_LIMIT = LimitRule(default=50, maximum=200)


class Blocks:
    def __init__(
        self,
        writer: PairWriter,
        reader: BlockListReader,
        users: UserReader,
        access: AccessControl,
        clock: Clock,
    ) -> None:
        self._writer = writer
        self._reader = reader
        self._users = users
        self._access = access
        self._clock = clock

    async def page(
        self, principal: Principal, limit: int | None, cursor: str | None
    ) -> Page[BlockRow]:
        await self._access.require(principal, FRIENDS_EDIT)
        limit = BLOCKS_LIMIT.apply(limit)
        after = None
        if cursor is not None:
            at, blocked = cursors.decode(cursor, 2)
            after = (cursors.millis(at), cursors.uuid(blocked))
        rows = await self._reader.page(principal.user_id, after, limit + 1)
        more, rows = len(rows) > limit, rows[:limit]
        last = rows[-1].block if rows else None
        next_cursor = (
            cursors.encode(cursors.millis_text(last.created_at), last.blocked_id.hex)
            if more and last
            else None
        )
        return Page(rows, next_cursor)

    async def block(self, principal: Principal, target: UUID) -> BlockRow:
        """Idempotent: blocking again returns the existing block."""
        await self._access.require(principal, FRIENDS_EDIT)
        me = principal.user_id
        check_block_target(me, target)
        user = await self._users.get(target)
        if user is None:
            raise UserNotFound("no user has this targetId")
        existing: list[Block] = []

        async def decide(_: UnitOfWork, pair: Pair) -> Change:
            existing.extend(b for b in pair.blocks if b.blocker_id == me)
            return friendship.block(pair, me, target, self._clock.now())

        change = await self._writer.run(me, target, decide)
        return BlockRow(change.add_block or existing[0], user.name)

    async def unblock(self, principal: Principal, target: UUID) -> None:
        await self._access.require(principal, FRIENDS_EDIT)
        me = principal.user_id

        async def decide(_: UnitOfWork, pair: Pair) -> Change:
            return friendship.unblock(pair, me)

        await self._writer.run(me, target, decide)
