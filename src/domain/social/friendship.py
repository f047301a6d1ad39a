"""The friendship state machine, as pure functions over what is stored between two users.

Each function takes a ``Pair`` (the links, blocks and pending requests between two users, as
one transaction read them) and returns a ``Change``: the writes that carry out the action.
The application applies a change in the same transaction and raises ``change.refusal``, if
any, after committing it (so a refused request still repairs stale data). Every change
keeps these invariants for the pair:

- friendship is symmetric: both links exist, or neither;
- a blocked pair is not friends and has no pending request;
- friends have no pending request between them;
- at most one pending request per direction (crossing requests become a friendship).

Stale data breaking them (a one-way link left by an older system) is repaired by
``reconcile``, which every action runs first.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from datetime import datetime
from uuid import UUID

from domain.shared.errors import DomainError
from domain.social.blocks import Block, check_block_target
from domain.social.errors import (
    AlreadyFriends,
    BlockNotFound,
    FriendLimitReached,
    NotFriends,
    NotRecipient,
    OtherFriendLimitReached,
    RequestNotFound,
    RequestPending,
    RequestsRefused,
    SelfRequest,
    YouBlocked,
)
from domain.social.links import FriendLink, Visibility
from domain.social.requests import FriendRequest, RequestStatus


@dataclass(frozen=True, slots=True)
class Pair:
    """What is stored between users ``a`` and ``b``."""

    a: UUID
    b: UUID
    links: tuple[FriendLink, ...] = ()
    blocks: tuple[Block, ...] = ()
    requests: tuple[FriendRequest, ...] = ()  # stored as pending (possibly expired)

    def link(self, owner: UUID) -> FriendLink | None:
        return next((x for x in self.links if x.owner_id == owner), None)

    @property
    def friends(self) -> bool:
        """Either direction counts: a one-way link is a friendship missing its other half."""
        return bool(self.links)

    def blocked_by(self, user: UUID) -> bool:
        return any(b.blocker_id == user for b in self.blocks)

    def open_request(self, sender: UUID, now: datetime) -> FriendRequest | None:
        return next((r for r in self.requests if r.sender_id == sender and r.is_open(now)), None)


@dataclass(frozen=True, slots=True)
class Caps:
    """Friend counts and limits of the acting user and of the other user."""

    actor_friends: int
    actor_max: int
    other_friends: int
    other_max: int

    def check(self) -> None:
        if self.actor_friends >= self.actor_max:
            raise FriendLimitReached(f"you reached your limit of {self.actor_max} friends")
        if self.other_friends >= self.other_max:
            raise OtherFriendLimitReached()


@dataclass(frozen=True, slots=True)
class Change:
    remove_links: bool = False
    add_links: tuple[FriendLink, ...] = ()  # inserted unless that direction exists
    update_link: FriendLink | None = None
    close_requests: tuple[FriendRequest, ...] = ()  # with their new status
    create_request: FriendRequest | None = None
    add_block: Block | None = None
    remove_block: Block | None = None
    notify_accepted: FriendRequest | None = None  # tell its sender it was accepted
    result: FriendRequest | None = None  # the request the caller acted on
    refusal: DomainError | None = field(default=None, compare=False)

    @property
    def empty(self) -> bool:
        return self == Change()

    def then(self, other: Change) -> Change:
        """This change followed by ``other`` (``other`` wins where both set one thing)."""
        return Change(
            remove_links=self.remove_links or other.remove_links,
            add_links=(*self.add_links, *other.add_links),
            update_link=other.update_link or self.update_link,
            close_requests=_merge(self.close_requests, other.close_requests),
            create_request=other.create_request or self.create_request,
            add_block=other.add_block or self.add_block,
            remove_block=other.remove_block or self.remove_block,
            notify_accepted=other.notify_accepted or self.notify_accepted,
            result=other.result or self.result,
            refusal=other.refusal or self.refusal,
        )


def _merge(
    first: tuple[FriendRequest, ...], second: tuple[FriendRequest, ...]
) -> tuple[FriendRequest, ...]:
    later = {r.id for r in second}
    return (*(r for r in first if r.id not in later), *second)


def _refuse(repair: Change, error: DomainError) -> Change:
    """Refuse, keeping the repair of stale data when there is one."""
    if repair.empty:
        raise error
    return replace(repair, refusal=error)


def _closing_status(request: FriendRequest, actor: UUID, now: datetime) -> RequestStatus:
    if request.effective_status(now) is RequestStatus.EXPIRED:
        return RequestStatus.EXPIRED
    return RequestStatus.CANCELLED if request.sender_id == actor else RequestStatus.DECLINED


def reconcile(pair: Pair, now: datetime) -> Change:
    """Repair stale data: one-way links, links or requests of a blocked pair, requests
    between friends. Empty when the pair already keeps every invariant."""
    if pair.blocks:
        blocker = pair.blocks[0].blocker_id
        closing = tuple(r.closed(_closing_status(r, blocker, now), now) for r in pair.requests)
        return Change(remove_links=bool(pair.links), close_requests=closing)
    if not pair.links:
        return Change()
    missing = tuple(x.reverse() for x in pair.links if pair.link(x.friend_id) is None)
    closing = tuple(
        r.closed(RequestStatus.ACCEPTED if r.is_open(now) else RequestStatus.EXPIRED, now)
        for r in pair.requests
    )
    return Change(add_links=missing, close_requests=closing)


def send(
    pair: Pair,
    sender: UUID,
    recipient: UUID,
    *,
    note: str | None,
    recipient_accepts: bool,
    caps: Caps,
    now: datetime,
    new_id: str,
) -> Change:
    """Ask ``recipient`` to be friends; a request crossing one from ``recipient`` accepts it."""
    if sender == recipient:
        raise SelfRequest()
    repair = reconcile(pair, now)
    if pair.blocked_by(sender):
        return _refuse(repair, YouBlocked())
    if pair.blocks:
        return _refuse(repair, RequestsRefused())
    if pair.friends:
        return _refuse(repair, AlreadyFriends())
    if pair.open_request(sender, now) is not None:
        raise RequestPending()
    crossing = pair.open_request(recipient, now)
    if crossing is not None:
        return accept(pair, crossing, sender, caps=caps, now=now)
    if not recipient_accepts:
        raise RequestsRefused()
    caps.check()
    superseded = tuple(
        r.closed(RequestStatus.EXPIRED, now) for r in pair.requests if r.sender_id == sender
    )
    request = FriendRequest.new(new_id, sender, recipient, note, now)
    return Change(close_requests=superseded, create_request=request, result=request)


def accept(pair: Pair, request: FriendRequest, actor: UUID, *, caps: Caps, now: datetime) -> Change:
    """The recipient accepts: both links, the request (and any crossing one) accepted, and
    the sender notified. Accepting an accepted request again changes nothing."""
    if not request.involves(actor):
        raise RequestNotFound()
    if actor != request.recipient_id:
        raise NotRecipient()
    repair = reconcile(pair, now)
    if request.status is RequestStatus.ACCEPTED and pair.friends:
        return replace(repair, result=request)
    request.require_open(now)
    if pair.blocked_by(actor):
        return _refuse(repair, YouBlocked())
    if pair.blocks:
        return _refuse(repair, RequestsRefused())
    accepted = request.closed(RequestStatus.ACCEPTED, now)
    if pair.friends:  # a request left pending between friends: settle it quietly
        return repair.then(Change(close_requests=(accepted,), result=accepted))
    caps.check()
    others = tuple(
        r.closed(RequestStatus.ACCEPTED if r.is_open(now) else RequestStatus.EXPIRED, now)
        for r in pair.requests
        if r.id != request.id
    )
    sender = request.sender_id
    return Change(
        add_links=(
            FriendLink(sender, actor, request.created_at, now, now),
            FriendLink(actor, sender, request.created_at, now, now),
        ),
        close_requests=(accepted, *others),
        notify_accepted=accepted,
        result=accepted,
    )


def decline(request: FriendRequest, actor: UUID, now: datetime) -> Change:
    """Either party declines: the request is ``declined``."""
    if not request.involves(actor):
        raise RequestNotFound()
    request.require_open(now)
    declined = request.closed(RequestStatus.DECLINED, now)
    return Change(close_requests=(declined,), result=declined)


def withdraw(request: FriendRequest, actor: UUID, now: datetime) -> Change:
    """DELETE: the sender cancels, the recipient declines."""
    if not request.involves(actor):
        raise RequestNotFound()
    request.require_open(now)
    closed = request.closed(_closing_status(request, actor, now), now)
    return Change(close_requests=(closed,), result=closed)


def block(pair: Pair, blocker: UUID, blocked: UUID, now: datetime) -> Change:
    """Blocking ends the friendship and closes pending requests both ways. Idempotent."""
    check_block_target(blocker, blocked)
    closing = tuple(r.closed(_closing_status(r, blocker, now), now) for r in pair.requests)
    new_block = None if pair.blocked_by(blocker) else Block(blocker, blocked, now)
    return Change(remove_links=bool(pair.links), close_requests=closing, add_block=new_block)


def unblock(pair: Pair, blocker: UUID) -> Change:
    """Removes the block only; a friendship ended by it stays ended."""
    existing = next((b for b in pair.blocks if b.blocker_id == blocker), None)
    if existing is None:
        raise BlockNotFound()
    return Change(remove_block=existing)


def unfriend(pair: Pair, actor: UUID, now: datetime) -> Change:
    """Remove the friendship in both directions."""
    repair = reconcile(pair, now)
    if not pair.friends or pair.blocks:
        return _refuse(repair, NotFriends())
    return Change(remove_links=True, close_requests=repair.close_requests)


def edit(
    pair: Pair,
    actor: UUID,
    now: datetime,
    *,
    favorite: bool | None = None,
    visibility: Visibility | None = None,
    note: str | None = None,
    clear_note: bool = False,
) -> Change:
    """Change the actor's own side of the friendship (repairing a missing side first)."""
    repair = reconcile(pair, now)
    if not pair.friends or pair.blocks:
        return _refuse(repair, NotFriends())
    mine = pair.link(actor) or next(x for x in repair.add_links if x.owner_id == actor)
    updated = mine.edited(now, favorite, visibility, note, clear_note)
    return repair.then(Change(update_link=updated))
