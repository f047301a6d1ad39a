from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="PublicSupporterOut")


@_attrs_define
class PublicSupporterOut:
    """
    Attributes:
        design (None | str): The supporter's design, when shown; null otherwise.
        message (None | str): The supporter's message, when shown; null otherwise.
        name (str): The supporter's name.
        since (None | str): When the pledge began; null when unknown.
        tier (None | str): The supporter's tier title; null for none.
        user_id (UUID): The supporter's user id.
    """

    design: None | str
    message: None | str
    name: str
    since: None | str
    tier: None | str
    user_id: UUID
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        design: None | str
        design = self.design

        message: None | str
        message = self.message

        name = self.name

        since: None | str
        since = self.since

        tier: None | str
        tier = self.tier

        user_id = str(self.user_id)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "design": design,
                "message": message,
                "name": name,
                "since": since,
                "tier": tier,
                "userId": user_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_design(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        design = _parse_design(d.pop("design"))

        def _parse_message(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        message = _parse_message(d.pop("message"))

        name = d.pop("name")

        def _parse_since(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        since = _parse_since(d.pop("since"))

        def _parse_tier(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        tier = _parse_tier(d.pop("tier"))

        user_id = UUID(d.pop("userId"))

        public_supporter_out = cls(
            design=design,
            message=message,
            name=name,
            since=since,
            tier=tier,
            user_id=user_id,
        )

        public_supporter_out.additional_properties = d
        return public_supporter_out

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
