"""Typed schemas of settings and extension actions, as the API reads and writes them."""

from __future__ import annotations

from typing import Annotated, Any, Literal

import msgspec

from domain.connect.schema import FieldType as DomainFieldType
from domain.connect.schema import Schema, SchemaField, build_schema

FieldType = Literal["bool", "string", "int", "number", "enum"]
TYPE_OUT: dict[DomainFieldType, FieldType] = {
    DomainFieldType.BOOL: "bool",
    DomainFieldType.STRING: "string",
    DomainFieldType.INT: "int",
    DomainFieldType.NUMBER: "number",
    DomainFieldType.ENUM: "enum",
}
Key = Annotated[str, msgspec.Meta(min_length=1, max_length=64)]
Label = Annotated[str, msgspec.Meta(min_length=1, max_length=120)]
Option = Annotated[str, msgspec.Meta(min_length=1, max_length=100)]


class SchemaFieldDto(
    msgspec.Struct, rename="camel", omit_defaults=True, forbid_unknown_fields=True
):
    key: Annotated[Key, msgspec.Meta(description="The key of the field in the settings `data`.")]
    label: Annotated[Label, msgspec.Meta(description="The field's label as dash shows it.")]
    type: Annotated[
        FieldType,
        msgspec.Meta(
            description=("The field's type: bool, string, int, number or enum (needs `options`).")
        ),
    ]
    options: (
        Annotated[
            Annotated[list[Option], msgspec.Meta(max_length=100)],
            msgspec.Meta(description=("The values an `enum` field takes.")),
        ]
        | msgspec.UnsetType
    ) = msgspec.UNSET
    description: (
        Annotated[
            Annotated[str, msgspec.Meta(max_length=500)],
            msgspec.Meta(description=("Help text for the field.")),
        ]
        | msgspec.UnsetType
    ) = msgspec.UNSET


class SchemaDto(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    version: Annotated[
        str, msgspec.Meta(min_length=1, max_length=32, description=("The schema's version."))
    ]
    fields: Annotated[
        list[SchemaFieldDto],
        msgspec.Meta(
            max_length=200,
            description=("The fields of the schema, in the order dash shows them (at most 200)."),
        ),
    ]


def schema_in(dto: SchemaDto, where: str = "schema") -> Schema:
    fields = [
        SchemaField(
            key=f.key,
            label=f.label,
            type=DomainFieldType(f.type),
            options=tuple(f.options) if f.options is not msgspec.UNSET else (),
            description=f.description if f.description is not msgspec.UNSET else "",
        )
        for f in dto.fields
    ]
    return build_schema(dto.version, fields, where)


def schema_out(schema: Schema | None) -> SchemaDto | None:
    if schema is None:
        return None
    return SchemaDto(
        version=schema.version,
        fields=[
            SchemaFieldDto(
                key=f.key,
                label=f.label,
                type=TYPE_OUT[f.type],
                options=list(f.options) if f.options else msgspec.UNSET,
                description=f.description or msgspec.UNSET,
            )
            for f in schema.fields
        ],
    )


# A wire example of each Struct above, for the OpenAPI document
# (entrypoints/http/openapi_examples.py).
EXAMPLES: dict[str, Any] = {}
EXAMPLES["SchemaFieldDto"] = {
    "key": "pvp",
    "label": "Spawn",
    "type": "bool",
    "options": ["Desert"],
    "description": "Skyblock with weekly events and a friendly staff.",
}
EXAMPLES["SchemaDto"] = {"version": "1.4.2", "fields": [EXAMPLES["SchemaFieldDto"]]}
