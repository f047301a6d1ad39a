"""Gateways, routes and the admin lists: what clients send and get."""

from __future__ import annotations

from typing import Annotated, Any, Literal
from uuid import UUID

import msgspec

from domain.connect.network import Network
from domain.connect.server import Server
from domain.edge.admin import AuditEntry
from domain.edge.gateway import Gateway, GatewayRoute
from entrypoints.http.dto.common import Timestamp, ts, ts_or_none
from entrypoints.http.dto.edge.domains import DnsSyncOut

_Text = Annotated[str, msgspec.Meta(min_length=1, max_length=64)]


class HeartbeatIn(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    public_ip: Annotated[str, msgspec.Meta(min_length=2, max_length=45)]
    region: _Text
    version: _Text
    load: Annotated[float, msgspec.Meta(ge=0, le=1)] = 0.0


class RegisterGatewayIn(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    name: _Text
    public_ip: Annotated[str, msgspec.Meta(min_length=2, max_length=45)]
    region: _Text
    version: _Text
    load: Annotated[float, msgspec.Meta(ge=0, le=1)] = 0.0


class RegisteredGatewayOut(msgspec.Struct, rename="camel"):
    gateway_id: str
    gateway_secret: str
    heartbeat_interval_seconds: float


class GatewayOut(msgspec.Struct, rename="camel"):
    id: str
    name: str
    region: str
    public_ip: str
    version: str
    state: str
    weight: int
    load: float
    stale: bool
    last_heartbeat_at: Timestamp
    created_at: Timestamp
    updated_at: Timestamp


def gateway_out(gateway: Gateway, stale: bool) -> GatewayOut:
    return GatewayOut(
        id=gateway.id,
        name=gateway.name,
        region=gateway.region,
        public_ip=gateway.public_ip,
        version=gateway.version,
        state=gateway.state.value,
        weight=gateway.weight,
        load=gateway.load,
        stale=stale,
        last_heartbeat_at=ts(gateway.last_heartbeat_at),
        created_at=ts(gateway.created_at),
        updated_at=ts(gateway.updated_at),
    )


class HeartbeatOut(msgspec.Struct, rename="camel"):
    gateway: GatewayOut
    heartbeat_interval_seconds: float


class GatewaysOut(msgspec.Struct):
    items: list[GatewayOut]


class GatewayPatch(msgspec.Struct, forbid_unknown_fields=True):
    state: Literal["active", "draining", "disabled"] | None = None
    weight: Annotated[int, msgspec.Meta(ge=0, le=1000)] | None = None


class TargetOut(msgspec.Struct, rename="camel"):
    gateway_id: str
    region: str
    public_ip: str
    weight: int
    load: float


def target_out(gateway: Gateway) -> TargetOut:
    return TargetOut(gateway.id, gateway.region, gateway.public_ip, gateway.weight, gateway.load)


class RouteOut(msgspec.Struct, rename="camel"):
    server_id: UUID
    network_id: UUID | None
    route_host: str
    dns_values: list[str]
    created_at: Timestamp
    updated_at: Timestamp
    refreshed_at: Timestamp


def route_out(route: GatewayRoute) -> RouteOut:
    return RouteOut(
        server_id=route.server_id,
        network_id=route.network_id,
        route_host=route.route_host,
        dns_values=list(route.dns_values),
        created_at=ts(route.created_at),
        updated_at=ts(route.updated_at),
        refreshed_at=ts(route.refreshed_at),
    )


class ServerGatewaysOut(msgspec.Struct, rename="camel"):
    items: list[TargetOut]
    route_host: str
    route: RouteOut | None


class RouteIn(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    route_host: Annotated[str, msgspec.Meta(min_length=1, max_length=300)] | None = None


class PublishedRouteOut(msgspec.Struct):
    route: RouteOut
    dns: DnsSyncOut | None


class RoutesOut(msgspec.Struct, rename="camel"):
    items: list[RouteOut]
    next_cursor: str | None


class AdminNetworkOut(msgspec.Struct, rename="camel"):
    id: str
    network_id: UUID
    name: str
    owner_id: UUID
    created_at: Timestamp
    updated_at: Timestamp


def admin_network_out(network: Network) -> AdminNetworkOut:
    return AdminNetworkOut(
        network.id, network.network_id, network.name, network.owner_id,
        ts(network.created_at), ts(network.updated_at),
    )  # fmt: skip


class AdminNetworksOut(msgspec.Struct, rename="camel"):
    items: list[AdminNetworkOut]
    next_cursor: str | None


class AdminServerOut(msgspec.Struct, rename="camel"):
    id: str
    server_id: UUID
    kind: str
    server_type: str
    name: str
    owner_id: UUID | None
    network_id: UUID | None
    is_template: bool
    last_seen_at: Timestamp | None
    created_at: Timestamp
    updated_at: Timestamp


def admin_server_out(server: Server) -> AdminServerOut:
    return AdminServerOut(
        id=server.id,
        server_id=server.server_id,
        kind=server.kind.value,
        server_type=server.server_type,
        name=server.name,
        owner_id=server.owner_id,
        network_id=server.network_id,
        is_template=server.is_template,
        last_seen_at=ts_or_none(server.last_seen_at),
        created_at=ts(server.created_at),
        updated_at=ts(server.updated_at),
    )


class AdminServersOut(msgspec.Struct, rename="camel"):
    items: list[AdminServerOut]
    next_cursor: str | None


class TransferIn(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    owner_id: UUID


class NetworkEnvelopeOut(msgspec.Struct):
    network: AdminNetworkOut


class RevokedOut(msgspec.Struct):
    revoked: bool


class AuditOut(msgspec.Struct, rename="camel"):
    id: str
    actor_id: UUID
    action: str
    subject: str
    detail: str
    at: Timestamp


def audit_out(entry: AuditEntry) -> AuditOut:
    return AuditOut(entry.id, entry.actor_id, entry.action, entry.subject, entry.detail,
                    ts(entry.at))  # fmt: skip


class AuditPageOut(msgspec.Struct, rename="camel"):
    items: list[AuditOut]
    next_cursor: str | None


class FeaturePatch(msgspec.Struct, forbid_unknown_fields=True):
    featured: bool


# A wire example of each Struct above, for the OpenAPI document
# (entrypoints/http/openapi_examples.py).
EXAMPLES: dict[str, Any] = {}
EXAMPLES["HeartbeatIn"] = {
    "publicIp": "203.0.113.24",
    "region": "eu-west",
    "version": "1.4.2",
    "load": 0.42,
}
EXAMPLES["RegisterGatewayIn"] = {
    "name": "eu-west-1",
    "publicIp": "203.0.113.24",
    "region": "eu-west",
    "version": "1.4.2",
    "load": 0.42,
}
EXAMPLES["RegisteredGatewayOut"] = {
    "gatewayId": "6741f0c2a9e3b15d2c8f4a17",
    "gatewaySecret": "gws_Vb9s2Kq7xR1mN4pT0",
    "heartbeatIntervalSeconds": 1.5,
}
EXAMPLES["GatewayOut"] = {
    "id": "6741f0c2a9e3b15d2c8f4a17",
    "name": "eu-west-1",
    "region": "eu-west",
    "publicIp": "203.0.113.24",
    "version": "1.4.2",
    "state": "online",
    "weight": 1,
    "load": 0.42,
    "stale": False,
    "lastHeartbeatAt": "2026-11-22T10:00:00.000Z",
    "createdAt": "2026-11-20T09:14:03.512Z",
    "updatedAt": "2026-11-22T10:00:00.000Z",
}
EXAMPLES["HeartbeatOut"] = {"gateway": EXAMPLES["GatewayOut"], "heartbeatIntervalSeconds": 1.5}
EXAMPLES["GatewaysOut"] = {"items": [EXAMPLES["GatewayOut"]]}
EXAMPLES["GatewayPatch"] = {"state": "active", "weight": 1}
EXAMPLES["TargetOut"] = {
    "gatewayId": "6741f0c2a9e3b15d2c8f4a17",
    "region": "eu-west",
    "publicIp": "203.0.113.24",
    "weight": 1,
    "load": 0.42,
}
EXAMPLES["RouteOut"] = {
    "serverId": "b3eacd33-433b-41b5-a523-51032c9b3e7a",
    "networkId": "3009be76-9fb8-4956-a841-3ee9f3e0836e",
    "routeHost": "skyblock.play.blockland.net",
    "dnsValues": ["203.0.113.24"],
    "createdAt": "2026-11-20T09:14:03.512Z",
    "updatedAt": "2026-11-22T10:00:00.000Z",
    "refreshedAt": "2026-11-22T10:00:00.000Z",
}
EXAMPLES["ServerGatewaysOut"] = {
    "items": [EXAMPLES["TargetOut"]],
    "routeHost": "skyblock.play.blockland.net",
    "route": EXAMPLES["RouteOut"],
}
EXAMPLES["RouteIn"] = {"routeHost": "skyblock.play.blockland.net"}
EXAMPLES["PublishedRouteOut"] = {
    "route": EXAMPLES["RouteOut"],
    "dns": {"synced": True, "error": "The server did not answer in time."},
}
EXAMPLES["RoutesOut"] = {
    "items": [EXAMPLES["RouteOut"]],
    "nextCursor": "eyJrIjoiMjAyNi0xMS0yMlQxMDowMDowMFoifQ",
}
EXAMPLES["AdminNetworkOut"] = {
    "id": "6741f0c2a9e3b15d2c8f4a17",
    "networkId": "3009be76-9fb8-4956-a841-3ee9f3e0836e",
    "name": "Blockland",
    "ownerId": "ce642ef6-6367-406e-82ea-b0236361440f",
    "createdAt": "2026-11-20T09:14:03.512Z",
    "updatedAt": "2026-11-22T10:00:00.000Z",
}
EXAMPLES["AdminNetworksOut"] = {
    "items": [EXAMPLES["AdminNetworkOut"]],
    "nextCursor": "eyJrIjoiMjAyNi0xMS0yMlQxMDowMDowMFoifQ",
}
EXAMPLES["AdminServerOut"] = {
    "id": "6741f0c2a9e3b15d2c8f4a17",
    "serverId": "b3eacd33-433b-41b5-a523-51032c9b3e7a",
    "kind": "server",
    "serverType": "paper",
    "name": "Skyblock EU #1",
    "ownerId": "ce642ef6-6367-406e-82ea-b0236361440f",
    "networkId": "3009be76-9fb8-4956-a841-3ee9f3e0836e",
    "isTemplate": False,
    "lastSeenAt": "2026-11-22T10:00:00.000Z",
    "createdAt": "2026-11-20T09:14:03.512Z",
    "updatedAt": "2026-11-22T10:00:00.000Z",
}
EXAMPLES["AdminServersOut"] = {
    "items": [EXAMPLES["AdminServerOut"]],
    "nextCursor": "eyJrIjoiMjAyNi0xMS0yMlQxMDowMDowMFoifQ",
}
EXAMPLES["TransferIn"] = {"ownerId": "ce642ef6-6367-406e-82ea-b0236361440f"}
EXAMPLES["NetworkEnvelopeOut"] = {"network": EXAMPLES["AdminNetworkOut"]}
EXAMPLES["RevokedOut"] = {"revoked": False}
EXAMPLES["AuditOut"] = {
    "id": "6741f0c2a9e3b15d2c8f4a17",
    "actorId": "ce642ef6-6367-406e-82ea-b0236361440f",
    "action": "restart",
    "subject": "steve",
    "detail": "The server went offline.",
    "at": "2026-11-22T10:00:00.000Z",
}
EXAMPLES["AuditPageOut"] = {
    "items": [EXAMPLES["AuditOut"]],
    "nextCursor": "eyJrIjoiMjAyNi0xMS0yMlQxMDowMDowMFoifQ",
}
EXAMPLES["FeaturePatch"] = {"featured": True}
