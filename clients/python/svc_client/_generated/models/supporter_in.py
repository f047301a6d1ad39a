from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="SupporterIn")


@_attrs_define
class SupporterIn:
    """
    Attributes:
        listed (bool): Whether to be on the public supporters list.
        design (None | str | Unset): One of the designs offered; needs the required amount too.
        message (None | str | Unset): At most 200 characters; needs an active pledge of at least the required amount.
    """

    listed: bool
    design: None | str | Unset = UNSET
    message: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        listed = self.listed

        design: None | str | Unset
        if isinstance(self.design, Unset):
            design = UNSET
        else:
            design = self.design

        message: None | str | Unset
        if isinstance(self.message, Unset):
            message = UNSET
        else:
            message = self.message

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "listed": listed,
            }
        )
        if design is not UNSET:
            field_dict["design"] = design
        if message is not UNSET:
            field_dict["message"] = message

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        listed = d.pop("listed")

        def _parse_design(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        design = _parse_design(d.pop("design", UNSET))

        def _parse_message(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        message = _parse_message(d.pop("message", UNSET))

        supporter_in = cls(
            listed=listed,
            design=design,
            message=message,
        )

        return supporter_in
