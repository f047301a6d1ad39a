from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.schema_dto import SchemaDto
    from ..models.settings_put_data import SettingsPutData


T = TypeVar("T", bound="SettingsPut")


@_attrs_define
class SettingsPut:
    """
    Attributes:
        data (SettingsPutData): Free-form settings object; with a schema in effect, only its keys, each of its type.
        source (str): Scopes the settings to an extension id; the value `connect` with `data.temp` boolean flags a
            temporary instance.
        schema (None | SchemaDto | Unset): Optional typed schema dash renders as inputs; absent keeps the source's
            schema, null removes it.
        schema_version (str | Unset): The version of the settings' schema.
    """

    data: SettingsPutData
    source: str
    schema: None | SchemaDto | Unset = UNSET
    schema_version: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.schema_dto import SchemaDto

        data = self.data.to_dict()

        source = self.source

        schema: dict[str, Any] | None | Unset
        if isinstance(self.schema, Unset):
            schema = UNSET
        elif isinstance(self.schema, SchemaDto):
            schema = self.schema.to_dict()
        else:
            schema = self.schema

        schema_version: str | Unset
        if isinstance(self.schema_version, Unset):
            schema_version = UNSET
        else:
            schema_version = self.schema_version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "data": data,
                "source": source,
            }
        )
        if schema is not UNSET:
            field_dict["schema"] = schema
        if schema_version is not UNSET:
            field_dict["schemaVersion"] = schema_version

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.schema_dto import SchemaDto
        from ..models.settings_put_data import SettingsPutData

        d = dict(src_dict)
        data = SettingsPutData.from_dict(d.pop("data"))

        source = d.pop("source")

        def _parse_schema(data: object) -> None | SchemaDto | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                schema_type_0 = SchemaDto.from_dict(data)

                return schema_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SchemaDto | Unset, data)

        schema = _parse_schema(d.pop("schema", UNSET))

        def _parse_schema_version(data: object) -> str | Unset:
            if isinstance(data, Unset):
                return data
            return cast(str | Unset, data)

        schema_version = _parse_schema_version(d.pop("schemaVersion", UNSET))

        settings_put = cls(
            data=data,
            source=source,
            schema=schema,
            schema_version=schema_version,
        )

        return settings_put
