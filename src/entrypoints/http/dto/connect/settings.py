from __future__ import annotations

from typing import Annotated, Any

import msgspec

from domain.connect.settings import SettingsEntry
from entrypoints.http.dto.common import Items, UpdatedAt, ts
from entrypoints.http.dto.connect.fields import ServerId, UpdatedBy
from entrypoints.http.dto.connect.schema import SchemaDto, schema_out

Source = Annotated[str, msgspec.Meta(min_length=1, max_length=64)]


class SettingsPut(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    source: Annotated[
        Source,
        msgspec.Meta(
            description=(
                "Scopes the settings to an extension id; the value `connect` with "
                "`data.temp` boolean flags a temporary instance."
            )
        ),
    ]
    data: Annotated[
        dict[str, Any],
        msgspec.Meta(
            description=(
                "Free-form settings object; with a schema in effect, only its "
                "keys, each of its type."
            )
        ),
    ]
    schema: (
        Annotated[
            SchemaDto,
            msgspec.Meta(
                description=(
                    "Optional typed schema dash renders as inputs; absent keeps the "
                    "source's schema, null removes it."
                )
            ),
        ]
        | msgspec.UnsetType
        | None
    ) = msgspec.UNSET
    schema_version: (
        Annotated[
            Annotated[str, msgspec.Meta(max_length=32)],
            msgspec.Meta(description=("The version of the settings' schema.")),
        ]
        | msgspec.UnsetType
    ) = msgspec.UNSET


class SettingsEntryOut(msgspec.Struct, rename="camel"):
    server_id: ServerId
    source: Annotated[
        str,
        msgspec.Meta(
            description=(
                "The extension id the settings belong to (`connect` for the platform's own)."
            )
        ),
    ]
    revision: Annotated[
        int,
        msgspec.Meta(
            description=(
                "Revision of this source's settings: each accepted write is a new "
                "one (also the ETag)."
            )
        ),
    ]
    data: Annotated[dict[str, Any], msgspec.Meta(description="The settings object.")]
    schema: (
        Annotated[
            SchemaDto, msgspec.Meta(description=("The typed schema in effect; null for none."))
        ]
        | None
    )
    schema_version: Annotated[str, msgspec.Meta(description="The version of the settings' schema.")]
    updated_at: UpdatedAt
    updated_by: UpdatedBy


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
    items: Items[SettingsEntryOut]


class SettingsEnvelope(msgspec.Struct):
    settings: Annotated[SettingsEntryOut, msgspec.Meta(description="The settings entry.")]


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
