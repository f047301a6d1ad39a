"""The hot-path readers answer the same on memory, SQLite and PostgreSQL."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime, timedelta

from application.social.ports import Direction, FriendCursor
from bootstrap.areas.social import social_readers
from bootstrap.core import Core
from domain.polls.poll import define_poll
from domain.profile.presence import PresenceState
from domain.social.blocks import Block
from domain.social.chat import ConversationKind, Vote, new_conversation, new_message
from domain.social.links import FriendLink, Visibility, link_pair
from domain.social.notifications import friend_accepted
from domain.social.presence import PresenceSetting
from domain.social.reports import Report
from domain.social.requests import REQUEST_TTL, FriendRequest, RequestStatus

NOW = datetime(2026, 11, 22, 10, tzinfo=UTC)
SINCE = NOW - timedelta(minutes=5)


async def users(core: Core, n: int, regions: list[str | None] | None = None) -> list[uuid.UUID]:
    ids = [uuid.uuid4() for _ in range(n)]
    for i, user_id in enumerate(ids):
        await core.identity.users.ensure(user_id, f"U{i}")
    if regions:
        async with core.uow() as uow:
            for user_id, region in zip(ids, regions, strict=False):
                user = await uow.users.get(user_id)
                user.home_region = region  # type: ignore[union-attr]
                await uow.users.update(user)  # type: ignore[arg-type]
            await uow.commit()
    return ids


def oid(n: int) -> str:
    return f"{n:024x}"


class TestFriendList:
    async def test_pages_newest_friendship_first_without_gaps(self, core: Core) -> None:
        me, *friends = await users(core, 6)
        async with core.uow() as uow:
            for i, friend in enumerate(friends):
                await uow.social.links.add(link_pair(me, friend, NOW, NOW + timedelta(minutes=i)))
            await uow.commit()
        reader, seen, after = social_readers(core.kernel).friends, [], None
        while True:
            rows = await reader.page(me, after, 2, False, SINCE)
            seen += [r.link.friend_id for r in rows]
            if len(rows) < 2:
                break
            after = FriendCursor(rows[-1].link.accepted_at, rows[-1].link.friend_id)
        assert seen == list(reversed(friends))

    async def test_ties_on_acceptance_are_broken_by_friend_id(self, core: Core) -> None:
        me, *friends = await users(core, 4)
        async with core.uow() as uow:
            for friend in friends:
                await uow.social.links.add(link_pair(me, friend, NOW, NOW))
            await uow.commit()
        reader = social_readers(core.kernel).friends
        first = await reader.page(me, None, 2, False, SINCE)
        rest = await reader.page(me, FriendCursor(NOW, first[-1].link.friend_id), 5, False, SINCE)
        assert [r.link.friend_id for r in first + rest] == sorted(friends, reverse=True)

    async def test_rows_carry_names_presence_and_the_friends_own_visibility(
        self, core: Core
    ) -> None:
        me, online, hidden, offline = await users(core, 4)
        party = uuid.uuid4()
        async with core.uow() as uow:
            for friend in (online, hidden, offline):
                await uow.social.links.add(link_pair(me, friend, NOW, NOW))
            await uow.social.links.update(FriendLink(me, online, NOW, NOW, NOW, True))
            await uow.social.links.update(
                FriendLink(hidden, me, NOW, NOW, NOW, visibility=Visibility.HIDDEN)
            )
            await uow.users.record_last_seen(
                {online: NOW, hidden: NOW, offline: NOW - timedelta(hours=1)}
            )
            await uow.social.presence.put(PresenceSetting(online, NOW, PresenceState.BUSY, party))
            await uow.commit()
        reader = social_readers(core.kernel).friends
        rows = {r.link.friend_id: r for r in await reader.page(me, None, 10, False, SINCE)}
        assert rows[online].name == "U1" and rows[online].link.favorite
        assert rows[online].presence.state is PresenceState.BUSY
        assert rows[online].presence.party_id == party
        assert rows[online].presence.last_seen_at == NOW
        assert rows[hidden].their_visibility is Visibility.HIDDEN
        assert rows[offline].their_visibility is Visibility.DEFAULT
        counts = await reader.counts(me, False, SINCE)
        assert (counts.total, counts.online, counts.favorites, counts.one_way) == (3, 1, 1, 0)
        one = await reader.one(me, online)
        assert one == rows[online]
        assert await reader.one(online, offline) is None

    async def test_online_friends_are_those_seen_and_not_hiding_most_recent_first(
        self, core: Core
    ) -> None:
        me, early, late, hidden, offline, missing = await users(core, 6)
        async with core.uow() as uow:
            for friend in (early, late, hidden, offline):
                await uow.social.links.add(link_pair(me, friend, NOW, NOW))
            await uow.social.links.add([FriendLink(me, missing, NOW, NOW, NOW)])  # one way
            await uow.social.links.update(
                FriendLink(hidden, me, NOW, NOW, NOW, visibility=Visibility.LIMITED)
            )
            await uow.social.links.update(
                FriendLink(hidden, me, NOW, NOW, NOW, visibility=Visibility.HIDDEN)
            )
            await uow.users.record_last_seen({
                early: NOW - timedelta(minutes=4), late: NOW, hidden: NOW, missing: NOW,
                offline: NOW - timedelta(minutes=6),
            })  # fmt: skip
            await uow.commit()
        reader = social_readers(core.kernel).friends
        rows = await reader.online(me, SINCE, 10)
        assert sorted(r.link.friend_id for r in rows[:2]) == sorted([late, missing])
        assert [r.link.friend_id for r in rows[2:]] == [early]
        assert rows[-1].name == "U1" and rows[-1].presence.last_seen_at == NOW - timedelta(
            minutes=4
        )
        assert len(await reader.online(me, SINCE, 1)) == 1
        assert (await reader.counts(me, False, SINCE)).online == 3
        assert await reader.online(offline, SINCE, 10) == []  # me: never seen

    async def test_one_way_links_are_noticed_from_both_sides(self, core: Core) -> None:
        me, friend, other = await users(core, 3)
        async with core.uow() as uow:
            await uow.social.links.add([FriendLink(me, friend, NOW, NOW, NOW)])
            await uow.social.links.add([FriendLink(other, me, NOW, NOW, NOW)])
            await uow.commit()
        reader = social_readers(core.kernel).friends
        (row,) = await reader.page(me, None, 10, False, SINCE)
        assert row.their_visibility is None
        assert (await reader.counts(me, False, SINCE)).one_way > 0
        assert (await reader.counts(friend, False, SINCE)).one_way > 0
        assert (await reader.counts(other, False, SINCE)).one_way > 0

    async def test_regional_lists_keep_friends_of_my_home_region(self, core: Core) -> None:
        me, near, far, nowhere = await users(core, 4, ["eu", "eu", "us", None])
        async with core.uow() as uow:
            for friend in (near, far, nowhere):
                await uow.social.links.add(link_pair(me, friend, NOW, NOW))
            await uow.commit()
        reader = social_readers(core.kernel).friends
        assert [r.link.friend_id for r in await reader.page(me, None, 10, True, SINCE)] == [near]
        assert (await reader.counts(me, True, SINCE)).total == 1
        assert await reader.page(nowhere, None, 10, True, SINCE) == []


class TestRequestList:
    async def test_directions_expiry_cursor_and_region(self, core: Core) -> None:
        me, a, b, c = await users(core, 4, ["eu", "eu", "us", "eu"])
        async with core.uow() as uow:
            await uow.social.requests.add(FriendRequest.new(oid(1), a, me, "hi", NOW))
            await uow.social.requests.add(FriendRequest.new(oid(2), me, b, None, NOW))
            await uow.social.requests.add(FriendRequest.new(oid(3), b, me, None, NOW))
            old = FriendRequest.new(oid(4), c, me, None, NOW - REQUEST_TTL)  # expired
            await uow.social.requests.add(old)
            closed = FriendRequest.new(oid(5), me, c, None, NOW)
            await uow.social.requests.add(closed)
            await uow.social.requests.close(closed.closed(RequestStatus.CANCELLED, NOW))
            await uow.commit()
        reader = social_readers(core.kernel).requests

        async def ids(direction, before=None, limit=10, regional=False):  # type: ignore[no-untyped-def]
            rows = await reader.page(me, direction, before, limit, regional, NOW)
            return [r.request.id for r in rows]

        assert await ids(None) == [oid(3), oid(2), oid(1)]
        assert await ids(Direction.INCOMING) == [oid(3), oid(1)]
        assert await ids(Direction.OUTGOING) == [oid(2)]
        assert await ids(None, before=oid(3), limit=1) == [oid(2)]
        assert await ids(None, regional=True) == [oid(1)]
        (row,) = await reader.page(me, Direction.INCOMING, oid(3), 10, False, NOW)
        assert (row.other_name, row.request.note) == ("U1", "hi")


class TestOtherLists:
    async def test_blocks_notifications_and_reports_newest_first(self, core: Core) -> None:
        me, a, b = await users(core, 3)
        async with core.uow() as uow:
            await uow.social.blocks.add(Block(me, a, NOW))
            await uow.social.blocks.add(Block(me, b, NOW + timedelta(seconds=1)))
            for i in range(3):
                await uow.social.notifications.add(friend_accepted(oid(10 + i), me, a, oid(1), NOW))
            await uow.social.reports.add(Report(oid(20), me, a, NOW, "spam"))
            await uow.social.reports.add(Report(oid(21), b, a, NOW, None))
            await uow.social.reports.add(Report(oid(22), a, b, NOW, None))
            await uow.commit()
        readers = social_readers(core.kernel)
        blocks = await readers.blocks.page(me, None, 10)
        assert [(r.block.blocked_id, r.name) for r in blocks] == [(b, "U2"), (a, "U1")]
        after = (blocks[0].block.created_at, blocks[0].block.blocked_id)
        assert [r.block.blocked_id for r in await readers.blocks.page(me, after, 10)] == [a]
        notes = await readers.notifications.page(me, oid(12), 10)
        assert [n.id for n in notes] == [oid(11), oid(10)]
        assert notes[0].payload == {"friendId": str(a), "requestId": oid(1)}
        assert await readers.notifications.page(a, None, 10) == []
        reports = await readers.reports.page(None, 10, a)
        assert [(r.report.id, r.reporter_name, r.target_name) for r in reports] == [
            (oid(21), "U2", "U1"),
            (oid(20), "U0", "U1"),
        ]
        assert [r.report.id for r in await readers.reports.page(oid(22), 1, None)] == [oid(21)]


class TestChatReader:
    async def test_conversations_by_activity_with_participant_names(self, core: Core) -> None:
        me, a, b = await users(core, 3)
        first = new_conversation(oid(1), ConversationKind.DIRECT, me, [a], None, NOW)
        second = new_conversation(oid(2), ConversationKind.GROUP, b, [me, a], "G", NOW)
        async with core.uow() as uow:
            await uow.social.conversations.add(first)
            await uow.social.conversations.add(second)
            await uow.social.conversations.touch(first.id, NOW + timedelta(minutes=1))
            await uow.commit()
        chat = social_readers(core.kernel).chat
        rows = await chat.conversations(me, None, 10)
        assert [r.conversation.id for r in rows] == [first.id, second.id]
        assert rows[1].names == {me: "U0", a: "U1", b: "U2"}
        assert set(rows[1].conversation.participants) == {me, a, b}
        after = (rows[0].conversation.activity_at, rows[0].conversation.id)
        assert [r.conversation.id for r in await chat.conversations(me, after, 10)] == [second.id]
        assert await chat.conversations(b, None, 10) == [rows[1]]
        assert await chat.conversation(first.id, b) is None

    async def test_messages_with_tallies_for_participants_only(self, core: Core) -> None:
        me, a, outsider = await users(core, 3)
        group = new_conversation(oid(1), ConversationKind.DIRECT, me, [a], None, NOW)
        poll = define_poll("q", ["x", "y", "z"], NOW)
        async with core.uow() as uow:
            await uow.social.conversations.add(group)
            await uow.commit()
        chat = social_readers(core.kernel).chat
        empty = await chat.messages(group.id, me, None, 10)
        assert empty is not None and empty.rows == [] and empty.votes == {}
        async with core.uow() as uow:
            await uow.social.messages.add(new_message(oid(2), group, me, "hello", None, NOW))
            await uow.social.messages.add(new_message(oid(3), group, a, None, poll, NOW))
            await uow.social.messages.add(new_message(oid(4), group, me, "bye", None, NOW))
            await uow.social.messages.vote(Vote(oid(3), group.id, me, 2, NOW))
            await uow.social.messages.vote(Vote(oid(3), group.id, a, 2, NOW))
            await uow.commit()
        page = await chat.messages(group.id, me, None, 10)
        assert page is not None
        assert [r.message.id for r in page.rows] == [oid(4), oid(3), oid(2)]
        assert page.rows[1].viewer_choice == 2 and page.rows[1].sender_name == "U1"
        assert page.votes == {oid(3): {2: 2}}
        older = await chat.messages(group.id, a, oid(3), 10)
        assert older is not None and [r.message.id for r in older.rows] == [oid(2)]
        assert older.votes == {}
        assert await chat.messages(group.id, outsider, None, 10) is None
        assert await chat.message(oid(3), outsider) is None
