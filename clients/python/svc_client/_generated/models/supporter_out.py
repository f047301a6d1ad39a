from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.amount_out import AmountOut
    from ..models.membership_out import MembershipOut


T = TypeVar("T", bound="SupporterOut")


@_attrs_define
class SupporterOut:
    """
    Attributes:
        custom_shown (bool): Whether the message and design are shown now (an active pledge of at least requiredAmount);
            they are kept either way.
        design (None | str): The chosen supporter design; null for none.
        designs (list[str]): The designs offered.
        listed (bool): Whether the user is on the public supporters list.
        membership (MembershipOut | None): The linked membership account's pledge to the platform's campaign; null for
            none.
        message (None | str): The custom supporter message; null for none.
        required_amount (AmountOut):
        updated_at (datetime.datetime): When the record last changed (UTC).
    """

    custom_shown: bool
    design: None | str
    designs: list[str]
    listed: bool
    membership: MembershipOut | None
    message: None | str
    required_amount: AmountOut
    updated_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.membership_out import MembershipOut

        custom_shown = self.custom_shown

        design: None | str
        design = self.design

        designs = self.designs

        listed = self.listed

        membership: dict[str, Any] | None
        if isinstance(self.membership, MembershipOut):
            membership = self.membership.to_dict()
        else:
            membership = self.membership

        message: None | str
        message = self.message

        required_amount = self.required_amount.to_dict()

        updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "customShown": custom_shown,
                "design": design,
                "designs": designs,
                "listed": listed,
                "membership": membership,
                "message": message,
                "requiredAmount": required_amount,
                "updatedAt": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.amount_out import AmountOut
        from ..models.membership_out import MembershipOut

        d = dict(src_dict)
        custom_shown = d.pop("customShown")

        def _parse_design(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        design = _parse_design(d.pop("design"))

        designs = cast(list[str], d.pop("designs"))

        listed = d.pop("listed")

        def _parse_membership(data: object) -> MembershipOut | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                membership_type_0 = MembershipOut.from_dict(data)

                return membership_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MembershipOut | None, data)

        membership = _parse_membership(d.pop("membership"))

        def _parse_message(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        message = _parse_message(d.pop("message"))

        required_amount = AmountOut.from_dict(d.pop("requiredAmount"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))

        supporter_out = cls(
            custom_shown=custom_shown,
            design=design,
            designs=designs,
            listed=listed,
            membership=membership,
            message=message,
            required_amount=required_amount,
            updated_at=updated_at,
        )

        supporter_out.additional_properties = d
        return supporter_out

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
