from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.quantity_dto import QuantityDto


T = TypeVar("T", bound="UserGrantOut")


@_attrs_define
class UserGrantOut:
    """
    Attributes:
        negated (bool): true is a deny.
        node (str): The permission node, e.g. `profile:read`.
        user_id (UUID): The user's id.
        expires_at (str | Unset): When the grant expires; absent means no expiry.
        value (float | QuantityDto | Unset): The grant's quantity: a bare number, or {value, unit}; absent for none.
    """

    negated: bool
    node: str
    user_id: UUID
    expires_at: str | Unset = UNSET
    value: float | QuantityDto | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.quantity_dto import QuantityDto

        negated = self.negated

        node = self.node

        user_id = str(self.user_id)

        expires_at: str | Unset
        if isinstance(self.expires_at, Unset):
            expires_at = UNSET
        else:
            expires_at = self.expires_at

        value: dict[str, Any] | float | Unset
        if isinstance(self.value, Unset):
            value = UNSET
        elif isinstance(self.value, QuantityDto):
            value = self.value.to_dict()
        else:
            value = self.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "negated": negated,
                "node": node,
                "userId": user_id,
            }
        )
        if expires_at is not UNSET:
            field_dict["expiresAt"] = expires_at
        if value is not UNSET:
            field_dict["value"] = value

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.quantity_dto import QuantityDto

        d = dict(src_dict)
        negated = d.pop("negated")

        node = d.pop("node")

        user_id = UUID(d.pop("userId"))

        def _parse_expires_at(data: object) -> str | Unset:
            if isinstance(data, Unset):
                return data
            return cast(str | Unset, data)

        expires_at = _parse_expires_at(d.pop("expiresAt", UNSET))

        def _parse_value(data: object) -> float | QuantityDto | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                value_type_1 = QuantityDto.from_dict(data)

                return value_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(float | QuantityDto | Unset, data)

        value = _parse_value(d.pop("value", UNSET))

        user_grant_out = cls(
            negated=negated,
            node=node,
            user_id=user_id,
            expires_at=expires_at,
            value=value,
        )

        user_grant_out.additional_properties = d
        return user_grant_out

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
