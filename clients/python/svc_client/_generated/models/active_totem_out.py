from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ActiveTotemOut")


@_attrs_define
class ActiveTotemOut:
    """
    Attributes:
        item_model_id (str): The active model's id.
        item_model_url (str): Public URL of the model file.
    """

    item_model_id: str
    item_model_url: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        item_model_id = self.item_model_id

        item_model_url = self.item_model_url

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "itemModelId": item_model_id,
                "itemModelUrl": item_model_url,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        item_model_id = d.pop("itemModelId")

        item_model_url = d.pop("itemModelUrl")

        active_totem_out = cls(
            item_model_id=item_model_id,
            item_model_url=item_model_url,
        )

        active_totem_out.additional_properties = d
        return active_totem_out

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
