"""Gateways, routes, the operators' Connect lists and the audit log on SQL."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any
from uuid import UUID

import sqlalchemy as sa
from sqlalchemy.ext.asyncio import AsyncConnection

from adapters.sql.connect.servers import _SELECT as SERVER_SELECT
from adapters.sql.connect.servers import server_from_row
from adapters.sql.fast_read import as_json, as_uuid, uuid_or_none
from adapters.sql.rows import dt_required, ms
from adapters.sql.tables.connect import connect_networks, connect_servers
from adapters.sql.tables.edge import edge_audit, edge_gateways, edge_routes
from adapters.sql.upsert import upsert
from application.edge.ports import AdminQuery
from domain.connect.network import Network
from domain.connect.server import Server, ServerKind
from domain.edge.admin import AuditEntry
from domain.edge.gateway import Gateway, GatewayRoute, GatewayState

gateways = edge_gateways
routes = edge_routes
audit = edge_audit
networks = connect_networks
servers = connect_servers

_GATEWAY = sa.select(
    gateways.c.id, gateways.c.name, gateways.c.region, gateways.c.public_ip, gateways.c.version,
    gateways.c.secret_digest, gateways.c.state, gateways.c.weight, gateways.c.load,
    gateways.c.created_at, gateways.c.updated_at, gateways.c.last_heartbeat_at,
)  # fmt: skip


def _gateway(row: Sequence[Any]) -> Gateway:
    (gateway_id, name, region, ip, version, digest, state, weight, load, created_at, updated_at,
     beat_at) = row  # fmt: skip
    return Gateway(
        id=gateway_id,
        name=name,
        region=region,
        public_ip=ip,
        version=version,
        secret_digest=digest,
        state=GatewayState(state),
        weight=weight,
        load=float(load),
        created_at=dt_required(created_at),
        updated_at=dt_required(updated_at),
        last_heartbeat_at=dt_required(beat_at),
    )


def _gateway_values(gateway: Gateway) -> dict[str, Any]:
    return {
        "name": gateway.name,
        "region": gateway.region,
        "public_ip": gateway.public_ip,
        "version": gateway.version,
        "secret_digest": gateway.secret_digest,
        "state": gateway.state.value,
        "weight": gateway.weight,
        "load": gateway.load,
        "created_at": ms(gateway.created_at),
        "updated_at": ms(gateway.updated_at),
        "last_heartbeat_at": ms(gateway.last_heartbeat_at),
    }


class SqlGatewayRepository:
    def __init__(self, connection: AsyncConnection) -> None:
        self._db = connection

    async def add(self, gateway: Gateway) -> None:
        await self._db.execute(gateways.insert().values(id=gateway.id, **_gateway_values(gateway)))

    async def get(self, gateway_id: str) -> Gateway | None:
        row = (await self._db.execute(_GATEWAY.where(gateways.c.id == gateway_id))).first()
        return _gateway(row) if row else None

    async def update(self, gateway: Gateway) -> None:
        await self._db.execute(
            gateways.update().where(gateways.c.id == gateway.id).values(**_gateway_values(gateway))
        )

    async def all(self) -> list[Gateway]:
        return [_gateway(row) for row in await self._db.execute(_GATEWAY.order_by(gateways.c.id))]


_ROUTE = sa.select(
    routes.c.server_id, routes.c.network_id, routes.c.route_host, routes.c.created_at,
    routes.c.updated_at, routes.c.refreshed_at, routes.c.dns_values,
)  # fmt: skip


def _route(row: Sequence[Any]) -> GatewayRoute:
    server_id, network_id, host, created_at, updated_at, refreshed_at, values = row
    return GatewayRoute(
        server_id=as_uuid(server_id),
        network_id=uuid_or_none(network_id),
        route_host=host,
        created_at=dt_required(created_at),
        updated_at=dt_required(updated_at),
        refreshed_at=dt_required(refreshed_at),
        dns_values=tuple(as_json(values)),
    )


class SqlGatewayRouteRepository:
    def __init__(self, connection: AsyncConnection) -> None:
        self._db = connection

    async def get(self, server_id: UUID) -> GatewayRoute | None:
        row = (await self._db.execute(_ROUTE.where(routes.c.server_id == server_id))).first()
        return _route(row) if row else None

    async def by_host(self, route_host: str) -> GatewayRoute | None:
        row = (await self._db.execute(_ROUTE.where(routes.c.route_host == route_host))).first()
        return _route(row) if row else None

    async def put(self, route: GatewayRoute) -> bool:
        """One statement: the host's unique index refuses a host another server holds."""
        values = {
            "network_id": route.network_id,
            "route_host": route.route_host,
            "dns_values": list(route.dns_values),
            "updated_at": ms(route.updated_at),
            "refreshed_at": ms(route.refreshed_at),
        }
        holder = await self.by_host(route.route_host)
        if holder is not None and holder.server_id != route.server_id:
            return False
        await self._db.execute(
            upsert(self._db, routes)
            .values(server_id=route.server_id, created_at=ms(route.created_at), **values)
            .on_conflict_do_update(index_elements=["server_id"], set_=values)
        )
        return True

    async def remove(self, server_id: UUID) -> GatewayRoute | None:
        found = await self.get(server_id)
        if found is not None:
            await self._db.execute(routes.delete().where(routes.c.server_id == server_id))
        return found

    async def stale(self, refreshed_before: datetime, limit: int) -> list[GatewayRoute]:
        statement = (
            _ROUTE.where(routes.c.refreshed_at < ms(refreshed_before))
            .order_by(routes.c.refreshed_at)
            .limit(limit)
        )
        return [_route(row) for row in await self._db.execute(statement)]

    async def page(self, after: UUID | None, limit: int) -> list[GatewayRoute]:
        statement = _ROUTE.order_by(routes.c.server_id).limit(limit)
        if after is not None:
            statement = statement.where(routes.c.server_id > after)
        return [_route(row) for row in await self._db.execute(statement)]

    async def set_dns_values(self, server_id: UUID, values: tuple[str, ...]) -> None:
        await self._db.execute(
            routes.update().where(routes.c.server_id == server_id).values(dns_values=list(values))
        )


