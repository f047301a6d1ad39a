"""Descriptions in the OpenAPI document's component schemas, as the DTOs write them.

Each field of a DTO says what it is once, beside the field: ``Annotated[T, msgspec.Meta(
description=...)]``, or a shared alias of its area (``dto/common.py`` for the fields of every
area: ``CreatedAt``, ``NextCursor`` ...). Litestar renders a described field whose type is a
Struct as ``allOf: [$ref]`` beside the description, and copies that description onto the
Struct's component when the field is the first to mention it. The schema plugin
(``openapi_examples.py``) keeps the component's place taken with an empty description;
``settle_descriptions`` clears it and writes such a field as a plain ``$ref`` with its
description (OpenAPI 3.1 allows one beside a ``$ref``), which client generators read as the
referenced class. ``tests/http/test_openapi_descriptions.py`` checks every property has one.
"""

from __future__ import annotations

from litestar.openapi.spec import OpenAPI, Reference, Schema

PENDING = ""
"""The description a Struct's component holds until ``settle_descriptions``."""


def settle_descriptions(document: OpenAPI) -> None:
    for schema in (document.components.schemas or {}).values():
        if schema.description == PENDING:
            schema.description = None
        _settle(schema)


def _settle(schema: Schema) -> None:
    for name, prop in (schema.properties or {}).items():
        if isinstance(prop, Schema):
            schema.properties[name] = _plain_reference(prop) or prop  # type: ignore[index]
            _settle(prop)
    for choice in [*(schema.one_of or []), *(schema.any_of or []), *(schema.all_of or [])]:
        if isinstance(choice, Schema):
            _settle(choice)
    if isinstance(schema.items, Schema):
        _settle(schema.items)


def _plain_reference(prop: Schema) -> Reference | None:
    """``{allOf: [$ref], description}`` as ``{$ref, description}``; None for anything else."""
    if not (prop.all_of and len(prop.all_of) == 1 and isinstance(prop.all_of[0], Reference)):
        return None
    if prop != Schema(all_of=prop.all_of, description=prop.description):
        return None
    return Reference(ref=prop.all_of[0].ref, description=prop.description)
