"""Running one state-machine action on a pair of users.

Every write about a pair runs through ``PairWriter.run``: one transaction that locks the
pair, loads what is stored between the two users (``Pair``), lets a pure function of
``domain.social.friendship`` decide the ``Change``, writes it, commits, and only then raises
``change.refusal`` (so a refused action keeps the repair of stale data it made). The
cached friend counts of both users are dropped after every such write, and the social stream
hears what changed (``application/social/pair_events.py``).
"""

from __future__ import annotations

import math
from collections.abc import Awaitable, Callable
from uuid import UUID

from application.permissions.access import AccessControl
from application.ports import IdGenerator, UnitOfWork, UnitOfWorkFactory
from application.social.counts import FriendCountsCache
from application.social.pair_events import PairEvents
from domain.permissions.quantity import Dimension
from domain.social.friendship import Caps, Change, Pair
from domain.social.nodes import FRIENDS_MAX
from domain.social.notifications import Notification, friend_accepted

Decide = Callable[[UnitOfWork, Pair], Awaitable[Change]]


async def load_pair(uow: UnitOfWork, a: UUID, b: UUID) -> Pair:
    social = uow.social
    await social.links.lock_pair(a, b)
    return Pair(
        a=a,
        b=b,
        links=tuple(await social.links.between(a, b)),
        blocks=tuple(await social.blocks.between(a, b)),
        requests=tuple(await social.requests.pending_between(a, b)),
    )


async def apply(
    uow: UnitOfWork, pair: Pair, change: Change, ids: IdGenerator
) -> list[Notification]:
    """Write ``change``; the notifications it stored."""
    social = uow.social
    if change.remove_links:
        await social.links.remove_between(pair.a, pair.b)
    if change.add_links:
        await social.links.add(change.add_links)
    if change.update_link is not None:
        await social.links.update(change.update_link)
    for request in change.close_requests:  # before create: frees the pending slot
        await social.requests.close(request)
    if change.create_request is not None:
        await social.requests.add(change.create_request)
    if change.add_block is not None:
        await social.blocks.add(change.add_block)
    if change.remove_block is not None:
        await social.blocks.remove(change.remove_block.blocker_id, change.remove_block.blocked_id)
    accepted = change.notify_accepted
    if accepted is not None:
        notification = friend_accepted(
            ids.new_object_id(),
            accepted.sender_id,
            accepted.recipient_id,
            accepted.id,
            accepted.closed_at or accepted.created_at,
        )
        await social.notifications.add(notification)
        return [notification]
    return []


class PairWriter:
    def __init__(
        self,
        uow: UnitOfWorkFactory,
        ids: IdGenerator,
        counts: FriendCountsCache,
        events: PairEvents,
    ) -> None:
        self._uow = uow
        self._ids = ids
        self._counts = counts
        self._events = events

    async def run(self, a: UUID, b: UUID, decide: Decide) -> Change:
        async with self._uow() as uow:
            pair = await load_pair(uow, a, b)
            change = await decide(uow, pair)
            notifications = await apply(uow, pair, change, self._ids)
            await uow.commit()
        await self._counts.changed(a, b)
        await self._events.announce(pair, change, notifications)
        if change.refusal is not None:
            raise change.refusal
        return change


class FriendLimits:
    """``social:friends.max`` of a user: the largest count granted, else the default."""

    def __init__(self, access: AccessControl, default: int) -> None:
        self._access = access
        self._default = default

    async def of(self, user_id: UUID) -> int:
        value = await self._access.quantity(user_id, FRIENDS_MAX, Dimension.COUNT)
        return self._default if value is None else math.floor(value)

    async def caps(self, uow: UnitOfWork, actor: UUID, other: UUID) -> Caps:
        return Caps(
            actor_friends=await uow.social.links.count(actor),
            actor_max=await self.of(actor),
            other_friends=await uow.social.links.count(other),
            other_max=await self.of(other),
        )
