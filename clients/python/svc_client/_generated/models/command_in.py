from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.command_in_payload import CommandInPayload


T = TypeVar("T", bound="CommandIn")


@_attrs_define
class CommandIn:
    """
    Attributes:
        action (str):
        payload (CommandInPayload | Unset):
    """

    action: str
    payload: CommandInPayload | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        payload: dict[str, Any] | Unset = UNSET
        if not isinstance(self.payload, Unset):
            payload = self.payload.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "action": action,
            }
        )
        if payload is not UNSET:
            field_dict["payload"] = payload

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.command_in_payload import CommandInPayload

        d = dict(src_dict)
        action = d.pop("action")

        _payload = d.pop("payload", UNSET)
        payload: CommandInPayload | Unset
        if isinstance(_payload, Unset):
            payload = UNSET
        else:
            payload = CommandInPayload.from_dict(_payload)

        command_in = cls(
            action=action,
            payload=payload,
        )

        command_in.additional_properties = d
        return command_in

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
