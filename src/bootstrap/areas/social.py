"""Composition of the social area: friends, requests, blocks, reports, notifications, chat."""

from __future__ import annotations

from dataclasses import dataclass

from bootstrap.config import integer, number, regions


@dataclass(frozen=True, slots=True)
class SocialSettings:
    friends_max: int = integer("SVC_FRIENDS_MAX", 1000, 0, 1_000_000)
    regions: tuple[str, ...] = regions("SVC_REGIONS")
    friend_counts_cache_seconds: float = number("SVC_FRIEND_COUNTS_CACHE_SECONDS", 10.0, 0, 3600)
