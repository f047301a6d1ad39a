from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.motd_out import MotdOut


T = TypeVar("T", bound="CurrentOut")


@_attrs_define
class CurrentOut:
    """
    Attributes:
        message (MotdOut | None): The message to show now (by scope, then locale); null for none.
    """

    message: MotdOut | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.motd_out import MotdOut

        message: dict[str, Any] | None
        if isinstance(self.message, MotdOut):
            message = self.message.to_dict()
        else:
            message = self.message

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "message": message,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.motd_out import MotdOut

        d = dict(src_dict)

        def _parse_message(data: object) -> MotdOut | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                message_type_0 = MotdOut.from_dict(data)

                return message_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MotdOut | None, data)

        message = _parse_message(d.pop("message"))

        current_out = cls(
            message=message,
        )

        current_out.additional_properties = d
        return current_out

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
