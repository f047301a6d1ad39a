from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ArtifactIO")


@_attrs_define
class ArtifactIO:
    """
    Attributes:
        platform (str): The platform the artifact is for (e.g. `windows-x64`).
        sha256 (str): The artifact's SHA-256, hex.
        size (int): The artifact's size in bytes.
        url (str): Where to download the artifact.
    """

    platform: str
    sha256: str
    size: int
    url: str

    def to_dict(self) -> dict[str, Any]:
        platform = self.platform

        sha256 = self.sha256

        size = self.size

        url = self.url

        field_dict: dict[str, Any] = {}

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

        return artifact_io
