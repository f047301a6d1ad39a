"""The friendship state machine keeps its invariants under any sequence of actions.

A small world of four users is driven through requests, accepts, declines, withdrawals,
blocks, unblocks, removals, edits, the passing of time (expiry), and corruption (one
direction of a friendship deleted behind the rules' back, as an older system might have
left it). After every step, for every pair not left corrupted:

- friendship is symmetric;
- a blocked pair is not friends and has no pending request;
- friends have no pending request between them;
and always: at most one pending request per direction, nobody above the friends limit.
Every action that returns a change (rather than refusing outright) leaves its pair
consistent, corrupted or not: that is the reconciliation of stale data (docs/decisions.md,
"A refused action keeps its repair").
"""

from __future__ import annotations

import uuid
from datetime import UTC, datetime, timedelta
from itertools import combinations, count

from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

from domain.shared.errors import DomainError
from domain.social import friendship
from domain.social.blocks import Block
from domain.social.friendship import Caps, Change, Pair
from domain.social.links import FriendLink, Visibility
from domain.social.requests import FriendRequest, RequestStatus

USERS = [uuid.UUID(int=i) for i in range(1, 5)]
MAX_FRIENDS = 1
users = st.sampled_from(USERS)


class World:
    """What a database would hold, as plain dictionaries."""

    def __init__(self) -> None:
        self.links: dict[tuple[uuid.UUID, uuid.UUID], FriendLink] = {}
        self.blocks: dict[tuple[uuid.UUID, uuid.UUID], Block] = {}
        self.requests: dict[str, FriendRequest] = {}

    def pair(self, a: uuid.UUID, b: uuid.UUID) -> Pair:
        return Pair(
            a,
            b,
            links=tuple(self.links[k] for k in ((a, b), (b, a)) if k in self.links),
            blocks=tuple(self.blocks[k] for k in ((a, b), (b, a)) if k in self.blocks),
            requests=tuple(
                r
                for r in sorted(self.requests.values(), key=lambda r: r.id)
                if r.status is RequestStatus.PENDING and {r.sender_id, r.recipient_id} == {a, b}
            ),
        )

    def apply(self, pair: Pair, change: Change) -> None:
        """What application.social.pairs.apply does to the repositories."""
        if change.remove_links:
            self.links.pop((pair.a, pair.b), None)
            self.links.pop((pair.b, pair.a), None)
        for link in change.add_links:
            self.links.setdefault((link.owner_id, link.friend_id), link)
        if change.update_link is not None:
            key = (change.update_link.owner_id, change.update_link.friend_id)
            assert key in self.links
            self.links[key] = change.update_link
        for closed in change.close_requests:
            if self.requests[closed.id].status is RequestStatus.PENDING:
                self.requests[closed.id] = closed
        if change.create_request is not None:
            self.requests[change.create_request.id] = change.create_request
        if change.add_block is not None:
            b = change.add_block
            self.blocks.setdefault((b.blocker_id, b.blocked_id), b)
        if change.remove_block is not None:
            del self.blocks[(change.remove_block.blocker_id, change.remove_block.blocked_id)]

    def friends_of(self, user: uuid.UUID) -> int:
        """As the repositories count: users linked to or from ``user``."""
        return len(
            {f for o, f in self.links if o == user} | {o for o, f in self.links if f == user}
        )

    def caps(self, actor: uuid.UUID, other: uuid.UUID) -> Caps:
        return Caps(self.friends_of(actor), MAX_FRIENDS, self.friends_of(other), MAX_FRIENDS)

    def consistency_errors(self, a: uuid.UUID, b: uuid.UUID, now: datetime) -> list[str]:
        pair = self.pair(a, b)
        errors = []
        if len(pair.links) == 1:
            errors.append("one-way friendship")
        if pair.blocks and (pair.links or pair.requests):
            errors.append("blocked pair is friends or has a pending request")
        if pair.links and pair.requests:
            errors.append("friends with a pending request")
        return errors


