from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.action_dto import ActionDto


T = TypeVar("T", bound="ServerExtensionIn")


@_attrs_define
class ServerExtensionIn:
    """
    Attributes:
        name (str): The extension's name as the server publishes it.
        actions (list[ActionDto] | Unset): The actions the extension offers on this server (at most 100).
        description (str | Unset): What the extension does. Default: ''.
    """

    name: str
    actions: list[ActionDto] | Unset = UNSET
    description: str | Unset = ""

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

        return server_extension_in
