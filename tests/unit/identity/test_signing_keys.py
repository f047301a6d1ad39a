"""SigningKeys and the key ring: what an announcement, a retirement and an unknown key id do."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime

from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
from hypothesis import given
from hypothesis import strategies as st

from adapters.crypto.key_ring import Ed25519KeyRing
from adapters.crypto.keys import b64url, key_id, raw_public
from adapters.memory.bus import LocalBus, LocalHub
from adapters.memory.signing_keys import MemorySigningKeyReader
from adapters.memory.store import MemoryStore
from adapters.memory.uow import MemoryUnitOfWork
from adapters.system.clock import FrozenClock
from application.identity.signing_keys import SigningKeys

KEYS = [Ed25519PrivateKey.generate() for _ in range(4)]
ANNOUNCED = {key_id(k.public_key()): b64url(raw_public(k.public_key())) for k in KEYS}


class Ticks:
    """A monotonic clock that moves only when slept on."""

    def __init__(self) -> None:
        self.now = 100.0
        self.slept: list[float] = []

    def __call__(self) -> float:
        return self.now

    async def sleep(self, seconds: float) -> None:
        self.slept.append(seconds)
        self.now += seconds
        await asyncio.sleep(0)  # others run meanwhile, as during a real wait


def instance(
    store: MemoryStore, key: Ed25519PrivateKey, hub: LocalHub, ticks: Ticks
) -> tuple[SigningKeys, Ed25519KeyRing, list[str]]:
    ring = Ed25519KeyRing(key)
    forgotten: list[str] = []
    keys = SigningKeys(
        lambda: MemoryUnitOfWork(store),
        MemorySigningKeyReader(store),
        ring,
        LocalBus(hub),
        FrozenClock(datetime(2026, 11, 29, tzinfo=UTC)),
        forget_verified=lambda: forgotten.append("all"),
        monotonic=ticks,
        sleep=ticks.sleep,
    )
    return keys, ring, forgotten


async def test_an_announcement_reaches_the_other_instance_through_the_bus() -> None:
    store, hub, ticks = MemoryStore(), LocalHub(), Ticks()
    b, b_ring, _ = instance(store, KEYS[0], hub, ticks)
    await b.announce()
    a, a_ring, _ = instance(store, KEYS[1], hub, ticks)
    assert not b_ring.knows(a_ring.kid)
    await a.announce()  # the bus message makes b refresh
    assert b_ring.knows(a_ring.kid) and a_ring.knows(b_ring.kid)


async def test_unknown_key_ids_refresh_once_a_second_at_most_and_waiters_share_a_refresh() -> None:
    store, ticks = MemoryStore(), Ticks()
    b, b_ring, _ = instance(store, KEYS[0], LocalHub(), ticks)
    await b.announce()
    a, a_ring, _ = instance(store, KEYS[1], LocalHub(), ticks)  # another hub: no message
    await a.announce()
    assert not b_ring.knows(a_ring.kid)
    before = b.refreshes
    assert await b.refresh_for(a_ring.kid)  # the first lookup: at once
    assert b.refreshes == before + 1 and ticks.slept == []
    assert await b.refresh_for(a_ring.kid)  # known now: no read at all
    assert b.refreshes == before + 1

    stranger = key_id(KEYS[3].public_key())
    flood = [b.refresh_for(stranger) for _ in range(50)]
    assert not any(await asyncio.gather(*flood))
    assert b.refreshes == before + 2  # fifty callers, one read, after waiting for its turn
    assert ticks.slept == [1.0]
    assert not await b.refresh_for("not a key id")
    assert b.refreshes == before + 2


async def test_retiring_drops_the_key_and_the_verified_tokens_everywhere() -> None:
    store, hub, ticks = MemoryStore(), LocalHub(), Ticks()
    b, b_ring, b_forgot = instance(store, KEYS[0], hub, ticks)
    await b.announce()
    a, a_ring, a_forgot = instance(store, KEYS[1], hub, ticks)
    await a.announce()
    retired = await a.retire(b_ring.kid)
    assert retired.retired and not a_ring.knows(b_ring.kid) and not b_ring.knows(b_ring.kid)
    assert a_forgot and b_forgot
    assert [k.kid for k in await a.list() if k.retired] == [b_ring.kid]


@given(
    accepted=st.dictionaries(st.sampled_from(sorted(ANNOUNCED)), st.just("")),
    retired=st.frozensets(st.sampled_from(sorted(ANNOUNCED))),
    previous=st.booleans(),
)
def test_the_ring_trusts_announced_keys_and_its_own_never_a_retired_one(
    accepted: dict[str, str], retired: frozenset[str], previous: bool
) -> None:
    ring = Ed25519KeyRing(KEYS[0], [KEYS[1].public_key()] if previous else [])
    own = {key_id(KEYS[0].public_key())} | ({key_id(KEYS[1].public_key())} if previous else set())
    ring.trust({kid: ANNOUNCED[kid] for kid in accepted}, retired)
    trusted = {kid for kid in ANNOUNCED if ring.knows(kid)}
    assert trusted == (own | set(accepted)) - retired


def test_a_row_whose_key_does_not_match_its_id_is_ignored() -> None:
    ring = Ed25519KeyRing(KEYS[0])
    kids = sorted(ANNOUNCED)
    ring.trust({kids[0]: ANNOUNCED[kids[1]]}, frozenset())
    assert ring.knows(kids[0]) == (kids[0] == key_id(KEYS[0].public_key()))
