"""Public listings, favorites and the directory: what clients send and get."""

from __future__ import annotations

from typing import Annotated, Any

import msgspec

from domain.edge.listing import DiscoverySource, DiscoveryState, Listing, OwnershipState
from entrypoints.http.dto.common import Items, NextCursor, RecordId, Timestamp, ts_or_none


class SocialLinkDto(msgspec.Struct, forbid_unknown_fields=True):
    kind: Annotated[
        str,
        msgspec.Meta(
            min_length=1,
            max_length=32,
            description=(
                "website, discord, youtube, twitch, twitter, tiktok, instagram, "
                "reddit, github, store or other."
            ),
        ),
    ]
    url: Annotated[str, msgspec.Meta(min_length=1, max_length=300, description="The link's URL.")]


# Described once, shared by the Structs below.
Hidden = Annotated[
    bool, msgspec.Meta(description="Whether the listing is left out of the public directory.")
]


class ListingIn(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    address: Annotated[
        str,
        msgspec.Meta(
            min_length=1,
            max_length=300,
            description=(
                "The host name players connect to; under a verified domain of the "
                "network it counts as verified ownership."
            ),
        ),
    ]
    display_name: Annotated[
        str,
        msgspec.Meta(
            min_length=1, max_length=200, description=("The server's name in the directory.")
        ),
    ]
    category: Annotated[
        str,
        msgspec.Meta(
            min_length=1,
            max_length=32,
            description=(
                "survival, creative, minigames, pvp, skyblock, factions, prison, "
                "roleplay, modded, anarchy, network or other."
            ),
        ),
    ]
    tags: Annotated[
        list[Annotated[str, msgspec.Meta(max_length=100)]],
        msgspec.Meta(max_length=50, description=("Tags of the listing.")),
    ]
    social_links: Annotated[
        list[SocialLinkDto],
        msgspec.Meta(max_length=50, description=("Links to the server's pages elsewhere.")),
    ] = []
    hidden: Hidden = False


class ListingOut(msgspec.Struct, rename="camel"):
    id: RecordId
    address: Annotated[str, msgspec.Meta(description="The host name players connect to.")]
    display_name: Annotated[str, msgspec.Meta(description="The server's name in the directory.")]
    category: Annotated[str, msgspec.Meta(description="The listing's category.")]
    tags: Annotated[list[str], msgspec.Meta(description="Tags of the listing.")]
    social_links: Annotated[
        list[SocialLinkDto], msgspec.Meta(description=("Links to the server's pages elsewhere."))
    ]
    hidden: Hidden
    motd: (
        Annotated[
            str,
            msgspec.Meta(
                description=(
                    "The server's message of the day, as last reported; null when unknown."
                )
            ),
        ]
        | None
    )
    ping_ms: (
        Annotated[
            int,
            msgspec.Meta(
                description=(
                    "The server's ping in milliseconds, as last reported; null when unknown."
                )
            ),
        ]
        | None
    )
    player_count: (
        Annotated[
            int, msgspec.Meta(description=("Players online, as last reported; null when unknown."))
        ]
        | None
    )
    player_capacity: (
        Annotated[
            int, msgspec.Meta(description=("Player slots, as last reported; null when unknown."))
        ]
        | None
    )
    favorite_count: Annotated[
        int, msgspec.Meta(description=("How many users marked the listing as a favorite."))
    ]
    featured: Annotated[bool, msgspec.Meta(description="Whether staff feature the listing.")]
    discovery_state: Annotated[
        str,
        msgspec.Meta(
            description=(
                "pending (no status report yet), online (a report within 10 minutes) or offline."
            )
        ),
    ]
    discovery_source: Annotated[
        str,
        msgspec.Meta(
            description=("manual (listed by the owner, nothing reported yet) or server_report.")
        ),
    ]
    ownership_state: Annotated[
        str,
        msgspec.Meta(
            description=(
                "verified (the address lies under a verified domain of the network) or unverified."
            )
        ),
    ]
    ownership_verified_at: (
        Annotated[
            Timestamp,
            msgspec.Meta(description=("When ownership was verified; null while unverified.")),
        ]
        | None
    )
    favorite: Annotated[
        bool,
        msgspec.Meta(
            description=(
                "Whether the caller marked the listing as a favorite (false for anonymous callers)."
            )
        ),
    ]
    updated_at: (
        Annotated[
            Timestamp,
            msgspec.Meta(description=("When the listing last changed; null when unknown.")),
        ]
        | None
    ) = None


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
    server: (
        Annotated[
            ListingOut,
            msgspec.Meta(
                description=("The network's public server listing; null when not published.")
            ),
        ]
        | None
    )


class OkOut(msgspec.Struct):
    ok: Annotated[bool, msgspec.Meta(description="true once done.")]


class DirectoryOut(msgspec.Struct, rename="camel"):
    items: Items[ListingOut]
    next_cursor: NextCursor


class FavoritesOut(msgspec.Struct):
    items: Items[ListingOut]


class FavoriteOut(msgspec.Struct, rename="camel"):
    favorite: Annotated[
        bool, msgspec.Meta(description=("Whether the caller now has the listing as a favorite."))
    ]
    favorite_count: Annotated[
        int, msgspec.Meta(description=("How many users have the listing as a favorite."))
    ]


_Count = Annotated[int, msgspec.Meta(ge=0, le=1_000_000)]


class StatusIn(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    motd: (
        Annotated[
            str,
            msgspec.Meta(
                max_length=1024, description=("The server's message of the day; null for none.")
            ),
        ]
        | None
    ) = None
    player_count: Annotated[_Count, msgspec.Meta(description="Players online.")] | None = None
    player_capacity: Annotated[_Count, msgspec.Meta(description="Player slots.")] | None = None
    ping_ms: (
        Annotated[_Count, msgspec.Meta(description=("The server's ping in milliseconds."))] | None
    ) = None


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
