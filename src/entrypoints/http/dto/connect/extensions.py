from __future__ import annotations

from typing import Annotated, Any
from uuid import UUID

import msgspec

from domain.connect.extension import Extension, ExtensionAction, ServerExtension
from entrypoints.http.dto.common import Timestamp, ts
from entrypoints.http.dto.connect.schema import SchemaDto, schema_in, schema_out

ExtensionId = Annotated[str, msgspec.Meta(min_length=1, max_length=64)]
Name = Annotated[str, msgspec.Meta(min_length=1, max_length=80)]
Description = Annotated[str, msgspec.Meta(max_length=1000)]


class ExtensionIn(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    extension_id: ExtensionId
    name: Name
    description: Description = ""


class ExtensionPatch(msgspec.Struct, forbid_unknown_fields=True):
    """What PUT changes: name and/or description (the id never changes)."""

    name: Name | msgspec.UnsetType = msgspec.UNSET
    description: Description | msgspec.UnsetType = msgspec.UNSET


class ExtensionOut(msgspec.Struct, rename="camel"):
    extension_id: str
    name: str
    description: str
    created_by: UUID
    created_at: Timestamp
    updated_at: Timestamp


def extension_out(extension: Extension) -> ExtensionOut:
    return ExtensionOut(
        extension_id=extension.extension_id,
        name=extension.name,
        description=extension.description,
        created_by=extension.created_by,
        created_at=ts(extension.created_at),
        updated_at=ts(extension.updated_at),
    )


class ExtensionEnvelope(msgspec.Struct):
    extension: ExtensionOut


class ExtensionsOut(msgspec.Struct, rename="camel"):
    items: list[ExtensionOut]
    next_cursor: str | None = None


class ActionDto(msgspec.Struct, forbid_unknown_fields=True):
    id: Annotated[str, msgspec.Meta(min_length=1, max_length=64)]
    label: Name
    description: Description = ""
    schema: SchemaDto | None = None


class ServerExtensionIn(msgspec.Struct, forbid_unknown_fields=True):
    name: Name
    description: Description = ""
    actions: Annotated[list[ActionDto], msgspec.Meta(max_length=100)] = msgspec.field(
        default_factory=list
    )

    def domain_actions(self) -> list[ExtensionAction]:
        return [
            ExtensionAction(
                a.id,
                a.label,
                a.description,
                schema_in(a.schema, f"actions[{i}].schema") if a.schema else None,
            )
            for i, a in enumerate(self.actions)
        ]


class ServerExtensionOut(msgspec.Struct, rename="camel"):
    server_id: UUID
    extension_id: str
    name: str
    description: str
    actions: list[ActionDto]
    updated_at: Timestamp


def server_extension_out(published: ServerExtension) -> ServerExtensionOut:
    return ServerExtensionOut(
        server_id=published.server_id,
        extension_id=published.extension_id,
        name=published.name,
        description=published.description,
        actions=[
            ActionDto(a.id, a.label, a.description, schema_out(a.schema)) for a in published.actions
        ],
        updated_at=ts(published.updated_at),
    )


class ServerExtensionsOut(msgspec.Struct):
    items: list[ServerExtensionOut]


class ServerExtensionEnvelope(msgspec.Struct):
    extension: ServerExtensionOut


# A wire example of each Struct above, for the OpenAPI document
# (entrypoints/http/openapi_examples.py).
EXAMPLES: dict[str, Any] = {}
EXAMPLES["ExtensionIn"] = {
    "extensionId": "6741f0c2a9e3b15d2c8f4a17",
    "name": "Skyblock Essentials",
    "description": "Skyblock with weekly events and a friendly staff.",
}
EXAMPLES["ExtensionPatch"] = {
    "name": "Skyblock Essentials",
    "description": "Skyblock with weekly events and a friendly staff.",
}
EXAMPLES["ExtensionOut"] = {
    "extensionId": "6741f0c2a9e3b15d2c8f4a17",
    "name": "Skyblock Essentials",
    "description": "Skyblock with weekly events and a friendly staff.",
    "createdBy": "ce642ef6-6367-406e-82ea-b0236361440f",
    "createdAt": "2026-11-20T09:14:03.512Z",
    "updatedAt": "2026-11-22T10:00:00.000Z",
}
EXAMPLES["ExtensionEnvelope"] = {"extension": EXAMPLES["ExtensionOut"]}
EXAMPLES["ExtensionsOut"] = {
    "items": [EXAMPLES["ExtensionOut"]],
    "nextCursor": "eyJrIjoiMjAyNi0xMS0yMlQxMDowMDowMFoifQ",
}
EXAMPLES["ActionDto"] = {
    "id": "6741f0c2a9e3b15d2c8f4a17",
    "label": "Spawn",
    "description": "Skyblock with weekly events and a friendly staff.",
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
}
EXAMPLES["ServerExtensionIn"] = {
    "name": "Skyblock Essentials",
    "description": "Skyblock with weekly events and a friendly staff.",
    "actions": [EXAMPLES["ActionDto"]],
}
EXAMPLES["ServerExtensionOut"] = {
    "serverId": "b3eacd33-433b-41b5-a523-51032c9b3e7a",
    "extensionId": "6741f0c2a9e3b15d2c8f4a17",
    "name": "Skyblock Essentials",
    "description": "Skyblock with weekly events and a friendly staff.",
    "actions": [EXAMPLES["ActionDto"]],
    "updatedAt": "2026-11-22T10:00:00.000Z",
}
EXAMPLES["ServerExtensionsOut"] = {"items": [EXAMPLES["ServerExtensionOut"]]}
EXAMPLES["ServerExtensionEnvelope"] = {"extension": EXAMPLES["ServerExtensionOut"]}
