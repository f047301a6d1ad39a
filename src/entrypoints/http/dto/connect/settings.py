from __future__ import annotations

from typing import Annotated, Any
from uuid import UUID

import msgspec

from domain.connect.settings import SettingsEntry
from entrypoints.http.dto.common import Timestamp, ts
from entrypoints.http.dto.connect.schema import SchemaDto, schema_out

Source = Annotated[str, msgspec.Meta(min_length=1, max_length=64)]


class SettingsPut(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    source: Source
    data: dict[str, Any]
    schema: SchemaDto | msgspec.UnsetType | None = msgspec.UNSET
    schema_version: Annotated[str, msgspec.Meta(max_length=32)] | msgspec.UnsetType = msgspec.UNSET


class SettingsEntryOut(msgspec.Struct, rename="camel"):
    server_id: UUID
    source: str
    revision: int
    data: dict[str, Any]
    schema: SchemaDto | None
    schema_version: str
    updated_at: Timestamp
    updated_by: UUID | None


def settings_fields(entry: SettingsEntry) -> dict[str, Any]:
    return {
        "server_id": entry.server_id,
        "source": entry.source,
        "revision": entry.revision,
        "data": entry.data,
        "schema": schema_out(entry.schema),
        "schema_version": entry.schema_version,
        "updated_at": ts(entry.updated_at),
        "updated_by": entry.updated_by,
    }


def settings_entry_out(entry: SettingsEntry) -> SettingsEntryOut:
    return SettingsEntryOut(**settings_fields(entry))


class SettingsListOut(msgspec.Struct):
    items: list[SettingsEntryOut]


class SettingsEnvelope(msgspec.Struct):
    settings: SettingsEntryOut


# A wire example of each Struct above, for the OpenAPI document
# (entrypoints/http/openapi_examples.py).
EXAMPLES: dict[str, Any] = {}
EXAMPLES["SettingsPut"] = {
    "source": "launcher",
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
}
EXAMPLES["SettingsEntryOut"] = {
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
EXAMPLES["SettingsListOut"] = {"items": [EXAMPLES["SettingsEntryOut"]]}
EXAMPLES["SettingsEnvelope"] = {"settings": EXAMPLES["SettingsEntryOut"]}
