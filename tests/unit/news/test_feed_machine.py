"""A state machine over news writes, follows, votes and time: the feed never answers
``notModified`` when what it would show changed (items, their order and their content)."""

from __future__ import annotations

import asyncio
import contextlib
import tempfile
from datetime import UTC, datetime, timedelta
from pathlib import Path

from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

from adapters.system.clock import FrozenClock
from application.news.items import NewsChanges, NewsDraft, PollDefinition
from bootstrap.core import Core, build_core
from bootstrap.settings import Settings
from domain.news.item import NewsStatus
from domain.shared.errors import DomainError
from tests.conftest import SUPER_ADMIN
from tests.support.keys import encryption_key, signing_pem
from tests.support.versions import admin, person, service_scope

Shown = list[tuple[str, int, str]]


class FeedMachine(RuleBasedStateMachine):
    database_url = "memory://"

    def __init__(self) -> None:
        super().__init__()
        self.loop = asyncio.new_event_loop()
        self.clock = FrozenClock(datetime(2026, 11, 22, tzinfo=UTC))
        self.core: Core = self.run(build_core(self.settings(), clock=self.clock))
        self.root = self.run(admin(self.core))
        self.reader = self.run(person(self.core, "Reader"))
        self.feeds = ["platform", *(self.run(service_scope(self.core)).key for _ in range(2))]
        self.items: list[str] = []
        self.stamp: int | None = None
        self.shown: Shown = []

    def settings(self) -> Settings:
        return Settings.of(
            env="test",
            database_url=self.database_url,
            data_dir=Path(tempfile.gettempdir()),
            jwt_private_key=signing_pem(),
            encryption_keys=encryption_key(),
            rate_limit_scale=0,
            super_admin_ids=frozenset({SUPER_ADMIN}),
        )

    def run(self, coroutine):  # type: ignore[no-untyped-def]
        return self.loop.run_until_complete(coroutine)

    def attempt(self, coroutine) -> None:  # type: ignore[no-untyped-def]
        with contextlib.suppress(DomainError):
            self.run(coroutine)

    def teardown(self) -> None:
        self.run(self.core.aclose())
        self.loop.close()

    def everything(self) -> Shown:
        shown: Shown = []
        cursor = None
        while True:
            page = self.run(self.core.news.feed.page(self.reader, None, 100, cursor)).page
            shown += [(v.item.id, v.item.revision, v.item.feed.key) for v in page.items]
            if page.next_cursor is None:
                return shown
            cursor = page.next_cursor

    @rule(
        feed=st.integers(0, 2),
        published=st.booleans(),
        later=st.sampled_from([None, 0, 30, 90]),
        poll=st.booleans(),
    )
    def write(self, feed: int, published: bool, later: int | None, poll: bool) -> None:
        release_at = None if later is None else self.clock.now() + timedelta(minutes=later)
        made = self.run(
            self.core.news.items.create(
                self.root,
                NewsDraft(
                    self.feeds[feed],
                    "Title",
                    "Body",
                    release_at,
                    PollDefinition("Q", ["a", "b"], 3_600_000) if poll else None,
                    NewsStatus.PUBLISHED if published else NewsStatus.DRAFT,
                ),
            )
        )
        self.items.append(made.item.id)

    @precondition(lambda self: self.items)
    @rule(data=st.data(), published=st.booleans(), title=st.sampled_from(["A", "B"]))
    def edit(self, data: st.DataObject, published: bool, title: str) -> None:
        status = NewsStatus.PUBLISHED if published else NewsStatus.DRAFT
        news_id = data.draw(st.sampled_from(self.items))
        self.attempt(
            self.core.news.items.update(self.root, news_id, NewsChanges(title=title, status=status))
        )

    @precondition(lambda self: self.items)
    @rule(data=st.data(), minutes=st.sampled_from([10, 60]))
    def reschedule(self, data: st.DataObject, minutes: int) -> None:
        news_id = data.draw(st.sampled_from(self.items))
        at = self.clock.now() + timedelta(minutes=minutes)
        self.attempt(self.core.news.items.update(self.root, news_id, NewsChanges(release_at=at)))

    @precondition(lambda self: self.items)
    @rule(data=st.data(), option=st.integers(0, 1))
    def vote(self, data: st.DataObject, option: int) -> None:
        self.attempt(
            self.core.news.polls.vote(self.reader, data.draw(st.sampled_from(self.items)), option)
        )

    @rule(follows=st.sets(st.integers(0, 2)))
    def follow(self, follows: set[int]) -> None:
        self.run(self.core.news.follows.put(self.reader, [self.feeds[i] for i in follows]))

    @rule(minutes=st.sampled_from([1, 20, 45, 120]))
    def wait(self, minutes: int) -> None:
        self.clock.advance(timedelta(minutes=minutes))

    @invariant()
    def never_a_stale_not_modified(self) -> None:
        now_shown = self.everything()
        if self.stamp is not None:
            answer = self.run(self.core.news.feed.page(self.reader, self.stamp, 100, None))
            if answer.not_modified:
                assert now_shown == self.shown
            else:
                assert [
                    (v.item.id, v.item.revision, v.item.feed.key) for v in answer.page.items
                ] == (now_shown[:100])
            assert answer.stamp >= self.stamp
        self.stamp = self.run(self.core.news.feed.page(self.reader, None, 1, None)).stamp
        self.shown = now_shown


TestFeedMachine = FeedMachine.TestCase
TestFeedMachine.settings = settings(max_examples=80, stateful_step_count=30)
