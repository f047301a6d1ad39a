from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="RegisterIn")


@_attrs_define
class RegisterIn:
    """
    Attributes:
        server_name (str): The server's display name (1..64 printable characters).
        server_type (str): The server's software (1..32 letters, digits, `_`, `.` or `-`); `agent` is reserved for hosts
            joined by token.
        temp_instance (bool | Unset): Marks a temporary instance: settings source `connect` gets `{"temp": true}`.
            Default: False.
        template_id (None | str | Unset): Id of a template server to copy settings from; needs `templateKey`.
        template_key (None | str | Unset): With `templateId`: the key the template's owner was given when flagging it.
    """

    server_name: str
    server_type: str
    temp_instance: bool | Unset = False
    template_id: None | str | Unset = UNSET
    template_key: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        server_name = self.server_name

        server_type = self.server_type

        temp_instance = self.temp_instance

        template_id: None | str | Unset
        if isinstance(self.template_id, Unset):
            template_id = UNSET
        else:
            template_id = self.template_id

        template_key: None | str | Unset
        if isinstance(self.template_key, Unset):
            template_key = UNSET
        else:
            template_key = self.template_key

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "serverName": server_name,
                "serverType": server_type,
            }
        )
        if temp_instance is not UNSET:
            field_dict["tempInstance"] = temp_instance
        if template_id is not UNSET:
            field_dict["templateId"] = template_id
        if template_key is not UNSET:
            field_dict["templateKey"] = template_key

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        server_name = d.pop("serverName")

        server_type = d.pop("serverType")

        temp_instance = d.pop("tempInstance", UNSET)

        def _parse_template_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        template_id = _parse_template_id(d.pop("templateId", UNSET))

        def _parse_template_key(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        template_key = _parse_template_key(d.pop("templateKey", UNSET))

        register_in = cls(
            server_name=server_name,
            server_type=server_type,
            temp_instance=temp_instance,
            template_id=template_id,
            template_key=template_key,
        )

        return register_in
