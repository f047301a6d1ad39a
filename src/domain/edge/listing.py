"""Public server listings: what a network shows in the public directory.

A listing exists while the network publishes it (PUT) and is gone when it withdraws it
(DELETE). Its status (MOTD, players) comes from the network's Connect servers, which report
it; a listing whose reports stop goes offline. Ownership is ``verified`` when the address
lies under a verified domain claim of the network.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from enum import StrEnum
from urllib.parse import urlsplit
from uuid import UUID

from domain.edge.errors import invalid
from domain.edge.names import in_zone, normalize_host

CATEGORIES = (
    "survival",
    "creative",
    "minigames",
    "pvp",
    "skyblock",
    "factions",
    "prison",
    "roleplay",
    "modded",
    "anarchy",
    "network",
    "other",
)
SOCIAL_KINDS = (
    "website", "discord", "youtube", "twitch", "twitter", "tiktok", "instagram", "reddit",
    "github", "store", "other",
)  # fmt: skip
DISPLAY_NAME_MAX = 48
TAG_MAX = 24
TAGS_MAX = 10
LINKS_MAX = 8
URL_MAX = 200
MOTD_MAX = 256
PLAYERS_MAX = 1_000_000
STATUS_FRESH = timedelta(minutes=10)
_TAG = re.compile(r"[a-z0-9][a-z0-9 +._-]*")
_WORD = re.compile(r"[^\W_]+")


class DiscoveryState(StrEnum):
    PENDING = "pending"  # published, no status report yet
    ONLINE = "online"  # a status report within the last 10 minutes
    OFFLINE = "offline"  # reports stopped; the last players and ping are cleared


class DiscoverySource(StrEnum):
    MANUAL = "manual"  # the network's owner listed it; nothing reported yet
    SERVER_REPORT = "server_report"  # status comes from a Connect server of the network


class OwnershipState(StrEnum):
    VERIFIED = "verified"  # the address lies under a verified domain of the network
    UNVERIFIED = "unverified"


@dataclass(frozen=True, slots=True)
class SocialLink:
    kind: str
    url: str


@dataclass(frozen=True, slots=True)
class ListingDraft:
    address: str
    display_name: str
    category: str
    tags: tuple[str, ...]
    social_links: tuple[SocialLink, ...] = ()
    hidden: bool = False


@dataclass(frozen=True, slots=True)
class ListingStatus:
    motd: str | None
    player_count: int | None
    player_capacity: int | None
    ping_ms: int | None


@dataclass(slots=True)
class Listing:
    id: str
    network_id: UUID
    address: str
    display_name: str
    category: str
    tags: tuple[str, ...]
    social_links: tuple[SocialLink, ...]
    hidden: bool
    created_at: datetime
    updated_at: datetime
    featured: bool = False
    favorite_count: int = 0
    motd: str | None = None
    ping_ms: int | None = None
    player_count: int | None = None
    player_capacity: int | None = None
    discovery_state: DiscoveryState = DiscoveryState.PENDING
    discovery_source: DiscoverySource = DiscoverySource.MANUAL
    reported_at: datetime | None = None
    ownership_verified_at: datetime | None = None

    def drafted(self, draft: ListingDraft, now: datetime, verified_at: datetime | None) -> Listing:
        """This listing with what its owner wrote in ``draft`` (and its derived fields)."""
        return replace(
            self,
            address=draft.address,
            display_name=draft.display_name,
            category=draft.category,
            tags=draft.tags,
            social_links=draft.social_links,
            hidden=draft.hidden,
            updated_at=now,
            ownership_verified_at=verified_at,
        )

    @property
    def terms(self) -> tuple[str, ...]:
        """What the directory's search matches (``search_terms``): derived, never stored here;
        a list read does not pay for it."""
        return search_terms(self.display_name, self.tags)

    @property
    def ownership_state(self) -> OwnershipState:
        if self.ownership_verified_at is None:
            return OwnershipState.UNVERIFIED
        return OwnershipState.VERIFIED

    @property
    def players_sort(self) -> int:
        """The directory's players order: unknown counts sort last."""
        return -1 if self.player_count is None else self.player_count


