from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.candidate_out_kind import CandidateOutKind, check_candidate_out_kind
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.quantity_dto import QuantityDto


T = TypeVar("T", bound="CandidateOut")


@_attrs_define
class CandidateOut:
    """
    Attributes:
        active (bool): false when the grant has expired (it counts no more).
        deciding (bool): true for the grant that decides.
        kind (CandidateOutKind): Where the grant comes from: the user's own `grant`, a `role` assigned to the user, or a
            `default-role` (applies to everyone).
        negated (bool): true: a deny.
        pattern (str): The granted node or pattern that matches, e.g. `totem:*`.
        expires_at (str | Unset): When the grant expires; absent means no expiry.
        role_id (str | Unset): The role's id; absent for the user's own grant.
        role_name (str | Unset): The role's name; absent for the user's own grant.
        value (float | QuantityDto | Unset): The grant's quantity: a bare number, or {value, unit}; absent for none.
    """

    active: bool
    deciding: bool
    kind: CandidateOutKind
    negated: bool
    pattern: str
    expires_at: str | Unset = UNSET
    role_id: str | Unset = UNSET
    role_name: str | Unset = UNSET
    value: float | QuantityDto | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.quantity_dto import QuantityDto

        active = self.active

        deciding = self.deciding

        kind: str = self.kind

        negated = self.negated

        pattern = self.pattern

        expires_at: str | Unset
        if isinstance(self.expires_at, Unset):
            expires_at = UNSET
        else:
            expires_at = self.expires_at

        role_id: str | Unset
        if isinstance(self.role_id, Unset):
            role_id = UNSET
        else:
            role_id = self.role_id

        role_name: str | Unset
        if isinstance(self.role_name, Unset):
            role_name = UNSET
        else:
            role_name = self.role_name

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
                "active": active,
                "deciding": deciding,
                "kind": kind,
                "negated": negated,
                "pattern": pattern,
            }
        )
        if expires_at is not UNSET:
            field_dict["expiresAt"] = expires_at
        if role_id is not UNSET:
            field_dict["roleId"] = role_id
        if role_name is not UNSET:
            field_dict["roleName"] = role_name
        if value is not UNSET:
            field_dict["value"] = value

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.quantity_dto import QuantityDto

        d = dict(src_dict)
        active = d.pop("active")

        deciding = d.pop("deciding")

        kind = check_candidate_out_kind(d.pop("kind"))

        negated = d.pop("negated")

        pattern = d.pop("pattern")

        def _parse_expires_at(data: object) -> str | Unset:
            if isinstance(data, Unset):
                return data
            return cast(str | Unset, data)

        expires_at = _parse_expires_at(d.pop("expiresAt", UNSET))

        def _parse_role_id(data: object) -> str | Unset:
            if isinstance(data, Unset):
                return data
            return cast(str | Unset, data)

        role_id = _parse_role_id(d.pop("roleId", UNSET))

        def _parse_role_name(data: object) -> str | Unset:
            if isinstance(data, Unset):
                return data
            return cast(str | Unset, data)

        role_name = _parse_role_name(d.pop("roleName", UNSET))

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

        candidate_out = cls(
            active=active,
            deciding=deciding,
            kind=kind,
            negated=negated,
            pattern=pattern,
            expires_at=expires_at,
            role_id=role_id,
            role_name=role_name,
            value=value,
        )

        candidate_out.additional_properties = d
        return candidate_out

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
