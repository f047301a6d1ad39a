"""Feedback and messages of the day on every backend: sending (signed in and anonymous, each
rate limited), triage with revisions, the scope and locale fallback of the message of the
day, and who may manage messages (admins; owners of a network or server, theirs only)."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from dataclasses import replace
from datetime import timedelta
from uuid import UUID

import pytest

from adapters.system.clock import FrozenClock
from application.feedback.inbox import FeedbackDraft, Triage
from application.feedback.ports import FeedbackFilter
from application.motd.messages import MotdDraft
from application.permissions.access import MissingPermission
from bootstrap.core import Core, build_core
from bootstrap.settings import Settings
from domain.feedback.feedback import Category, Status
from domain.motd.message import GLOBAL, MotdNotFound, MotdScope, ScopeType
from domain.shared.errors import InvalidInput, PreconditionFailed, RateLimited
from tests.support.connect import owned_server
from tests.support.versions import admin, grant, person


@pytest.fixture
async def limited(
    database_url: str, settings_for: Callable[..., Settings], clock: FrozenClock
) -> AsyncIterator[Core]:
    async with await build_core(settings_for(database_url), clock=clock) as built:
        yield built


async def test_feedback_is_sent_limited_and_triaged(limited: Core) -> None:
    core = limited
    sender, triager = await person(core), await person(core, "Mod")
    draft = FeedbackDraft(Category.BUG, "  Friends list empty  ", contact="a@example.com")
    sent = await core.feedback.send(sender, draft, "203.0.113.9")
    assert (sent.status, sent.message, sent.user_id) == (Status.NEW, "Friends list empty",
                                                          sender.user_id)  # fmt: skip
    anonymous = [await core.feedback.send(None, draft, "198.51.100.1") for _ in range(5)]
    assert {a.user_id for a in anonymous} == {None}
    with pytest.raises(RateLimited):
        await core.feedback.send(None, draft, "198.51.100.1")
    with pytest.raises(InvalidInput):
        await core.feedback.send(sender, replace(draft, message="   "), "203.0.113.9")

    with pytest.raises(MissingPermission):
        await core.feedback.page(triager, FeedbackFilter(), None, None)
    await grant(core, triager, "admin:feedback:view", "admin:feedback:manage")
    page = await core.feedback.page(triager, FeedbackFilter(status=Status.NEW), 4, None)
    assert len(page.items) == 4 and page.next_cursor is not None
    rest = await core.feedback.page(triager, FeedbackFilter(), 4, page.next_cursor)
    assert [f.id for f in rest.items] == [anonymous[0].id, sent.id]  # newest first
    assert rest.next_cursor is None

    triaged = await core.feedback.triage(triager, sent.id, Triage(Status.TRIAGED, "#812"), 1)
    assert (triaged.status, triaged.note, triaged.revision) == (Status.TRIAGED, "#812", 2)
    with pytest.raises(PreconditionFailed):
        await core.feedback.triage(triager, sent.id, Triage(Status.CLOSED), 1)
    with pytest.raises(InvalidInput):
        await core.feedback.triage(triager, sent.id, Triage(Status.NEW), None)
    closed = await core.feedback.triage(triager, sent.id, Triage(Status.CLOSED), None)
    assert closed.status is Status.CLOSED and closed.note == "#812"
    only = await core.feedback.page(triager, FeedbackFilter(status=Status.CLOSED), None, None)
    assert [f.id for f in only.items] == [sent.id]


async def test_the_message_of_the_day_falls_back_by_scope_and_locale(limited: Core) -> None:
    core = limited
    root, owner = await admin(core), await person(core, "Owner")
    server = await owned_server(core, owner)
    network = await core.connect.networks.create(owner, "Winter network")
    async with core.uow() as uow:
        stored = await uow.connect.servers.get(server.server_id)
        assert stored is not None
        stored.assign_network(network.network_id, core.clock.now())
        await uow.connect.servers.update(stored)
        await uow.commit()
    server_scope = MotdScope(ScopeType.SERVER, str(server.server_id))
    network_scope = MotdScope(ScopeType.NETWORK, str(network.network_id))

    assert (await core.motd.current(server_scope, "de")).motd is None
    everyone = await core.motd.create(root, MotdDraft(GLOBAL, "", "Welcome"))
    german = await core.motd.create(root, MotdDraft(GLOBAL, "de", "Willkommen"))
    first = await core.motd.current(server_scope, "de-at")
    assert first.motd == german
    assert (await core.motd.current(server_scope, "fr")).motd == everyone

    later = core.clock.now() + timedelta(hours=1)
    tonight = MotdDraft(network_scope, "", "Event tonight", later, later + timedelta(hours=2))
    event = await core.motd.create(owner, tonight)
    assert (await core.motd.current(server_scope, "de")).motd == german  # not started yet
    core.clock.advance(timedelta(hours=1))  # type: ignore[attr-defined]
    now_on = await core.motd.current(server_scope, "de")
    assert now_on.motd == event and now_on.etag != first.etag
    assert (await core.motd.current(GLOBAL, "de")).motd == german
    core.clock.advance(timedelta(hours=2))  # type: ignore[attr-defined]
    assert (await core.motd.current(server_scope, "de")).motd == german  # ended

    mine = await core.motd.create(owner, MotdDraft(server_scope, "", "Lobby: /spawn"))
    assert (await core.motd.current(server_scope, "de")).motd == mine
    changed = await core.motd.replace(owner, mine.id, MotdDraft(server_scope, "", "Hub"), 1)
    assert changed.revision == 2
    with pytest.raises(PreconditionFailed):
        await core.motd.replace(owner, mine.id, MotdDraft(server_scope, "", "Old"), 1)
    await core.motd.delete(owner, mine.id, 2)
    assert (await core.motd.current(server_scope, "de")).motd == german


async def test_only_admins_and_owners_manage_messages(limited: Core) -> None:
    core = limited
    owner, stranger = await person(core, "Owner"), await person(core, "Stranger")
    network = await core.connect.networks.create(owner, "Owned network")
    scope = MotdScope(ScopeType.NETWORK, str(network.network_id))
    made = await core.motd.create(owner, MotdDraft(scope, "", "Hello"))
    with pytest.raises(MissingPermission):
        await core.motd.create(stranger, MotdDraft(scope, "", "Hijack"))
    with pytest.raises(MissingPermission):
        await core.motd.create(owner, MotdDraft(GLOBAL, "", "Everyone!"))
    with pytest.raises(MotdNotFound):
        await core.motd.get(stranger, made.id)
    unknown = MotdScope(ScopeType.NETWORK, str(UUID(int=7)))
    with pytest.raises(MissingPermission):
        await core.motd.create(owner, MotdDraft(unknown, "", "Nobody's"))
    await grant(core, stranger, "admin:motd:manage")
    assert (await core.motd.get(stranger, made.id)).id == made.id
