from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.schema_field_dto_type import (
    SchemaFieldDtoType,
    check_schema_field_dto_type,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="SchemaFieldDto")


@_attrs_define
class SchemaFieldDto:
    """
    Attributes:
        key (str): The key of the field in the settings `data`.
        label (str): The field's label as dash shows it.
        type_ (SchemaFieldDtoType): The field's type: bool, string, int, number or enum (needs `options`).
        description (str | Unset): Help text for the field.
        options (list[str] | Unset): The values an `enum` field takes.
    """

    key: str
    label: str
    type_: SchemaFieldDtoType
    description: str | Unset = UNSET
    options: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        key = self.key

        label = self.label

        type_: str = self.type_

        description: str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        options: list[str] | Unset
        if isinstance(self.options, Unset):
            options = UNSET
        else:
            options = self.options

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "key": key,
                "label": label,
                "type": type_,
            }
        )
        if description is not UNSET:
            field_dict["description"] = description
        if options is not UNSET:
            field_dict["options"] = options

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        key = d.pop("key")

        label = d.pop("label")

        type_ = check_schema_field_dto_type(d.pop("type"))

        def _parse_description(data: object) -> str | Unset:
            if isinstance(data, Unset):
                return data
            return cast(str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))

        def _parse_options(data: object) -> list[str] | Unset:
            if isinstance(data, Unset):
                return data
            if not isinstance(data, list):
                raise TypeError()
            options_type_0 = cast(list[str], data)

            return options_type_0

        options = _parse_options(d.pop("options", UNSET))

        schema_field_dto = cls(
            key=key,
            label=label,
            type_=type_,
            description=description,
            options=options,
        )

        return schema_field_dto
