"""Every social repository behaves the same on memory, SQLite and PostgreSQL."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime, timedelta

import pytest
from sqlalchemy.exc import IntegrityError

from bootstrap.areas.social import social_readers
from bootstrap.core import Core
from domain.polls.poll import define_poll
from domain.profile.presence import PresenceState
from domain.social.blocks import Block
from domain.social.chat import ConversationKind, Vote, new_conversation, new_message
from domain.social.links import FriendLink, Visibility, link_pair
from domain.social.notifications import friend_accepted
from domain.social.presence import PresenceSetting
from domain.social.requests import FriendRequest, RequestStatus

NOW = datetime(2026, 11, 22, 10, tzinfo=UTC)


async def users(core: Core, n: int) -> list[uuid.UUID]:
    ids = [uuid.uuid4() for _ in range(n)]
    for i, user_id in enumerate(ids):
        await core.identity.users.ensure(user_id, f"U{i}")
    return ids


class TestFriendLinks:
    async def test_adding_is_idempotent_and_reads_both_directions(self, core: Core) -> None:
        a, b = await users(core, 2)
        async with core.uow() as uow:
            await uow.social.links.add(link_pair(a, b, NOW, NOW))
            await uow.social.links.add(link_pair(a, b, NOW, NOW + timedelta(days=1)))
            await uow.commit()
        async with core.uow() as uow:
            found = await uow.social.links.between(b, a)
            assert {(x.owner_id, x.friend_id) for x in found} == {(a, b), (b, a)}
            assert all(x.accepted_at == NOW and x.visibility is Visibility.DEFAULT for x in found)
            assert await uow.social.links.count(a) == 1

    async def test_update_changes_one_direction(self, core: Core) -> None:
        a, b = await users(core, 2)
        async with core.uow() as uow:
            await uow.social.links.add(link_pair(a, b, NOW, NOW))
            mine = FriendLink(
                a, b, NOW, NOW, NOW + timedelta(hours=1), True, Visibility.HIDDEN, "n"
            )
            await uow.social.links.update(mine)
            await uow.commit()
        async with core.uow() as uow:
            found = {x.owner_id: x for x in await uow.social.links.between(a, b)}
        assert found[a] == mine
        assert found[b].favorite is False and found[b].note is None

    async def test_remove_count_and_one_way(self, core: Core) -> None:
        a, b, c = await users(core, 3)
        async with core.uow() as uow:
            await uow.social.links.add(link_pair(a, b, NOW, NOW))
            await uow.social.links.add([FriendLink(c, a, NOW, NOW, NOW)])
            await uow.commit()
        async with core.uow() as uow:
            assert await uow.social.links.count(a) == 2  # b, and c by its one-way link
            assert await uow.social.links.one_way(a) == [(c, a)]
            assert await uow.social.links.one_way(b) == []
            assert await uow.social.links.remove_between(b, a) == 2
            await uow.social.links.lock_pair(a, c)
            await uow.commit()
        async with core.uow() as uow:
            assert await uow.social.links.between(a, b) == []

    async def test_a_link_to_oneself_is_refused(self, core: Core, backend: str) -> None:
        if backend == "memory":
            pytest.skip("a CHECK constraint of the SQL schema")
        (a,) = await users(core, 1)
        with pytest.raises(IntegrityError):
            async with core.uow() as uow:
                await uow.social.links.add([FriendLink(a, a, NOW, NOW, NOW)])


class TestFriendRequests:
    async def test_round_trip_and_closing(self, core: Core) -> None:
        a, b = await users(core, 2)
        first = FriendRequest.new("0" * 23 + "1", a, b, "hello", NOW)
        async with core.uow() as uow:
            await uow.social.requests.add(first)
            await uow.commit()
        async with core.uow() as uow:
            assert await uow.social.requests.get(first.id) == first
            assert await uow.social.requests.pending_between(b, a) == [first]
            await uow.social.requests.close(first.closed(RequestStatus.DECLINED, NOW))
            await uow.social.requests.close(first.closed(RequestStatus.ACCEPTED, NOW))
            await uow.commit()
        async with core.uow() as uow:
            stored = await uow.social.requests.get(first.id)
            assert stored is not None and stored.status is RequestStatus.DECLINED
            assert stored.closed_at == NOW
            assert await uow.social.requests.pending_between(a, b) == []
            assert await uow.social.requests.get("f" * 24) is None

    async def test_one_pending_request_per_direction(self, core: Core) -> None:
        a, b = await users(core, 2)
        async with core.uow() as uow:
            await uow.social.requests.add(FriendRequest.new("0" * 23 + "1", a, b, None, NOW))
            await uow.social.requests.add(FriendRequest.new("0" * 23 + "2", b, a, None, NOW))
            await uow.commit()
        with pytest.raises((IntegrityError, ValueError)):
            async with core.uow() as uow:
                await uow.social.requests.add(FriendRequest.new("0" * 23 + "3", a, b, None, NOW))
        async with core.uow() as uow:
            closed = (await uow.social.requests.get("0" * 23 + "1")).closed(  # type: ignore[union-attr]
                RequestStatus.CANCELLED, NOW
            )
            await uow.social.requests.close(closed)
            await uow.social.requests.add(FriendRequest.new("0" * 23 + "3", a, b, None, NOW))
            await uow.commit()


class TestBlocksNotificationsPresence:
    async def test_blocks(self, core: Core) -> None:
        a, b = await users(core, 2)
        async with core.uow() as uow:
            await uow.social.blocks.add(Block(a, b, NOW))
            await uow.social.blocks.add(Block(a, b, NOW + timedelta(days=1)))
            await uow.commit()
        async with core.uow() as uow:
            assert await uow.social.blocks.between(b, a) == [Block(a, b, NOW)]
            assert await uow.social.blocks.remove(b, a) is False
            assert await uow.social.blocks.remove(a, b) is True
            await uow.commit()
        async with core.uow() as uow:
            assert await uow.social.blocks.between(a, b) == []

    async def test_notifications_are_read_once(self, core: Core) -> None:
        a, b = await users(core, 2)
        notification = friend_accepted("a" * 24, a, b, "b" * 24, NOW)
        async with core.uow() as uow:
            await uow.social.notifications.add(notification)
            await uow.commit()
        async with core.uow() as uow:
            assert await uow.social.notifications.get(notification.id) == notification
            await uow.social.notifications.mark_read(notification.id, NOW)
            await uow.social.notifications.mark_read(notification.id, NOW + timedelta(days=1))
            await uow.commit()
        async with core.uow() as uow:
            assert (await uow.social.notifications.get(notification.id)) == notification.read(NOW)

    async def test_presence_is_replaced(self, core: Core) -> None:
        (a,) = await users(core, 1)
        party = uuid.uuid4()
        async with core.uow() as uow:
            assert await uow.social.presence.get(a) is None
            await uow.social.presence.put(PresenceSetting(a, NOW, PresenceState.AWAY, party))
            await uow.social.presence.put(PresenceSetting(a, NOW, PresenceState.BUSY, None))
            await uow.commit()
        async with core.uow() as uow:
            assert await uow.social.presence.get(a) == PresenceSetting(a, NOW, PresenceState.BUSY)


class TestChat:
    async def test_a_direct_conversation_is_unique_per_pair(self, core: Core) -> None:
        a, b = await users(core, 2)
        first = new_conversation("c" * 24, ConversationKind.DIRECT, a, [b], None, NOW)
        again = new_conversation("d" * 24, ConversationKind.DIRECT, b, [a], None, NOW)
        async with core.uow() as uow:
            assert await uow.social.conversations.add(first) is True
            assert await uow.social.conversations.add(again) is False
            await uow.commit()
        async with core.uow() as uow:
            found = await uow.social.conversations.find_direct(again.direct_key)  # type: ignore[arg-type]
            assert found is not None and found.id == first.id
            assert set(found.participants) == {a, b} and found.created_by == a
            assert await uow.social.conversations.get("d" * 24) is None

    async def test_messages_polls_and_votes(self, core: Core) -> None:
        a, b, c = await users(core, 3)
        group = new_conversation("c" * 24, ConversationKind.GROUP, a, [b, c], "Team", NOW)
        poll = define_poll("Where?", ["Here", "There"], NOW, duration_ms=3_600_000)
        message = new_message("e" * 24, group, a, "vote!", poll, NOW)
        async with core.uow() as uow:
            await uow.social.conversations.add(group)
            await uow.social.messages.add(message)
            await uow.social.conversations.touch(group.id, NOW + timedelta(minutes=1))
            await uow.social.messages.vote(Vote(message.id, group.id, b, 0, NOW))
            await uow.social.messages.vote(Vote(message.id, group.id, b, 1, NOW))
            await uow.commit()
        async with core.uow() as uow:
            assert await uow.social.messages.get(message.id) == message
            stored = await uow.social.conversations.get(group.id)
        assert stored is not None and stored.title == "Team"
        assert stored.last_message_at == NOW + timedelta(minutes=1)
        page = await social_readers(core.kernel).chat.message(message.id, b)
        assert page is not None and page.rows[0].viewer_choice == 1
        assert page.votes == {message.id: {1: 1}}
