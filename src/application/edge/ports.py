"""The ports the edge needs: repositories (in a unit of work), the directory reader, the TXT
lookup, and the DNS providers it keeps records with."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Protocol
from uuid import UUID

from domain.connect.network import Network
from domain.connect.server import Server
from domain.edge.admin import AuditEntry
from domain.edge.claims import DomainCheck, DomainClaim, TxtLookup
from domain.edge.dns import DnsConfig, PendingChange, RecordSet, RecordType, TokenStatus
from domain.edge.gateway import Gateway, GatewayRoute
from domain.edge.listing import Listing, ListingStatus


class DomainClaimRepository(Protocol):
    async def add(self, claim: DomainClaim) -> bool:
        """False (nothing stored) when the network already claims this domain."""
        ...

    async def get(self, network_id: UUID, claim_id: str) -> DomainClaim | None: ...

    async def for_network(self, network_id: UUID) -> list[DomainClaim]:
        """Oldest first."""
        ...

    async def count(self, network_id: UUID) -> int: ...

    async def verified_by(self, domain: str) -> UUID | None:
        """The network whose claim of ``domain`` is verified, if any."""
        ...

    async def verify(self, claim: DomainClaim, check: DomainCheck) -> bool:
        """Make ``claim`` the verified one of its domain, in one write that exactly one of any
        number of concurrent callers wins; False when another network holds the domain."""
        ...

    async def record_check(self, claim: DomainClaim, check: DomainCheck, unverify: bool) -> None:
        """Keep ``check`` as the claim's last; ``unverify`` withdraws its verification."""
        ...

    async def due_rechecks(self, checked_before: datetime, limit: int) -> list[DomainClaim]:
        """Verified claims last checked before ``checked_before``, longest unchecked first."""
        ...


class DnsConfigRepository(Protocol):
    async def get(self, network_id: UUID) -> DnsConfig | None: ...

    async def put(self, config: DnsConfig) -> None:
        """Insert or replace the network's config."""
        ...

    async def remove(self, network_id: UUID) -> bool: ...

    async def set_token_status(
        self, network_id: UUID, status: TokenStatus, now: datetime
    ) -> None: ...

    async def page(self, after: UUID | None, limit: int) -> list[DnsConfig]:
        """By network id, those after ``after`` (the re-encryption walks them all)."""
        ...

    async def reseal(self, network_id: UUID, old: str, new: str) -> bool:
        """Replace the sealed token if it is still ``old``."""
        ...


class PendingChangeRepository(Protocol):
    async def put(self, change: PendingChange) -> None:
        """Insert, or replace what (scope, name, type) should hold."""
        ...

    async def get(self, scope: str, name: str, type: RecordType) -> PendingChange | None: ...

    async def done(self, change: PendingChange) -> None:
        """Forget the change, unless it was replaced by another meanwhile."""
        ...

    async def failed(self, change: PendingChange, next_attempt_at: datetime, error: str) -> None:
        """Count an attempt and put the next one off (unless replaced meanwhile)."""
        ...

    async def due(self, now: datetime, limit: int) -> list[PendingChange]:
        """Changes whose next attempt is due, the oldest due first."""
        ...

    async def drop_scope(self, scope: str) -> None: ...


class ListingRepository(Protocol):
    async def for_network(self, network_id: UUID) -> Listing | None: ...

    async def get(self, listing_id: str) -> Listing | None: ...

    async def put(self, listing: Listing) -> None:
        """Insert or replace the network's listing (its search terms with it)."""
        ...

    async def remove(self, network_id: UUID) -> bool:
        """Remove the listing and its favorites."""
        ...

    async def report(self, network_id: UUID, status: ListingStatus, now: datetime) -> bool: ...

    async def expire_reports(self, reported_before: datetime, now: datetime) -> int:
        """Listings whose last report is older: offline, players and ping cleared."""
        ...

    async def set_ownership(self, network_id: UUID, verified_at: datetime | None) -> None: ...

    async def favorite(self, listing_id: str, user_id: UUID, now: datetime) -> bool:
        """Add the favorite and count it, once; True when this call added it."""
        ...

    async def unfavorite(self, listing_id: str, user_id: UUID) -> bool: ...

    async def is_favorite(self, listing_id: str, user_id: UUID) -> bool: ...

    async def favorites_of(self, user_id: UUID, limit: int) -> list[Listing]:
        """The user's favorites, newest favorite first."""
        ...

    async def set_featured(self, listing_id: str, featured: bool, now: datetime) -> bool: ...


