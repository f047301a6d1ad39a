"""Edge repositories in memory. A transaction holds the store lock, so every read-then-write
here is atomic, like the conditional statements of the SQL adapter."""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime
from uuid import UUID

from adapters.memory.connect.servers import NETWORKS, SERVERS
from adapters.memory.store import MemoryStore, MemoryTx, Table, detached
from application.edge.ports import AdminQuery, DirectoryQuery, DirectorySort
from domain.connect.network import Network
from domain.connect.server import Server, ServerKind
from domain.edge.admin import AuditEntry
from domain.edge.claims import DomainCheck, DomainClaim
from domain.edge.dns import DnsConfig, PendingChange, RecordType, TokenStatus
from domain.edge.gateway import Gateway, GatewayRoute
from domain.edge.listing import (
    DiscoverySource,
    DiscoveryState,
    Listing,
    ListingStatus,
)

CLAIMS = Table[str, DomainClaim]("edge_domains")
VERIFIED = Table[str, str]("edge_verified_domains")  # domain -> claim id
CONFIGS = Table[UUID, DnsConfig]("edge_dns_configs")
CHANGES = Table[tuple[str, str, str], PendingChange]("edge_dns_changes")
LISTINGS = Table[UUID, Listing]("edge_listings")  # by network id
FAVORITES = Table[tuple[str, UUID], datetime]("edge_favorites")  # (listing, user) -> at
GATEWAYS = Table[str, Gateway]("edge_gateways")
ROUTES = Table[UUID, GatewayRoute]("edge_routes")
AUDIT = Table[str, AuditEntry]("edge_audit")


def _last_checked(claim: DomainClaim) -> datetime:
    if claim.last_check is not None:
        return claim.last_check.checked_at
    return claim.verified_at or claim.created_at


class MemoryDomainClaimRepository:
    def __init__(self, tx: MemoryTx) -> None:
        self._tx = tx

    async def add(self, claim: DomainClaim) -> bool:
        claims = self._tx.read(CLAIMS)
        if any(c.network_id == claim.network_id and c.domain == claim.domain
               for c in claims.values()):  # fmt: skip
            return False
        self._tx.write(CLAIMS)[claim.id] = detached(claim)
        return True

    async def get(self, network_id: UUID, claim_id: str) -> DomainClaim | None:
        claim = self._tx.read(CLAIMS).get(claim_id)
        return detached(claim) if claim and claim.network_id == network_id else None

    async def for_network(self, network_id: UUID) -> list[DomainClaim]:
        mine = [c for c in self._tx.read(CLAIMS).values() if c.network_id == network_id]
        return [detached(c) for c in sorted(mine, key=lambda c: (c.created_at, c.id))]

    async def count(self, network_id: UUID) -> int:
        return sum(1 for c in self._tx.read(CLAIMS).values() if c.network_id == network_id)

    async def verified_by(self, domain: str) -> UUID | None:
        claim_id = self._tx.read(VERIFIED).get(domain)
        claim = self._tx.read(CLAIMS).get(claim_id) if claim_id else None
        return claim.network_id if claim else None

    async def verify(self, claim: DomainClaim, check: DomainCheck) -> bool:
        holder = self._tx.read(VERIFIED).get(claim.domain)
        if holder is not None and holder != claim.id:
            return False
        self._tx.write(VERIFIED)[claim.domain] = claim.id
        stored = self._tx.read(CLAIMS)[claim.id]
        self._tx.write(CLAIMS)[claim.id] = replace(
            stored, verified_at=check.checked_at, last_check=check, updated_at=check.checked_at
        )
        return True

    async def record_check(self, claim: DomainClaim, check: DomainCheck, unverify: bool) -> None:
        stored = self._tx.read(CLAIMS).get(claim.id)
        if stored is None:
            return
        changed = replace(stored, last_check=check, updated_at=check.checked_at)
        if unverify and stored.verified_at is not None:
            changed.verified_at = None
            if self._tx.read(VERIFIED).get(stored.domain) == stored.id:
                del self._tx.write(VERIFIED)[stored.domain]
        self._tx.write(CLAIMS)[claim.id] = changed

    async def due_rechecks(self, checked_before: datetime, limit: int) -> list[DomainClaim]:
        due = [
            c for c in self._tx.read(CLAIMS).values()
            if c.verified_at is not None and _last_checked(c) < checked_before
        ]  # fmt: skip
        return [detached(c) for c in sorted(due, key=lambda c: (_last_checked(c), c.id))[:limit]]


