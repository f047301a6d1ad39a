"""Friend requests: send, accept, decline, withdraw, list (docs/social.md, "Friend requests")."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from uuid import UUID

from application.identity.ports import UserReader
from application.identity.principal import Principal
from application.permissions.access import AccessControl
from application.ports import Clock, IdGenerator, UnitOfWork, UnitOfWorkFactory
from application.shared import cursors
from application.shared.page import Page
from application.shared.rate_limits import RateLimits
from application.social.friends import Friends
from application.social.pairs import FriendLimits, PairWriter
from application.social.ports import Direction, RequestListReader, RequestRow
from application.social.views import FriendView, RequestView, request_view
from domain.identity.errors import UserNotFound
from domain.identity.user import validate_user_name
from domain.shared.pagination import LimitRule
from domain.social import friendship
from domain.social.errors import RequestNotFound, SelfRequest
from domain.social.friendship import Change, Pair
from domain.social.links import validate_note
from domain.social.nodes import FRIENDS_EDIT, FRIENDS_WRITE
from domain.social.requests import FriendRequest, RequestStatus

REQUESTS_LIMIT = LimitRule(default=50, maximum=200)
REGIONAL, ALL = "r", "a"
CloseRule = Callable[[FriendRequest, UUID, datetime], Change]


@dataclass(frozen=True, slots=True)
class RequestOutcome:
    request: RequestView
    friend: FriendView | None  # set when the request is accepted: the new friend


class FriendRequests:
    def __init__(
        self,
        uow: UnitOfWorkFactory,
        writer: PairWriter,
        reader: RequestListReader,
        users: UserReader,
        access: AccessControl,
        limits: FriendLimits,
        rates: RateLimits,
        friends: Friends,
        clock: Clock,
        ids: IdGenerator,
        regions: tuple[str, ...] = (),
    ) -> None:
        self._uow = uow
        self._writer = writer
        self._reader = reader
        self._users = users
        self._access = access
        self._limits = limits
        self._rates = rates
        self._friends = friends
        self._clock = clock
        self._ids = ids
        self._regional = bool(regions)

    async def send(
        self, principal: Principal, target: UUID, target_name: str, note: str | None
    ) -> RequestOutcome:
        """A new pending request, or the friendship when ``target`` had already asked."""
        await self._access.require(principal, FRIENDS_WRITE)
        validate_user_name(target_name)  # informative only: the stored name is used
        note = validate_note(note)
        me = principal.user_id
        if target == me:
            raise SelfRequest()
        await self._rates.check("friend_request", str(me))
        recipient = await self._users.get(target)
        if recipient is None:
            raise UserNotFound("no user has this targetId")

        async def decide(uow: UnitOfWork, pair: Pair) -> Change:
            return friendship.send(
                pair,
                me,
                target,
                note=note,
                recipient_accepts=recipient.allow_friend_requests,
                caps=await self._limits.caps(uow, me, target),
                now=self._clock.now(),
                new_id=self._ids.new_object_id(),
            )

        return await self._outcome(await self._writer.run(me, target, decide), me)

    async def accept(self, principal: Principal, request_id: str) -> RequestOutcome:
        """The recipient accepts; accepting an accepted request again changes nothing."""
        await self._access.require(principal, FRIENDS_EDIT)
        me = principal.user_id
        found = await self._find(request_id, me)

        async def decide(uow: UnitOfWork, pair: Pair) -> Change:
            request = await self._load(uow, request_id, me)  # as of the pair lock
            caps = await self._limits.caps(uow, me, request.sender_id)
            return friendship.accept(pair, request, me, caps=caps, now=self._clock.now())

        change = await self._writer.run(found.sender_id, found.recipient_id, decide)
        return await self._outcome(change, me)

    async def decline(self, principal: Principal, request_id: str) -> RequestOutcome:
        """POST decline: either party; the request becomes ``declined``."""
        return await self._close(principal, request_id, friendship.decline)

    async def withdraw(self, principal: Principal, request_id: str) -> RequestOutcome:
        """DELETE: cancelled by the sender, declined by the recipient."""
        return await self._close(principal, request_id, friendship.withdraw)

    async def _close(
        self, principal: Principal, request_id: str, rule: CloseRule
    ) -> RequestOutcome:
        await self._access.require(principal, FRIENDS_EDIT)
        me = principal.user_id
        found = await self._find(request_id, me)

        async def decide(uow: UnitOfWork, _: Pair) -> Change:
            return rule(await self._load(uow, request_id, me), me, self._clock.now())

        change = await self._writer.run(found.sender_id, found.recipient_id, decide)
        return await self._outcome(change, me)

    async def _find(self, request_id: str, me: UUID) -> FriendRequest:
        async with self._uow() as uow:
            return await self._load(uow, request_id, me)

    @staticmethod
    async def _load(uow: UnitOfWork, request_id: str, me: UUID) -> FriendRequest:
        request = await uow.social.requests.get(request_id)
        if request is None or not request.involves(me):
            raise RequestNotFound()
        return request

    async def _outcome(self, change: Change, me: UUID) -> RequestOutcome:
        request = change.result
        assert request is not None
        other = request.other(me)
        user = await self._users.get(other)
        friend = None
        if request.status is RequestStatus.ACCEPTED:
            friend = await self._friends.one(me, other)
        row = RequestRow(request, user.name if user else "", user.last_seen_at if user else None)
        return RequestOutcome(request_view(row, me, self._clock.now()), friend)

    async def page(
        self,
        principal: Principal,
        owner: UUID,
        direction: Direction | None,
        limit: int | None,
        cursor: str | None,
    ) -> Page[RequestView]:
        """Open requests, newest first; region-scoped when regions are configured, read
        again unscoped when that first page is empty (docs/decisions.md, "Lists and the hot
        path")."""
        await self._friends.require_view(principal, owner)
        limit = REQUESTS_LIMIT.apply(limit)
        mode, before = self._decode(cursor)
        now = self._clock.now()
        rows = await self._reader.page(owner, direction, before, limit + 1, mode == REGIONAL, now)
        if not rows and mode == REGIONAL and before is None:
            mode = ALL
            rows = await self._reader.page(owner, direction, None, limit + 1, False, now)
        more, rows = len(rows) > limit, rows[:limit]
        next_cursor = cursors.encode(mode, rows[-1].request.id) if more and rows else None
        return Page([request_view(r, owner, now) for r in rows], next_cursor)

    def _decode(self, cursor: str | None) -> tuple[str, str | None]:
        if cursor is None:
            return (REGIONAL if self._regional else ALL), None
        mode, last = cursors.decode(cursor, 2)
        if mode not in (REGIONAL, ALL):
            raise cursors.invalid()
        return mode, cursors.object_id(last)
