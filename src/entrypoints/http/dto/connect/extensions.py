from __future__ import annotations

from typing import Annotated, Any
from uuid import UUID

import msgspec

from domain.connect.extension import Extension, ExtensionAction, ServerExtension
from entrypoints.http.dto.common import CreatedAt, Items, NextCursor, UpdatedAt, ts
from entrypoints.http.dto.connect.fields import ServerId
from entrypoints.http.dto.connect.schema import SchemaDto, schema_in, schema_out

ExtensionId = Annotated[str, msgspec.Meta(min_length=1, max_length=64)]
Name = Annotated[str, msgspec.Meta(min_length=1, max_length=80)]
Description = Annotated[str, msgspec.Meta(max_length=1000)]


class ExtensionIn(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    extension_id: Annotated[
        ExtensionId,
        msgspec.Meta(
            description=(
                "The extension's id (1..64 characters); also the settings `source` "
                "of the extension."
            )
        ),
    ]
    name: Annotated[Name, msgspec.Meta(description="The extension's name.")]
    description: Annotated[
        Description, msgspec.Meta(description=("What the extension does (up to 1000 characters)."))
    ] = ""


class ExtensionPatch(msgspec.Struct, forbid_unknown_fields=True):
    """What PUT changes: name and/or description (the id never changes)."""

    name: (
        Annotated[Name, msgspec.Meta(description=("The extension's new name; absent leaves it."))]
        | msgspec.UnsetType
    ) = msgspec.UNSET
    description: (
        Annotated[
            Description,
            msgspec.Meta(description=("The extension's new description; absent leaves it.")),
        ]
        | msgspec.UnsetType
    ) = msgspec.UNSET


# Described once, shared by the Structs below.
ExtensionIdField = Annotated[str, msgspec.Meta(description="The extension's id.")]
DescriptionField = Annotated[str, msgspec.Meta(description="What the extension does.")]


class ExtensionOut(msgspec.Struct, rename="camel"):
    extension_id: ExtensionIdField
    name: Annotated[str, msgspec.Meta(description="The extension's name.")]
    description: DescriptionField
    created_by: Annotated[
        UUID, msgspec.Meta(description=("The dash user who added it to the catalog."))
    ]
    created_at: CreatedAt
    updated_at: UpdatedAt


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
    extension: Annotated[ExtensionOut, msgspec.Meta(description="The extension.")]


class ExtensionsOut(msgspec.Struct, rename="camel"):
    items: Items[ExtensionOut]
    next_cursor: NextCursor = None


class ActionDto(msgspec.Struct, forbid_unknown_fields=True):
    id: Annotated[
        str,
        msgspec.Meta(
            min_length=1,
            max_length=64,
            description=("The action's id, unique within the extension."),
        ),
    ]
    label: Annotated[Name, msgspec.Meta(description="The action's label as dash shows it.")]
    description: Annotated[Description, msgspec.Meta(description="What the action does.")] = ""
    schema: (
        Annotated[
            SchemaDto,
            msgspec.Meta(description=("Typed inputs of the action dash renders; null for none.")),
        ]
        | None
    ) = None


class ServerExtensionIn(msgspec.Struct, forbid_unknown_fields=True):
    name: Annotated[
        Name, msgspec.Meta(description=("The extension's name as the server publishes it."))
    ]
    description: Annotated[Description, msgspec.Meta(description="What the extension does.")] = ""
    actions: Annotated[
        list[ActionDto],
        msgspec.Meta(
            max_length=100,
            description=("The actions the extension offers on this server (at most 100)."),
        ),
    ] = msgspec.field(default_factory=list)

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
    server_id: ServerId
    extension_id: ExtensionIdField
    name: Annotated[
        str, msgspec.Meta(description=("The extension's name as the server publishes it."))
    ]
    description: DescriptionField
    actions: Annotated[
        list[ActionDto],
        msgspec.Meta(description=("The actions the extension offers on this server.")),
    ]
    updated_at: UpdatedAt


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
    items: Items[ServerExtensionOut]


class ServerExtensionEnvelope(msgspec.Struct):
    extension: Annotated[ServerExtensionOut, msgspec.Meta(description="The server's extension.")]


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
