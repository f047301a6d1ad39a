"""Gateways and routes (docs/edge.md, "Gateways").

Gateways register with the operator's registration token and then prove themselves with
their own secret (only digests are stored, compared in constant time). Heartbeats and admin
changes keep the shared gateway records (the gateway host, and one name per gateway under
the gateway DNS base domain); routes keep A records of their host in the network's zone.
"""

from __future__ import annotations

import logging
import secrets
from dataclasses import dataclass
from datetime import timedelta
from uuid import UUID

from application.audit.trail import AuditTrail
from application.connect.access import ServerAccess
from application.connect.callers import Caller, same_server
from application.connect.ports import ServerCredentials
from application.edge.dns_sync import DnsSync, SyncOutcome
from application.identity.principal import Principal
from application.permissions.access import AccessControl
from application.ports import Clock, IdGenerator, UnitOfWork, UnitOfWorkFactory
from domain.audit.entry import Target
from domain.connect.credentials import secret_digest, secret_matches
from domain.edge.admin import AuditEntry
from domain.edge.claims import preferred_domain
from domain.edge.dns import GATEWAY_SCOPE, RecordSet, RecordType, network_scope
from domain.edge.errors import (
    GatewayNotFound,
    InvalidGatewayCredentials,
    InvalidRegistrationToken,
    RouteHostTaken,
    invalid,
)
from domain.edge.gateway import (
    DEFAULT_WEIGHT,
    Gateway,
    GatewayRoute,
    GatewayState,
    dns_ips,
    fallback_route_host,
    target_ips,
    targets,
    validate_gateway_name,
    validate_load,
    validate_public_ip,
    validate_region,
    validate_version,
    validate_weight,
)
from domain.edge.names import in_zone, normalize_host
from domain.edge.nodes import GATEWAY_MANAGE, GATEWAY_VIEW

log = logging.getLogger("svc.edge.gateways")
SWEEP_BATCH = 200


@dataclass(frozen=True, slots=True)
class GatewayConfig:
    registration_digest: str | None  # SHA-256 of SVC_GATEWAY_REGISTRATION_TOKEN
    interval: timedelta  # heartbeat interval
    route_ttl: timedelta
    gateway_host: str


@dataclass(frozen=True, slots=True)
class RegisteredGateway:
    gateway: Gateway
    secret: str


@dataclass(frozen=True, slots=True)
class HeartbeatInput:
    public_ip: str
    region: str
    load: float
    version: str


@dataclass(frozen=True, slots=True)
class GatewayChange:
    state: GatewayState | None = None
    weight: int | None = None


@dataclass(frozen=True, slots=True)
class ServerGateways:
    targets: list[Gateway]
    route_host: str
    route: GatewayRoute | None


@dataclass(frozen=True, slots=True)
class PublishedRoute:
    route: GatewayRoute
    dns: SyncOutcome | None