class MemoryDnsConfigRepository:
    def __init__(self, tx: MemoryTx) -> None:
        self._tx = tx

    async def get(self, network_id: UUID) -> DnsConfig | None:
        found = self._tx.read(CONFIGS).get(network_id)
        return detached(found) if found else None

    async def put(self, config: DnsConfig) -> None:
        self._tx.write(CONFIGS)[config.network_id] = detached(config)

    async def remove(self, network_id: UUID) -> bool:
        if network_id not in self._tx.read(CONFIGS):
            return False
        del self._tx.write(CONFIGS)[network_id]
        return True

    async def set_token_status(self, network_id: UUID, status: TokenStatus, now: datetime) -> None:
        found = self._tx.read(CONFIGS).get(network_id)
        if found is not None and found.token_status is not status:
            self._tx.write(CONFIGS)[network_id] = replace(
                found, token_status=status, updated_at=now
            )

    async def page(self, after: UUID | None, limit: int) -> list[DnsConfig]:
        keys = sorted(k for k in self._tx.read(CONFIGS) if after is None or str(k) > str(after))
        return [detached(self._tx.read(CONFIGS)[k]) for k in keys[:limit]]

    async def reseal(self, network_id: UUID, old: str, new: str) -> bool:
        found = self._tx.read(CONFIGS).get(network_id)
        if found is None or found.sealed_token != old:
            return False
        self._tx.write(CONFIGS)[network_id] = replace(found, sealed_token=new)
        return True


def _key(change: PendingChange) -> tuple[str, str, str]:
    return (change.scope, change.name, change.type.value)


class MemoryPendingChangeRepository:
    def __init__(self, tx: MemoryTx) -> None:
        self._tx = tx

    async def put(self, change: PendingChange) -> None:
        self._tx.write(CHANGES)[_key(change)] = detached(change)

    async def get(self, scope: str, name: str, type: RecordType) -> PendingChange | None:
        found = self._tx.read(CHANGES).get((scope, name, type.value))
        return detached(found) if found else None

    def _same(self, change: PendingChange) -> bool:
        found = self._tx.read(CHANGES).get(_key(change))
        return (
            found is not None
            and found.values == change.values
            and found.created_at == change.created_at
        )

    async def done(self, change: PendingChange) -> None:
        if self._same(change):
            del self._tx.write(CHANGES)[_key(change)]

    async def failed(self, change: PendingChange, next_attempt_at: datetime, error: str) -> None:
        if self._same(change):
            found = self._tx.read(CHANGES)[_key(change)]
            self._tx.write(CHANGES)[_key(change)] = replace(
                found, attempts=found.attempts + 1, next_attempt_at=next_attempt_at,
                last_error=error[:500],
            )  # fmt: skip

    async def due(self, now: datetime, limit: int) -> list[PendingChange]:
        due = [c for c in self._tx.read(CHANGES).values() if c.next_attempt_at <= now]
        due.sort(key=lambda c: (c.next_attempt_at, c.scope, c.name))
        return [detached(c) for c in due[:limit]]

    async def drop_scope(self, scope: str) -> None:
        for key in [k for k in self._tx.read(CHANGES) if k[0] == scope]:
            del self._tx.write(CHANGES)[key]