class GatewayRepository(Protocol):
    async def add(self, gateway: Gateway) -> None: ...

    async def get(self, gateway_id: str) -> Gateway | None: ...

    async def update(self, gateway: Gateway) -> None: ...

    async def all(self) -> list[Gateway]:
        """Every gateway, by id."""
        ...


class GatewayRouteRepository(Protocol):
    async def get(self, server_id: UUID) -> GatewayRoute | None: ...

    async def by_host(self, route_host: str) -> GatewayRoute | None: ...

    async def put(self, route: GatewayRoute) -> bool:
        """Insert or replace the server's route; False when another server holds the host."""
        ...

    async def remove(self, server_id: UUID) -> GatewayRoute | None: ...

    async def stale(self, refreshed_before: datetime, limit: int) -> list[GatewayRoute]: ...

    async def page(self, after: UUID | None, limit: int) -> list[GatewayRoute]:
        """By server id."""
        ...

    async def set_dns_values(self, server_id: UUID, values: tuple[str, ...]) -> None: ...


@dataclass(frozen=True, slots=True)
class AdminQuery:
    search: str | None
    owner_id: UUID | None
    after: str | None  # the object id the previous page ended with
    limit: int


class ConnectAdminRepository(Protocol):
    async def networks(self, query: AdminQuery) -> list[Network]:
        """By object id; ``search`` matches the start of the name (any case) or the id."""
        ...

    async def servers(self, query: AdminQuery) -> list[Server]: ...

    async def transfer_network(self, network_id: UUID, owner_id: UUID, now: datetime) -> list[UUID]:
        """The network and its hosts to ``owner_id``; the hosts' server ids."""
        ...

    async def replace_secret(self, server_id: UUID, digest: str, now: datetime) -> bool: ...


class AuditRepository(Protocol):
    async def add(self, entry: AuditEntry) -> None: ...

    async def page(self, after: str | None, limit: int) -> list[AuditEntry]:
        """Newest first, those older than ``after``."""
        ...


class EdgeRepositories(Protocol):
    """Every edge repository, as ``uow.edge`` of a unit of work."""

    @property
    def domains(self) -> DomainClaimRepository: ...

    @property
    def dns_configs(self) -> DnsConfigRepository: ...

    @property
    def dns_changes(self) -> PendingChangeRepository: ...

    @property
    def listings(self) -> ListingRepository: ...

    @property
    def gateways(self) -> GatewayRepository: ...

    @property
    def routes(self) -> GatewayRouteRepository: ...

    @property
    def connect_admin(self) -> ConnectAdminRepository: ...

    @property
    def audit(self) -> AuditRepository: ...


class DirectorySort:
    PLAYERS = "players"
    FAVORITES = "favorites"


@dataclass(frozen=True, slots=True)
class DirectoryQuery:
    sort: str  # DirectorySort
    term: str | None
    category: str | None
    after: tuple[int, str] | None  # (sort key, listing id) of the last item of the page before
    limit: int


class DirectoryReader(Protocol):
    """The public directory, outside any transaction: published, visible listings."""

    async def page(self, query: DirectoryQuery) -> list[Listing]: ...


class TxtResolver(Protocol):
    async def lookup_txt(self, name: str) -> TxtLookup:
        """What DNS says about TXT at ``name``: found, no record, no such name, or no answer."""
        ...


class DnsProviderError(Exception):
    """A provider call failed. ``reason``: ``token`` (refused the token), ``zone`` (no such
    zone for this token), ``rejected`` (refused the change), ``unavailable`` (no answer in
    time, or a server error)."""

    def __init__(self, reason: str, message: str) -> None:
        super().__init__(message)
        self.reason = reason
        self.message = message


class DnsProvider(Protocol):
    async def check_token(self, token: str) -> None:
        """Return when the provider accepts ``token``; raise DnsProviderError otherwise."""
        ...

    async def zone_name(self, token: str, zone_id: str) -> str:
        """The zone's name (lower case, no trailing dot)."""
        ...

    async def apply(self, token: str, zone_id: str, zone_name: str, record: RecordSet) -> None:
        """Make the zone hold exactly ``record`` at its name and type (no values: none)."""
        ...

    async def read(
        self, token: str, zone_id: str, zone_name: str, name: str, type: RecordType
    ) -> tuple[str, ...]:
        """The values the zone holds at ``name`` and ``type`` (sorted)."""
        ...


DnsProviders = Mapping[str, DnsProvider]
"""The adapters by provider name (``cloudflare``, ``powerdns``)."""
