"""Settings schemas and validation of data against them (pure rules, hypothesis)."""

from __future__ import annotations

import math
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain.connect.schema import (
    FieldType,
    Schema,
    SchemaField,
    build_schema,
    schema_from_dict,
    schema_to_dict,
)
from domain.shared.errors import InvalidInput

keys = st.from_regex(r"[a-z_][a-z0-9_.-]{0,15}", fullmatch=True)
options = st.lists(st.text(min_size=1, max_size=10), min_size=1, max_size=5, unique=True)


@st.composite
def fields(draw: st.DrawFn, key: str) -> SchemaField:
    kind = draw(st.sampled_from(list(FieldType)))
    chosen = tuple(draw(options)) if kind is FieldType.ENUM else ()
    return SchemaField(key, draw(st.text(min_size=1, max_size=20).filter(str.strip)), kind, chosen)


@st.composite
def schemas(draw: st.DrawFn) -> Schema:
    names = draw(st.lists(keys, min_size=1, max_size=8, unique=True))
    return build_schema("1", [draw(fields(k)) for k in names])


def value_of(field: SchemaField) -> st.SearchStrategy[Any]:
    return {
        FieldType.BOOL: st.booleans(),
        FieldType.STRING: st.text(max_size=20),
        FieldType.INT: st.integers(),
        FieldType.NUMBER: st.integers() | st.floats(allow_nan=False, allow_infinity=False),
        FieldType.ENUM: st.sampled_from(field.options or ("x",)),
    }[field.type]


def wrong_value_of(field: SchemaField) -> st.SearchStrategy[Any]:
    anything = st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=5)
    anything |= st.lists(st.integers(), max_size=2)
    anything |= st.dictionaries(st.text(max_size=2), st.none())
    return anything.filter(lambda v: not field.accepts(v))


@st.composite
def conforming(draw: st.DrawFn, schema: Schema) -> dict[str, Any]:
    present = draw(st.lists(st.sampled_from(schema.fields), unique_by=lambda f: f.key))
    return {f.key: draw(value_of(f)) for f in present}


@given(st.data())
def test_data_of_the_schemas_types_is_accepted(data: st.DataObject) -> None:
    schema = data.draw(schemas())
    schema.validate(data.draw(conforming(schema)))


@given(st.data())
def test_a_value_of_the_wrong_type_is_refused_naming_its_field(data: st.DataObject) -> None:
    schema = data.draw(schemas())
    document = data.draw(conforming(schema))
    field = data.draw(st.sampled_from(schema.fields))
    document[field.key] = data.draw(wrong_value_of(field))
    with pytest.raises(InvalidInput) as refused:
        schema.validate(document)
    assert refused.value.field == f"data.{field.key}"
    assert refused.value.code == "connect.schema_mismatch"


@given(st.data())
def test_a_key_outside_the_schema_is_refused_naming_it(data: st.DataObject) -> None:
    schema = data.draw(schemas())
    unknown = data.draw(keys.filter(lambda k: schema.field(k) is None))
    document = {**data.draw(conforming(schema)), unknown: True}
    with pytest.raises(InvalidInput) as refused:
        schema.validate(document)
    assert refused.value.field == f"data.{unknown}"


@given(schemas())
def test_a_schema_survives_its_stored_form(schema: Schema) -> None:
    assert schema_from_dict(schema_to_dict(schema)) == schema


def test_booleans_are_not_numbers_and_floats_are_not_ints() -> None:
    schema = build_schema(
        "1",
        [SchemaField("n", "N", FieldType.NUMBER), SchemaField("i", "I", FieldType.INT)],
    )
    for bad in ({"n": True}, {"i": False}, {"i": 1.0}, {"n": math.inf}, {"n": None}):
        with pytest.raises(InvalidInput):
            schema.validate(bad)
    schema.validate({"n": 1, "i": 2})
    schema.validate({"n": 1.5})


@pytest.mark.parametrize(
    ("fields", "where"),
    [
        ([SchemaField("e", "E", "enum")], "schema.fields[0].options"),  # type: ignore[arg-type]
        ([SchemaField("b", "B", "bool", ("x",))], "schema.fields[0].options"),  # type: ignore[arg-type]
        ([SchemaField("x", "X", "date")], "schema.fields[0].type"),  # type: ignore[arg-type]
        ([SchemaField("a b", "X", "bool")], "schema.fields[0].key"),  # type: ignore[arg-type]
        ([SchemaField("a", " ", "bool")], "schema.fields[0].label"),  # type: ignore[arg-type]
        (
            [SchemaField("a", "A", "bool"), SchemaField("a", "B", "int")],  # type: ignore[arg-type]
            "schema.fields",
        ),
        ([SchemaField("e", "E", "enum", ("x", "x"))], "schema.fields[0].options"),  # type: ignore[arg-type]
    ],
)
def test_malformed_schemas_are_refused_naming_the_part(
    fields: list[SchemaField], where: str
) -> None:
    with pytest.raises(InvalidInput) as refused:
        build_schema("1", fields)
    assert refused.value.field == where