class MemoryListingRepository:
    def __init__(self, tx: MemoryTx) -> None:
        self._tx = tx

    async def for_network(self, network_id: UUID) -> Listing | None:
        found = self._tx.read(LISTINGS).get(network_id)
        return detached(found) if found else None

    def _by_id(self, listing_id: str) -> Listing | None:
        for listing in self._tx.read(LISTINGS).values():
            if listing.id == listing_id:
                return listing
        return None

    async def get(self, listing_id: str) -> Listing | None:
        found = self._by_id(listing_id)
        return detached(found) if found else None

    async def put(self, listing: Listing) -> None:
        self._tx.write(LISTINGS)[listing.network_id] = detached(listing)

    async def remove(self, network_id: UUID) -> bool:
        found = self._tx.read(LISTINGS).get(network_id)
        if found is None:
            return False
        del self._tx.write(LISTINGS)[network_id]
        for key in [k for k in self._tx.read(FAVORITES) if k[0] == found.id]:
            del self._tx.write(FAVORITES)[key]
        return True

    async def report(self, network_id: UUID, status: ListingStatus, now: datetime) -> bool:
        found = self._tx.read(LISTINGS).get(network_id)
        if found is None:
            return False
        self._tx.write(LISTINGS)[network_id] = replace(
            found,
            motd=status.motd,
            player_count=status.player_count,
            player_capacity=status.player_capacity,
            ping_ms=status.ping_ms,
            discovery_state=DiscoveryState.ONLINE,
            discovery_source=DiscoverySource.SERVER_REPORT,
            reported_at=now,
        )
        return True

    async def expire_reports(self, reported_before: datetime, now: datetime) -> int:
        expired = [
            listing for listing in self._tx.read(LISTINGS).values()
            if listing.discovery_state is DiscoveryState.ONLINE
            and listing.reported_at is not None and listing.reported_at < reported_before
        ]  # fmt: skip
        for listing in expired:
            self._tx.write(LISTINGS)[listing.network_id] = replace(
                listing, discovery_state=DiscoveryState.OFFLINE, player_count=None, ping_ms=None
            )
        return len(expired)

    async def set_ownership(self, network_id: UUID, verified_at: datetime | None) -> None:
        found = self._tx.read(LISTINGS).get(network_id)
        if found is not None and found.ownership_verified_at != verified_at:
            self._tx.write(LISTINGS)[network_id] = replace(found, ownership_verified_at=verified_at)

    async def favorite(self, listing_id: str, user_id: UUID, now: datetime) -> bool:
        listing = self._by_id(listing_id)
        if listing is None or (listing_id, user_id) in self._tx.read(FAVORITES):
            return False
        self._tx.write(FAVORITES)[(listing_id, user_id)] = now
        self._tx.write(LISTINGS)[listing.network_id] = replace(
            listing, favorite_count=listing.favorite_count + 1
        )
        return True

    async def unfavorite(self, listing_id: str, user_id: UUID) -> bool:
        listing = self._by_id(listing_id)
        if listing is None or (listing_id, user_id) not in self._tx.read(FAVORITES):
            return False
        del self._tx.write(FAVORITES)[(listing_id, user_id)]
        self._tx.write(LISTINGS)[listing.network_id] = replace(
            listing, favorite_count=listing.favorite_count - 1
        )
        return True

    async def is_favorite(self, listing_id: str, user_id: UUID) -> bool:
        return (listing_id, user_id) in self._tx.read(FAVORITES)

    async def favorites_of(self, user_id: UUID, limit: int) -> list[Listing]:
        mine = [(at, lid) for (lid, uid), at in self._tx.read(FAVORITES).items() if uid == user_id]
        mine.sort(reverse=True)
        out: list[Listing] = []
        for _, listing_id in mine:
            listing = self._by_id(listing_id)
            if listing is not None and not listing.hidden:
                out.append(detached(listing))
        return out[:limit]

    async def set_featured(self, listing_id: str, featured: bool, now: datetime) -> bool:
        listing = self._by_id(listing_id)
        if listing is None:
            return False
        self._tx.write(LISTINGS)[listing.network_id] = replace(listing, featured=featured)
        return True


class MemoryGatewayRepository:
    def __init__(self, tx: MemoryTx) -> None:
        self._tx = tx

    async def add(self, gateway: Gateway) -> None:
        self._tx.write(GATEWAYS)[gateway.id] = detached(gateway)

    async def get(self, gateway_id: str) -> Gateway | None:
        found = self._tx.read(GATEWAYS).get(gateway_id)
        return detached(found) if found else None

    async def update(self, gateway: Gateway) -> None:
        self._tx.write(GATEWAYS)[gateway.id] = detached(gateway)

    async def all(self) -> list[Gateway]:
        return [detached(g) for _, g in sorted(self._tx.read(GATEWAYS).items())]


