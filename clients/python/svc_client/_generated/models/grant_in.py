from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.quantity_dto import QuantityDto


T = TypeVar("T", bound="GrantIn")


@_attrs_define
class GrantIn:
    """
    Attributes:
        node (str): The permission node, e.g. `profile:read`.
        expires_at (datetime.datetime | None | Unset): When the grant expires; omitted means no expiry.
        negated (bool | Unset): true is a deny. Default: False.
        value (float | None | QuantityDto | Unset): Either a bare number, or {value number, unit string}; omitted leaves
            it unchanged, null clears it.
    """

    node: str
    expires_at: datetime.datetime | None | Unset = UNSET
    negated: bool | Unset = False
    value: float | None | QuantityDto | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.quantity_dto import QuantityDto

        node = self.node

        expires_at: None | str | Unset
        if isinstance(self.expires_at, Unset):
            expires_at = UNSET
        elif isinstance(self.expires_at, datetime.datetime):
            expires_at = self.expires_at.isoformat()
        else:
            expires_at = self.expires_at

        negated = self.negated

        value: dict[str, Any] | float | None | Unset
        if isinstance(self.value, Unset):
            value = UNSET
        elif isinstance(self.value, QuantityDto):
            value = self.value.to_dict()
        else:
            value = self.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "node": node,
            }
        )
        if expires_at is not UNSET:
            field_dict["expiresAt"] = expires_at
        if negated is not UNSET:
            field_dict["negated"] = negated
        if value is not UNSET:
            field_dict["value"] = value

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.quantity_dto import QuantityDto

        d = dict(src_dict)
        node = d.pop("node")

        def _parse_expires_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                expires_at_type_0 = datetime.datetime.fromisoformat(data)

                return expires_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        expires_at = _parse_expires_at(d.pop("expiresAt", UNSET))

        negated = d.pop("negated", UNSET)

        def _parse_value(data: object) -> float | None | QuantityDto | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                value_type_1 = QuantityDto.from_dict(data)

                return value_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(float | None | QuantityDto | Unset, data)

        value = _parse_value(d.pop("value", UNSET))

        grant_in = cls(
            node=node,
            expires_at=expires_at,
            negated=negated,
            value=value,
        )

        return grant_in