_NETWORK = sa.select(
    networks.c.id, networks.c.network_id, networks.c.name, networks.c.owner_id,
    networks.c.created_at, networks.c.updated_at,
)  # fmt: skip


def _search(
    name: sa.ColumnElement[str],
    object_id: sa.ColumnElement[str],
    ident: sa.ColumnElement[UUID],
    query: AdminQuery,
) -> list[sa.ColumnElement[bool]]:
    """After the cursor; the name starting with the search (any case), or the search is the
    object id or the UUID."""
    conditions: list[sa.ColumnElement[bool]] = []
    if query.after is not None:
        conditions.append(object_id > query.after)
    if query.search is not None:
        escaped = query.search.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
        options = [name_like(name, escaped), object_id == query.search]
        uuid = _as_uuid(query.search)
        if uuid is not None:
            options.append(ident == uuid)
        conditions.append(sa.or_(*options))
    return conditions


def name_like(name: sa.ColumnElement[str], escaped: str) -> sa.ColumnElement[bool]:
    return sa.func.lower(name).like(escaped + "%", escape="\\")


class SqlConnectAdminRepository:
    def __init__(self, connection: AsyncConnection) -> None:
        self._db = connection

    async def networks(self, query: AdminQuery) -> list[Network]:
        conditions = _search(networks.c.name, networks.c.id, networks.c.network_id, query)
        if query.owner_id is not None:
            conditions.append(networks.c.owner_id == query.owner_id)
        statement = _NETWORK.where(*conditions).order_by(networks.c.id).limit(query.limit)
        return [
            Network(row[0], as_uuid(row[1]), row[2], as_uuid(row[3]), dt_required(row[4]),
                    dt_required(row[5]))
            for row in await self._db.execute(statement)
        ]  # fmt: skip

    async def servers(self, query: AdminQuery) -> list[Server]:
        conditions = _search(servers.c.name, servers.c.id, servers.c.server_id, query)
        if query.owner_id is not None:
            conditions.append(servers.c.owner_id == query.owner_id)
        statement = SERVER_SELECT.where(*conditions).order_by(servers.c.id).limit(query.limit)
        return [server_from_row(row) for row in await self._db.execute(statement)]

    async def transfer_network(self, network_id: UUID, owner_id: UUID, now: datetime) -> list[UUID]:
        await self._db.execute(
            networks.update()
            .where(networks.c.network_id == network_id)
            .values(owner_id=owner_id, updated_at=ms(now))
        )
        moved = await self._db.execute(
            servers.update()
            .where(servers.c.network_id == network_id, servers.c.kind == ServerKind.HOST.value)
            .values(owner_id=owner_id, updated_at=ms(now))
            .returning(servers.c.server_id)
        )
        return [as_uuid(row[0]) for row in moved]

    async def replace_secret(self, server_id: UUID, digest: str, now: datetime) -> bool:
        result = await self._db.execute(
            servers.update()
            .where(servers.c.server_id == server_id)
            .values(secret_digest=digest, updated_at=ms(now))
        )
        return bool(result.rowcount)


def _as_uuid(text: str) -> UUID | None:
    try:
        return UUID(text)
    except ValueError:
        return None


class SqlAuditRepository:
    def __init__(self, connection: AsyncConnection) -> None:
        self._db = connection

    async def add(self, entry: AuditEntry) -> None:
        await self._db.execute(
            audit.insert().values(
                id=entry.id,
                actor_id=entry.actor_id,
                action=entry.action,
                subject=entry.subject,
                detail=entry.detail[:500],
                at=ms(entry.at),
            )
        )

    async def page(self, after: str | None, limit: int) -> list[AuditEntry]:
        statement = sa.select(
            audit.c.id, audit.c.actor_id, audit.c.action, audit.c.subject, audit.c.detail,
            audit.c.at,
        ).order_by(audit.c.id.desc()).limit(limit)  # fmt: skip
        if after is not None:
            statement = statement.where(audit.c.id < after)
        return [
            AuditEntry(row[0], as_uuid(row[1]), row[2], row[3], row[4], dt_required(row[5]))
            for row in await self._db.execute(statement)
        ]
