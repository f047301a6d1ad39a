from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.entry_out import EntryOut


T = TypeVar("T", bound="SubmittedOut")


@_attrs_define
class SubmittedOut:
    """
    Attributes:
        changed (bool): Whether the submit changed the entry.
        duplicate (bool): Whether the submissionId was seen before (nothing changed).
        entry (EntryOut):
    """

    changed: bool
    duplicate: bool
    entry: EntryOut
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        changed = self.changed

        duplicate = self.duplicate

        entry = self.entry.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "changed": changed,
                "duplicate": duplicate,
                "entry": entry,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.entry_out import EntryOut

        d = dict(src_dict)
        changed = d.pop("changed")

        duplicate = d.pop("duplicate")

        entry = EntryOut.from_dict(d.pop("entry"))

        submitted_out = cls(
            changed=changed,
            duplicate=duplicate,
            entry=entry,
        )

        submitted_out.additional_properties = d
        return submitted_out

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
