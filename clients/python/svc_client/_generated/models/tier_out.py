from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.amount_out import AmountOut


T = TypeVar("T", bound="TierOut")


@_attrs_define
class TierOut:
    """
    Attributes:
        amount (AmountOut):
        id (str): The tier's id at the provider.
        title (str): The tier's title.
    """

    amount: AmountOut
    id: str
    title: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        amount = self.amount.to_dict()

        id = self.id

        title = self.title

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "amount": amount,
                "id": id,
                "title": title,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.amount_out import AmountOut

        d = dict(src_dict)
        amount = AmountOut.from_dict(d.pop("amount"))

        id = d.pop("id")

        title = d.pop("title")

        tier_out = cls(
            amount=amount,
            id=id,
            title=title,
        )

        tier_out.additional_properties = d
        return tier_out

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
