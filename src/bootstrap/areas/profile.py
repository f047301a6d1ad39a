"""Composition of the profile area: profiles, game options, shares, public profiles."""

from __future__ import annotations

from dataclasses import dataclass

from bootstrap.config import integer


@dataclass(frozen=True, slots=True)
class ProfileSettings:
    profile_shares_max: int = integer("SVC_PROFILE_SHARES_MAX", 10, 0, 1_000_000)
