"""Public listings, favorites and the directory: what clients send and get."""

from __future__ import annotations

from typing import Annotated, Any

import msgspec

from domain.edge.listing import DiscoverySource, DiscoveryState, Listing, OwnershipState
from entrypoints.http.dto.common import Timestamp, ts_or_none


class SocialLinkDto(msgspec.Struct, forbid_unknown_fields=True):
    kind: Annotated[str, msgspec.Meta(min_length=1, max_length=32)]
    url: Annotated[str, msgspec.Meta(min_length=1, max_length=300)]


class ListingIn(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    address: Annotated[str, msgspec.Meta(min_length=1, max_length=300)]
    display_name: Annotated[str, msgspec.Meta(min_length=1, max_length=200)]
    category: Annotated[str, msgspec.Meta(min_length=1, max_length=32)]
    tags: Annotated[list[Annotated[str, msgspec.Meta(max_length=100)]], msgspec.Meta(max_length=50)]
    social_links: Annotated[list[SocialLinkDto], msgspec.Meta(max_length=50)] = []
    hidden: bool = False


class ListingOut(msgspec.Struct, rename="camel"):
    id: str
    address: str
    display_name: str
    category: str
    tags: list[str]
    social_links: list[SocialLinkDto]
    hidden: bool
    motd: str | None
    ping_ms: int | None
    player_count: int | None
    player_capacity: int | None
    favorite_count: int
    featured: bool
    discovery_state: str
    discovery_source: str
    ownership_state: str
    ownership_verified_at: Timestamp | None
    favorite: bool
    updated_at: Timestamp | None = None


def listing_out(listing: Listing, favorite: bool) -> ListingOut:
    return ListingOut(
        id=listing.id,
        address=listing.address,
        display_name=listing.display_name,
        category=listing.category,
        tags=list(listing.tags),
        social_links=[SocialLinkDto(s.kind, s.url) for s in listing.social_links],
        hidden=listing.hidden,
        motd=listing.motd,
        ping_ms=listing.ping_ms,
        player_count=listing.player_count,
        player_capacity=listing.player_capacity,
        favorite_count=listing.favorite_count,
        featured=listing.featured,
        discovery_state=listing.discovery_state.value,
        discovery_source=listing.discovery_source.value,
        ownership_state=listing.ownership_state.value,
        ownership_verified_at=ts_or_none(listing.ownership_verified_at),
        favorite=favorite,
        updated_at=ts_or_none(listing.updated_at),
    )


class ListingEnvelope(msgspec.Struct):
    server: ListingOut | None


class OkOut(msgspec.Struct):
    ok: bool


class DirectoryOut(msgspec.Struct, rename="camel"):
    items: list[ListingOut]
    next_cursor: str | None


class FavoritesOut(msgspec.Struct):
    items: list[ListingOut]


class FavoriteOut(msgspec.Struct, rename="camel"):
    favorite: bool
    favorite_count: int


_Count = Annotated[int, msgspec.Meta(ge=0, le=1_000_000)]


class StatusIn(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    motd: Annotated[str, msgspec.Meta(max_length=1024)] | None = None
    player_count: _Count | None = None
    player_capacity: _Count | None = None
    ping_ms: _Count | None = None


# A wire example of each Struct above, for the OpenAPI document
# (entrypoints/http/openapi_examples.py).
EXAMPLES: dict[str, Any] = {}
EXAMPLES["SocialLinkDto"] = {
    "kind": "discord",
    "url": "https://discord.gg/blockland",
}
EXAMPLES["ListingIn"] = {
    "address": "play.blockland.net",
    "displayName": "Skyblock EU",
    "category": "skyblock",
    "tags": ["skyblock", "events"],
    "socialLinks": [EXAMPLES["SocialLinkDto"]],
    "hidden": False,
}
EXAMPLES["ListingOut"] = {
    "id": "6741f0c2a9e3b15d2c8f4a17",
    "address": "play.blockland.net",
    "displayName": "Skyblock EU",
    "category": "skyblock",
    "tags": ["skyblock", "events"],
    "socialLinks": [EXAMPLES["SocialLinkDto"]],
    "hidden": False,
    "motd": "Welcome to Skyblock EU!",
    "pingMs": 23,
    "playerCount": 42,
    "playerCapacity": 100,
    "favoriteCount": 18,
    "featured": True,
    "discoveryState": DiscoveryState.ONLINE.value,
    "discoverySource": DiscoverySource.SERVER_REPORT.value,
    "ownershipState": OwnershipState.VERIFIED.value,
    "ownershipVerifiedAt": "2026-11-22T10:00:00.000Z",
    "favorite": True,
    "updatedAt": "2026-11-22T10:00:00.000Z",
}
EXAMPLES["ListingEnvelope"] = {"server": EXAMPLES["ListingOut"]}
EXAMPLES["OkOut"] = {"ok": True}
EXAMPLES["DirectoryOut"] = {
    "items": [EXAMPLES["ListingOut"]],
    "nextCursor": "eyJrIjoiMjAyNi0xMS0yMlQxMDowMDowMFoifQ",
}
EXAMPLES["FavoritesOut"] = {"items": [EXAMPLES["ListingOut"]]}
EXAMPLES["FavoriteOut"] = {"favorite": True, "favoriteCount": 18}
EXAMPLES["StatusIn"] = {
    "motd": "Welcome to Skyblock EU!",
    "playerCount": 42,
    "playerCapacity": 100,
    "pingMs": 23,
}
