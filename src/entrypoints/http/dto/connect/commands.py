from __future__ import annotations

from datetime import datetime, timedelta
from typing import Annotated, Any, Literal
from uuid import UUID

import msgspec

from domain.connect.command import Command
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
