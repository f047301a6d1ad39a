from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.txt_record import TxtRecord


T = TypeVar("T", bound="AllowedDomainOut")


@_attrs_define
class AllowedDomainOut:
    """
    Attributes:
        domain (str): The domain.
        verified (bool): Whether the domain's TXT record was found.
        verified_at (None | str): When the domain was verified; null until then.
        txt (TxtRecord | Unset):
    """

    domain: str
    verified: bool
    verified_at: None | str
    txt: TxtRecord | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        domain = self.domain

        verified = self.verified

        verified_at: None | str
        verified_at = self.verified_at

        txt: dict[str, Any] | Unset = UNSET
        if not isinstance(self.txt, Unset):
            txt = self.txt.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "domain": domain,
                "verified": verified,
                "verifiedAt": verified_at,
            }
        )
        if txt is not UNSET:
            field_dict["txt"] = txt

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.txt_record import TxtRecord

        d = dict(src_dict)
        domain = d.pop("domain")

        verified = d.pop("verified")

        def _parse_verified_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        verified_at = _parse_verified_at(d.pop("verifiedAt"))

        _txt = d.pop("txt", UNSET)
        txt: TxtRecord | Unset
        if isinstance(_txt, Unset):
            txt = UNSET
        else:
            txt = TxtRecord.from_dict(_txt)

        allowed_domain_out = cls(
            domain=domain,
            verified=verified,
            verified_at=verified_at,
            txt=txt,
        )

        allowed_domain_out.additional_properties = d
        return allowed_domain_out

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
