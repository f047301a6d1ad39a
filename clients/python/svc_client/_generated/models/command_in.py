from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.command_in_payload import CommandInPayload


T = TypeVar("T", bound="CommandIn")


@_attrs_define
class CommandIn:
    """
    Attributes:
        action (str): What the server should do; its meaning is the server's (1..160 characters).
        payload (CommandInPayload | Unset): Free-form object whose content depends on the action.
    """

    action: str
    payload: CommandInPayload | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        payload: dict[str, Any] | Unset = UNSET
        if not isinstance(self.payload, Unset):
            payload = self.payload.to_dict()

        field_dict: dict[str, Any] = {}

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

        return command_in
