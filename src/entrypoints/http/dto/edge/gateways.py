"""Gateways, routes and the admin lists: what clients send and get."""

from __future__ import annotations

from typing import Annotated, Any, Literal
from uuid import UUID

import msgspec

from domain.connect.network import Network
from domain.connect.server import Server
from domain.edge.admin import AuditEntry
from domain.edge.gateway import Gateway, GatewayRoute, GatewayState
from entrypoints.http.dto.common import (
    CreatedAt,
    Items,
    NextCursor,
    RecordId,
    Timestamp,
    UpdatedAt,
    ts,
    ts_or_none,
)
from entrypoints.http.dto.connect.fields import (
    LastSeenAt,
    NetworkId,
    OwnerId,
    ServerId,
    ServerName,
    ServerNetworkId,
    ServerOwnerId,
    ServerTypeOut,
)
from entrypoints.http.dto.edge.domains import DnsSyncOut

_Text = Annotated[str, msgspec.Meta(min_length=1, max_length=64)]


# Described once, shared by the Structs below.
Version = Annotated[_Text, msgspec.Meta(description="The gateway software's version.")]
Load = Annotated[float, msgspec.Meta(ge=0, le=1, description="The gateway's load, 0..1.")]


class HeartbeatIn(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    public_ip: Annotated[
        str,
        msgspec.Meta(min_length=2, max_length=45, description=("The gateway's public IP address.")),
    ]
    region: Annotated[_Text, msgspec.Meta(description="The gateway's region.")]
    version: Version
    load: Load = 0.0


class RegisterGatewayIn(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    name: Annotated[_Text, msgspec.Meta(description="The gateway's name.")]
    public_ip: Annotated[
        str,
        msgspec.Meta(min_length=2, max_length=45, description=("The gateway's public IP address.")),
    ]
    region: Annotated[_Text, msgspec.Meta(description="The gateway's region.")]
    version: Version
    load: Load = 0.0


# Described once, shared by the Structs below.
GatewayId = Annotated[str, msgspec.Meta(description="The gateway's id.")]


class RegisteredGatewayOut(msgspec.Struct, rename="camel"):
    gateway_id: GatewayId
    gateway_secret: Annotated[
        str,
        msgspec.Meta(
            description=("The secret the gateway authenticates its heartbeats with; shown once.")
        ),
    ]
    heartbeat_interval_seconds: Annotated[
        float,
        msgspec.Meta(description=("Seconds between heartbeats; a gateway that misses 3 is stale.")),
    ]


class GatewayOut(msgspec.Struct, rename="camel"):
    id: Annotated[str, msgspec.Meta(description="The gateway's id.")]
    name: Annotated[str, msgspec.Meta(description="The gateway's name.")]
    region: Annotated[str, msgspec.Meta(description="The gateway's region.")]
    public_ip: Annotated[str, msgspec.Meta(description="The gateway's public IP address.")]
    version: Annotated[str, msgspec.Meta(description="The gateway software's version.")]
    state: Annotated[
        str,
        msgspec.Meta(
            description=(
                "Admin state: active; draining (no new players); disabled (out of targets and DNS)."
            )
        ),
    ]
    weight: Annotated[
        int,
        msgspec.Meta(
            description=("0..1000: heavier gateways get players first; 0 gets no new players.")
        ),
    ]
    load: Annotated[float, msgspec.Meta(description="The load the gateway last reported, 0..1.")]
    stale: Annotated[
        bool,
        msgspec.Meta(
            description=(
                "Whether the gateway missed 3 heartbeats (out of targets and DNS "
                "until it beats again)."
            )
        ),
    ]
    last_heartbeat_at: Annotated[
        Timestamp, msgspec.Meta(description=("When the gateway last sent a heartbeat."))
    ]
    created_at: CreatedAt
    updated_at: UpdatedAt


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
    gateway: Annotated[GatewayOut, msgspec.Meta(description="The gateway after the heartbeat.")]
    heartbeat_interval_seconds: Annotated[
        float, msgspec.Meta(description=("Seconds until the next heartbeat is due."))
    ]


class GatewaysOut(msgspec.Struct):
    items: Items[GatewayOut]


class GatewayPatch(msgspec.Struct, forbid_unknown_fields=True):
    state: (
        Annotated[
            Literal["active", "draining", "disabled"],
            msgspec.Meta(description=("The new admin state; null leaves it.")),
        ]
        | None
    ) = None
    weight: (
        Annotated[
            int,
            msgspec.Meta(ge=0, le=1000, description=("The new weight, 0..1000; null leaves it.")),
        ]
        | None
    ) = None


class TargetOut(msgspec.Struct, rename="camel"):
    gateway_id: GatewayId
    region: Annotated[str, msgspec.Meta(description="The gateway's region.")]
    public_ip: Annotated[str, msgspec.Meta(description="The gateway's public IP address.")]
    weight: Annotated[int, msgspec.Meta(description="The gateway's weight, 0..1000.")]
    load: Annotated[float, msgspec.Meta(description="The gateway's load, 0..1.")]


def target_out(gateway: Gateway) -> TargetOut:
    return TargetOut(gateway.id, gateway.region, gateway.public_ip, gateway.weight, gateway.load)


class RouteOut(msgspec.Struct, rename="camel"):
    server_id: ServerId
    network_id: ServerNetworkId
    route_host: Annotated[
        str,
        msgspec.Meta(
            description=("The host name players connect to, routed through the gateways.")
        ),
    ]
    dns_values: Annotated[
        list[str], msgspec.Meta(description=("The gateway IPs the route's A records hold."))
    ]
    created_at: CreatedAt
    updated_at: UpdatedAt
    refreshed_at: Annotated[
        Timestamp,
        msgspec.Meta(
            description=(
                "When the server last published the route; routes not refreshed in "
                "time are removed."
            )
        ),
    ]


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
    items: Items[TargetOut]
    route_host: Annotated[
        str,
        msgspec.Meta(
            description=(
                "Preferred routeHost hint: the network's verified domain when "
                "available, else `<serverId>.connect.gateway`."
            )
        ),
    ]
    route: (
        Annotated[
            RouteOut, msgspec.Meta(description=("The route the server published; null for none."))
        ]
        | None
    )


class RouteIn(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    route_host: (
        Annotated[
            str,
            msgspec.Meta(
                min_length=1,
                max_length=300,
                description=(
                    "The host to route; defaults to the preferred host. Must be that "
                    "fallback or under a verified domain of the network."
                ),
            ),
        ]
        | None
    ) = None


class PublishedRouteOut(msgspec.Struct):
    route: Annotated[RouteOut, msgspec.Meta(description="The published route.")]
    dns: (
        Annotated[
            DnsSyncOut,
            msgspec.Meta(
                description=(
                    "What DNS automation did with the route's A records; null without automation."
                )
            ),
        ]
        | None
    )


class RoutesOut(msgspec.Struct, rename="camel"):
    items: Items[RouteOut]
    next_cursor: NextCursor


class AdminNetworkOut(msgspec.Struct, rename="camel"):
    id: RecordId
    network_id: NetworkId
    name: Annotated[str, msgspec.Meta(description="The network's name.")]
    owner_id: OwnerId
    created_at: CreatedAt
    updated_at: UpdatedAt


def admin_network_out(network: Network) -> AdminNetworkOut:
    return AdminNetworkOut(
        network.id, network.network_id, network.name, network.owner_id,
        ts(network.created_at), ts(network.updated_at),
    )  # fmt: skip


class AdminNetworksOut(msgspec.Struct, rename="camel"):
    items: Items[AdminNetworkOut]
    next_cursor: NextCursor


class AdminServerOut(msgspec.Struct, rename="camel"):
    id: RecordId
    server_id: ServerId
    kind: Annotated[
        str,
        msgspec.Meta(
            description=("server (registered itself) or host (joined a network by token).")
        ),
    ]
    server_type: ServerTypeOut
    name: ServerName
    owner_id: ServerOwnerId
    network_id: ServerNetworkId
    is_template: Annotated[
        bool, msgspec.Meta(description=("Whether the server is flagged as a template."))
    ]
    last_seen_at: LastSeenAt
    created_at: CreatedAt
    updated_at: UpdatedAt


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
    items: Items[AdminServerOut]
    next_cursor: NextCursor


class TransferIn(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    owner_id: Annotated[UUID, msgspec.Meta(description="The user id of the new owner.")]


class NetworkEnvelopeOut(msgspec.Struct):
    network: Annotated[AdminNetworkOut, msgspec.Meta(description="The network.")]


class RevokedOut(msgspec.Struct):
    revoked: Annotated[
        bool,
        msgspec.Meta(
            description=("Whether the secret was revoked (the server must register again).")
        ),
    ]


class AuditOut(msgspec.Struct, rename="camel"):
    id: RecordId
    actor_id: Annotated[UUID, msgspec.Meta(description="The staff user who acted.")]
    action: Annotated[str, msgspec.Meta(description="What was done.")]
    subject: Annotated[str, msgspec.Meta(description="What it was done to.")]
    detail: Annotated[str, msgspec.Meta(description="Details of the change.")]
    at: Annotated[Timestamp, msgspec.Meta(description="When it was done.")]


def audit_out(entry: AuditEntry) -> AuditOut:
    return AuditOut(entry.id, entry.actor_id, entry.action, entry.subject, entry.detail,
                    ts(entry.at))  # fmt: skip


class AuditPageOut(msgspec.Struct, rename="camel"):
    items: Items[AuditOut]
    next_cursor: NextCursor


class FeaturePatch(msgspec.Struct, forbid_unknown_fields=True):
    featured: Annotated[
        bool, msgspec.Meta(description=("Whether the listing is featured in the directory."))
    ]


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
    "state": GatewayState.ACTIVE.value,
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
