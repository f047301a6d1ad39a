"""Friends lists and the caller's friend links (docs/social.md, "Friends")."""

from __future__ import annotations

from uuid import UUID

from application.identity.ports import UserReader
from application.identity.principal import Principal
from application.permissions.access import AccessControl
from application.ports import Clock, UnitOfWork
from application.shared import cursors
from application.social.counts import FriendCountsCache
from application.social.pairs import PairWriter
from application.social.ports import FriendCursor, FriendListReader
from application.social.repairs import LinkRepairs
from application.social.views import FriendsPage, FriendView, friend_view
from domain.identity.errors import UserNotFound
from domain.identity.nodes import USER_VIEW
from domain.profile.presence import ONLINE_WINDOW
from domain.shared.pagination import LimitRule
from domain.social import friendship
from domain.social.errors import NotFriends
from domain.social.friendship import Change, Pair
from domain.social.links import Visibility
from domain.social.nodes import FRIENDS_EDIT, FRIENDS_READ

FRIENDS_LIMIT = LimitRule(default=50, maximum=200)
REGIONAL, ALL = "r", "a"


class Friends:
    def __init__(
        self,
        writer: PairWriter,
        reader: FriendListReader,
        users: UserReader,
        counts: FriendCountsCache,
        access: AccessControl,
        repairs: LinkRepairs,
        clock: Clock,
        regions: tuple[str, ...] = (),
    ) -> None:
        self._writer = writer
        self._reader = reader
        self._users = users
        self._counts = counts
        self._access = access
        self._repairs = repairs
        self._clock = clock
        self._regional = bool(regions)

    async def require_view(self, principal: Principal, owner: UUID) -> None:
        """social:friends.read; another user's lists also need admin:user:view."""
        await self._access.require(principal, FRIENDS_READ)
        if owner != principal.user_id:
            await self._access.require(principal, USER_VIEW)
            if await self._users.get(owner) is None:
                raise UserNotFound()

    async def page(
        self, principal: Principal, owner: UUID, limit: int | None, cursor: str | None
    ) -> FriendsPage:
        """One page of ``owner``'s friends with counts. No write: a one-way link seen here
        is repaired by a task scheduled outside this read."""
        await self.require_view(principal, owner)
        limit = FRIENDS_LIMIT.apply(limit)
        mode, after = self._decode(cursor)
        now = self._clock.now()
        since = now - ONLINE_WINDOW
        counts = await self._counts.counts(owner, mode == REGIONAL, since)
        if mode == REGIONAL and after is None and counts.total == 0:
            mode = ALL  # an empty region-scoped list is read again unscoped
            counts = await self._counts.counts(owner, False, since)
        rows = await self._reader.page(owner, after, limit + 1, mode == REGIONAL, since)
        if counts.one_way or any(r.their_visibility is None for r in rows):
            self._repairs.schedule(owner)
        more, rows = len(rows) > limit, rows[:limit]
        last = rows[-1].link if rows else None
        next_cursor = (
            cursors.encode(mode, cursors.millis_text(last.accepted_at), last.friend_id.hex)
            if more and last
            else None
        )
        return FriendsPage([friend_view(r, now) for r in rows], counts, next_cursor)

    def _decode(self, cursor: str | None) -> tuple[str, FriendCursor | None]:
        if cursor is None:
            return (REGIONAL if self._regional else ALL), None
        mode, accepted, friend = cursors.decode(cursor, 3)
        if mode not in (REGIONAL, ALL):
            raise cursors.invalid()
        return mode, FriendCursor(cursors.millis(accepted), cursors.uuid(friend))

    async def one(self, owner: UUID, friend: UUID) -> FriendView:
        row = await self._reader.one(owner, friend)
        if row is None:
            raise NotFriends()
        return friend_view(row, self._clock.now())

    async def edit(
        self,
        principal: Principal,
        friend: UUID,
        *,
        favorite: bool | None = None,
        visibility: Visibility | None = None,
        note: str | None = None,
        clear_note: bool = False,
    ) -> FriendView:
        """Change the caller's own side only (PATCH)."""
        await self._access.require(principal, FRIENDS_EDIT)
        me = principal.user_id

        async def decide(_: UnitOfWork, pair: Pair) -> Change:
            return friendship.edit(
                pair,
                me,
                self._clock.now(),
                favorite=favorite,
                visibility=visibility,
                note=note,
                clear_note=clear_note,
            )

        await self._writer.run(me, friend, decide)
        return await self.one(me, friend)

    async def remove(self, principal: Principal, friend: UUID) -> None:
        """Both directions (DELETE)."""
        await self._access.require(principal, FRIENDS_EDIT)
        me = principal.user_id

        async def decide(_: UnitOfWork, pair: Pair) -> Change:
            return friendship.unfriend(pair, me, self._clock.now())

        await self._writer.run(me, friend, decide)
