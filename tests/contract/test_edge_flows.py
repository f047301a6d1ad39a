"""The edge's repositories and readers on every backend (memory, SQLite, PostgreSQL), through
the use cases: claim races, exact favorite counts, directory pages, pending DNS changes."""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import AsyncIterator, Callable
from datetime import timedelta

import pytest

from adapters.memory.dns import MemoryDnsResolver
from adapters.memory.dns_provider import MemoryDnsProvider
from adapters.system.clock import FrozenClock
from application.edge.listings import DIRECTORY_LIMIT
from application.identity.principal import Principal
from bootstrap.core import Core, build_core
from bootstrap.outbound import Outbound
from bootstrap.settings import Settings
from domain.edge.dns import PendingChange, RecordType
from domain.edge.errors import DomainTaken
from domain.edge.listing import ListingDraft, ListingStatus
from domain.shared.errors import DomainError
from tests.support.connect import owned_server, user

RACERS = 50


@pytest.fixture
async def edge_core(
    database_url: str, settings_for: Callable[..., Settings], clock: FrozenClock
) -> AsyncIterator[tuple[Core, MemoryDnsResolver]]:
    resolver = MemoryDnsResolver()
    outbound = Outbound(txt_resolver=resolver, dns_providers={"cloudflare": MemoryDnsProvider()})
    async with await build_core(settings_for(database_url), outbound=outbound, clock=clock) as core:
        yield core, resolver


async def _network(core: Core, owner: Principal, name: str = "Net") -> uuid.UUID:
    return (await core.connect.networks.create(owner, name)).network_id


async def test_fifty_networks_race_to_verify_one_name_and_one_wins(
    edge_core: tuple[Core, MemoryDnsResolver],
) -> None:
    core, resolver = edge_core
    owners = [await user(core, f"Racer{i}") for i in range(RACERS)]
    networks = [await _network(core, owner) for owner in owners]
    claims = await asyncio.gather(
        *(
            core.edge.domains.create(o, n, "race.example")
            for o, n in zip(owners, networks, strict=True)
        )
    )
    resolver.set_txt("_svc.race.example", *(c.claim.txt_value for c in claims))

    async def verify(index: int) -> bool:
        try:
            result = await core.edge.domains.verify(owners[index], networks[index],
                                                    claims[index].claim.id)  # fmt: skip
        except DomainTaken:
            return False
        return result.claim.verified

    outcomes = await asyncio.gather(*(verify(i) for i in range(RACERS)))
    assert outcomes.count(True) == 1
    winner = networks[outcomes.index(True)]
    async with core.uow() as uow:
        assert await uow.edge.domains.verified_by("race.example") == winner
        verified = [
            c for n in networks for c in await uow.edge.domains.for_network(n) if c.verified
        ]
    assert [c.network_id for c in verified] == [winner]


async def test_fifty_claims_of_one_name_by_one_network_store_one(
    edge_core: tuple[Core, MemoryDnsResolver],
) -> None:
    core, _ = edge_core
    owner = await user(core)
    net = await _network(core, owner)

    async def claim() -> bool:
        try:
            await core.edge.domains.create(owner, net, "once.example")
        except DomainError:
            return False
        return True

    results = await asyncio.gather(*(claim() for _ in range(RACERS)))
    assert results.count(True) == 1
    assert len(await core.edge.domains.list(owner, net)) == 1


async def test_favorite_counts_are_exact_under_concurrency(
    edge_core: tuple[Core, MemoryDnsResolver],
) -> None:
    core, _ = edge_core
    owner = await user(core)
    net = await _network(core, owner)
    view = await core.edge.listings.put(
        owner, net, ListingDraft("mc.fav.example", "Fav", "survival", ("x",))
    )
    fans = [await user(core, f"Fan{i}") for i in range(RACERS)]
    listing_id = view.listing.id
    await asyncio.gather(*(core.edge.listings.favorite(f, listing_id, True) for f in fans))
    await asyncio.gather(*(core.edge.listings.favorite(f, listing_id, True) for f in fans[:10]))
    async with core.uow() as uow:
        assert (await uow.edge.listings.get(listing_id)).favorite_count == RACERS  # type: ignore[union-attr]
    await asyncio.gather(*(core.edge.listings.favorite(f, listing_id, False) for f in fans[:20]))
    page = await core.edge.directory.page("favorites", None, None, None, None)
    assert [item.favorite_count for item in page.items] == [RACERS - 20]


