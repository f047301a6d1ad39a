from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.schema_dto import SchemaDto
    from ..models.settings_entry_out_data import SettingsEntryOutData


T = TypeVar("T", bound="SettingsEntryOut")


@_attrs_define
class SettingsEntryOut:
    """
    Attributes:
        data (SettingsEntryOutData): The settings object.
        revision (int): Revision of this source's settings: each accepted write is a new one (also the ETag).
        schema (None | SchemaDto): The typed schema in effect; null for none.
        schema_version (str): The version of the settings' schema.
        server_id (UUID): The server's id (UUID); servers send it as `X-Server-Id` with their secret.
        source (str): The extension id the settings belong to (`connect` for the platform's own).
        updated_at (datetime.datetime): When the record last changed (UTC).
        updated_by (None | UUID): The user who made the change; null when the server made it.
    """

    data: SettingsEntryOutData
    revision: int
    schema: None | SchemaDto
    schema_version: str
    server_id: UUID
    source: str
    updated_at: datetime.datetime
    updated_by: None | UUID
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.schema_dto import SchemaDto

        data = self.data.to_dict()

        revision = self.revision

        schema: dict[str, Any] | None
        if isinstance(self.schema, SchemaDto):
            schema = self.schema.to_dict()
        else:
            schema = self.schema

        schema_version = self.schema_version

        server_id = str(self.server_id)

        source = self.source

        updated_at = self.updated_at.isoformat()

        updated_by: None | str
        if isinstance(self.updated_by, UUID):
            updated_by = str(self.updated_by)
        else:
            updated_by = self.updated_by

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "data": data,
                "revision": revision,
                "schema": schema,
                "schemaVersion": schema_version,
                "serverId": server_id,
                "source": source,
                "updatedAt": updated_at,
                "updatedBy": updated_by,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.schema_dto import SchemaDto
        from ..models.settings_entry_out_data import SettingsEntryOutData

        d = dict(src_dict)
        data = SettingsEntryOutData.from_dict(d.pop("data"))

        revision = d.pop("revision")

        def _parse_schema(data: object) -> None | SchemaDto:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                schema_type_0 = SchemaDto.from_dict(data)

                return schema_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SchemaDto, data)

        schema = _parse_schema(d.pop("schema"))

        schema_version = d.pop("schemaVersion")

        server_id = UUID(d.pop("serverId"))

        source = d.pop("source")

        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))

        def _parse_updated_by(data: object) -> None | UUID:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                updated_by_type_0 = UUID(data)

                return updated_by_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UUID, data)

        updated_by = _parse_updated_by(d.pop("updatedBy"))

        settings_entry_out = cls(
            data=data,
            revision=revision,
            schema=schema,
            schema_version=schema_version,
            server_id=server_id,
            source=source,
            updated_at=updated_at,
            updated_by=updated_by,
        )

        settings_entry_out.additional_properties = d
        return settings_entry_out

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
