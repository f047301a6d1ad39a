"""Typed schemas for settings and extension action payloads, and validation against them.

A schema is a version and a list of fields ``{key, label, type}``; ``type`` is one of
``bool``, ``string``, ``int``, ``number`` or ``enum`` (which needs ``options``). Data that
has a schema may hold only the schema's keys (unknown keys are refused), each with a value of
its field's type; keys may be left out, and ``null`` is not a value of any type.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from domain.connect.errors import invalid

MAX_FIELDS = 200
MAX_OPTIONS = 100
KEY = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_.-]{0,63}")
LABEL_MAX_LENGTH = 120
DESCRIPTION_MAX_LENGTH = 500
OPTION_MAX_LENGTH = 100
VERSION_MAX_LENGTH = 32


class FieldType(StrEnum):
    BOOL = "bool"
    STRING = "string"
    INT = "int"
    NUMBER = "number"
    ENUM = "enum"


@dataclass(frozen=True, slots=True)
class SchemaField:
    key: str
    label: str
    type: FieldType
    options: tuple[str, ...] = ()
    description: str = ""

    def accepts(self, value: Any) -> bool:
        match self.type:
            case FieldType.BOOL:
                return isinstance(value, bool)
            case FieldType.STRING:
                return isinstance(value, str)
            case FieldType.INT:
                return isinstance(value, int) and not isinstance(value, bool)
            case FieldType.NUMBER:
                return (
                    isinstance(value, int | float)
                    and not isinstance(value, bool)
                    and math.isfinite(value)
                )
            case FieldType.ENUM:
                return isinstance(value, str) and value in self.options
        return False  # pragma: no cover - every type is matched above

    def expectation(self) -> str:
        if self.type is FieldType.ENUM:
            return f"must be one of {', '.join(self.options)}"
        article = "an" if self.type is FieldType.INT else "a"
        return f"must be {article} {self.type}"


@dataclass(frozen=True, slots=True)
class Schema:
    version: str
    fields: tuple[SchemaField, ...]

    def field(self, key: str) -> SchemaField | None:
        for candidate in self.fields:
            if candidate.key == key:
                return candidate
        return None

    def validate(self, data: Mapping[str, Any], field: str = "data") -> None:
        """Raise a 400 naming ``<field>.<key>`` at the first key that breaks the schema."""
        by_key = {f.key: f for f in self.fields}
        for key, value in data.items():
            spec = by_key.get(key)
            if spec is None:
                raise invalid(
                    "is not a field of the schema", f"{field}.{key}", "connect.schema_mismatch"
                )
            if not spec.accepts(value):
                raise invalid(spec.expectation(), f"{field}.{key}", "connect.schema_mismatch")


def schema_field(raw: SchemaField, where: str) -> SchemaField:
    """``raw`` checked for key syntax, label, type and options."""
    if not KEY.fullmatch(raw.key):
        raise invalid(
            "must be 1..64 characters of letters, digits, '_', '.' or '-'", f"{where}.key"
        )
    label = raw.label.strip()
    if not label or len(label) > LABEL_MAX_LENGTH:
        raise invalid(f"must be 1..{LABEL_MAX_LENGTH} characters", f"{where}.label")
    if len(raw.description) > DESCRIPTION_MAX_LENGTH:
        raise invalid(
            f"must be at most {DESCRIPTION_MAX_LENGTH} characters", f"{where}.description"
        )
    try:
        kind = FieldType(raw.type)
    except ValueError:
        kinds = ", ".join(t.value for t in FieldType)
        raise invalid(f"must be one of {kinds}", f"{where}.type") from None
    _check_options(kind, raw.options, f"{where}.options")
    return SchemaField(raw.key, label, kind, tuple(raw.options), raw.description)


def _check_options(kind: FieldType, options: tuple[str, ...], where: str) -> None:
    if kind is not FieldType.ENUM:
        if options:
            raise invalid("only enum fields have options", where)
        return
    if not 1 <= len(options) <= MAX_OPTIONS:
        raise invalid(f"an enum needs 1..{MAX_OPTIONS} options", where)
    if len(set(options)) != len(options):
        raise invalid("options must be unique", where)
    if any(not option or len(option) > OPTION_MAX_LENGTH for option in options):
        raise invalid(f"each option must be 1..{OPTION_MAX_LENGTH} characters", where)


def build_schema(version: str, fields: list[SchemaField], where: str = "schema") -> Schema:
    """A checked schema from its parts; keys must be unique."""
    if not version.strip() or len(version) > VERSION_MAX_LENGTH:
        raise invalid(f"must be 1..{VERSION_MAX_LENGTH} characters", f"{where}.version")
    if len(fields) > MAX_FIELDS:
        raise invalid(f"at most {MAX_FIELDS} fields", f"{where}.fields")
    checked = tuple(schema_field(f, f"{where}.fields[{i}]") for i, f in enumerate(fields))
    if len({f.key for f in checked}) != len(checked):
        raise invalid("each key may appear once", f"{where}.fields")
    return Schema(version, checked)


def schema_to_dict(schema: Schema) -> dict[str, Any]:
    """The JSON form stored and served: ``options`` and ``description`` only when set."""
    fields = []
    for f in schema.fields:
        entry: dict[str, Any] = {"key": f.key, "label": f.label, "type": str(f.type)}
        if f.options:
            entry["options"] = list(f.options)
        if f.description:
            entry["description"] = f.description
        fields.append(entry)
    return {"version": schema.version, "fields": fields}


def schema_from_dict(raw: Mapping[str, Any]) -> Schema:
    """The inverse of ``schema_to_dict``, for stored schemas (checked when they were stored)."""
    return Schema(
        str(raw["version"]),
        tuple(
            SchemaField(
                f["key"],
                f["label"],
                FieldType(f["type"]),
                tuple(f.get("options", ())),
                f.get("description", ""),
            )
            for f in raw["fields"]
        ),
    )
