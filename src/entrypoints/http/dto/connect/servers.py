from __future__ import annotations

from typing import Annotated, Any
from uuid import UUID

import msgspec

from application.connect.claims import ClaimKeyStatus
from application.connect.servers import Registration
from domain.connect.server import Server
from entrypoints.http.dto.common import (
    CreatedAt,
    Items,
    RecordId,
    Timestamp,
    UpdatedAt,
    ts,
    ts_or_none,
)
from entrypoints.http.dto.connect.fields import (
    ServerId,
    ServerName,
    ServerNetworkId,
    ServerOwnerId,
    ServerSecret,
    ServerTypeOut,
)
from entrypoints.http.openapi_examples import NULL

ServerType = Annotated[str, msgspec.Meta(min_length=1, max_length=32)]
Name = Annotated[str, msgspec.Meta(min_length=1, max_length=64)]


class RegisterIn(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    server_type: Annotated[
        ServerType,
        msgspec.Meta(
            description=(
                "The server's software (1..32 letters, digits, `_`, `.` or `-`); "
                "`agent` is reserved for hosts joined by token."
            )
        ),
    ]
    server_name: Annotated[
        Name, msgspec.Meta(description=("The server's display name (1..64 printable characters)."))
    ]
    template_id: (
        Annotated[
            Annotated[str, msgspec.Meta(min_length=1, max_length=64)],
            msgspec.Meta(
                description=("Id of a template server to copy settings from; needs `templateKey`.")
            ),
        ]
        | None
    ) = None
    template_key: (
        Annotated[
            Annotated[str, msgspec.Meta(min_length=1, max_length=128)],
            msgspec.Meta(
                description=(
                    "With `templateId`: the key the template's owner was given when flagging it."
                )
            ),
        ]
        | None
    ) = None
    """With ``templateId``: the key the template's owner was given when flagging it."""
    temp_instance: Annotated[
        bool,
        msgspec.Meta(
            description=(
                'Marks a temporary instance: settings source `connect` gets `{"temp": true}`.'
            )
        ),
    ] = False


class RegistrationOut(msgspec.Struct, rename="camel"):
    server_id: ServerId
    server_secret: ServerSecret
    network_id: (
        Annotated[
            UUID, msgspec.Meta(description=("The server's network: null right after registration."))
        ]
        | None
    )
    claim_key: Annotated[
        str,
        msgspec.Meta(
            description=(
                "Single-use key a dash user claims the server with, valid about 5 "
                "minutes (`XXXX-XXXX`)."
            )
        ),
    ]
    claim_key_expires_at: Annotated[
        Timestamp,
        msgspec.Meta(
            description=("When the claim key expires (UTC); GET claim-key gives a fresh one.")
        ),
    ]
    server_type: Annotated[str, msgspec.Meta(description="Echo of the request's `serverType`.")]
    server_name: Annotated[str, msgspec.Meta(description="Echo of the request's `serverName`.")]
    network_name: (
        Annotated[
            str, msgspec.Meta(description=("The network's name: null right after registration."))
        ]
        | None
    )


def registration_out(registration: Registration) -> RegistrationOut:
    server = registration.server
    return RegistrationOut(
        server_id=server.server_id,
        server_secret=registration.secret,
        network_id=None,
        claim_key=registration.claim_key.key,
        claim_key_expires_at=ts(registration.claim_key.expires_at),
        server_type=server.server_type,
        server_name=server.name,
        network_name=None,
    )


class ServerOut(msgspec.Struct, rename="camel"):
    id: RecordId
    server_id: ServerId
    network_id: ServerNetworkId
    server_type: ServerTypeOut
    name: ServerName
    owner_id: ServerOwnerId
    is_template: Annotated[
        bool,
        msgspec.Meta(
            description=("Whether the server is flagged as a template others may register from.")
        ),
    ]
    temp_instance: Annotated[
        bool, msgspec.Meta(description=("Whether the server registered as a temporary instance."))
    ]
    created_at: CreatedAt
    updated_at: UpdatedAt


def server_out(server: Server) -> ServerOut:
    return ServerOut(
        id=server.id,
        server_id=server.server_id,
        network_id=server.network_id,
        server_type=server.server_type,
        name=server.name,
        owner_id=server.owner_id,
        is_template=server.is_template,
        temp_instance=server.temp_instance,
        created_at=ts(server.created_at),
        updated_at=ts(server.updated_at),
    )


class ServersOut(msgspec.Struct):
    items: Items[ServerOut]


class ServerEnvelope(msgspec.Struct):
    server: Annotated[ServerOut, msgspec.Meta(description="The server.")]


class ServerChangeOut(msgspec.Struct, rename="camel", omit_defaults=True):
    server: Annotated[ServerOut, msgspec.Meta(description="The server after the change.")]
    template_key: (
        Annotated[
            str,
            msgspec.Meta(
                description=(
                    "Only in the answer that flagged the server as a template: the key "
                    "to hand to servers registering from it; flagging again makes a "
                    "new one."
                )
            ),
        ]
        | None
    ) = None
    """Only in the answer that flagged the server as a template; hand it to servers that
    register from this template (``templateKey``). Flagging again makes a new one."""


class ClaimIn(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    claim_key: Annotated[
        str,
        msgspec.Meta(
            min_length=1,
            max_length=32,
            description=(
                "The claim key the server shows (`XXXX-XXXX`); single-use, valid about 5 minutes."
            ),
        ),
    ]


class ClaimKeyOut(msgspec.Struct, rename="camel"):
    claim_key: (
        Annotated[
            str, msgspec.Meta(description=("A fresh claim key while unclaimed; null once claimed."))
        ]
        | None
    )
    claimed: Annotated[
        bool, msgspec.Meta(description=("Whether a dash user has claimed the server."))
    ]
    expires_at: (
        Annotated[
            Timestamp, msgspec.Meta(description=("When the claim key expires; null once claimed."))
        ]
        | None
    )


def claim_key_out(status: ClaimKeyStatus) -> ClaimKeyOut:
    return ClaimKeyOut(status.key, status.claimed, ts_or_none(status.expires_at))


class ServerPatch(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    network_id: (
        Annotated[
            UUID,
            msgspec.Meta(
                description=("Assign the server to this network (UUID), or null to unassign it.")
            ),
        ]
        | msgspec.UnsetType
        | None
    ) = msgspec.UNSET
    is_template: (
        Annotated[
            bool,
            msgspec.Meta(
                description=(
                    "true flags the server as a template (the answer carries its "
                    "`templateKey`); false clears it."
                )
            ),
        ]
        | msgspec.UnsetType
    ) = msgspec.UNSET


class ProfileServerOut(msgspec.Struct, rename="camel"):
    id: Annotated[
        UUID,
        msgspec.Meta(
            description=("The server's id (UUID); equals the Connect serverId for Connect servers.")
        ),
    ]
    display_name: Annotated[str, msgspec.Meta(description="The server's display name.")]
    category: Annotated[
        str,
        msgspec.Meta(description=("The server's category (for Connect servers, its server type).")),
    ]
    tags: Annotated[
        list[str],
        msgspec.Meta(
            description=("Tags of the server; `svc` marks servers running the service's software.")
        ),
    ]
    favorite: Annotated[
        bool, msgspec.Meta(description=("Whether the caller marked the server as a favorite."))
    ]


def profile_server_out(server: Server) -> ProfileServerOut:
    return ProfileServerOut(
        id=server.server_id,
        display_name=server.name,
        category=server.server_type,
        tags=["svc"],
        favorite=False,
    )


# A wire example of each Struct above, for the OpenAPI document
# (entrypoints/http/openapi_examples.py).
EXAMPLES: dict[str, Any] = {}
EXAMPLES["RegisterIn"] = {
    "serverType": "paper",
    "serverName": "Skyblock EU #1",
    "templateId": None,
    "templateKey": None,
    "tempInstance": False,
}
EXAMPLES["RegistrationOut"] = {
    "serverId": "b3eacd33-433b-41b5-a523-51032c9b3e7a",
    "serverSecret": "0f8e5c1a-7d2b-4c9e-a6f3-5b1d8e2c7a94",
    "networkId": NULL,
    "claimKey": "K7Q2-M9XP",
    "claimKeyExpiresAt": "2026-11-22T10:15:00.000Z",
    "serverType": "paper",
    "serverName": "Skyblock EU #1",
    "networkName": NULL,
}
EXAMPLES["ServerOut"] = {
    "id": "6741f0c2a9e3b15d2c8f4a17",
    "serverId": "b3eacd33-433b-41b5-a523-51032c9b3e7a",
    "networkId": "3009be76-9fb8-4956-a841-3ee9f3e0836e",
    "serverType": "paper",
    "name": "Skyblock EU #1",
    "ownerId": "ce642ef6-6367-406e-82ea-b0236361440f",
    "isTemplate": False,
    "tempInstance": False,
    "createdAt": "2026-11-20T09:14:03.512Z",
    "updatedAt": "2026-11-22T10:00:00.000Z",
}
EXAMPLES["ServersOut"] = {"items": [EXAMPLES["ServerOut"]]}
EXAMPLES["ServerEnvelope"] = {"server": EXAMPLES["ServerOut"]}
EXAMPLES["ServerChangeOut"] = {
    "server": EXAMPLES["ServerOut"],
    "templateKey": "tk_4Hq9Lm2Xv7Rp1Zs8",
}
EXAMPLES["ClaimIn"] = {"claimKey": "K7Q2-M9XP"}
EXAMPLES["ClaimKeyOut"] = {
    "claimKey": "K7Q2-M9XP",
    "claimed": True,
    "expiresAt": "2026-12-22T10:00:00.000Z",
}
EXAMPLES["ServerPatch"] = {"networkId": "3009be76-9fb8-4956-a841-3ee9f3e0836e", "isTemplate": False}
EXAMPLES["ProfileServerOut"] = {
    "id": "e23888fa-6067-42d9-9d2c-508fafc15ac0",
    "displayName": "Steve",
    "category": "paper",
    "tags": ["pvp"],
    "favorite": True,
}
