"""SocketSlots, the use case behind the WebSocket caps, over the memory ledger with a clock
that moves only when told: which keys a socket counts under, which cap refuses it, the
per-process total, release, and the renewal that keeps open sockets' leases alive."""

from __future__ import annotations

import asyncio
import uuid

from hypothesis import given
from hypothesis import strategies as st

from adapters.memory.socket_slots import MemorySlotLedger
from application.shared.socket_slots import SocketCaps, SocketLease, SocketsFull, SocketSlots

SERVER, USER = uuid.uuid4(), uuid.uuid4()


class Clock:
    def __init__(self) -> None:
        self.now = 1_000.0

    def __call__(self) -> float:
        return self.now


def _slots(
    ledger: MemorySlotLedger | None = None,
    *,
    server: int = 2,
    user: int = 2,
    address: int = 3,
    process: int = 100,
    lease: float = 60.0,
) -> SocketSlots:
    caps = SocketCaps(server, user, address, process, lease)
    return SocketSlots(ledger or MemorySlotLedger(Clock()), caps)


def _lease(taken: SocketLease | SocketsFull) -> SocketLease:
    assert isinstance(taken, SocketLease), taken
    return taken


async def test_each_cap_refuses_by_its_own_scope() -> None:
    slots = _slots()
    for n in range(2):
        _lease(await slots.acquire(address=f"a{n}", server=SERVER))
    assert await slots.acquire(address="a9", server=SERVER) == SocketsFull("server")
    for n in range(2):
        _lease(await slots.acquire(address=f"b{n}", user=USER))
    assert await slots.acquire(address="b9", user=USER) == SocketsFull("user")
    for _ in range(3):
        _lease(await slots.acquire(address="c"))
    assert await slots.acquire(address="c") == SocketsFull("address")
    assert await slots.acquire(address="c", user=uuid.uuid4()) == SocketsFull("address")
    assert slots.held == 7


async def test_a_socket_counts_under_its_keys_only_and_a_cap_of_zero_is_none() -> None:
    slots = _slots(server=0, user=1, address=0)
    lease = _lease(await slots.acquire(address="a", user=USER, server=SERVER))
    assert lease.keys == (f"user:{USER}",)
    assert _lease(await slots.acquire(address="a")).keys == ()
    for _ in range(50):
        _lease(await slots.acquire(address="a", server=SERVER))


async def test_the_process_total_is_counted_here_and_frees_on_release() -> None:
    slots = _slots(server=0, user=0, address=0, process=2)
    first = _lease(await slots.acquire(address="a"))
    _lease(await slots.acquire(address="b"))
    assert await slots.acquire(address="c") == SocketsFull("process")
    await slots.release(first)
    await slots.release(first)  # a second release gives back nothing more
    _lease(await slots.acquire(address="c"))
    assert await slots.acquire(address="d") == SocketsFull("process")
    assert slots.held == 2


async def test_a_refused_socket_holds_nothing() -> None:
    slots = _slots(user=1, address=5)
    _lease(await slots.acquire(address="a", user=USER))
    for _ in range(3):
        assert await slots.acquire(address="a", user=USER) == SocketsFull("user")
    for _ in range(4):  # the refused ones took no slot of the address
        _lease(await slots.acquire(address="a"))
    assert await slots.acquire(address="a") == SocketsFull("address")
    assert slots.held == 5


async def test_renewal_keeps_open_sockets_and_a_socket_left_unrenewed_lapses() -> None:
    clock = Clock()
    ledger = MemorySlotLedger(clock)  # one ledger, as one Redis for two instances
    slots = _slots(ledger, server=1, lease=10.0)
    assert slots.caps.renew_seconds < slots.caps.lease_seconds / 2
    _lease(await slots.acquire(address="a", server=SERVER))
    for _ in range(5):  # renewed every few seconds, the slot stays taken
        clock.now += slots.caps.renew_seconds
        await slots.renew()
        assert await slots.acquire(address="b", server=SERVER) == SocketsFull("server")
    # Another process's core held it and died: nothing renews it any more.
    other = _slots(ledger, server=1, lease=10.0)
    clock.now += 10.0
    _lease(await other.acquire(address="b", server=SERVER))


@given(
    st.lists(
        st.tuples(st.booleans(), st.integers(0, 2), st.integers(0, 2), st.integers(0, 7)),
        max_size=60,
    )
)
def test_no_key_ever_holds_more_than_its_cap(
    steps: list[tuple[bool, int, int, int]],
) -> None:
    """Any sequence of opens and closes: counts match a plain model, caps are never passed,
    and a socket is refused exactly when one of its keys is full."""

    async def run() -> None:
        caps = {"server": 2, "user": 3, "address": 4, "process": 6}
        slots = _slots(
            server=caps["server"],
            user=caps["user"],
            address=caps["address"],
            process=caps["process"],
        )
        servers, users = [uuid.uuid4() for _ in range(3)], [uuid.uuid4() for _ in range(3)]
        addresses = "xyz"
        open_: list[tuple[SocketLease, tuple[str, ...]]] = []
        for opens, s, u, pick in steps:
            if not opens and open_:
                lease, _ = open_.pop(pick % len(open_))
                await slots.release(lease)
                continue
            keys = (f"server:{servers[s]}", f"user:{users[u]}", f"address:{addresses[s]}")
            counts = {k: sum(k in ks for _, ks in open_) for k in keys}
            would = "process" if len(open_) >= caps["process"] else None
            for key in keys:
                if would is None and counts[key] >= caps[key.split(":")[0]]:
                    would = key.split(":")[0]
            taken = await slots.acquire(address=addresses[s], user=users[u], server=servers[s])
            if would is None:
                open_.append((_lease(taken), keys))
            else:
                assert taken == SocketsFull(would)  # type: ignore[arg-type]
            assert slots.held == len(open_) <= caps["process"]

    asyncio.run(run())
