"""A state machine over the versions use cases: any sequence of releases, status changes,
deletions and channel moves (staged or not) keeps the channel invariants.

After every step, for every (scope, channel) a move ever touched:
- there is exactly one pointer, and it is the one the model expects (target, kept release,
  percentage), the revocation fallback included (the newest earlier release, by release
  order, that the channel ever pointed at and that is still published or deprecated; none
  left: the channel resolves to nothing);
- its target and kept release are published or deprecated;
- resolve gives every client the target, or the kept release to clients outside a staged
  rollout (and to clients without an id), and never a draft or revoked release.

It runs here on the memory adapters, and in tests/contract/test_versions_pointer_machine.py
on SQLite and PostgreSQL, where the fallback and the locks are the SQL repositories' own.
"""

from __future__ import annotations

import asyncio
import itertools
import tempfile
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path

from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

from adapters.system.clock import FrozenClock
from application.identity.principal import Principal
from application.versions.releases import ReleaseChanges
from bootstrap.core import Core, build_core
from bootstrap.settings import Settings
from domain.shared.errors import DomainError
from domain.versions.channel import FULL, bucket
from domain.versions.errors import NothingResolved
from domain.versions.release import ReleaseScope, ReleaseStatus, can_move
from tests.conftest import SUPER_ADMIN
from tests.support.keys import encryption_key, signing_pem
from tests.support.versions import admin, release, service_scope

CHANNELS = ("stable", "beta")
CLIENTS = (*tuple(f"install-{i}" for i in range(12)), None)
S = ReleaseStatus


@dataclass
class Known:
    id: str
    scope: int
    order: tuple[int, str]
    status: ReleaseStatus


@dataclass
class Channel:
    target: str | None = None
    kept: str | None = None
    percent: int = FULL
    history: set[str] = field(default_factory=set)


