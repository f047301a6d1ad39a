from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.verified_claims import VerifiedClaims


T = TypeVar("T", bound="IdentityVerifyOut")


@_attrs_define
class IdentityVerifyOut:
    """
    Attributes:
        claims (VerifiedClaims):
    """

    claims: VerifiedClaims
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        claims = self.claims.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "claims": claims,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.verified_claims import VerifiedClaims

        d = dict(src_dict)
        claims = VerifiedClaims.from_dict(d.pop("claims"))

        identity_verify_out = cls(
            claims=claims,
        )

        identity_verify_out.additional_properties = d
        return identity_verify_out

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
