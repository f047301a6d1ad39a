from __future__ import annotations

from typing import Annotated, Any

import msgspec

from application.connect.networks import IssuedJoinToken, JoinedHost
from domain.connect.network import JOIN_TOKEN_LIFETIME, Network
from domain.connect.server import HOST_SERVER_TYPE, Server
from entrypoints.http.dto.common import CreatedAt, Items, RecordId, UpdatedAt, ts, ts_or_none
from entrypoints.http.dto.connect.fields import (
    LastSeenAt,
    NetworkId,
    OwnerId,
    ServerId,
    ServerName,
    ServerNetworkId,
    ServerOwnerId,
    ServerSecret,
    ServerTypeOut,
)

Name = Annotated[str, msgspec.Meta(min_length=1, max_length=64)]


class NetworkOut(msgspec.Struct, rename="camel"):
    id: RecordId
    network_id: NetworkId
    name: Annotated[str, msgspec.Meta(description="The network's name.")]
    owner_id: OwnerId
    created_at: CreatedAt
    updated_at: UpdatedAt


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
    items: Items[NetworkOut]


class NetworkEnvelope(msgspec.Struct):
    network: Annotated[NetworkOut, msgspec.Meta(description="The network.")]


class NetworkIn(msgspec.Struct, forbid_unknown_fields=True):
    name: Annotated[Name, msgspec.Meta(description="The network's name (1..64 characters).")]


class JoinTokenOut(msgspec.Struct, rename="camel"):
    join_token: Annotated[
        str,
        msgspec.Meta(
            description=(
                "Single-use JWT that embeds the network id; consumed only by POST "
                "/v1/connect/networks/join."
            )
        ),
    ]
    expires_in: Annotated[
        int, msgspec.Meta(description="Seconds until the join token expires: 900.")
    ]
    network_id: NetworkId


def join_token_out(issued: IssuedJoinToken) -> JoinTokenOut:
    return JoinTokenOut(issued.token, issued.expires_in, issued.network_id)


class JoinIn(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    join_token: Annotated[
        str,
        msgspec.Meta(
            min_length=1,
            max_length=4096,
            description=(
                "The join token issued for the network (POST "
                "/v1/connect/networks/{networkId}/join-token)."
            ),
        ),
    ]
    name: Annotated[Name, msgspec.Meta(description="The joining host's name (1..64 characters).")]


class JoinedOut(msgspec.Struct, rename="camel"):
    server_id: ServerId
    server_secret: ServerSecret
    network_id: NetworkId
    server_type: Annotated[
        str, msgspec.Meta(description="Always `agent` for hosts joined by token.")
    ]
    name: Annotated[str, msgspec.Meta(description="The host's name, as sent.")]


def joined_out(joined: JoinedHost) -> JoinedOut:
    host = joined.host
    assert host.network_id is not None
    return JoinedOut(host.server_id, joined.secret, host.network_id, host.server_type, host.name)


class HostOut(msgspec.Struct, rename="camel"):
    id: RecordId
    server_id: ServerId
    network_id: ServerNetworkId
    server_type: ServerTypeOut
    name: ServerName
    owner_id: ServerOwnerId
    last_seen_at: LastSeenAt
    last_seen_ip: (
        Annotated[
            str,
            msgspec.Meta(
                description=("The IP address the host was last seen from; null if never.")
            ),
        ]
        | None
    )
    created_at: CreatedAt
    updated_at: UpdatedAt


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
    items: Items[HostOut]


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