class Gateways:
    def __init__(
        self,
        uow: UnitOfWorkFactory,
        access: AccessControl,
        servers: ServerAccess,
        dns: DnsSync,
        clock: Clock,
        ids: IdGenerator,
        config: GatewayConfig,
    ) -> None:
        self._uow = uow
        self._access = access
        self._servers = servers
        self._dns = dns
        self._clock = clock
        self._ids = ids
        self._audit = AuditTrail(clock, ids)
        self._config = config
        self._shared: dict[tuple[str, str], tuple[str, ...]] = {}

    @property
    def interval(self) -> timedelta:
        return self._config.interval

    # -- gateways ------------------------------------------------------------------------

    def check_registration_token(self, registration_token: str | None) -> None:
        """401 unless ``registration_token`` is the deployment's (and registration is on)."""
        digest = self._config.registration_digest
        if (
            digest is None
            or not registration_token
            or not secret_matches(digest, registration_token)
        ):
            raise InvalidRegistrationToken()

    async def check_secret(self, gateway_id: str, secret: str | None) -> None:
        """401 unless ``secret`` is the gateway's (an unknown gateway looks the same)."""
        async with self._uow() as uow:
            gateway = await uow.edge.gateways.get(gateway_id)
        if gateway is None or not secret or not secret_matches(gateway.secret_digest, secret):
            raise InvalidGatewayCredentials()

    async def register(
        self, registration_token: str | None, name: str, beat: HeartbeatInput
    ) -> RegisteredGateway:
        self.check_registration_token(registration_token)
        beat = _valid(beat)
        now = self._clock.now()
        secret = secrets.token_urlsafe(32)
        gateway = Gateway(
            id=secrets.token_hex(12),
            name=validate_gateway_name(name),
            region=beat.region,
            public_ip=beat.public_ip,
            version=beat.version,
            secret_digest=secret_digest(secret),
            state=GatewayState.ACTIVE,
            weight=DEFAULT_WEIGHT,
            load=beat.load,
            created_at=now,
            updated_at=now,
            last_heartbeat_at=now,
        )
        async with self._uow() as uow:
            await uow.edge.gateways.add(gateway)
            await uow.commit()
        await self.sync_shared()
        return RegisteredGateway(gateway, secret)

    async def heartbeat(self, gateway_id: str, secret: str | None, beat: HeartbeatInput) -> Gateway:
        beat = _valid(beat)
        now = self._clock.now()
        async with self._uow() as uow:
            gateway = await uow.edge.gateways.get(gateway_id)
            if gateway is None or not secret or not secret_matches(gateway.secret_digest, secret):
                raise InvalidGatewayCredentials()
            was_in_dns = gateway.in_dns(now, self._config.interval)
            moved = gateway.public_ip != beat.public_ip
            gateway.public_ip = beat.public_ip
            gateway.region = beat.region
            gateway.load = beat.load
            gateway.version = beat.version
            gateway.last_heartbeat_at = now
            gateway.updated_at = now
            await uow.edge.gateways.update(gateway)
            await uow.commit()
        if moved or not was_in_dns:
            await self.sync_shared()
        return gateway

    async def admin_list(self, principal: Principal) -> list[Gateway]:
        await self._access.require(principal, GATEWAY_VIEW)
        async with self._uow() as uow:
            return await uow.edge.gateways.all()

    async def admin_update(
        self, principal: Principal, gateway_id: str, change: GatewayChange
    ) -> Gateway:
        await self._access.require(principal, GATEWAY_MANAGE)
        if change.state is None and change.weight is None:
            raise invalid("give state and/or weight", "request")
        now = self._clock.now()
        async with self._uow() as uow:
            gateway = await uow.edge.gateways.get(gateway_id)
            if gateway is None:
                raise GatewayNotFound()
            before = f"state={gateway.state.value} weight={gateway.weight}"
            snapshot = {"state": gateway.state.value, "weight": gateway.weight}
            if change.state is not None:
                gateway.state = change.state
            if change.weight is not None:
                gateway.weight = validate_weight(change.weight)
            gateway.updated_at = now
            await uow.edge.gateways.update(gateway)
            after = f"state={gateway.state.value} weight={gateway.weight}"
            await uow.edge.audit.add(
                AuditEntry(
                    self._ids.new_object_id(),
                    principal.user_id,
                    "gateway.update",
                    f"gateway:{gateway_id}",
                    f"{before} -> {after}",
                    now,
                )
            )
            await self._audit.record(
                uow, principal, "edge.gateway.update", Target("gateway", gateway_id),
                before=snapshot, after={"state": gateway.state.value, "weight": gateway.weight},
            )  # fmt: skip
            await uow.commit()
        await self.sync_shared()
        await self.sync_routes()
        return gateway

    def is_stale(self, gateway: Gateway) -> bool:
        return gateway.stale(self._clock.now(), self._config.interval)

    # -- routes ----------------------------------------------------------------------------

    async def for_server(self, caller: Caller, server_id: UUID) -> ServerGateways:
        server = await self._server(caller, server_id)
        now = self._clock.now()
        async with self._uow() as uow:
            gateways = await uow.edge.gateways.all()
            route = await uow.edge.routes.get(server_id)
            hint = await self._preferred_host(uow, server)
        return ServerGateways(targets(gateways, now, self._config.interval), hint, route)

    async def publish_route(
        self, caller: Caller, server_id: UUID, route_host: str | None
    ) -> PublishedRoute:
        """The server answers for ``route_host`` (default: the preferred host); refreshed by
        publishing again, removed when not refreshed within the route TTL."""
        server = await self._server(caller, server_id)
        now = self._clock.now()
        async with self._uow() as uow:
            preferred = await self._preferred_host(uow, server)
            host = preferred
            if route_host is not None:
                host = normalize_host(route_host, field="routeHost")
                await self._check_host(uow, server, host)
            holder = await uow.edge.routes.by_host(host)
            if holder is not None and holder.server_id != server_id:
                if not holder.stale(now, self._config.route_ttl):
                    raise RouteHostTaken()
                await uow.edge.routes.remove(holder.server_id)
            current = await uow.edge.routes.get(server_id)
            route = GatewayRoute(
                server_id=server_id,
                network_id=server.network_id,
                route_host=host,
                created_at=current.created_at if current else now,
                updated_at=now,
                refreshed_at=now,
                dns_values=current.dns_values if current and current.route_host == host else (),
            )
            if not await uow.edge.routes.put(route):
                raise RouteHostTaken()
            gateways = await uow.edge.gateways.all()
            config = (
                await uow.edge.dns_configs.get(server.network_id) if server.network_id else None
            )
            await uow.commit()
        withdrawn = current if current is not None and current.route_host != host else None
        if withdrawn is not None:
            await self._withdraw_dns(withdrawn)
        if config is None or server.network_id is None or not in_zone(host, config.zone_name):
            return PublishedRoute(route, None)
        values = target_ips(gateways, now, self._config.interval)
        outcome = await self._dns.want(
            network_scope(server.network_id), [RecordSet(host, RecordType.A, values)]
        )
        async with self._uow() as uow:
            await uow.edge.routes.set_dns_values(server_id, values)
            await uow.commit()
        route.dns_values = values
        return PublishedRoute(route, outcome)

    async def withdraw_route(self, caller: Caller, server_id: UUID) -> bool:
        await self._server(caller, server_id)
        async with self._uow() as uow:
            removed = await uow.edge.routes.remove(server_id)
            await uow.commit()
        if removed is not None:
            await self._withdraw_dns(removed)
        return removed is not None

    async def routes_page(
        self, principal: Principal, after: UUID | None, limit: int
    ) -> list[GatewayRoute]:
        await self._access.require(principal, GATEWAY_VIEW)
        async with self._uow() as uow:
            return await uow.edge.routes.page(after, limit)

    # -- background --------------------------------------------------------------------------

    async def sweep(self) -> int:
        """Remove stale routes (and their records), keep route and shared records in step
        with the gateways that serve; how many routes were removed."""
        now = self._clock.now()
        async with self._uow() as uow:
            stale = await uow.edge.routes.stale(now - self._config.route_ttl, SWEEP_BATCH)
            for route in stale:
                await uow.edge.routes.remove(route.server_id)
            await uow.commit()
        for route in stale:
            await self._withdraw_dns(route)
        await self.sync_shared()
        await self.sync_routes()
        return len(stale)

    async def sync_shared(self) -> None:
        """The shared gateway records: the gateway host (every gateway in DNS) and
        ``<gatewayId>.<base domain>`` per gateway; only what changed is sent."""
        zone = self._dns.gateway_zone
        if not zone.enabled or zone.base_domain is None:
            return
        now = self._clock.now()
        async with self._uow() as uow:
            gateways = await uow.edge.gateways.all()
        wanted: dict[tuple[str, str], tuple[str, ...]] = {}
        host = self._config.gateway_host
        if in_zone(host, zone.base_domain):
            wanted[(host, "A")] = dns_ips(gateways, now, self._config.interval)
        for gateway in gateways:
            name = f"{gateway.id}.{zone.base_domain}"
            listed = gateway.in_dns(now, self._config.interval) and ":" not in gateway.public_ip
            wanted[(name, "A")] = (gateway.public_ip,) if listed else ()
        changed = [
            RecordSet(name, RecordType.A, values)
            for (name, _), values in wanted.items()
            if self._shared.get((name, "A")) != values
        ]
        if not changed:
            return
        outcome = await self._dns.want(GATEWAY_SCOPE, changed)
        for record in changed:  # pending ones are retried by the DNS retry job
            self._shared[(record.name, "A")] = record.values
        if not outcome.synced:
            log.info("shared gateway records pending: %s", outcome.error)

    async def sync_routes(self) -> None:
        """Routes in a network's zone point at the gateways that serve now."""
        now = self._clock.now()
        after: UUID | None = None
        while True:
            async with self._uow() as uow:
                gateways = await uow.edge.gateways.all()
                page = await uow.edge.routes.page(after, SWEEP_BATCH)
                configs = {}
                for route in page:
                    if route.network_id is not None and route.network_id not in configs:
                        configs[route.network_id] = await uow.edge.dns_configs.get(route.network_id)
            values = target_ips(gateways, now, self._config.interval)
            for route in page:
                config = configs.get(route.network_id) if route.network_id else None
                if config is None or route.network_id is None:
                    continue
                if not in_zone(route.route_host, config.zone_name) or route.dns_values == values:
                    continue
                await self._dns.want(
                    network_scope(route.network_id),
                    [RecordSet(route.route_host, RecordType.A, values)],
                )
                async with self._uow() as uow:
                    await uow.edge.routes.set_dns_values(route.server_id, values)
                    await uow.commit()
            if len(page) < SWEEP_BATCH:
                return
            after = page[-1].server_id

    # -- helpers -----------------------------------------------------------------------------

    async def _withdraw_dns(self, route: GatewayRoute) -> None:
        if route.network_id is None or not route.dns_values:
            return
        await self._dns.want(
            network_scope(route.network_id), [RecordSet(route.route_host, RecordType.A, ())]
        )

    async def _server(self, caller: Caller, server_id: UUID) -> ServerCredentials:
        """The server itself, or its owner (or a super admin) in dash."""
        if isinstance(caller, ServerCredentials):
            return same_server(caller, server_id)
        return await self._servers.require_owner(caller, server_id)

    async def _preferred_host(self, uow: UnitOfWork, server: ServerCredentials) -> str:
        if server.network_id is None:
            return fallback_route_host(server.server_id)
        claims = await uow.edge.domains.for_network(server.network_id)
        return preferred_domain(claims) or fallback_route_host(server.server_id)

    async def _check_host(self, uow: UnitOfWork, server: ServerCredentials, host: str) -> None:
        if host == fallback_route_host(server.server_id):
            return
        if server.network_id is not None:
            claims = await uow.edge.domains.for_network(server.network_id)
            if any(c.verified and in_zone(host, c.domain) for c in claims):
                return
        raise invalid(
            "routeHost must be a verified domain of the server's network (or a name under "
            "one), or <serverId>.connect.gateway",
            "routeHost",
            "edge.invalid_route_host",
        )


def _valid(beat: HeartbeatInput) -> HeartbeatInput:
    return HeartbeatInput(
        public_ip=validate_public_ip(beat.public_ip),
        region=validate_region(beat.region),
        load=validate_load(beat.load),
        version=validate_version(beat.version),
    )
