from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.revision_out_values import RevisionOutValues


T = TypeVar("T", bound="RevisionOut")


@_attrs_define
class RevisionOut:
    """
    Attributes:
        name (str): The minigame's name in this revision.
        revision (int): The revision's number.
        values (RevisionOutValues): The settings values in this revision.
    """

    name: str
    revision: int
    values: RevisionOutValues
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        revision = self.revision

        values = self.values.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "revision": revision,
                "values": values,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.revision_out_values import RevisionOutValues

        d = dict(src_dict)
        name = d.pop("name")

        revision = d.pop("revision")

        values = RevisionOutValues.from_dict(d.pop("values"))

        revision_out = cls(
            name=name,
            revision=revision,
            values=values,
        )

        revision_out.additional_properties = d
        return revision_out

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
