"""The settings stream's messages: JSON text frames ``{"type": ..., "serverId": ..., ...}``.

``settings.updated`` and ``command.created`` carry the same fields as the HTTP records
(a settings entry, a command), with ``type`` added.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Annotated, Any
from uuid import UUID

import msgspec

from application.connect.stream import Hello
from domain.connect.events import CommandCreated, ConnectEvent, SettingsUpdated
from entrypoints.http.dto.common import Timestamp, ts
from entrypoints.http.dto.connect.commands import CommandOut, command_fields, command_out
from entrypoints.http.dto.connect.fields import ServerId
from entrypoints.http.dto.connect.settings import (
    SettingsEntryOut,
    settings_entry_out,
    settings_fields,
)

_encoder = msgspec.json.Encoder()


class HelloMessage(msgspec.Struct, rename="camel", omit_defaults=True, tag="hello",
                   tag_field="type"):  # fmt: skip
    server_id: ServerId
    settings: Annotated[
        list[SettingsEntryOut],
        msgspec.Meta(description=("The server's current settings entries, one per source.")),
    ]
    commands: (
        Annotated[
            list[CommandOut],
            msgspec.Meta(description=("The server's pending commands (to servers only).")),
        ]
        | msgspec.UnsetType
    ) = msgspec.UNSET


class SettingsUpdatedMessage(SettingsEntryOut, tag="settings.updated", tag_field="type"):
    pass


class CommandCreatedMessage(CommandOut, tag="command.created", tag_field="type"):
    pass


class PingMessage(msgspec.Struct, rename="camel", tag="ping", tag_field="type"):
    server_id: ServerId
    at: Annotated[Timestamp, msgspec.Meta(description="When the ping was sent.")]


def encode_hello(hello: Hello, now: datetime, ttl: timedelta) -> bytes:
    commands = (
        msgspec.UNSET
        if hello.commands is None
        else [command_out(c, now, ttl) for c in hello.commands]
    )
    message = HelloMessage(
        server_id=hello.server_id,
        settings=[settings_entry_out(e) for e in hello.settings],
        commands=commands,
    )
    return _encoder.encode(message)


def encode_event(event: ConnectEvent, now: datetime, ttl: timedelta) -> bytes:
    if isinstance(event, SettingsUpdated):
        return _encoder.encode(SettingsUpdatedMessage(**settings_fields(event.entry)))
    if isinstance(event, CommandCreated):
        return _encoder.encode(CommandCreatedMessage(**command_fields(event.command, now, ttl)))
    raise TypeError(f"not a stream event: {event!r}")


def encode_ping(server_id: UUID, now: datetime) -> bytes:
    return _encoder.encode(PingMessage(server_id=server_id, at=ts(now)))


# A wire example of each Struct above, for the OpenAPI document
# (entrypoints/http/openapi_examples.py).
EXAMPLES: dict[str, Any] = {}
EXAMPLES["HelloMessage"] = {
    "serverId": "b3eacd33-433b-41b5-a523-51032c9b3e7a",
    "settings": [
        {
            "serverId": "b3eacd33-433b-41b5-a523-51032c9b3e7a",
            "source": "launcher",
            "revision": 7,
            "data": {"pvp": False, "mode": "survival", "maxPlayers": 100},
            "schema": {
                "version": "1.4.2",
                "fields": [
                    {
                        "key": "pvp",
                        "label": "Spawn",
                        "type": "bool",
                        "options": ["Desert"],
                        "description": "Skyblock with weekly events and a friendly staff.",
                    }
                ],
            },
            "schemaVersion": "1",
            "updatedAt": "2026-11-22T10:00:00.000Z",
            "updatedBy": "ce642ef6-6367-406e-82ea-b0236361440f",
        }
    ],
    "commands": [
        {
            "id": "6741f0c2a9e3b15d2c8f4a17",
            "serverId": "b3eacd33-433b-41b5-a523-51032c9b3e7a",
            "action": "restart",
            "payload": {"pvp": False, "mode": "survival", "maxPlayers": 100},
            "status": "acknowledged",
            "ackStatus": "failure",
            "result": {"pvp": False, "mode": "survival", "maxPlayers": 100},
            "createdBy": "ce642ef6-6367-406e-82ea-b0236361440f",
            "createdAt": "2026-11-20T09:14:03.512Z",
            "expiresAt": "2026-12-22T10:00:00.000Z",
            "acknowledgedAt": "2026-11-22T10:00:00.000Z",
        }
    ],
    "type": "hello",
}
EXAMPLES["SettingsUpdatedMessage"] = {
    "serverId": "b3eacd33-433b-41b5-a523-51032c9b3e7a",
    "source": "launcher",
    "revision": 7,
    "data": {"pvp": False, "mode": "survival", "maxPlayers": 100},
    "schema": {
        "version": "1.4.2",
        "fields": [
            {
                "key": "pvp",
                "label": "Spawn",
                "type": "bool",
                "options": ["Desert"],
                "description": "Skyblock with weekly events and a friendly staff.",
            }
        ],
    },
    "schemaVersion": "1",
    "updatedAt": "2026-11-22T10:00:00.000Z",
    "updatedBy": "ce642ef6-6367-406e-82ea-b0236361440f",
    "type": "settings.updated",
}
EXAMPLES["CommandCreatedMessage"] = {
    "id": "6741f0c2a9e3b15d2c8f4a17",
    "serverId": "b3eacd33-433b-41b5-a523-51032c9b3e7a",
    "action": "restart",
    "payload": {"pvp": False, "mode": "survival", "maxPlayers": 100},
    "status": "acknowledged",
    "ackStatus": "failure",
    "result": {"pvp": False, "mode": "survival", "maxPlayers": 100},
    "createdBy": "ce642ef6-6367-406e-82ea-b0236361440f",
    "createdAt": "2026-11-20T09:14:03.512Z",
    "expiresAt": "2026-12-22T10:00:00.000Z",
    "acknowledgedAt": "2026-11-22T10:00:00.000Z",
    "type": "command.created",
}
EXAMPLES["PingMessage"] = {
    "serverId": "b3eacd33-433b-41b5-a523-51032c9b3e7a",
    "at": "2026-11-22T10:00:00.000Z",
    "type": "ping",
}