class MemoryGatewayRouteRepository:
    def __init__(self, tx: MemoryTx) -> None:
        self._tx = tx

    async def get(self, server_id: UUID) -> GatewayRoute | None:
        found = self._tx.read(ROUTES).get(server_id)
        return detached(found) if found else None

    async def by_host(self, route_host: str) -> GatewayRoute | None:
        for route in self._tx.read(ROUTES).values():
            if route.route_host == route_host:
                return detached(route)
        return None

    async def put(self, route: GatewayRoute) -> bool:
        holder = await self.by_host(route.route_host)
        if holder is not None and holder.server_id != route.server_id:
            return False
        self._tx.write(ROUTES)[route.server_id] = detached(route)
        return True

    async def remove(self, server_id: UUID) -> GatewayRoute | None:
        found = self._tx.read(ROUTES).get(server_id)
        if found is not None:
            del self._tx.write(ROUTES)[server_id]
        return found

    async def stale(self, refreshed_before: datetime, limit: int) -> list[GatewayRoute]:
        old = [r for r in self._tx.read(ROUTES).values() if r.refreshed_at < refreshed_before]
        return [detached(r) for r in sorted(old, key=lambda r: r.refreshed_at)[:limit]]

    async def page(self, after: UUID | None, limit: int) -> list[GatewayRoute]:
        keys = sorted((k for k in self._tx.read(ROUTES) if after is None or k > after), key=str)
        return [detached(self._tx.read(ROUTES)[k]) for k in keys[:limit]]

    async def set_dns_values(self, server_id: UUID, values: tuple[str, ...]) -> None:
        found = self._tx.read(ROUTES).get(server_id)
        if found is not None:
            self._tx.write(ROUTES)[server_id] = replace(found, dns_values=values)


def _matches(name: str, object_id: str, ident: UUID, query: AdminQuery) -> bool:
    if query.after is not None and object_id <= query.after:
        return False
    if query.search is None:
        return True
    return name.lower().startswith(query.search) or query.search in (object_id, str(ident))


class MemoryConnectAdminRepository:
    def __init__(self, tx: MemoryTx) -> None:
        self._tx = tx

    async def networks(self, query: AdminQuery) -> list[Network]:
        found = [
            n for n in self._tx.read(NETWORKS).values()
            if (query.owner_id is None or n.owner_id == query.owner_id)
            and _matches(n.name, n.id, n.network_id, query)
        ]  # fmt: skip
        return [detached(n) for n in sorted(found, key=lambda n: n.id)[: query.limit]]

    async def servers(self, query: AdminQuery) -> list[Server]:
        found = [
            s for s in self._tx.read(SERVERS).values()
            if (query.owner_id is None or s.owner_id == query.owner_id)
            and _matches(s.name, s.id, s.server_id, query)
        ]  # fmt: skip
        return [detached(s) for s in sorted(found, key=lambda s: s.id)[: query.limit]]

    async def transfer_network(self, network_id: UUID, owner_id: UUID, now: datetime) -> list[UUID]:
        network = self._tx.read(NETWORKS)[network_id]
        self._tx.write(NETWORKS)[network_id] = replace(network, owner_id=owner_id, updated_at=now)
        hosts = [
            s for s in self._tx.read(SERVERS).values()
            if s.network_id == network_id and s.kind is ServerKind.HOST
        ]  # fmt: skip
        for host in hosts:
            self._tx.write(SERVERS)[host.server_id] = replace(host, owner_id=owner_id,
                                                              updated_at=now)  # fmt: skip
        return [h.server_id for h in hosts]

    async def replace_secret(self, server_id: UUID, digest: str, now: datetime) -> bool:
        server = self._tx.read(SERVERS).get(server_id)
        if server is None:
            return False
        self._tx.write(SERVERS)[server_id] = replace(server, secret_digest=digest, updated_at=now)
        return True


class MemoryAuditRepository:
    def __init__(self, tx: MemoryTx) -> None:
        self._tx = tx

    async def add(self, entry: AuditEntry) -> None:
        self._tx.write(AUDIT)[entry.id] = entry

    async def page(self, after: str | None, limit: int) -> list[AuditEntry]:
        keys = sorted((k for k in self._tx.read(AUDIT) if after is None or k < after),
                      reverse=True)  # fmt: skip
        return [self._tx.read(AUDIT)[k] for k in keys[:limit]]


class MemoryDirectoryReader:
    def __init__(self, store: MemoryStore) -> None:
        self._tables = store.tables

    async def page(self, query: DirectoryQuery) -> list[Listing]:
        def key(listing: Listing) -> tuple[int, str]:
            if query.sort == DirectorySort.FAVORITES:
                return (listing.favorite_count, listing.id)
            return (listing.players_sort, listing.id)

        found = [
            listing for listing in self._tables[LISTINGS].values()
            if not listing.hidden
            and (query.category is None or listing.category == query.category)
            and (query.term is None or query.term in listing.terms)
            and (query.after is None or key(listing) < query.after)
        ]  # fmt: skip
        found.sort(key=key, reverse=True)
        return [detached(listing) for listing in found[: query.limit]]