class FriendshipMachine(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.world = World()
        self.now = datetime(2026, 11, 22, tzinfo=UTC)
        self.ids = count(1)
        self.corrupted: set[frozenset[uuid.UUID]] = set()

    def act(self, a: uuid.UUID, b: uuid.UUID, decide) -> None:  # type: ignore[no-untyped-def]
        """Run one action the way the application does; a change must settle the pair."""
        pair = self.world.pair(a, b)
        try:
            change = decide(pair)
        except DomainError:
            return
        self.world.apply(pair, change)
        assert self.world.consistency_errors(a, b, self.now) == []
        self.corrupted.discard(frozenset((a, b)))

    def request_ids(self) -> list[str]:
        return sorted(self.world.requests)

    @rule(sender=users, recipient=users, accepts=st.booleans(), note=st.none() | st.just("hi"))
    def send(
        self, sender: uuid.UUID, recipient: uuid.UUID, accepts: bool, note: str | None
    ) -> None:
        new_id = f"{next(self.ids):024x}"
        caps = self.world.caps(sender, recipient)

        def decide(pair: Pair) -> Change:
            change = friendship.send(
                pair,
                sender,
                recipient,
                note=note,
                recipient_accepts=accepts,
                caps=caps,
                now=self.now,
                new_id=new_id,
            )
            if change.create_request is not None:  # never at either side's limit
                assert caps.actor_friends < MAX_FRIENDS and caps.other_friends < MAX_FRIENDS
            return change

        self.act(sender, recipient, decide)

    @rule(sender=users, recipient=users)
    def befriend(self, sender: uuid.UUID, recipient: uuid.UUID) -> None:
        """A request and its acceptance, so that friendships (and limits) are reached often."""
        self.send(sender, recipient, accepts=True, note=None)
        pending = self.world.pair(sender, recipient).open_request(sender, self.now)
        if pending is not None:
            self.act(
                sender,
                recipient,
                lambda pair: friendship.accept(
                    pair,
                    pending,
                    recipient,
                    caps=self.world.caps(recipient, sender),
                    now=self.now,
                ),
            )

    @rule(sender=users, recipient=users)
    def ask_again_after_expiry(self, sender: uuid.UUID, recipient: uuid.UUID) -> None:
        self.send(sender, recipient, accepts=True, note=None)
        self.time_passes(31)
        self.send(sender, recipient, accepts=True, note=None)

    @precondition(lambda self: self.world.requests)
    @rule(data=st.data(), actor=users)
    def accept(self, data: st.DataObject, actor: uuid.UUID) -> None:
        request = self.world.requests[data.draw(st.sampled_from(self.request_ids()))]
        self.act(
            request.sender_id,
            request.recipient_id,
            lambda pair: friendship.accept(
                pair,
                self.world.requests[request.id],
                actor,
                caps=self.world.caps(actor, request.other(actor)),
                now=self.now,
            ),
        )

    @precondition(lambda self: self.world.requests)
    @rule(data=st.data(), actor=users, withdraw=st.booleans())
    def close(self, data: st.DataObject, actor: uuid.UUID, withdraw: bool) -> None:
        request = self.world.requests[data.draw(st.sampled_from(self.request_ids()))]
        rule_ = friendship.withdraw if withdraw else friendship.decline
        pair = self.world.pair(request.sender_id, request.recipient_id)
        try:
            change = rule_(request, actor, self.now)
        except DomainError:
            return
        self.world.apply(pair, change)
        (closed,) = change.close_requests
        assert closed.status in (RequestStatus.DECLINED, RequestStatus.CANCELLED)

    @rule(blocker=users, blocked=users)
    def block(self, blocker: uuid.UUID, blocked: uuid.UUID) -> None:
        self.act(blocker, blocked, lambda pair: friendship.block(pair, blocker, blocked, self.now))

    @rule(blocker=users, blocked=users)
    def unblock(self, blocker: uuid.UUID, blocked: uuid.UUID) -> None:
        pair = self.world.pair(blocker, blocked)
        try:
            change = friendship.unblock(pair, blocker)
        except DomainError:
            return
        self.world.apply(pair, change)
        assert not self.world.pair(blocker, blocked).links

    @rule(actor=users, friend=users)
    def unfriend(self, actor: uuid.UUID, friend: uuid.UUID) -> None:
        self.act(actor, friend, lambda pair: friendship.unfriend(pair, actor, self.now))

    @rule(actor=users, friend=users, favorite=st.booleans(), visibility=st.sampled_from(Visibility))
    def edit(
        self, actor: uuid.UUID, friend: uuid.UUID, favorite: bool, visibility: Visibility
    ) -> None:
        def decide(pair: Pair) -> Change:
            change = friendship.edit(
                pair, actor, self.now, favorite=favorite, visibility=visibility
            )
            if change.refusal is None:  # the caller's side only
                assert change.update_link is not None and change.update_link.owner_id == actor
            return change

        self.act(actor, friend, decide)

    @rule(days=st.sampled_from([1, 15, 31]))
    def time_passes(self, days: int) -> None:
        self.now += timedelta(days=days)

    @rule(owner=users, friend=users)
    def corrupt(self, owner: uuid.UUID, friend: uuid.UUID) -> None:
        """An older system deleted one direction only."""
        if (owner, friend) in self.world.links and (friend, owner) in self.world.links:
            del self.world.links[(owner, friend)]
            self.corrupted.add(frozenset((owner, friend)))

    @rule(a=users, b=users)
    def reconcile(self, a: uuid.UUID, b: uuid.UUID) -> None:
        self.act(a, b, lambda pair: friendship.reconcile(pair, self.now))

    @invariant()
    def pairs_are_consistent(self) -> None:
        for a, b in combinations(USERS, 2):
            if frozenset((a, b)) not in self.corrupted:
                assert self.world.consistency_errors(a, b, self.now) == [], (a, b)

    @invariant()
    def one_pending_request_per_direction(self) -> None:
        pending = [
            (r.sender_id, r.recipient_id)
            for r in self.world.requests.values()
            if r.status is RequestStatus.PENDING
        ]
        assert len(pending) == len(set(pending))

    @invariant()
    def requests_never_cross(self) -> None:
        """A request to someone who already asked you accepts theirs instead."""
        for a, b in combinations(USERS, 2):
            pair = self.world.pair(a, b)
            assert not (pair.open_request(a, self.now) and pair.open_request(b, self.now))

    @invariant()
    def nobody_above_the_limit(self) -> None:
        assert all(self.world.friends_of(u) <= MAX_FRIENDS for u in USERS)

    @invariant()
    def nobody_befriends_themselves(self) -> None:
        assert all(o != f for o, f in self.world.links)


FriendshipMachine.TestCase.settings = settings(max_examples=200, stateful_step_count=50)
TestFriendshipMachine = FriendshipMachine.TestCase
