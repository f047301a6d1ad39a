"""Friend requests, friendships and blocks, end to end through the use cases, per backend."""

from __future__ import annotations

import uuid
from collections.abc import Callable
from datetime import timedelta

import pytest

from adapters.system.clock import FrozenClock
from application.identity.principal import OPERATOR
from application.permissions.grants import GrantChange
from bootstrap.core import Core, build_core
from bootstrap.settings import Settings
from domain.permissions.quantity import parse_quantity
from domain.shared.errors import DomainError
from domain.social.links import FriendLink, Visibility
from domain.social.requests import RequestStatus
from tests.support.social import links_between, member


async def code(call) -> str:  # type: ignore[no-untyped-def]
    with pytest.raises(DomainError) as raised:
        await call
    return raised.value.code


async def befriend(core: Core, a, b) -> None:  # type: ignore[no-untyped-def]
    sent = await core.social.requests.send(a[1], b[0], "x", None)
    await core.social.requests.accept(b[1], sent.request.request.id)


class TestRequests:
    async def test_accepting_makes_a_friendship_and_notifies_the_sender(self, core: Core) -> None:
        alice, bob = await member(core, "Alice"), await member(core, "Bob")
        sent = await core.social.requests.send(alice[1], bob[0], "Bob", "hi")
        assert sent.request.request.status is RequestStatus.PENDING and sent.friend is None
        incoming = await core.social.requests.page(bob[1], bob[0], None, None, None)
        assert [(v.other_name, v.incoming) for v in incoming.items] == [("Alice", True)]

        accepted = await core.social.requests.accept(bob[1], sent.request.request.id)
        assert accepted.request.request.status is RequestStatus.ACCEPTED
        assert accepted.friend is not None and accepted.friend.name == "Alice"
        assert len(await links_between(core, alice[0], bob[0])) == 2
        page = await core.social.friends.page(alice[1], alice[0], None, None)
        assert [v.name for v in page.items] == ["Bob"] and page.counts.total == 1
        notes = await core.social.notifications.page(alice[1], None, None)
        (note,) = notes.items
        assert (note.kind, note.deeplink) == ("friend_accepted", "/friends")
        assert note.payload["friendId"] == str(bob[0])
        assert (await core.social.requests.page(bob[1], bob[0], None, None, None)).items == []

    async def test_accepting_twice_is_the_same_answer(self, core: Core) -> None:
        alice, bob = await member(core), await member(core)
        sent = await core.social.requests.send(alice[1], bob[0], "x", None)
        await core.social.requests.accept(bob[1], sent.request.request.id)
        again = await core.social.requests.accept(bob[1], sent.request.request.id)
        assert again.request.request.status is RequestStatus.ACCEPTED
        assert len((await core.social.notifications.page(alice[1], None, None)).items) == 1

    async def test_a_crossing_request_accepts_the_first(self, core: Core) -> None:
        alice, bob = await member(core), await member(core)
        first = await core.social.requests.send(alice[1], bob[0], "x", None)
        crossing = await core.social.requests.send(bob[1], alice[0], "x", None)
        assert crossing.request.request.id == first.request.request.id
        assert crossing.request.request.status is RequestStatus.ACCEPTED
        assert crossing.friend is not None and crossing.friend.link.friend_id == alice[0]

    async def test_refusals(self, core: Core) -> None:
        alice, bob, carol = await member(core), await member(core), await member(core)
        assert await code(core.social.requests.send(alice[1], alice[0], "x", None)) == (
            "friends.self_request"
        )
        assert await code(core.social.requests.send(alice[1], uuid.uuid4(), "x", None)) == (
            "users.not_found"
        )
        await core.profile.update_settings(carol[1], allow_friend_requests=False)
        assert await code(core.social.requests.send(alice[1], carol[0], "x", None)) == (
            "friends.requests_refused"
        )
        sent = await core.social.requests.send(alice[1], bob[0], "x", None)
        assert await code(core.social.requests.send(alice[1], bob[0], "x", None)) == (
            "friends.request_pending"
        )
        request_id = sent.request.request.id
        assert await code(core.social.requests.accept(alice[1], request_id)) == (
            "friends.not_recipient"
        )
        assert await code(core.social.requests.accept(carol[1], request_id)) == (
            "friends.request_not_found"
        )
        await core.social.requests.accept(bob[1], request_id)
        assert await code(core.social.requests.send(bob[1], alice[0], "x", None)) == (
            "friends.already_friends"
        )
        assert await code(core.social.requests.decline(bob[1], request_id)) == (
            "friends.request_closed"
        )

    async def test_decline_and_withdraw(self, core: Core) -> None:
        alice, bob = await member(core), await member(core)
        first = await core.social.requests.send(alice[1], bob[0], "x", None)
        declined = await core.social.requests.decline(alice[1], first.request.request.id)
        assert declined.request.request.status is RequestStatus.DECLINED
        second = await core.social.requests.send(alice[1], bob[0], "x", None)
        withdrawn = await core.social.requests.withdraw(alice[1], second.request.request.id)
        assert withdrawn.request.request.status is RequestStatus.CANCELLED
        third = await core.social.requests.send(alice[1], bob[0], "x", None)
        refused = await core.social.requests.withdraw(bob[1], third.request.request.id)
        assert refused.request.request.status is RequestStatus.DECLINED

    async def test_requests_expire_after_thirty_days(self, core: Core, clock: FrozenClock) -> None:
        alice, bob = await member(core), await member(core)
        old = await core.social.requests.send(alice[1], bob[0], "x", None)
        clock.advance(timedelta(days=30))
        assert (await core.social.requests.page(bob[1], bob[0], None, None, None)).items == []
        assert await code(core.social.requests.accept(bob[1], old.request.request.id)) == (
            "friends.request_expired"
        )
        fresh = await core.social.requests.send(alice[1], bob[0], "x", None)
        async with core.uow() as uow:
            stored = await uow.social.requests.get(old.request.request.id)
        assert stored is not None and stored.status is RequestStatus.EXPIRED
        assert await code(core.social.requests.accept(bob[1], old.request.request.id)) == (
            "friends.request_expired"
        )
        await core.social.requests.accept(bob[1], fresh.request.request.id)

    async def test_the_friends_limit_applies_to_both_sides(self, core: Core) -> None:
        people = [await member(core, f"P{i}") for i in range(4)]
        alice, bob, carol, dave = people
        limit = GrantChange("social:friends.max", value=parse_quantity(1, "count"))
        await core.permissions.grants.put(OPERATOR, alice[0], limit)
        await befriend(core, alice, bob)
        assert await code(core.social.requests.send(alice[1], carol[0], "x", None)) == (
            "friends.limit_reached"
        )
        assert await code(core.social.requests.send(dave[1], alice[0], "x", None)) == (
            "friends.other_limit_reached"
        )

    async def test_the_default_limit_is_a_setting(
        self, database_url: str, settings_for: Callable[..., Settings]
    ) -> None:
        async with await build_core(settings_for(database_url, friends_max=1)) as core:
            alice, bob, carol = [await member(core) for _ in range(3)]
            await befriend(core, alice, bob)
            assert await code(core.social.requests.send(carol[1], bob[0], "x", None)) == (
                "friends.other_limit_reached"
            )


