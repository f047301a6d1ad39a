from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.period_out import PeriodOut


T = TypeVar("T", bound="PeriodsOut")


@_attrs_define
class PeriodsOut:
    """
    Attributes:
        current (None | PeriodOut): The current period; null on a board without a schedule.
        next_cursor (None | str): Pass as `cursor` to read the next page; null on the last page. Opaque.
        starts (list[str]): Starts of the periods that have scores, newest first.
    """

    current: None | PeriodOut
    next_cursor: None | str
    starts: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.period_out import PeriodOut

        current: dict[str, Any] | None
        if isinstance(self.current, PeriodOut):
            current = self.current.to_dict()
        else:
            current = self.current

        next_cursor: None | str
        next_cursor = self.next_cursor

        starts = self.starts

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "current": current,
                "nextCursor": next_cursor,
                "starts": starts,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.period_out import PeriodOut

        d = dict(src_dict)

        def _parse_current(data: object) -> None | PeriodOut:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                current_type_0 = PeriodOut.from_dict(data)

                return current_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PeriodOut, data)

        current = _parse_current(d.pop("current"))

        def _parse_next_cursor(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_cursor = _parse_next_cursor(d.pop("nextCursor"))

        starts = cast(list[str], d.pop("starts"))

        periods_out = cls(
            current=current,
            next_cursor=next_cursor,
            starts=starts,
        )

        periods_out.additional_properties = d
        return periods_out

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
