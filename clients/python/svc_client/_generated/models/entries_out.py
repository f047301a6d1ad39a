from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.entry_out import EntryOut
    from ..models.period_out import PeriodOut


T = TypeVar("T", bound="EntriesOut")


@_attrs_define
class EntriesOut:
    """
    Attributes:
        items (list[EntryOut]): The entries, in the order the operation answers them.
        next_cursor (None | str): Pass as `cursor` to read the next page; null on the last page. Opaque.
        period (None | PeriodOut): The period shown; null on a board without a schedule.
    """

    items: list[EntryOut]
    next_cursor: None | str
    period: None | PeriodOut
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.period_out import PeriodOut

        items = []
        for items_item_data in self.items:
            items_item = items_item_data.to_dict()
            items.append(items_item)

        next_cursor: None | str
        next_cursor = self.next_cursor

        period: dict[str, Any] | None
        if isinstance(self.period, PeriodOut):
            period = self.period.to_dict()
        else:
            period = self.period

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "items": items,
                "nextCursor": next_cursor,
                "period": period,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.entry_out import EntryOut
        from ..models.period_out import PeriodOut

        d = dict(src_dict)
        items = []
        _items = d.pop("items")
        for items_item_data in _items:
            items_item = EntryOut.from_dict(items_item_data)

            items.append(items_item)

        def _parse_next_cursor(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_cursor = _parse_next_cursor(d.pop("nextCursor"))

        def _parse_period(data: object) -> None | PeriodOut:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                period_type_0 = PeriodOut.from_dict(data)

                return period_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PeriodOut, data)

        period = _parse_period(d.pop("period"))

        entries_out = cls(
            items=items,
            next_cursor=next_cursor,
            period=period,
        )

        entries_out.additional_properties = d
        return entries_out

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