class TestFriendships:
    async def test_patch_changes_my_side_only_and_hides_presence(self, core: Core) -> None:
        alice, bob = await member(core, "Alice"), await member(core, "Bob")
        await befriend(core, alice, bob)
        async with core.uow() as uow:
            await uow.users.record_last_seen({alice[0]: core.clock.now()})
            await uow.commit()
        view = await core.social.friends.edit(
            alice[1], bob[0], favorite=True, visibility=Visibility.HIDDEN, note="from school"
        )
        assert (view.link.favorite, view.link.visibility, view.link.note) == (
            True,
            Visibility.HIDDEN,
            "from school",
        )
        bobs = await core.social.friends.page(bob[1], bob[0], None, None)
        (alice_seen_by_bob,) = bobs.items
        assert alice_seen_by_bob.link.favorite is False
        assert alice_seen_by_bob.presence.online is False
        assert alice_seen_by_bob.presence.last_seen_at is None
        cleared = await core.social.friends.edit(alice[1], bob[0], clear_note=True)
        assert cleared.link.note is None and cleared.link.favorite is True

    async def test_removal_ends_both_directions(self, core: Core) -> None:
        alice, bob = await member(core), await member(core)
        await befriend(core, alice, bob)
        await core.social.friends.remove(bob[1], alice[0])
        assert await links_between(core, alice[0], bob[0]) == []
        assert await code(core.social.friends.remove(bob[1], alice[0])) == "friends.not_friends"

    async def test_a_one_way_link_is_repaired_after_the_read_that_sees_it(self, core: Core) -> None:
        alice, bob = await member(core), await member(core)
        now = core.clock.now()
        async with core.uow() as uow:
            await uow.social.links.add([FriendLink(bob[0], alice[0], now, now, now)])
            await uow.commit()
        page = await core.social.friends.page(alice[1], alice[0], None, None)
        assert page.items == []  # the read itself writes nothing
        await core.social.repairs.drain()
        assert len(await links_between(core, alice[0], bob[0])) == 2
        page = await core.social.friends.page(alice[1], alice[0], None, None)
        assert [v.link.friend_id for v in page.items] == [bob[0]]

    async def test_a_request_to_a_one_way_friend_repairs_and_refuses(self, core: Core) -> None:
        alice, bob = await member(core), await member(core)
        now = core.clock.now()
        async with core.uow() as uow:
            await uow.social.links.add([FriendLink(bob[0], alice[0], now, now, now)])
            await uow.commit()
        assert await code(core.social.requests.send(alice[1], bob[0], "x", None)) == (
            "friends.already_friends"
        )
        assert len(await links_between(core, alice[0], bob[0])) == 2

    async def test_lists_page_with_cursors(self, core: Core, clock: FrozenClock) -> None:
        me = await member(core)
        for _ in range(5):
            await befriend(core, me, await member(core))
            clock.advance(timedelta(seconds=1))
        seen, cursor = [], None
        while True:
            page = await core.social.friends.page(me[1], me[0], 2, cursor)
            seen += [v.link.friend_id for v in page.items]
            assert page.counts.total == 5
            cursor = page.next_cursor
            if cursor is None:
                break
        assert len(seen) == len(set(seen)) == 5

    async def test_another_users_list_needs_admin_user_view(self, core: Core) -> None:
        alice, bob = await member(core), await member(core)
        assert await code(core.social.friends.page(alice[1], bob[0], None, None)) == (
            "permissions.denied"
        )
        await core.permissions.grants.put(OPERATOR, alice[0], GrantChange("admin:user:view"))
        assert (await core.social.friends.page(alice[1], bob[0], None, None)).items == []


