from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.server_out import ServerOut


T = TypeVar("T", bound="ServerChangeOut")


@_attrs_define
class ServerChangeOut:
    """
    Attributes:
        server (ServerOut):
        template_key (None | str | Unset): Only in the answer that flagged the server as a template: the key to hand to
            servers registering from it; flagging again makes a new one.
    """

    server: ServerOut
    template_key: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        server = self.server.to_dict()

        template_key: None | str | Unset
        if isinstance(self.template_key, Unset):
            template_key = UNSET
        else:
            template_key = self.template_key

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "server": server,
            }
        )
        if template_key is not UNSET:
            field_dict["templateKey"] = template_key

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.server_out import ServerOut

        d = dict(src_dict)
        server = ServerOut.from_dict(d.pop("server"))

        def _parse_template_key(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        template_key = _parse_template_key(d.pop("templateKey", UNSET))

        server_change_out = cls(
            server=server,
            template_key=template_key,
        )

        server_change_out.additional_properties = d
        return server_change_out

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
