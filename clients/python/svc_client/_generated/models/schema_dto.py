from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.schema_field_dto import SchemaFieldDto


T = TypeVar("T", bound="SchemaDto")


@_attrs_define
class SchemaDto:
    """
    Attributes:
        fields (list[SchemaFieldDto]): The fields of the schema, in the order dash shows them (at most 200).
        version (str): The schema's version.
    """

    fields: list[SchemaFieldDto]
    version: str

    def to_dict(self) -> dict[str, Any]:
        fields = []
        for fields_item_data in self.fields:
            fields_item = fields_item_data.to_dict()
            fields.append(fields_item)

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "fields": fields,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.schema_field_dto import SchemaFieldDto

        d = dict(src_dict)
        fields = []
        _fields = d.pop("fields")
        for fields_item_data in _fields:
            fields_item = SchemaFieldDto.from_dict(fields_item_data)

            fields.append(fields_item)

        version = d.pop("version")

        schema_dto = cls(
            fields=fields,
            version=version,
        )

        return schema_dto
