from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ClaimKeyOut")


@_attrs_define
class ClaimKeyOut:
    """
    Attributes:
        claim_key (None | str): A fresh claim key while unclaimed; null once claimed.
        claimed (bool): Whether a dash user has claimed the server.
        expires_at (None | str): When the claim key expires; null once claimed.
    """

    claim_key: None | str
    claimed: bool
    expires_at: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        claim_key: None | str
        claim_key = self.claim_key

        claimed = self.claimed

        expires_at: None | str
        expires_at = self.expires_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "claimKey": claim_key,
                "claimed": claimed,
                "expiresAt": expires_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_claim_key(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        claim_key = _parse_claim_key(d.pop("claimKey"))

        claimed = d.pop("claimed")

        def _parse_expires_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        expires_at = _parse_expires_at(d.pop("expiresAt"))

        claim_key_out = cls(
            claim_key=claim_key,
            claimed=claimed,
            expires_at=expires_at,
        )

        claim_key_out.additional_properties = d
        return claim_key_out

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
