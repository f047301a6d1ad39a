from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="FollowsOut")


@_attrs_define
class FollowsOut:
    """
    Attributes:
        feeds (list[str]): The feeds the caller follows.
        stamp_ms (int): When the set last changed, in unix milliseconds.
    """

    feeds: list[str]
    stamp_ms: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        feeds = self.feeds

        stamp_ms = self.stamp_ms

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "feeds": feeds,
                "stampMs": stamp_ms,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        feeds = cast(list[str], d.pop("feeds"))

        stamp_ms = d.pop("stampMs")

        follows_out = cls(
            feeds=feeds,
            stamp_ms=stamp_ms,
        )

        follows_out.additional_properties = d
        return follows_out

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
