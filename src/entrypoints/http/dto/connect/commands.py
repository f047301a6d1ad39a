from __future__ import annotations

from datetime import datetime, timedelta
from typing import Annotated, Any, Literal
from uuid import UUID

import msgspec

from domain.connect.command import AckStatus, Command, CommandStatus
from entrypoints.http.dto.common import (
    CreatedAt,
    Items,
    NextCursor,
    RecordId,
    Timestamp,
    ts,
    ts_or_none,
)
from entrypoints.http.dto.connect.fields import ServerId

Action = Annotated[str, msgspec.Meta(min_length=1, max_length=160)]


# Described once, shared by the Structs below.
Payload = Annotated[
    dict[str, Any],
    msgspec.Meta(description="Free-form object whose content depends on the action."),
]


class CommandIn(msgspec.Struct, forbid_unknown_fields=True):
    action: Annotated[
        Action,
        msgspec.Meta(
            description=(
                "What the server should do; its meaning is the server's (1..160 characters)."
            )
        ),
    ]
    payload: Payload = msgspec.field(default_factory=dict)


class CommandOut(msgspec.Struct, rename="camel"):
    id: RecordId
    server_id: ServerId
    action: Annotated[str, msgspec.Meta(description="What the server should do.")]
    payload: Payload
    status: Annotated[
        Literal["pending", "acknowledged", "expired"],
        msgspec.Meta(
            description=(
                "pending until the server acknowledges it (acknowledged) or it expires (expired)."
            )
        ),
    ]
    ack_status: (
        Annotated[
            Literal["success", "failure", "rejected"],
            msgspec.Meta(
                description=(
                    "The acknowledgement's status (success, failure, rejected); null "
                    "until acknowledged."
                )
            ),
        ]
        | None
    )
    result: (
        Annotated[
            dict[str, Any],
            msgspec.Meta(
                description=("The acknowledgement's free-form result; null until acknowledged.")
            ),
        ]
        | None
    )
    created_by: (
        Annotated[UUID, msgspec.Meta(description=("The dash user who created the command."))] | None
    )
    created_at: CreatedAt
    expires_at: Annotated[
        Timestamp, msgspec.Meta(description=("When the command expires unless acknowledged."))
    ]
    acknowledged_at: (
        Annotated[
            Timestamp,
            msgspec.Meta(description=("When the server acknowledged it; null until then.")),
        ]
        | None
    )


def command_fields(command: Command, now: datetime, ttl: timedelta) -> dict[str, Any]:
    ack = command.ack
    return {
        "id": command.id,
        "server_id": command.server_id,
        "action": command.action,
        "payload": command.payload,
        "status": str(command.status(now, ttl)),
        "ack_status": str(ack.status) if ack else None,
        "result": ack.result if ack else None,
        "created_by": command.created_by,
        "created_at": ts(command.created_at),
        "expires_at": ts(command.expires_at(ttl)),
        "acknowledged_at": ts_or_none(ack.at if ack else None),
    }


def command_out(command: Command, now: datetime, ttl: timedelta) -> CommandOut:
    return CommandOut(**command_fields(command, now, ttl))


class CommandEnvelope(msgspec.Struct):
    command: Annotated[CommandOut, msgspec.Meta(description="The command.")]


class CommandsOut(msgspec.Struct, rename="camel"):
    items: Items[CommandOut]
    next_cursor: NextCursor = None


class AckIn(msgspec.Struct, forbid_unknown_fields=True):
    status: Annotated[
        Literal["success", "failure", "rejected"],
        msgspec.Meta(description=("How the command went: success, failure or rejected.")),
    ]
    result: Annotated[
        dict[str, Any], msgspec.Meta(description=("Free-form result of the command."))
    ] = msgspec.field(default_factory=dict)


# A wire example of each Struct above, for the OpenAPI document
# (entrypoints/http/openapi_examples.py).
EXAMPLES: dict[str, Any] = {}
EXAMPLES["CommandIn"] = {
    "action": "restart",
    "payload": {"delaySeconds": 30},
}
EXAMPLES["CommandOut"] = {
    "id": "6741f0c2a9e3b15d2c8f4a17",
    "serverId": "b3eacd33-433b-41b5-a523-51032c9b3e7a",
    "action": "restart",
    "payload": {"delaySeconds": 30},
    "status": CommandStatus.ACKNOWLEDGED.value,
    "ackStatus": AckStatus.SUCCESS.value,
    "result": {"restarted": True},
    "createdBy": "ce642ef6-6367-406e-82ea-b0236361440f",
    "createdAt": "2026-11-20T09:14:03.512Z",
    "expiresAt": "2026-12-22T10:00:00.000Z",
    "acknowledgedAt": "2026-11-22T10:00:00.000Z",
}
EXAMPLES["CommandEnvelope"] = {"command": EXAMPLES["CommandOut"]}
EXAMPLES["CommandsOut"] = {
    "items": [EXAMPLES["CommandOut"]],
    "nextCursor": "eyJrIjoiMjAyNi0xMS0yMlQxMDowMDowMFoifQ",
}
EXAMPLES["AckIn"] = {
    "status": AckStatus.SUCCESS.value,
    "result": {"restarted": True},
}
