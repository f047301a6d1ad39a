"""Composition of the totem area: personal totem models and their files."""

from __future__ import annotations

from dataclasses import dataclass

from bootstrap.config import flag


@dataclass(frozen=True, slots=True)
class TotemSettings:
    personal_totem_public_api: bool = flag("PERSONAL_TOTEM_PUBLIC_API")
