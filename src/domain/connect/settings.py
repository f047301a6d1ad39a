"""Settings of a server, kept per source, every change a new revision.

``source`` scopes settings to an extension (its id); the source ``connect`` belongs to the
platform, and ``data.temp`` there flags a temporary instance.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any
from uuid import UUID

from domain.connect.documents import check_document
from domain.connect.errors import invalid
from domain.connect.extension import validate_extension_id
from domain.connect.schema import Schema

CONNECT_SOURCE = "connect"
MAX_DATA_BYTES = 256 * 1024
SCHEMA_VERSION_MAX_LENGTH = 32


def validate_source(raw: str) -> str:
    return validate_extension_id(raw, field="source")


def validate_schema_version(raw: str) -> str:
    if len(raw) > SCHEMA_VERSION_MAX_LENGTH or not raw.isprintable():
        raise invalid(
            f"must be at most {SCHEMA_VERSION_MAX_LENGTH} printable characters", "schemaVersion"
        )
    return raw


@dataclass(frozen=True, slots=True)
class SettingsDraft:
    """A change to the settings of one source, before it gets its revision."""

    server_id: UUID
    source: str
    data: dict[str, Any]
    schema: Schema | None
    schema_version: str
    updated_at: datetime
    updated_by: UUID | None = None
    expected_revision: int | None = None
    """Store only if this is still the current revision (an editor's If-Match)."""

    def checked(self) -> SettingsDraft:
        validate_source(self.source)
        validate_schema_version(self.schema_version)
        check_document(self.data, "data", MAX_DATA_BYTES)
        if self.schema is not None:
            self.schema.validate(self.data)
        return self


@dataclass(frozen=True, slots=True)
class SettingsEntry:
    server_id: UUID
    source: str
    revision: int
    data: dict[str, Any]
    schema: Schema | None
    schema_version: str
    updated_at: datetime
    updated_by: UUID | None = None


def temp_instance_data(base: dict[str, Any] | None, temp: bool) -> dict[str, Any]:
    """The ``connect`` source data of a new server: ``temp: true`` for temporary instances."""
    data = dict(base or {})
    data.pop("temp", None)
    if temp:
        data["temp"] = True
    return data
