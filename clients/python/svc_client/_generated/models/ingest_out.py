from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="IngestOut")


@_attrs_define
class IngestOut:
    """
    Attributes:
        accepted (int): Events stored.
        duplicates (int): Events stored before (same clientId and eventId).
        unknown (int): Events dropped: their build is no release of the scope.
    """

    accepted: int
    duplicates: int
    unknown: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        accepted = self.accepted

        duplicates = self.duplicates

        unknown = self.unknown

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "accepted": accepted,
                "duplicates": duplicates,
                "unknown": unknown,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        accepted = d.pop("accepted")

        duplicates = d.pop("duplicates")

        unknown = d.pop("unknown")

        ingest_out = cls(
            accepted=accepted,
            duplicates=duplicates,
            unknown=unknown,
        )

        ingest_out.additional_properties = d
        return ingest_out

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
