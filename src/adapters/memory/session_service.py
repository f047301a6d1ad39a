"""A game session service that knows the joins you give it: for tests and embedding tools.

``join(name, server_id, profile)`` records what the game client would have told the real
session service; ``has_joined`` answers from that record. ``unavailable = True`` makes every
call fail as a service that does not answer would.
"""

from __future__ import annotations

from uuid import UUID

from domain.identity.errors import SessionServiceUnavailable
from domain.identity.game_session import GameProfile


class MemorySessionService:
    def __init__(self) -> None:
        self._joins: dict[tuple[str, str], GameProfile] = {}
        self.unavailable = False
        self.calls = 0

    def join(self, name: str, server_id: str, profile_id: UUID) -> GameProfile:
        profile = GameProfile(id=profile_id, name=name)
        self._joins[(name, server_id)] = profile
        return profile

    async def has_joined(self, name: str, server_id: str) -> GameProfile | None:
        self.calls += 1
        if self.unavailable:
            raise SessionServiceUnavailable()
        return self._joins.get((name, server_id))
