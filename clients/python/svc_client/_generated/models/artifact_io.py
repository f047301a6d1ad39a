from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ArtifactIO")


@_attrs_define
class ArtifactIO:
    """
    Attributes:
        platform (str):
        sha256 (str):
        size (int):
        url (str):
    """

    platform: str
    sha256: str
    size: int
    url: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        platform = self.platform

        sha256 = self.sha256

        size = self.size

        url = self.url

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "platform": platform,
                "sha256": sha256,
                "size": size,
                "url": url,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        platform = d.pop("platform")

        sha256 = d.pop("sha256")

        size = d.pop("size")

        url = d.pop("url")

        artifact_io = cls(
            platform=platform,
            sha256=sha256,
            size=size,
            url=url,
        )

        artifact_io.additional_properties = d
        return artifact_io

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
