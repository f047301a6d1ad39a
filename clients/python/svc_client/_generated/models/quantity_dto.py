from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="QuantityDto")


@_attrs_define
class QuantityDto:
    """
    Attributes:
        unit (str): Case-insensitive unit: bytes, kib, mib, gib, tib, seconds, minutes, hours, days, years, count,
            messages; common aliases such as `gb` are mapped.
        value (float): The amount, a number.
    """

    unit: str
    value: float

    def to_dict(self) -> dict[str, Any]:
        unit = self.unit

        value = self.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "unit": unit,
                "value": value,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        unit = d.pop("unit")

        value = d.pop("value")

        quantity_dto = cls(
            unit=unit,
            value=value,
        )

        return quantity_dto
