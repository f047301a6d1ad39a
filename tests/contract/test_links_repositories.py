"""The account-link repositories behave the same on memory, SQLite and PostgreSQL: one link
per user and provider, one user per provider account (even when two users race), tokens
replaced only over what was read, refresh order, and link attempts consumed once."""

from __future__ import annotations

import asyncio
import uuid
from dataclasses import replace
from datetime import timedelta

from adapters.system.clock import FrozenClock
from bootstrap.core import Core
from domain.links.accounts import LinkProvider
from domain.links.link import AccountLink, LinkAttempt, LinkStatus
from tests.conftest import sign_in

CHAT, MEMBERSHIP = LinkProvider.CHAT, LinkProvider.MEMBERSHIP


def link(user_id: uuid.UUID, clock: FrozenClock, account: str = "210000000000000001",
         provider: LinkProvider = CHAT, expires_in: timedelta = timedelta(hours=1),
         sealed: str = "sealed-access-1") -> AccountLink:  # fmt: skip
    now = clock.now()
    return AccountLink(
        user_id=user_id, provider=provider, account_id=account, display_name="Nelly",
        scopes=("identify", "guilds"), access_sealed=sealed, refresh_sealed="sealed-refresh-1",
        expires_at=now + expires_in, status=LinkStatus.ACTIVE, linked_at=now, refreshed_at=now,
    )  # fmt: skip


async def test_one_link_per_user_and_provider_and_one_user_per_account(
    core: Core, clock: FrozenClock
) -> None:
    alice, _ = await sign_in(core, name="Alice")
    bob, _ = await sign_in(core, name="Bob")
    first = link(alice, clock)
    async with core.uow() as uow:
        assert await uow.links.accounts.put(first)
        assert await uow.links.accounts.put(link(alice, clock, "81000001", MEMBERSHIP))
        assert not await uow.links.accounts.put(link(bob, clock))  # alice holds the account
        await uow.commit()
    async with core.uow() as uow:
        assert await uow.links.accounts.get(alice, CHAT) == first
        assert await uow.links.accounts.by_account(CHAT, first.account_id) == first
        assert await uow.links.accounts.get(bob, CHAT) is None
        assert [x.provider for x in await uow.links.accounts.of_user(alice)] == [CHAT, MEMBERSHIP]
        relinked = link(alice, clock, "210000000000000002", sealed="sealed-access-2")
        assert await uow.links.accounts.put(relinked)  # another account replaces the link
        assert await uow.links.accounts.put(link(bob, clock))  # the old account is free now
        await uow.commit()
    async with core.uow() as uow:
        assert (await uow.links.accounts.get(alice, CHAT)) == relinked
        removed = await uow.links.accounts.remove(alice, CHAT)
        assert removed == relinked
        assert await uow.links.accounts.remove(alice, CHAT) is None
        await uow.commit()


async def test_two_users_racing_for_one_account_get_one_link(
    core: Core, clock: FrozenClock
) -> None:
    users = [(await sign_in(core, name=f"Racer{i}"))[0] for i in range(6)]

    async def claim(user_id: uuid.UUID) -> bool:
        async with core.uow() as uow:
            stored = await uow.links.accounts.put(link(user_id, clock, "210000000000000099"))
            await uow.commit()
            return stored

    results = await asyncio.gather(*(claim(u) for u in users), return_exceptions=True)
    assert sum(r is True for r in results) == 1, results
    async with core.uow() as uow:
        holder = await uow.links.accounts.by_account(CHAT, "210000000000000099")
    assert holder is not None and holder.user_id == users[results.index(True)]


