"""The social use cases, wired to the memory adapters, keep the friendship invariants.

The same invariants as the pure machine, checked on what the repositories hold after each
use case (so the writing of every ``Change`` is covered too), plus: every user's friends
list (the read path) shows exactly their stored links, and the one-way links that the
``corrupt`` rule leaves behind are repaired by the task a list read schedules.
"""

from __future__ import annotations

import asyncio
import uuid
from datetime import UTC, datetime, timedelta
from itertools import combinations
from pathlib import Path

from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

from adapters.memory.social.tables import LINKS, REQUESTS
from adapters.system.clock import FrozenClock
from application.identity.principal import Principal
from bootstrap.areas.social import social_readers
from bootstrap.core import Core, build_core
from bootstrap.settings import Settings
from domain.shared.errors import DomainError
from domain.social.links import Visibility
from domain.social.requests import RequestStatus
from tests.support.keys import encryption_key, signing_pem
from tests.support.social import member

N_USERS = 4
index = st.integers(0, N_USERS - 1)


class UseCaseMachine(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.loop = asyncio.new_event_loop()
        self.clock = FrozenClock(datetime(2026, 11, 22, tzinfo=UTC))
        settings_ = Settings.of(
            env="test",
            database_url="memory://",
            data_dir=Path("var"),
            jwt_private_key=signing_pem(),
            encryption_keys=encryption_key(),
            rate_limit_scale=0,
            friends_max=2,
            friend_counts_cache_seconds=0,
        )
        self.core: Core = self.run(build_core(settings_, clock=self.clock))
        people = [self.run(member(self.core, f"P{i}")) for i in range(N_USERS)]
        self.ids = [p[0] for p in people]
        self.principals: list[Principal] = [p[1] for p in people]
        self.corrupted: set[frozenset[uuid.UUID]] = set()

    def run(self, coroutine):  # type: ignore[no-untyped-def]
        return self.loop.run_until_complete(coroutine)

    def attempt(self, coroutine) -> bool:  # type: ignore[no-untyped-def]
        try:
            self.run(coroutine)
        except DomainError:
            return False
        return True

    @property
    def tables(self):  # type: ignore[no-untyped-def]
        return self.core.infrastructure.store.tables  # type: ignore[union-attr]

    def request_ids(self) -> list[str]:
        return sorted(self.tables[REQUESTS])

    def teardown(self) -> None:
        self.run(self.core.aclose())
        self.loop.close()

    @rule(a=index, b=index, allow=st.booleans())
    def send(self, a: int, b: int, allow: bool) -> None:
        self.run(self.core.profile.update_settings(self.principals[b], allow_friend_requests=allow))
        if self.attempt(self.core.social.requests.send(self.principals[a], self.ids[b], "x", None)):
            self.corrupted.discard(frozenset((self.ids[a], self.ids[b])))

    @rule(a=index, b=index)
    def befriend(self, a: int, b: int) -> None:
        """Send and accept, so that friendships (and limits) are reached often."""
        try:
            sent = self.run(
                self.core.social.requests.send(self.principals[a], self.ids[b], "x", None)
            )
        except DomainError:
            return
        self.corrupted.discard(frozenset((self.ids[a], self.ids[b])))
        if sent.request.request.status is RequestStatus.PENDING:
            self.attempt(
                self.core.social.requests.accept(self.principals[b], sent.request.request.id)
            )

    @precondition(lambda self: self.tables[REQUESTS])
    @rule(data=st.data(), actor=index, how=st.sampled_from(["accept", "decline", "withdraw"]))
    def answer(self, data: st.DataObject, actor: int, how: str) -> None:
        request_id = data.draw(st.sampled_from(self.request_ids()))
        call = getattr(self.core.social.requests, how)
        if self.attempt(call(self.principals[actor], request_id)) and how == "accept":
            request = self.tables[REQUESTS][request_id]
            self.corrupted.discard(frozenset((request.sender_id, request.recipient_id)))

    @rule(a=index, b=index)
    def block(self, a: int, b: int) -> None:
        if self.attempt(self.core.social.blocks.block(self.principals[a], self.ids[b])):
            self.corrupted.discard(frozenset((self.ids[a], self.ids[b])))

    @rule(a=index, b=index)
    def unblock(self, a: int, b: int) -> None:
        self.attempt(self.core.social.blocks.unblock(self.principals[a], self.ids[b]))

    @rule(a=index, b=index)
    def unfriend(self, a: int, b: int) -> None:
        if self.attempt(self.core.social.friends.remove(self.principals[a], self.ids[b])):
            self.corrupted.discard(frozenset((self.ids[a], self.ids[b])))

    @rule(a=index, b=index, visibility=st.sampled_from(Visibility))
    def edit(self, a: int, b: int, visibility: Visibility) -> None:
        edit = self.core.social.friends.edit(self.principals[a], self.ids[b], visibility=visibility)
        if self.attempt(edit):
            self.corrupted.discard(frozenset((self.ids[a], self.ids[b])))

    @rule(days=st.integers(1, 40))
    def time_passes(self, days: int) -> None:
        self.clock.advance(timedelta(days=days))

    @rule(a=index, b=index)
    def corrupt(self, a: int, b: int) -> None:
        links, key = self.tables[LINKS], (self.ids[a], self.ids[b])
        if key in links and key[::-1] in links:
            del links[key]
            self.corrupted.add(frozenset(key))

    @rule(a=index)
    def read_list(self, a: int) -> None:
        """The read schedules the repair of what it saw one-way; the repair settles it."""
        me = self.ids[a]
        self.run(self.core.social.friends.page(self.principals[a], me, 200, None))
        self.run(self.core.social.repairs.drain())
        self.corrupted = {p for p in self.corrupted if me not in p}

    @invariant()
    def stored_pairs_are_consistent(self) -> None:
        links, requests = self.tables[LINKS], self.tables[REQUESTS].values()
        blocks = self.tables["blocks"]
        for a, b in combinations(self.ids, 2):
            pending = [
                r
                for r in requests
                if r.status is RequestStatus.PENDING and {r.sender_id, r.recipient_id} == {a, b}
            ]
            n_links = ((a, b) in links) + ((b, a) in links)
            blocked = (a, b) in blocks or (b, a) in blocks
            if frozenset((a, b)) not in self.corrupted:
                assert n_links != 1
                assert not (blocked and (n_links or pending))
                assert not (n_links and pending)
            directions = [(r.sender_id, r.recipient_id) for r in pending]
            assert len(directions) == len(set(directions))

    @invariant()
    def lists_show_exactly_the_stored_links(self) -> None:
        """Through the reader itself: the use case would schedule repairs, hiding bugs."""
        reader, since = social_readers(self.core.kernel).friends, self.clock.now()
        for me in self.ids:
            rows = self.run(reader.page(me, None, 200, False, since))
            counts = self.run(reader.counts(me, False, since))
            stored = {f for (o, f) in self.tables[LINKS] if o == me}
            assert {r.link.friend_id for r in rows} == stored
            assert counts.total == len(rows) <= 2

    @invariant()
    def lists_never_show_expired_requests(self) -> None:
        now = self.clock.now()
        for me, principal in zip(self.ids, self.principals, strict=True):
            page = self.run(self.core.social.requests.page(principal, me, None, 200, None))
            assert all(v.request.is_open(now) for v in page.items)


UseCaseMachine.TestCase.settings = settings(max_examples=60, stateful_step_count=30)
TestUseCaseMachine = UseCaseMachine.TestCase
