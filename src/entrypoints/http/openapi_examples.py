"""Examples and closed objects in the OpenAPI document's component schemas.

Each DTO module holds ``EXAMPLES: dict[str, Any]``, a realistic wire example per msgspec Struct
it defines, keyed by the Struct's name. This schema plugin builds a Struct's component schema as
Litestar does, then adds the module's example for it and ``additionalProperties: false`` when
the Struct refuses unknown fields (``forbid_unknown_fields``), so a client generator sees what
the server accepts. ``tests/http/test_openapi_document.py`` checks every body has an example
and every example validates against its schema.
"""

from __future__ import annotations

import sys
from enum import Enum
from typing import TYPE_CHECKING, Any

import msgspec
from litestar._openapi.schema_generation.plugins.struct import StructSchemaPlugin
from litestar.openapi.spec import (
    OpenAPI,
    OpenAPIResponse,
    OpenAPIType,
    Operation,
    Reference,
    RequestBody,
    Schema,
)

from entrypoints.http.openapi_descriptions import PENDING

if TYPE_CHECKING:
    from litestar._openapi.schema_generation import SchemaCreator
    from litestar.typing import FieldDefinition


class _Json(Enum):
    NULL = None


NULL = _Json.NULL
"""JSON null in an example. Litestar leaves every None out of the document's objects, examples
included, so an example could not show a field that is null (``networkId`` right after a
registration); it writes an enum member as its value, and this one's value is None."""


def struct_example(struct: type[msgspec.Struct]) -> Any | None:
    """The wire example the Struct's module gives for it, or None."""
    examples = getattr(sys.modules.get(struct.__module__), "EXAMPLES", None)
    if not isinstance(examples, dict):
        return None
    return examples.get(struct.__name__)


class ExampleStructSchemaPlugin(StructSchemaPlugin):
    """Litestar's msgspec Struct schemas, with their module's example and closed when the
    Struct refuses unknown fields."""

    def to_openapi_schema(
        self, field_definition: FieldDefinition, schema_creator: SchemaCreator
    ) -> Schema:
        schema = super().to_openapi_schema(field_definition, schema_creator)
        struct = field_definition.origin or field_definition.type_
        if isinstance(struct, type) and issubclass(struct, msgspec.Struct):
            if struct.__struct_config__.forbid_unknown_fields:
                schema.additional_properties = False
            if schema.description is None:  # see openapi_descriptions.py
                schema.description = PENDING
            example = struct_example(struct)
            if example is not None:
                schema.examples = [example]
        return schema


def document_examples(document: OpenAPI) -> None:
    """Give each JSON body whose schema is not a plain component (a list of them, one of them
    or null) the example its components give, unless the route gave one."""
    schemas = document.components.schemas or {}
    for item in (document.paths or {}).values():
        for method in ("get", "put", "post", "delete", "patch"):
            operation: Operation | None = getattr(item, method, None)
            if operation is None:
                continue
            bodies: list[RequestBody | OpenAPIResponse] = (
                [operation.request_body] if isinstance(operation.request_body, RequestBody) else []
            )
            bodies += [
                r for r in (operation.responses or {}).values() if isinstance(r, OpenAPIResponse)
            ]
            for body in bodies:
                for media in (body.content or {}).values():
                    bare = media.example is None and not media.examples
                    if bare and isinstance(media.schema, Schema):
                        media.example = _example_of(media.schema, schemas)


def _example_of(schema: Schema | Reference, schemas: dict[str, Schema]) -> Any | None:
    if isinstance(schema, Reference):
        component = schemas.get(schema.ref.rsplit("/", 1)[-1])
        return _example_of(component, schemas) if component is not None else None
    if schema.examples:
        return schema.examples[0]
    for choice in schema.one_of or schema.any_of or []:
        example = _example_of(choice, schemas)
        if example is not None:
            return example
    if schema.type == OpenAPIType.ARRAY and schema.items is not None:
        item = _example_of(schema.items, schemas)
        return None if item is None else [item]
    return None
