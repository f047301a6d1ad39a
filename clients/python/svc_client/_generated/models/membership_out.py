from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.amount_out import AmountOut
    from ..models.tier_out import TierOut


T = TypeVar("T", bound="MembershipOut")


@_attrs_define
class MembershipOut:
    """
    Attributes:
        amount (AmountOut):
        since (None | str): When the pledge began; null when unknown.
        status (str): active, declined (the last payment failed) or former.
        tier (None | TierOut): The pledge's tier; null for none.
    """

    amount: AmountOut
    since: None | str
    status: str
    tier: None | TierOut
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.tier_out import TierOut

        amount = self.amount.to_dict()

        since: None | str
        since = self.since

        status = self.status

        tier: dict[str, Any] | None
        if isinstance(self.tier, TierOut):
            tier = self.tier.to_dict()
        else:
            tier = self.tier

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "amount": amount,
                "since": since,
                "status": status,
                "tier": tier,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.amount_out import AmountOut
        from ..models.tier_out import TierOut

        d = dict(src_dict)
        amount = AmountOut.from_dict(d.pop("amount"))

        def _parse_since(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        since = _parse_since(d.pop("since"))

        status = d.pop("status")

        def _parse_tier(data: object) -> None | TierOut:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                tier_type_0 = TierOut.from_dict(data)

                return tier_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TierOut, data)

        tier = _parse_tier(d.pop("tier"))

        membership_out = cls(
            amount=amount,
            since=since,
            status=status,
            tier=tier,
        )

        membership_out.additional_properties = d
        return membership_out

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
