"""Row <-> domain mapping shared by the transaction path and the fast read path."""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Any

from adapters.sql.fast_read import as_json, as_uuid, uuid_or_none
from adapters.sql.rows import dt_required, ms
from domain.connect.command import Acknowledgement, AckStatus, Command
from domain.connect.schema import Schema, schema_from_dict, schema_to_dict
from domain.connect.settings import SettingsDraft, SettingsEntry

COMMAND_COLUMNS = (
    "id", "server_id", "action", "payload", "ack_status", "result", "created_by", "created_at",
    "acknowledged_at",
)  # fmt: skip
SETTINGS_COLUMNS = (
    "server_id", "source", "revision", "data", "schema", "schema_version", "updated_at",
    "updated_by",
)  # fmt: skip


def command_from_row(row: Sequence[Any]) -> Command:
    (command_id, server_id, action, payload, ack_status, result, created_by, created_at,
     acknowledged_at) = row  # fmt: skip
    ack = None
    if ack_status is not None:
        ack = Acknowledgement(
            AckStatus(ack_status), as_json(result) or {}, dt_required(acknowledged_at)
        )
    return Command(
        id=command_id,
        server_id=as_uuid(server_id),
        action=action,
        payload=as_json(payload),
        created_at=dt_required(created_at),
        created_by=uuid_or_none(created_by),
        ack=ack,
    )


def command_values(command: Command) -> dict[str, Any]:
    return {
        "id": command.id,
        "server_id": command.server_id,
        "action": command.action,
        "payload": command.payload,
        "status": "pending" if command.ack is None else "acknowledged",
        "ack_status": str(command.ack.status) if command.ack else None,
        "result": command.ack.result if command.ack else None,
        "created_by": command.created_by,
        "created_at": ms(command.created_at),
        "acknowledged_at": ms(command.ack.at) if command.ack else None,
    }


@functools.lru_cache(maxsize=1024)
def _schema_of_text(text: str | bytes) -> Schema | None:
    raw = as_json(text)  # JSON null when stored through a JSON column without a schema
    return None if raw is None else schema_from_dict(raw)


def stored_schema(value: Any) -> Schema | None:
    """A stored schema as the domain's (immutable) ``Schema``: parsed once per distinct stored
    text (a server's poll of its settings reads the same few schemas again and again)."""
    if value is None:
        return None
    if isinstance(value, str | bytes):
        return _schema_of_text(value)
    return schema_from_dict(value)


def settings_from_row(row: Sequence[Any]) -> SettingsEntry:
    server_id, source, revision, data, schema, version, updated_at, updated_by = row
    return SettingsEntry(
        server_id=as_uuid(server_id),
        source=source,
        revision=int(revision),
        data=as_json(data),
        schema=stored_schema(schema),
        schema_version=version,
        updated_at=dt_required(updated_at),
        updated_by=uuid_or_none(updated_by),
    )


def settings_values(draft: SettingsDraft) -> dict[str, Any]:
    return {
        "server_id": draft.server_id,
        "source": draft.source,
        "data": draft.data,
        "schema": schema_to_dict(draft.schema) if draft.schema is not None else None,
        "schema_version": draft.schema_version,
        "updated_at": ms(draft.updated_at),
        "updated_by": draft.updated_by,
    }
