from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.social_link_dto import SocialLinkDto


T = TypeVar("T", bound="ListingOut")


@_attrs_define
class ListingOut:
    """
    Attributes:
        address (str): The host name players connect to.
        category (str): The listing's category.
        discovery_source (str): manual (listed by the owner, nothing reported yet) or server_report.
        discovery_state (str): pending (no status report yet), online (a report within 10 minutes) or offline.
        display_name (str): The server's name in the directory.
        favorite (bool): Whether the caller marked the listing as a favorite (false for anonymous callers).
        favorite_count (int): How many users marked the listing as a favorite.
        featured (bool): Whether staff feature the listing.
        hidden (bool): Whether the listing is left out of the public directory.
        id (str): The record's id (an opaque object id).
        motd (None | str): The server's message of the day, as last reported; null when unknown.
        ownership_state (str): verified (the address lies under a verified domain of the network) or unverified.
        ownership_verified_at (None | str): When ownership was verified; null while unverified.
        ping_ms (int | None): The server's ping in milliseconds, as last reported; null when unknown.
        player_capacity (int | None): Player slots, as last reported; null when unknown.
        player_count (int | None): Players online, as last reported; null when unknown.
        social_links (list[SocialLinkDto]): Links to the server's pages elsewhere.
        tags (list[str]): Tags of the listing.
        updated_at (None | str | Unset): When the listing last changed; null when unknown.
    """

    address: str
    category: str
    discovery_source: str
    discovery_state: str
    display_name: str
    favorite: bool
    favorite_count: int
    featured: bool
    hidden: bool
    id: str
    motd: None | str
    ownership_state: str
    ownership_verified_at: None | str
    ping_ms: int | None
    player_capacity: int | None
    player_count: int | None
    social_links: list[SocialLinkDto]
    tags: list[str]
    updated_at: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        address = self.address

        category = self.category

        discovery_source = self.discovery_source

        discovery_state = self.discovery_state

        display_name = self.display_name

        favorite = self.favorite

        favorite_count = self.favorite_count

        featured = self.featured

        hidden = self.hidden

        id = self.id

        motd: None | str
        motd = self.motd

        ownership_state = self.ownership_state

        ownership_verified_at: None | str
        ownership_verified_at = self.ownership_verified_at

        ping_ms: int | None
        ping_ms = self.ping_ms

        player_capacity: int | None
        player_capacity = self.player_capacity

        player_count: int | None
        player_count = self.player_count

        social_links = []
        for social_links_item_data in self.social_links:
            social_links_item = social_links_item_data.to_dict()
            social_links.append(social_links_item)

        tags = self.tags

        updated_at: None | str | Unset
        if isinstance(self.updated_at, Unset):
            updated_at = UNSET
        else:
            updated_at = self.updated_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "address": address,
                "category": category,
                "discoverySource": discovery_source,
                "discoveryState": discovery_state,
                "displayName": display_name,
                "favorite": favorite,
                "favoriteCount": favorite_count,
                "featured": featured,
                "hidden": hidden,
                "id": id,
                "motd": motd,
                "ownershipState": ownership_state,
                "ownershipVerifiedAt": ownership_verified_at,
                "pingMs": ping_ms,
                "playerCapacity": player_capacity,
                "playerCount": player_count,
                "socialLinks": social_links,
                "tags": tags,
            }
        )
        if updated_at is not UNSET:
            field_dict["updatedAt"] = updated_at

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.social_link_dto import SocialLinkDto

        d = dict(src_dict)
        address = d.pop("address")

        category = d.pop("category")

        discovery_source = d.pop("discoverySource")

        discovery_state = d.pop("discoveryState")

        display_name = d.pop("displayName")

        favorite = d.pop("favorite")

        favorite_count = d.pop("favoriteCount")

        featured = d.pop("featured")

        hidden = d.pop("hidden")

        id = d.pop("id")

        def _parse_motd(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        motd = _parse_motd(d.pop("motd"))

        ownership_state = d.pop("ownershipState")

        def _parse_ownership_verified_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        ownership_verified_at = _parse_ownership_verified_at(
            d.pop("ownershipVerifiedAt")
        )

        def _parse_ping_ms(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        ping_ms = _parse_ping_ms(d.pop("pingMs"))

        def _parse_player_capacity(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        player_capacity = _parse_player_capacity(d.pop("playerCapacity"))

        def _parse_player_count(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        player_count = _parse_player_count(d.pop("playerCount"))

        social_links = []
        _social_links = d.pop("socialLinks")
        for social_links_item_data in _social_links:
            social_links_item = SocialLinkDto.from_dict(social_links_item_data)

            social_links.append(social_links_item)

        tags = cast(list[str], d.pop("tags"))

        def _parse_updated_at(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        updated_at = _parse_updated_at(d.pop("updatedAt", UNSET))

        listing_out = cls(
            address=address,
            category=category,
            discovery_source=discovery_source,
            discovery_state=discovery_state,
            display_name=display_name,
            favorite=favorite,
            favorite_count=favorite_count,
            featured=featured,
            hidden=hidden,
            id=id,
            motd=motd,
            ownership_state=ownership_state,
            ownership_verified_at=ownership_verified_at,
            ping_ms=ping_ms,
            player_capacity=player_capacity,
            player_count=player_count,
            social_links=social_links,
            tags=tags,
            updated_at=updated_at,
        )

        listing_out.additional_properties = d
        return listing_out

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
