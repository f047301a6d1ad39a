from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.command_option_out import CommandOptionOut


T = TypeVar("T", bound="LinksCommandOut")


@_attrs_define
class LinksCommandOut:
    """
    Attributes:
        description (str): What the command does.
        name (str): The command's name.
        options (list[CommandOptionOut]): The command's options.
    """

    description: str
    name: str
    options: list[CommandOptionOut]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        description = self.description

        name = self.name

        options = []
        for options_item_data in self.options:
            options_item = options_item_data.to_dict()
            options.append(options_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "description": description,
                "name": name,
                "options": options,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.command_option_out import CommandOptionOut

        d = dict(src_dict)
        description = d.pop("description")

        name = d.pop("name")

        options = []
        _options = d.pop("options")
        for options_item_data in _options:
            options_item = CommandOptionOut.from_dict(options_item_data)

            options.append(options_item)

        links_command_out = cls(
            description=description,
            name=name,
            options=options,
        )

        links_command_out.additional_properties = d
        return links_command_out

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
