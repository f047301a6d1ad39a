"""Chat, polls, notifications, presence and reports through the use cases, per backend."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from adapters.system.clock import FrozenClock
from application.identity.principal import OPERATOR
from application.permissions.grants import GrantChange
from application.social.chat import PollInput
from bootstrap.core import Core
from domain.profile.presence import PresenceState
from domain.shared.errors import DomainError
from domain.social.chat import ConversationKind
from tests.support.social import member

DIRECT, GROUP = ConversationKind.DIRECT, ConversationKind.GROUP


async def code(call) -> str:  # type: ignore[no-untyped-def]
    with pytest.raises(DomainError) as raised:
        await call
    return raised.value.code


async def befriend(core: Core, a, b) -> None:  # type: ignore[no-untyped-def]
    sent = await core.social.requests.send(a[1], b[0], "x", None)
    await core.social.requests.accept(b[1], sent.request.request.id)


class TestConversations:
    async def test_a_direct_conversation_is_created_once(self, core: Core) -> None:
        alice, bob = await member(core, "Alice"), await member(core, "Bob")
        await befriend(core, alice, bob)
        row, created = await core.social.chat.create(alice[1], DIRECT, [bob[0]], None)
        again, created_again = await core.social.chat.create(bob[1], DIRECT, [alice[0]], None)
        assert created and not created_again
        assert again.conversation.id == row.conversation.id
        assert row.names == {alice[0]: "Alice", bob[0]: "Bob"}

    async def test_only_with_friends(self, core: Core) -> None:
        alice, bob, carol = [await member(core) for _ in range(3)]
        await befriend(core, alice, bob)
        assert await code(core.social.chat.create(alice[1], GROUP, [bob[0], carol[0]], "G")) == (
            "chat.refused"
        )
        assert await code(core.social.chat.create(alice[1], DIRECT, [carol[0]], None)) == (
            "chat.refused"
        )

    async def test_only_participants_read_or_write(self, core: Core) -> None:
        alice, bob, carol = [await member(core) for _ in range(3)]
        await befriend(core, alice, bob)
        row, _ = await core.social.chat.create(alice[1], DIRECT, [bob[0]], None)
        conversation_id = row.conversation.id
        for call in (
            core.social.chat.get(carol[1], conversation_id),
            core.social.chat.messages(carol[1], conversation_id, None, None),
            core.social.chat.post(carol[1], conversation_id, "hi", None),
        ):
            assert await code(call) == "chat.conversation_not_found"

    async def test_messages_page_newest_first_and_conversations_by_activity(
        self, core: Core, clock: FrozenClock
    ) -> None:
        alice, bob, carol = [await member(core) for _ in range(3)]
        await befriend(core, alice, bob)
        await befriend(core, alice, carol)
        direct, _ = await core.social.chat.create(alice[1], DIRECT, [bob[0]], None)
        group, _ = await core.social.chat.create(alice[1], GROUP, [bob[0], carol[0]], "Trio")
        for i in range(5):
            clock.advance(timedelta(seconds=1))
            await core.social.chat.post(bob[1], direct.conversation.id, f"m{i}", None)
        texts, cursor = [], None
        while True:
            page = await core.social.chat.messages(alice[1], direct.conversation.id, 2, cursor)
            texts += [m.message.text for m in page.items]
            if (cursor := page.next_cursor) is None:
                break
        assert texts == ["m4", "m3", "m2", "m1", "m0"]
        listed = await core.social.chat.page(alice[1], None, None)
        assert [r.conversation.id for r in listed.items] == [
            direct.conversation.id,
            group.conversation.id,
        ]
        assert listed.items[0].conversation.last_message_at == clock.now()

    async def test_a_block_stops_direct_messages(self, core: Core) -> None:
        alice, bob = await member(core), await member(core)
        await befriend(core, alice, bob)
        row, _ = await core.social.chat.create(alice[1], DIRECT, [bob[0]], None)
        await core.social.blocks.block(bob[1], alice[0])
        assert await code(core.social.chat.post(alice[1], row.conversation.id, "hi", None)) == (
            "chat.refused"
        )


class TestPolls:
    async def test_votes_are_counted_once_per_user_and_change_until_expiry(
        self, core: Core, clock: FrozenClock
    ) -> None:
        alice, bob, carol = [await member(core) for _ in range(3)]
        await befriend(core, alice, bob)
        await befriend(core, alice, carol)
        group, _ = await core.social.chat.create(alice[1], GROUP, [bob[0], carol[0]], None)
        gid = group.conversation.id
        poll = PollInput("Pizza?", ["Yes", "No", "Maybe"], duration_ms=3_600_000)
        posted = await core.social.chat.post(alice[1], gid, None, poll)
        assert posted.message.text is None and posted.tally is not None
        assert posted.tally.counts == (0, 0, 0)
        mid = posted.message.id

        await core.social.chat.vote(bob[1], gid, mid, 0)
        await core.social.chat.vote(carol[1], gid, mid, 0)
        changed = await core.social.chat.vote(bob[1], gid, mid, 2)
        assert changed.tally is not None
        assert (changed.tally.counts, changed.tally.selection) == ((1, 0, 1), 2)
        page = await core.social.chat.messages(carol[1], gid, None, None)
        assert page.items[0].tally.selection == 0  # type: ignore[union-attr]
        assert page.items[0].tally.counts == (1, 0, 1)  # type: ignore[union-attr]

        assert await code(core.social.chat.vote(bob[1], gid, mid, 3)) == "polls.invalid_option"
        clock.advance(timedelta(hours=1))
        assert await code(core.social.chat.vote(bob[1], gid, mid, 1)) == "polls.closed"
        final = await core.social.chat.messages(alice[1], gid, None, None)
        assert final.items[0].tally.closed  # type: ignore[union-attr]

    async def test_votes_need_a_poll_in_that_conversation(self, core: Core) -> None:
        alice, bob, carol = [await member(core) for _ in range(3)]
        await befriend(core, alice, bob)
        await befriend(core, alice, carol)
        one, _ = await core.social.chat.create(alice[1], DIRECT, [bob[0]], None)
        other, _ = await core.social.chat.create(alice[1], DIRECT, [carol[0]], None)
        text = await core.social.chat.post(alice[1], one.conversation.id, "hi", None)
        poll = await core.social.chat.post(
            alice[1], other.conversation.id, "q", PollInput("q", ["a", "b"])
        )
        assert await code(
            core.social.chat.vote(bob[1], one.conversation.id, text.message.id, 0)
        ) == ("polls.not_found")
        assert await code(
            core.social.chat.vote(alice[1], one.conversation.id, poll.message.id, 0)
        ) == ("chat.message_not_found")
        expiring = PollInput("q", ["a", "b"], expires_at=datetime(2020, 1, 1, tzinfo=UTC))
        assert await code(core.social.chat.post(alice[1], one.conversation.id, None, expiring)) == (
            "polls.invalid"
        )


class TestNotificationsPresenceReports:
    async def test_notifications_are_marked_read_by_their_owner_only(self, core: Core) -> None:
        alice, bob = await member(core), await member(core)
        await befriend(core, alice, bob)
        (note,) = (await core.social.notifications.page(alice[1], None, None)).items
        assert await code(core.social.notifications.mark_read(bob[1], note.id)) == (
            "notifications.not_found"
        )
        first = await core.social.notifications.mark_read(alice[1], note.id)
        again = await core.social.notifications.mark_read(alice[1], note.id)
        assert first.read_at is not None and again.read_at == first.read_at

    async def test_presence_shows_to_friends_while_online(self, core: Core) -> None:
        alice, bob = await member(core, "Alice"), await member(core, "Bob")
        await befriend(core, alice, bob)
        async with core.uow() as uow:
            await uow.users.record_last_seen({alice[0]: core.clock.now()})
            await uow.commit()
        mine = await core.social.presence.set(alice[1], "BUSY", None)
        assert mine.setting is not None and mine.seen.state is PresenceState.BUSY
        (seen,) = (await core.social.friends.page(bob[1], bob[0], None, None)).items
        assert (seen.presence.online, seen.presence.state) == (True, PresenceState.BUSY)
        back = await core.social.presence.set(alice[1], "ONLINE", None)
        assert back.setting is not None and back.setting.state is None
        assert (await core.social.presence.get(alice[1])).seen.state is PresenceState.ONLINE
        assert await code(core.social.presence.set(alice[1], "OFFLINE", None)) == "validation"

    async def test_reports_reach_moderators_only(self, core: Core) -> None:
        alice, bob, mod = [await member(core, n) for n in ("Alice", "Bob", "Mod")]
        report = await core.social.reports.report(alice[1], bob[0], "  spam  ")
        assert report.reason == "spam"
        assert await code(core.social.reports.report(alice[1], alice[0], None)) == "reports.self"
        assert await code(core.social.reports.page(mod[1], None, None, None)) == (
            "permissions.denied"
        )
        await core.permissions.grants.put(OPERATOR, mod[0], GrantChange("admin:reports:view"))
        page = await core.social.reports.page(mod[1], None, None, None)
        assert [(r.report.id, r.reporter_name, r.target_name) for r in page.items] == [
            (report.id, "Alice", "Bob")
        ]
