from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.connect_commands_command_out import ConnectCommandsCommandOut


T = TypeVar("T", bound="CommandEnvelope")


@_attrs_define
class CommandEnvelope:
    """
    Attributes:
        command (ConnectCommandsCommandOut):
    """

    command: ConnectCommandsCommandOut
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        command = self.command.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "command": command,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.connect_commands_command_out import ConnectCommandsCommandOut

        d = dict(src_dict)
        command = ConnectCommandsCommandOut.from_dict(d.pop("command"))

        command_envelope = cls(
            command=command,
        )

        command_envelope.additional_properties = d
        return command_envelope

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
