from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.grant_io_kind import GrantIOKind, check_grant_io_kind
from ..types import UNSET, Unset

T = TypeVar("T", bound="GrantIO")


@_attrs_define
class GrantIO:
    """
    Attributes:
        kind (GrantIOKind): permission, role, catalog_item or supporter_tier.
        ref (str): What is granted: the node, role slug, catalog item or tier.
        duration_days (int | None | Unset): How long the grant lasts; null for good.
        value (float | None | Unset): A permission's quantity; null for none.
    """

    kind: GrantIOKind
    ref: str
    duration_days: int | None | Unset = UNSET
    value: float | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind

        ref = self.ref

        duration_days: int | None | Unset
        if isinstance(self.duration_days, Unset):
            duration_days = UNSET
        else:
            duration_days = self.duration_days

        value: float | None | Unset
        if isinstance(self.value, Unset):
            value = UNSET
        else:
            value = self.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "ref": ref,
            }
        )
        if duration_days is not UNSET:
            field_dict["durationDays"] = duration_days
        if value is not UNSET:
            field_dict["value"] = value

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = check_grant_io_kind(d.pop("kind"))

        ref = d.pop("ref")

        def _parse_duration_days(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        duration_days = _parse_duration_days(d.pop("durationDays", UNSET))

        def _parse_value(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        value = _parse_value(d.pop("value", UNSET))

        grant_io = cls(
            kind=kind,
            ref=ref,
            duration_days=duration_days,
            value=value,
        )

        return grant_io