def ownership(address: str, verified_domains: Iterable[tuple[str, datetime]]) -> datetime | None:
    """When the address's host became verified through a claim of the network, or None."""
    host = address.rsplit(":", 1)[0] if ":" in address else address
    times = [at for domain, at in verified_domains if in_zone(host, domain)]
    return min(times) if times else None


def validate_draft(draft: ListingDraft) -> ListingDraft:
    return ListingDraft(
        address=validate_address(draft.address),
        display_name=validate_display_name(draft.display_name),
        category=validate_category(draft.category),
        tags=validate_tags(draft.tags),
        social_links=validate_links(draft.social_links),
        hidden=draft.hidden,
    )


def validate_address(raw: str) -> str:
    text = raw.strip()
    host, port = text, None
    if text.count(":") == 1:
        host, _, port_text = text.partition(":")
        if not port_text.isdigit() or not 1 <= int(port_text) <= 65535:
            raise invalid("the port must be 1..65535", "address", "edge.invalid_address")
        port = int(port_text)
    name = normalize_host(host, field="address")
    return name if port is None else f"{name}:{port}"


def validate_display_name(raw: str) -> str:
    name = " ".join(raw.split())
    if not name or len(name) > DISPLAY_NAME_MAX or not name.isprintable():
        raise invalid(f"displayName must be 1..{DISPLAY_NAME_MAX} printable characters",
                      "displayName")  # fmt: skip
    return name


def validate_category(raw: str) -> str:
    category = raw.strip().lower()
    if category not in CATEGORIES:
        raise invalid(f"category must be one of {', '.join(CATEGORIES)}", "category",
                      "edge.invalid_category")  # fmt: skip
    return category


def validate_tags(raws: Iterable[str]) -> tuple[str, ...]:
    tags: list[str] = []
    for raw in raws:
        tag = " ".join(raw.split()).lower()
        if not tag or len(tag) > TAG_MAX or not _TAG.fullmatch(tag):
            raise invalid(
                f"a tag is 1..{TAG_MAX} characters of letters, digits, space, + . _ -",
                "tags",
                "edge.invalid_tag",
            )
        if tag not in tags:
            tags.append(tag)
    if len(tags) > TAGS_MAX:
        raise invalid(f"at most {TAGS_MAX} tags", "tags", "edge.invalid_tag")
    return tuple(tags)


def validate_links(links: Iterable[SocialLink]) -> tuple[SocialLink, ...]:
    out: list[SocialLink] = []
    for link in links:
        kind = link.kind.strip().lower()
        if kind not in SOCIAL_KINDS:
            raise invalid(f"socialLinks kind must be one of {', '.join(SOCIAL_KINDS)}",
                          "socialLinks")  # fmt: skip
        url = link.url.strip()
        parts = urlsplit(url)
        if (
            len(url) > URL_MAX
            or parts.scheme != "https"
            or not parts.hostname
            or parts.username is not None
            or not url.isprintable()
            or " " in url
        ):
            raise invalid(f"socialLinks url must be an https URL of at most {URL_MAX} characters",
                          "socialLinks")  # fmt: skip
        out.append(SocialLink(kind, url))
    if len(out) > LINKS_MAX:
        raise invalid(f"at most {LINKS_MAX} social links", "socialLinks")
    return tuple(out)


def validate_status(status: ListingStatus) -> ListingStatus:
    motd = status.motd
    if motd is not None:
        motd = motd[:MOTD_MAX]
    for name, value in (
        ("playerCount", status.player_count),
        ("playerCapacity", status.player_capacity),
        ("pingMs", status.ping_ms),
    ):
        if value is not None and not 0 <= value <= PLAYERS_MAX:
            raise invalid(f"{name} must be 0..{PLAYERS_MAX}", name)
    return ListingStatus(motd, status.player_count, status.player_capacity, status.ping_ms)


def search_terms(display_name: str, tags: Iterable[str]) -> tuple[str, ...]:
    """What the directory's search matches: each word of the name and each tag, lower case."""
    words = [w.lower()[:TAG_MAX] for w in _WORD.findall(display_name)]
    return tuple(dict.fromkeys([*words, *tags]))


def search_term(raw: str) -> str:
    """A search as typed, in the form of the stored terms."""
    term = " ".join(raw.split()).lower()[:TAG_MAX]
    if not term:
        raise invalid("q must not be empty", "q")
    return term