async def test_tokens_are_replaced_only_over_what_was_read(core: Core, clock: FrozenClock) -> None:
    alice, _ = await sign_in(core)
    read = link(alice, clock)
    async with core.uow() as uow:
        await uow.links.accounts.put(read)
        await uow.commit()
    later = clock.now() + timedelta(minutes=5)
    fresh = replace(read, access_sealed="sealed-access-2", refresh_sealed="sealed-refresh-2",
                    expires_at=later + timedelta(hours=1), refreshed_at=later)  # fmt: skip
    async with core.uow() as uow:
        assert await uow.links.accounts.replace_tokens(read, fresh)
        assert not await uow.links.accounts.replace_tokens(read, fresh)  # a second refresher
        await uow.commit()
    async with core.uow() as uow:
        stored = await uow.links.accounts.get(alice, CHAT)
    assert stored is not None and stored.access_sealed == "sealed-access-2"
    assert (stored.expires_at, stored.refreshed_at, stored.linked_at) == (
        fresh.expires_at, later, read.linked_at)  # fmt: skip


async def test_links_due_for_refresh_soonest_first(core: Core, clock: FrozenClock) -> None:
    users = [(await sign_in(core, name=f"U{i}"))[0] for i in range(4)]
    soon = link(users[0], clock, "1", expires_in=timedelta(minutes=5))
    sooner = link(users[1], clock, "2", expires_in=timedelta(minutes=2))
    later = link(users[2], clock, "3", expires_in=timedelta(hours=2))
    broken = replace(link(users[3], clock, "4", expires_in=timedelta(minutes=1)),
                     status=LinkStatus.BROKEN)  # fmt: skip
    async with core.uow() as uow:
        for each in (soon, sooner, later, broken):
            await uow.links.accounts.put(each)
        await uow.commit()
    async with core.uow() as uow:
        due = await uow.links.accounts.due_refresh(clock.now() + timedelta(minutes=10), 10)
        assert [x.account_id for x in due] == ["2", "1"]
        assert len(await uow.links.accounts.due_refresh(clock.now() + timedelta(days=1), 1)) == 1


async def test_a_link_attempt_is_consumed_once_by_its_browser(
    core: Core, clock: FrozenClock
) -> None:
    alice, _ = await sign_in(core)
    now = clock.now()
    attempt = LinkAttempt("a" * 64, "b" * 64, alice, CHAT, "sealed-verifier", None, now,
                          now + timedelta(minutes=10))  # fmt: skip
    async with core.uow() as uow:
        await uow.links.attempts.add(attempt)
        await uow.commit()
    async with core.uow() as uow:
        assert await uow.links.attempts.consume(attempt.id, "c" * 64, now) is None
        used = await uow.links.attempts.consume(attempt.id, "b" * 64, now)
        assert used == replace(attempt, used_at=now)
        assert await uow.links.attempts.consume(attempt.id, "b" * 64, now) is None
        await uow.commit()
    async with core.uow() as uow:
        assert (await uow.links.attempts.get(attempt.id)) == used
        assert await uow.links.attempts.purge_expired(now + timedelta(minutes=11)) == 1
        await uow.commit()


async def test_memberships_events_and_the_supporter_list(core: Core, clock: FrozenClock) -> None:
    from domain.links.membership import Membership, MembershipStatus, Tier
    from domain.links.supporter import SupporterSettings

    now = clock.now()
    gold = Tier("7003", "Gold", 1500, "USD")
    active = Membership("9000001", gold, 1500, "USD", MembershipStatus.ACTIVE, now)
    ids = sorted([(await sign_in(core, name="Supporter"))[0] for _ in range(4)])
    async with core.uow() as uow:
        for i, user_id in enumerate(ids):
            account = f"8100000{i}"
            await uow.links.accounts.put(link(user_id, clock, account, MEMBERSHIP))
            status = MembershipStatus.FORMER if i == 2 else MembershipStatus.ACTIVE
            campaign = "9000009" if i == 3 else "9000001"
            assert await uow.links.memberships.put(
                account, replace(active, status=status, campaign_id=campaign), "v2", now
            )
            await uow.links.supporters.put(SupporterSettings(user_id, i != 1, "Hi", None, now))
        assert await uow.links.memberships.record_event("e" * 64, now)
        assert not await uow.links.memberships.record_event("e" * 64, now)
        # an older (or the same) version changes nothing; a newer one replaces it
        lapsed = replace(active, status=MembershipStatus.FORMER)
        assert not await uow.links.memberships.put("81000000", lapsed, "v1", now)
        assert not await uow.links.memberships.put("81000000", lapsed, "v2", now)
        assert await uow.links.memberships.put("81000002", lapsed, "v3", now)
        await uow.commit()
    async with core.uow() as uow:
        assert await uow.links.memberships.get("81000000") == active
        assert await uow.links.memberships.get("nobody") is None
        listed = await uow.links.supporters.listed("9000001", None, 10)
        assert [s.user_id for s in listed] == [ids[0]]  # 1 opted out, 2 lapsed, 3 elsewhere
        assert (
            listed[0].name == "Supporter"
            and listed[0].membership == active
            and listed[0].settings.message == "Hi"
        )
        assert await uow.links.supporters.listed("9000001", ids[0], 10) == []
        assert (await uow.links.supporters.get(ids[1])) == SupporterSettings(
            ids[1], False, "Hi", None, now
        )


