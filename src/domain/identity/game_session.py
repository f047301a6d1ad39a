"""The game-session handshake (docs/auth.md, section 1): join tokens and what a verify must
match."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime, timedelta
from uuid import UUID

from domain.identity.errors import GameProfileMismatch
from domain.identity.token_scopes import is_reserved
from domain.permissions.node import parse_node
from domain.profile.nodes import PROFILE_READ
from domain.shared.errors import InvalidInput
from domain.totem.nodes import TOTEM_READ, TOTEM_WRITE

JOIN_TOKEN_LIFETIME = timedelta(seconds=60)
DEFAULT_GAME_SCOPES = (PROFILE_READ, TOTEM_READ, TOTEM_WRITE)
MAX_SCOPES = 32


def game_scopes(requested: Iterable[str] | None) -> tuple[str, ...]:
    """The scopes a game token will carry: the defaults, or the requested exact nodes."""
    if requested is None:
        return DEFAULT_GAME_SCOPES
    scopes: list[str] = []
    for raw in requested:
        node = parse_node(raw, allow_wildcard=False, field="scopes")
        if is_reserved(node):
            raise InvalidInput(f"{node}: a game token cannot hold account scopes", "scopes")
        if node not in scopes:
            scopes.append(node)
    if not scopes or len(scopes) > MAX_SCOPES:
        raise InvalidInput(f"give 1..{MAX_SCOPES} scopes, or none for the defaults", "scopes")
    return tuple(scopes)


@dataclass(frozen=True, slots=True)
class GameJoinToken:
    """A pending handshake. Only the SHA-256 digest of the token text is kept."""

    id: str
    token_hash: str
    server_id: str
    scopes: tuple[str, ...]
    created_at: datetime
    expires_at: datetime
    user_id: UUID | None = None
    name: str | None = None
    used_at: datetime | None = None

    def usable(self, server_id: str, now: datetime) -> bool:
        return self.used_at is None and self.expires_at > now and self.server_id == server_id


@dataclass(frozen=True, slots=True)
class GameProfile:
    """What the session service says about the player who joined."""

    id: UUID
    name: str

    def check_expected(self, *expected: UUID | None) -> None:
        for user_id in expected:
            if user_id is not None and user_id != self.id:
                raise GameProfileMismatch()