class TestBlocks:
    async def test_blocking_ends_friendship_and_requests_both_ways(self, core: Core) -> None:
        alice, bob, carol = [await member(core, n) for n in ("A", "B", "C")]
        await befriend(core, alice, bob)
        pending = await core.social.requests.send(carol[1], alice[0], "x", None)
        block = await core.social.blocks.block(alice[1], bob[0])
        await core.social.blocks.block(alice[1], carol[0])
        assert block.name == "B" and await links_between(core, alice[0], bob[0]) == []
        async with core.uow() as uow:
            stored = await uow.social.requests.get(pending.request.request.id)
        assert stored is not None and stored.status is RequestStatus.DECLINED
        assert await code(core.social.requests.send(bob[1], alice[0], "x", None)) == (
            "friends.requests_refused"
        )
        assert await code(core.social.requests.send(alice[1], bob[0], "x", None)) == (
            "friends.blocked"
        )
        again = await core.social.blocks.block(alice[1], bob[0])
        assert again.block == block.block
        blocks = await core.social.blocks.page(alice[1], None, None)
        assert {r.block.blocked_id for r in blocks.items} == {bob[0], carol[0]}
        await core.social.blocks.unblock(alice[1], bob[0])
        assert await code(core.social.blocks.unblock(alice[1], bob[0])) == "blocks.not_found"
        await core.social.requests.send(bob[1], alice[0], "x", None)


class TestRegions:
    async def test_an_empty_regional_list_is_read_again_unscoped(
        self, database_url: str, settings_for: Callable[..., Settings]
    ) -> None:
        settings = settings_for(database_url, regions=("eu", "us"))
        async with await build_core(settings) as core:
            me, near, far = [await member(core, n) for n in ("Me", "Near", "Far")]
            async with core.uow() as uow:
                for who, region in ((me, "eu"), (near, "eu"), (far, "us")):
                    user = await uow.users.get(who[0])
                    user.home_region = region  # type: ignore[union-attr]
                    await uow.users.update(user)  # type: ignore[arg-type]
                await uow.commit()
            await befriend(core, me, far)
            only_far = await core.social.friends.page(me[1], me[0], None, None)
            assert [v.name for v in only_far.items] == ["Far"]
            await befriend(core, me, near)
            regional = await core.social.friends.page(me[1], me[0], None, None)
            assert [v.name for v in regional.items] == ["Near"] and regional.counts.total == 1