class PointerMachine(RuleBasedStateMachine):
    database_url = "memory://"

    def __init__(self) -> None:
        super().__init__()
        self.loop = asyncio.new_event_loop()
        self.clock = FrozenClock(datetime(2026, 11, 22, tzinfo=UTC))
        self.core: Core = self.run(build_core(self.settings(), clock=self.clock))
        self.root: Principal = self.run(admin(self.core))
        self.scopes: list[ReleaseScope] = [self.run(service_scope(self.core)) for _ in range(2)]
        self.releases: list[Known] = []
        self.channels: dict[tuple[int, str], Channel] = {}
        self.builds = itertools.count()

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

    def attempt(self, coroutine) -> bool:  # type: ignore[no-untyped-def]
        try:
            self.run(coroutine)
        except DomainError:
            return False
        return True

    def teardown(self) -> None:
        self.run(self.core.aclose())
        self.loop.close()

    def known(self, release_id: str) -> Known:
        return next(r for r in self.releases if r.id == release_id)

    # -- rules ------------------------------------------------------------------------------

    @rule(scope=st.integers(0, 1), day=st.integers(1, 4), published=st.booleans() | st.just(True))
    def create(self, scope: int, day: int, published: bool) -> None:
        status = S.PUBLISHED if published else S.DRAFT
        build = f"2026.01.{day:02d}-{next(self.builds):07x}"
        made = self.run(release(self.core, self.root, self.scopes[scope], build, status))
        self.releases.append(Known(made.id, scope, made.order, status))
        self.clock.advance(timedelta(seconds=1))

    @precondition(lambda self: self.releases)
    @rule(data=st.data(), status=st.sampled_from(list(S)))
    def change_status(self, data: st.DataObject, status: ReleaseStatus) -> None:
        known = data.draw(st.sampled_from(self.releases))
        ok = self.attempt(
            self.core.versions.releases.update(self.root, known.id, ReleaseChanges(status=status))
        )
        assert ok == can_move(known.status, status), (known.status, status)
        if not ok or status is known.status:
            return
        known.status = status
        if status is S.REVOKED:
            self.revoked(known)

    def revoked(self, gone: Known) -> None:
        for (scope, _), channel in self.channels.items():
            if scope != gone.scope:
                continue
            if channel.target == gone.id:
                earlier = [
                    self.known(t)
                    for t in channel.history
                    if self.known(t).status.activatable and self.known(t).order < gone.order
                ]
                best = max(earlier, key=lambda r: r.order, default=None)
                channel.target = best.id if best else None
                channel.kept, channel.percent = None, FULL
            elif channel.kept == gone.id:
                channel.kept, channel.percent = None, FULL

    @precondition(lambda self: self.releases)
    @rule(data=st.data())
    def delete(self, data: st.DataObject) -> None:
        known = data.draw(st.sampled_from(self.releases))
        ok = self.attempt(self.core.versions.releases.delete(self.root, known.id))
        assert ok == (known.status is S.DRAFT)
        if ok:
            self.releases.remove(known)

    @precondition(lambda self: any(r.status.activatable for r in self.releases))
    @rule(
        data=st.data(),
        channel=st.sampled_from(CHANNELS),
        percent=st.sampled_from([FULL, FULL, 50, 10]),
    )
    def move(self, data: st.DataObject, channel: str, percent: int) -> None:
        """Mostly moves that can succeed: a live release, on a channel of its scope."""
        known = data.draw(st.sampled_from([r for r in self.releases if r.status.activatable]))
        self.move_to(known, known.scope, channel, percent)

    @precondition(lambda self: self.releases)
    @rule(
        data=st.data(),
        scope=st.integers(0, 1),
        channel=st.sampled_from(CHANNELS),
        percent=st.sampled_from([FULL, 50]),
    )
    def move_any(self, data: st.DataObject, scope: int, channel: str, percent: int) -> None:
        """Any release to any channel: drafts, revoked ones and other scopes are refused."""
        self.move_to(data.draw(st.sampled_from(self.releases)), scope, channel, percent)

    @precondition(lambda self: any(r.status.activatable for r in self.releases))
    @rule(data=st.data())
    def revoke(self, data: st.DataObject) -> None:
        known = data.draw(st.sampled_from([r for r in self.releases if r.status.activatable]))
        self.run(
            self.core.versions.releases.update(
                self.root, known.id, ReleaseChanges(status=S.REVOKED)
            )
        )
        known.status = S.REVOKED
        self.revoked(known)

    @precondition(lambda self: any(c.target for c in self.channels.values()))
    @rule(data=st.data())
    def rollback(self, data: st.DataObject) -> None:
        """Move a channel to a live release older than its target (when there is one)."""
        key = data.draw(st.sampled_from(sorted(k for k, c in self.channels.items() if c.target)))
        target = self.known(self.channels[key].target or "")
        older = [
            r
            for r in self.releases
            if r.scope == key[0] and r.status.activatable and r.order < target.order
        ]
        if older:
            self.move_to(data.draw(st.sampled_from(older)), key[0], key[1], FULL)

    @precondition(lambda self: any(c.target for c in self.channels.values()))
    @rule(data=st.data())
    def revoke_active(self, data: st.DataObject) -> None:
        """Revoke what a channel points at: the fallback's case."""
        active = sorted({c.target for c in self.channels.values() if c.target})
        known = self.known(data.draw(st.sampled_from(active)))
        self.run(
            self.core.versions.releases.update(
                self.root, known.id, ReleaseChanges(status=S.REVOKED)
            )
        )
        known.status = S.REVOKED
        self.revoked(known)

    def move_to(self, known: Known, scope: int, channel: str, percent: int) -> None:
        state = self.channels.get((scope, channel))
        same = state is not None and state.target == known.id
        keeps = state.kept if same and state else (state.target if state else None)
        expected = known.scope == scope and known.status.activatable and (percent == FULL or keeps)
        ok = self.attempt(
            self.core.versions.channels.move(
                self.root, self.scopes[scope], channel, known.id, percent
            )
        )
        assert ok == bool(expected), (known, state, percent)
        if not ok:
            return
        state = self.channels.setdefault((scope, channel), Channel())
        state.kept = keeps if percent < FULL else None
        state.target, state.percent = known.id, percent
        state.history.add(known.id)

    # -- invariants -------------------------------------------------------------------------

    @invariant()
    def one_pointer_per_channel_as_the_model_says(self) -> None:
        for scope_index, scope in enumerate(self.scopes):
            views = self.run(self.core.versions.channels.active(self.root, scope, None))
            expected = sorted(c for (s, c) in self.channels if s == scope_index)
            assert [v.pointer.channel for v in views] == expected
            for view in views:
                model = self.channels[(scope_index, view.pointer.channel)]
                pointer = view.pointer
                assert pointer.release_id == model.target
                assert pointer.rollout_percent == model.percent
                assert (pointer.previous_release_id if pointer.staged else None) == (
                    model.kept if model.percent < FULL else None
                )
                for named in (view.release, view.previous):
                    assert named is None or named.status.activatable

    @invariant()
    def resolve_gives_the_target_or_the_kept_release_never_a_dead_one(self) -> None:
        for (scope_index, channel), model in self.channels.items():
            scope = self.scopes[scope_index]
            for client in CLIENTS:
                try:
                    got = self.run(
                        self.core.versions.resolver.resolve(scope, channel, None, client)
                    )
                except NothingResolved:
                    assert model.target is None
                    continue
                staged = model.percent < FULL and model.kept is not None
                inside = client is not None and bucket(scope, channel, client) < model.percent
                assert got.release.id == (model.kept if staged and not inside else model.target)
                assert got.release.status in (S.PUBLISHED, S.DEPRECATED)
                assert self.known(got.release.id).status.activatable


TestPointerMachine = PointerMachine.TestCase
TestPointerMachine.settings = settings(max_examples=150, stateful_step_count=30)