async def test_directory_pages_in_order_with_search_and_category(
    edge_core: tuple[Core, MemoryDnsResolver], clock: FrozenClock
) -> None:
    core, _ = edge_core
    made = []
    for index in range(23):
        owner = await user(core)  # one each: claims are limited per user (policy claim)
        net = await _network(core, owner, f"N{index}")
        category = "creative" if index % 3 == 0 else "survival"
        tags = ("pvp",) if index % 2 == 0 else ("chill",)
        hidden = index == 5
        view = await core.edge.listings.put(
            owner, net,
            ListingDraft(f"s{index}.list.example", f"Server {index}", category, tags,
                         hidden=hidden),
        )  # fmt: skip
        made.append(view.listing)
        if index % 4 != 0:
            owned = await owned_server(core, owner, f"srv{index}")
            server_id = owned.registration.server.server_id
            await core.connect.servers.update(owner, server_id, network_id=net)
            creds = await core.connect.auth.credentials(server_id)
            assert creds is not None
            await core.edge.listings.report(creds, server_id, ListingStatus(None, index % 7, 50, 3))

    visible = [m for m in made if not m.hidden]

    async def walk(**filters: str | None) -> list[str]:
        seen: list[str] = []
        cursor = None
        while True:
            page = await core.edge.directory.page(
                filters.get("sort"), filters.get("q"), filters.get("category"), cursor, 4
            )
            seen += [item.id for item in page.items]
            if page.next_cursor is None:
                return seen
            cursor = page.next_cursor

    async with core.uow() as uow:
        stored = {m.id: await uow.edge.listings.get(m.id) for m in visible}
    by_players = sorted(visible, key=lambda m: (stored[m.id].players_sort, m.id), reverse=True)  # type: ignore[union-attr]
    assert await walk() == [m.id for m in by_players]
    pvp = [m.id for m in by_players if "pvp" in m.tags]
    assert await walk(q="PvP") == pvp
    creative = [m.id for m in by_players if m.category == "creative"]
    assert await walk(category="creative") == creative
    both = [m.id for m in by_players if m.category == "creative" and "pvp" in m.tags]
    assert await walk(q="pvp", category="creative") == both
    assert await walk(q="server") == [m.id for m in by_players]
    assert DIRECTORY_LIMIT.maximum == 50

    clock.advance(timedelta(minutes=11))
    assert await core.edge.listings.expire_reports() > 0
    page = await core.edge.directory.page(None, None, None, None, 50)
    assert all(item.player_count is None for item in page.items)


async def test_pending_changes_are_replaced_not_lost(
    edge_core: tuple[Core, MemoryDnsResolver], clock: FrozenClock
) -> None:
    core, _ = edge_core
    now = clock.now()
    first = PendingChange("gateway", "a.example", RecordType.A, ("192.0.2.1",), 0, now, None, now)
    later = PendingChange("gateway", "a.example", RecordType.A, ("192.0.2.2",), 0, now,
                          None, now + timedelta(milliseconds=1))  # fmt: skip
    async with core.uow() as uow:
        await uow.edge.dns_changes.put(first)
        await uow.edge.dns_changes.put(later)
        await uow.edge.dns_changes.done(first)  # replaced meanwhile: kept
        await uow.edge.dns_changes.failed(later, now + timedelta(seconds=30), "down")
        await uow.commit()
    async with core.uow() as uow:
        stored = await uow.edge.dns_changes.get("gateway", "a.example", RecordType.A)
        assert stored is not None and stored.values == ("192.0.2.2",)
        assert (stored.attempts, stored.last_error) == (1, "down")
        assert await uow.edge.dns_changes.due(now, 10) == []
        assert len(await uow.edge.dns_changes.due(now + timedelta(seconds=30), 10)) == 1
        await uow.edge.dns_changes.done(stored)
        await uow.commit()
    async with core.uow() as uow:
        assert await uow.edge.dns_changes.get("gateway", "a.example", RecordType.A) is None
