from __future__ import annotations

from typing import Annotated, Any
from uuid import UUID

import msgspec

from application.connect.networks import IssuedJoinToken, JoinedHost
from domain.connect.network import JOIN_TOKEN_LIFETIME, Network
from domain.connect.server import HOST_SERVER_TYPE, Server
from entrypoints.http.dto.common import Timestamp, ts, ts_or_none

Name = Annotated[str, msgspec.Meta(min_length=1, max_length=64)]


class NetworkOut(msgspec.Struct, rename="camel"):
    id: str
    network_id: UUID
    name: str
    owner_id: UUID
    created_at: Timestamp
    updated_at: Timestamp


def network_out(network: Network) -> NetworkOut:
    return NetworkOut(
        id=network.id,
        network_id=network.network_id,
        name=network.name,
        owner_id=network.owner_id,
        created_at=ts(network.created_at),
        updated_at=ts(network.updated_at),
    )


class NetworksOut(msgspec.Struct):
    items: list[NetworkOut]


class NetworkEnvelope(msgspec.Struct):
    network: NetworkOut


class NetworkIn(msgspec.Struct, forbid_unknown_fields=True):
    name: Name


class JoinTokenOut(msgspec.Struct, rename="camel"):
    join_token: str
    expires_in: int
    network_id: UUID


def join_token_out(issued: IssuedJoinToken) -> JoinTokenOut:
    return JoinTokenOut(issued.token, issued.expires_in, issued.network_id)


class JoinIn(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    join_token: Annotated[str, msgspec.Meta(min_length=1, max_length=4096)]
    name: Name


class JoinedOut(msgspec.Struct, rename="camel"):
    server_id: UUID
    server_secret: str
    network_id: UUID
    server_type: str
    name: str


def joined_out(joined: JoinedHost) -> JoinedOut:
    host = joined.host
    assert host.network_id is not None
    return JoinedOut(host.server_id, joined.secret, host.network_id, host.server_type, host.name)


class HostOut(msgspec.Struct, rename="camel"):
    id: str
    server_id: UUID
    network_id: UUID | None
    server_type: str
    name: str
    owner_id: UUID | None
    last_seen_at: Timestamp | None
    last_seen_ip: str | None
    created_at: Timestamp
    updated_at: Timestamp


def host_out(host: Server) -> HostOut:
    return HostOut(
        id=host.id,
        server_id=host.server_id,
        network_id=host.network_id,
        server_type=host.server_type,
        name=host.name,
        owner_id=host.owner_id,
        last_seen_at=ts_or_none(host.last_seen_at),
        last_seen_ip=host.last_seen_ip,
        created_at=ts(host.created_at),
        updated_at=ts(host.updated_at),
    )


class HostsOut(msgspec.Struct):
    items: list[HostOut]


# A wire example of each Struct above, for the OpenAPI document
# (entrypoints/http/openapi_examples.py).
EXAMPLES: dict[str, Any] = {}
EXAMPLES["NetworkOut"] = {
    "id": "6741f0c2a9e3b15d2c8f4a17",
    "networkId": "3009be76-9fb8-4956-a841-3ee9f3e0836e",
    "name": "Blockland",
    "ownerId": "ce642ef6-6367-406e-82ea-b0236361440f",
    "createdAt": "2026-11-20T09:14:03.512Z",
    "updatedAt": "2026-11-22T10:00:00.000Z",
}
EXAMPLES["NetworksOut"] = {"items": [EXAMPLES["NetworkOut"]]}
EXAMPLES["NetworkEnvelope"] = {"network": EXAMPLES["NetworkOut"]}
EXAMPLES["NetworkIn"] = {"name": "Blockland"}
EXAMPLES["JoinTokenOut"] = {
    "joinToken": "eyJhbGciOiJFZERTQSJ9.eyJuZXQiOiJibG9ja2xhbmQifQ.c2lnbmF0dXJl",
    "expiresIn": int(JOIN_TOKEN_LIFETIME.total_seconds()),
    "networkId": "3009be76-9fb8-4956-a841-3ee9f3e0836e",
}
EXAMPLES["JoinIn"] = {
    "joinToken": "eyJhbGciOiJFZERTQSJ9.eyJuZXQiOiJibG9ja2xhbmQifQ.c2lnbmF0dXJl",
    "name": "node-eu-1",
}
EXAMPLES["JoinedOut"] = {
    "serverId": "b3eacd33-433b-41b5-a523-51032c9b3e7a",
    "serverSecret": "0f8e5c1a-7d2b-4c9e-a6f3-5b1d8e2c7a94",
    "networkId": "3009be76-9fb8-4956-a841-3ee9f3e0836e",
    "serverType": HOST_SERVER_TYPE,
    "name": "node-eu-1",
}
EXAMPLES["HostOut"] = {
    "id": "6741f0c2a9e3b15d2c8f4a17",
    "serverId": "b3eacd33-433b-41b5-a523-51032c9b3e7a",
    "networkId": "3009be76-9fb8-4956-a841-3ee9f3e0836e",
    "serverType": HOST_SERVER_TYPE,
    "name": "node-eu-1",
    "ownerId": "ce642ef6-6367-406e-82ea-b0236361440f",
    "lastSeenAt": "2026-11-22T10:00:00.000Z",
    "lastSeenIp": "203.0.113.24",
    "createdAt": "2026-11-20T09:14:03.512Z",
    "updatedAt": "2026-11-22T10:00:00.000Z",
}
EXAMPLES["HostsOut"] = {"items": [EXAMPLES["HostOut"]]}
