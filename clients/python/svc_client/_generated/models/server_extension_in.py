from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.action_dto import ActionDto


T = TypeVar("T", bound="ServerExtensionIn")


@_attrs_define
class ServerExtensionIn:
    """
    Attributes:
        name (str):
        actions (list[ActionDto] | Unset):
        description (str | Unset):  Default: ''.
    """

    name: str
    actions: list[ActionDto] | Unset = UNSET
    description: str | Unset = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        actions: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.actions, Unset):
            actions = []
            for actions_item_data in self.actions:
                actions_item = actions_item_data.to_dict()
                actions.append(actions_item)

        description = self.description

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
            }
        )
        if actions is not UNSET:
            field_dict["actions"] = actions
        if description is not UNSET:
            field_dict["description"] = description

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.action_dto import ActionDto

        d = dict(src_dict)
        name = d.pop("name")

        _actions = d.pop("actions", UNSET)
        actions: list[ActionDto] | Unset = UNSET
        if _actions is not UNSET:
            actions = []
            for actions_item_data in _actions:
                actions_item = ActionDto.from_dict(actions_item_data)

                actions.append(actions_item)

        description = d.pop("description", UNSET)

        server_extension_in = cls(
            name=name,
            actions=actions,
            description=description,
        )

        server_extension_in.additional_properties = d
        return server_extension_in

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
