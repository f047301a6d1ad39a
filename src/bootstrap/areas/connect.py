"""Composition of the Connect area: servers, networks, commands, settings, the stream."""

from __future__ import annotations

from dataclasses import dataclass

from bootstrap.config import integer


@dataclass(frozen=True, slots=True)
class ConnectSettings:
    command_ttl_seconds: int = integer("SVC_COMMAND_TTL", 600, 1, 86_400 * 30)
