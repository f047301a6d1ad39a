from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="SocialLinkDto")


@_attrs_define
class SocialLinkDto:
    """
    Attributes:
        kind (str): website, discord, youtube, twitch, twitter, tiktok, instagram, reddit, github, store or other.
        url (str): The link's URL.
    """

    kind: str
    url: str

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind

        url = self.url

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "url": url,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = d.pop("kind")

        url = d.pop("url")

        social_link_dto = cls(
            kind=kind,
            url=url,
        )

        return social_link_dto
