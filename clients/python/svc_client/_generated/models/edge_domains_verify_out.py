from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.domain_claim_out import DomainClaimOut


T = TypeVar("T", bound="EdgeDomainsVerifyOut")


@_attrs_define
class EdgeDomainsVerifyOut:
    """
    Attributes:
        domain (DomainClaimOut):
        reason (None | str): null when verified; else no_txt_record, mismatch, nxdomain or timeout.
        verified (bool): Whether the claim is verified.
    """

    domain: DomainClaimOut
    reason: None | str
    verified: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        domain = self.domain.to_dict()

        reason: None | str
        reason = self.reason

        verified = self.verified

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "domain": domain,
                "reason": reason,
                "verified": verified,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.domain_claim_out import DomainClaimOut

        d = dict(src_dict)
        domain = DomainClaimOut.from_dict(d.pop("domain"))

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        verified = d.pop("verified")

        edge_domains_verify_out = cls(
            domain=domain,
            reason=reason,
            verified=verified,
        )

        edge_domains_verify_out.additional_properties = d
        return edge_domains_verify_out

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
