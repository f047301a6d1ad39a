"""The ledger behind the WebSocket caps behaves alike in memory and in Redis: all or none
across a socket's keys, the first full key named, slots given back on release, leases that
lapse unless renewed (a lapsed one renewed is taken again), renewals in batches; and the Redis
ledger counts in its process while Redis does not answer.

Lapses are waited for by polling with leases of a millisecond, never by sleeping; a lease
that must hold is a minute long, far beyond any slow run.
"""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
from redis.asyncio import Redis

from adapters.memory.socket_slots import MemorySlotLedger
from adapters.redis.socket_slots import RENEW_BATCH, RedisSlotLedger
from application.shared.socket_slots import SlotLedger
from tests.support.live_server import free_port
from tests.support.redis import redis_url, unique_prefix
from tests.support.waiting import eventually

HOLDS = 60.0  # seconds: a lease that outlasts the test
LAPSES = 0.001  # seconds: a lease over before the next call


@pytest.fixture(params=["memory", "redis"])
async def ledger(request: pytest.FixtureRequest) -> AsyncIterator[SlotLedger]:
    if request.param == "memory":
        yield MemorySlotLedger()
        return
    client = Redis.from_url(redis_url())
    prefix = unique_prefix()
    yield RedisSlotLedger(client, prefix)
    keys = [key async for key in client.scan_iter(f"{prefix}:*")]
    if keys:
        await client.delete(*keys)
    await client.aclose()


async def test_slots_up_to_the_cap_then_the_full_key_is_named(ledger: SlotLedger) -> None:
    taken = [await ledger.acquire(f"h{n}", [("server:s", 3)], HOLDS) for n in range(3)]
    assert taken == [None, None, None]
    assert await ledger.acquire("h3", [("server:s", 3)], HOLDS) == "server:s"
    assert await ledger.acquire("h3", [("server:other", 3)], HOLDS) is None  # keys apart


async def test_all_or_none_and_the_first_full_key_in_order(ledger: SlotLedger) -> None:
    assert await ledger.acquire("a", [("user:u", 1), ("address:x", 1)], HOLDS) is None
    both = [("address:x", 5), ("user:u", 1)]
    assert await ledger.acquire("b", both, HOLDS) == "user:u"
    # "b" took nothing under address:x: four more fit there beside "a", not five
    for n in range(4):
        assert await ledger.acquire(f"c{n}", [("address:x", 5)], HOLDS) is None
    assert await ledger.acquire("c4", [("address:x", 5)], HOLDS) == "address:x"
    full = [("user:u", 1), ("address:x", 5)]
    assert await ledger.acquire("d", full, HOLDS) == "user:u"  # the first in the order given


async def test_a_released_slot_is_free_again_and_releasing_twice_is_harmless(
    ledger: SlotLedger,
) -> None:
    keys = [("server:s", 1), ("address:x", 1)]
    assert await ledger.acquire("a", keys, HOLDS) is None
    assert await ledger.acquire("b", keys, HOLDS) == "server:s"
    await ledger.release("a", ["server:s", "address:x"])
    await ledger.release("a", ["server:s", "address:x"])
    await ledger.release("nobody", ["server:s"])
    assert await ledger.acquire("b", keys, HOLDS) is None
    assert await ledger.acquire("c", keys, HOLDS) == "server:s"


async def test_a_lease_not_renewed_lapses(ledger: SlotLedger) -> None:
    """What a killed instance leaves behind: the slot comes back by itself."""
    assert await ledger.acquire("held", [("server:s", 2)], HOLDS) is None
    assert await ledger.acquire("dead", [("server:s", 2)], LAPSES) is None

    async def freed() -> bool:
        return await ledger.acquire("new", [("server:s", 2)], HOLDS) is None

    await eventually(freed, "the lapsed lease frees its slot beside the held one")
    assert await ledger.acquire("more", [("server:s", 2)], HOLDS) == "server:s"


async def test_a_renewed_lease_holds_and_a_lapsed_one_is_taken_again(
    ledger: SlotLedger,
) -> None:
    """The socket is still open: renewing counts it again even if its lease ran out."""
    assert await ledger.acquire("a", [("user:u", 1), ("address:x", 9)], LAPSES) is None
    await ledger.renew({"a": ["user:u", "address:x"]}, HOLDS)
    assert await ledger.acquire("b", [("user:u", 1)], HOLDS) == "user:u"
    for n in range(8):
        assert await ledger.acquire(f"c{n}", [("address:x", 9)], HOLDS) is None
    assert await ledger.acquire("c8", [("address:x", 9)], HOLDS) == "address:x"


async def test_many_renewals_at_once(ledger: SlotLedger) -> None:
    """More slots than one renewal batch holds: every one is renewed, none twice."""
    count = RENEW_BATCH + 100
    for n in range(count):
        assert await ledger.acquire(f"h{n}", [("address:x", count + 1)], LAPSES) is None
    await ledger.renew({f"h{n}": ["address:x"] for n in range(count)}, HOLDS)
    assert await ledger.acquire("last", [("address:x", count + 1)], HOLDS) is None
    assert await ledger.acquire("over", [("address:x", count + 1)], HOLDS) == "address:x"


async def test_without_redis_the_caps_hold_per_process_and_slots_free_on_release() -> None:
    """Nothing listens on the port: each call fails at once and the process counts itself."""
    client = Redis.from_url(f"redis://127.0.0.1:{free_port()}", socket_connect_timeout=1)
    ledger = RedisSlotLedger(client, unique_prefix())
    try:
        assert await ledger.acquire("a", [("server:s", 1)], HOLDS) is None
        assert await ledger.acquire("b", [("server:s", 1)], HOLDS) == "server:s"
        await ledger.renew({"a": ["server:s"]}, HOLDS)
        await ledger.release("a", ["server:s"])
        assert await ledger.acquire("b", [("server:s", 1)], HOLDS) is None
    finally:
        await client.aclose()
