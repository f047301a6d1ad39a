from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="FeaturePatch")


@_attrs_define
class FeaturePatch:
    """
    Attributes:
        featured (bool): Whether the listing is featured in the directory.
    """

    featured: bool

    def to_dict(self) -> dict[str, Any]:
        featured = self.featured

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "featured": featured,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        featured = d.pop("featured")

        feature_patch = cls(
            featured=featured,
        )

        return feature_patch