async def test_a_guild_finds_its_network(core: Core, clock: FrozenClock) -> None:
    from domain.links.network_chat import NetworkChatLink
    from tests.support.connect import user

    owner = await user(core)
    network = await core.connect.networks.create(owner, "Net")
    guild = "310000000000000001"
    linked = NetworkChatLink(network.network_id, guild, "Sky", None, owner.user_id, clock.now())
    async with core.uow() as uow:
        assert await uow.links.network_chats.put(linked)
        await uow.commit()
    async with core.uow() as uow:
        assert await uow.links.network_chats.by_guild(guild) == linked
        assert await uow.links.network_chats.by_guild("310000000000000002") is None


async def test_role_links_and_their_sync_rows(core: Core, clock: FrozenClock) -> None:
    from domain.links.role_links import ChatRoleLink, RoleSync, SyncState

    now = clock.now()
    alice, _ = await sign_in(core)
    bob, _ = await sign_in(core)
    pending = RoleSync(
        "510000000000000001", alice, "410000000000000001", True, SyncState.PENDING, 0, now,
        None, now,
    )  # fmt: skip
    async with core.uow() as uow:
        await uow.links.role_links.put(
            ChatRoleLink("65f1c0de0000000000000a02", "410000000000000002", "B", alice, now)
        )
        await uow.links.role_links.put(
            ChatRoleLink("65f1c0de0000000000000a01", "410000000000000001", "A", alice, now)
        )
        await uow.links.role_sync.put(pending)
        await uow.links.role_sync.put(
            replace(
                pending,
                account_id="510000000000000002",
                user_id=bob,
                next_attempt_at=now + timedelta(minutes=5),
            )
        )
        await uow.commit()  # fmt: skip
    async with core.uow() as uow:
        assert [x.role_id for x in await uow.links.role_links.all()] == [
            "65f1c0de0000000000000a01", "65f1c0de0000000000000a02"]  # fmt: skip
        one = await uow.links.role_links.get("65f1c0de0000000000000a02")
        assert one is not None and (one.chat_role_id, one.chat_role_name) == (
            "410000000000000002", "B")  # fmt: skip
        assert await uow.links.role_links.get("65f1c0de0000000000000a09") is None
        assert await uow.links.role_sync.due(now, 10) == [pending]
        assert await uow.links.role_sync.of_account("510000000000000001") == {
            "410000000000000001": pending
        }
        later = now + timedelta(seconds=1)
        assert await uow.links.role_sync.settle(pending, pending.synced(later))
        assert not await uow.links.role_sync.settle(pending, pending.synced(later))  # stale
        assert await uow.links.role_sync.summary() == {
            ("410000000000000001", "synced"): 1,
            ("410000000000000001", "pending"): 1,
        }
        assert await uow.links.role_links.remove("65f1c0de0000000000000a01")
        assert not await uow.links.role_links.remove("65f1c0de0000000000000a01")
        chat_linked = await uow.links.accounts.linked(CHAT, None, 10)
        await uow.commit()  # fmt: skip
    assert chat_linked == []
