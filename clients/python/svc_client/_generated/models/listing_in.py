from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.social_link_dto import SocialLinkDto


T = TypeVar("T", bound="ListingIn")


@_attrs_define
class ListingIn:
    """
    Attributes:
        address (str): The host name players connect to; under a verified domain of the network it counts as verified
            ownership.
        category (str): survival, creative, minigames, pvp, skyblock, factions, prison, roleplay, modded, anarchy,
            network or other.
        display_name (str): The server's name in the directory.
        tags (list[str]): Tags of the listing.
        hidden (bool | Unset): Whether the listing is left out of the public directory. Default: False.
        social_links (list[SocialLinkDto] | Unset): Links to the server's pages elsewhere.
    """

    address: str
    category: str
    display_name: str
    tags: list[str]
    hidden: bool | Unset = False
    social_links: list[SocialLinkDto] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        address = self.address

        category = self.category

        display_name = self.display_name

        tags = self.tags

        hidden = self.hidden

        social_links: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.social_links, Unset):
            social_links = []
            for social_links_item_data in self.social_links:
                social_links_item = social_links_item_data.to_dict()
                social_links.append(social_links_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "address": address,
                "category": category,
                "displayName": display_name,
                "tags": tags,
            }
        )
        if hidden is not UNSET:
            field_dict["hidden"] = hidden
        if social_links is not UNSET:
            field_dict["socialLinks"] = social_links

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.social_link_dto import SocialLinkDto

        d = dict(src_dict)
        address = d.pop("address")

        category = d.pop("category")

        display_name = d.pop("displayName")

        tags = cast(list[str], d.pop("tags"))

        hidden = d.pop("hidden", UNSET)

        _social_links = d.pop("socialLinks", UNSET)
        social_links: list[SocialLinkDto] | Unset = UNSET
        if _social_links is not UNSET:
            social_links = []
            for social_links_item_data in _social_links:
                social_links_item = SocialLinkDto.from_dict(social_links_item_data)

                social_links.append(social_links_item)

        listing_in = cls(
            address=address,
            category=category,
            display_name=display_name,
            tags=tags,
            hidden=hidden,
            social_links=social_links,
        )

        return listing_in
