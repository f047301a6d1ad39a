"""The settings stream's messages: JSON text frames ``{"type": ..., "serverId": ..., ...}``.

``settings.updated`` and ``command.created`` carry the same fields as the HTTP records
(a settings entry, a command), with ``type`` added.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from uuid import UUID

import msgspec

from application.connect.stream import Hello
from domain.connect.events import CommandCreated, ConnectEvent, SettingsUpdated
from entrypoints.http.dto.common import Timestamp, ts
from entrypoints.http.dto.connect.commands import CommandOut, command_fields, command_out
from entrypoints.http.dto.connect.settings import (
    SettingsEntryOut,
    settings_entry_out,
    settings_fields,
)

_encoder = msgspec.json.Encoder()


class HelloMessage(msgspec.Struct, rename="camel", omit_defaults=True, tag="hello",
                   tag_field="type"):  # fmt: skip
    server_id: UUID
    settings: list[SettingsEntryOut]
    commands: list[CommandOut] | msgspec.UnsetType = msgspec.UNSET


class SettingsUpdatedMessage(SettingsEntryOut, tag="settings.updated", tag_field="type"):
    pass


class CommandCreatedMessage(CommandOut, tag="command.created", tag_field="type"):
    pass


class PingMessage(msgspec.Struct, rename="camel", tag="ping", tag_field="type"):
    server_id: UUID
    at: Timestamp


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
