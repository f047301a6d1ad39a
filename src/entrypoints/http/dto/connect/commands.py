from __future__ import annotations

from datetime import datetime, timedelta
from typing import Annotated, Any, Literal
from uuid import UUID

import msgspec

from domain.connect.command import AckStatus, Command, CommandStatus
from entrypoints.http.dto.common import Timestamp, ts, ts_or_none

Action = Annotated[str, msgspec.Meta(min_length=1, max_length=160)]


class CommandIn(msgspec.Struct, forbid_unknown_fields=True):
    action: Action
    payload: dict[str, Any] = msgspec.field(default_factory=dict)


class CommandOut(msgspec.Struct, rename="camel"):
    id: str
    server_id: UUID
    action: str
    payload: dict[str, Any]
    status: Literal["pending", "acknowledged", "expired"]
    ack_status: Literal["success", "failure", "rejected"] | None
    result: dict[str, Any] | None
    created_by: UUID | None
    created_at: Timestamp
    expires_at: Timestamp
    acknowledged_at: Timestamp | None


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
    command: CommandOut


class CommandsOut(msgspec.Struct, rename="camel"):
    items: list[CommandOut]
    next_cursor: str | None = None


class AckIn(msgspec.Struct, forbid_unknown_fields=True):
    status: Literal["success", "failure", "rejected"]
    result: dict[str, Any] = msgspec.field(default_factory=dict)


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
