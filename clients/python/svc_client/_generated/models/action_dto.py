from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.schema_dto import SchemaDto


T = TypeVar("T", bound="ActionDto")


@_attrs_define
class ActionDto:
    """
    Attributes:
        id (str): The action's id, unique within the extension.
        label (str): The action's label as dash shows it.
        description (str | Unset): What the action does. Default: ''.
        schema (None | SchemaDto | Unset): Typed inputs of the action dash renders; null for none.
    """

    id: str
    label: str
    description: str | Unset = ""
    schema: None | SchemaDto | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.schema_dto import SchemaDto

        id = self.id

        label = self.label

        description = self.description

        schema: dict[str, Any] | None | Unset
        if isinstance(self.schema, Unset):
            schema = UNSET
        elif isinstance(self.schema, SchemaDto):
            schema = self.schema.to_dict()
        else:
            schema = self.schema

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "label": label,
            }
        )
        if description is not UNSET:
            field_dict["description"] = description
        if schema is not UNSET:
            field_dict["schema"] = schema

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.schema_dto import SchemaDto

        d = dict(src_dict)
        id = d.pop("id")

        label = d.pop("label")

        description = d.pop("description", UNSET)

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

        action_dto = cls(
            id=id,
            label=label,
            description=description,
            schema=schema,
        )

        return action_dto
