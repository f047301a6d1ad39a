from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime
from typing import Protocol
from uuid import UUID

from domain.identity.auth_session import AuthSession
from domain.identity.claims import TokenClaims
from domain.identity.user import User


class UserRepository(Protocol):
    async def get(self, user_id: UUID) -> User | None: ...

    async def add(self, user: User) -> None: ...

    async def update(self, user: User) -> None: ...

    async def lookup(self, name_prefix: str, limit: int) -> list[User]:
        """Users whose name starts with ``name_prefix``, case-insensitively, by name."""
        ...

    async def record_last_seen(self, seen: Mapping[UUID, datetime]) -> None:
        """Move each user's lastSeenAt forward to the given time (never backwards)."""
        ...


class AuthSessionRepository(Protocol):
    async def add(self, session: AuthSession) -> None: ...

    async def get(self, session_id: str) -> AuthSession | None: ...

    async def list_for_user(self, user_id: UUID, limit: int) -> list[AuthSession]:
        """Newest first."""
        ...


class UserReader(Protocol):
    """Reads on hot paths, outside any transaction."""

    async def get(self, user_id: UUID) -> User | None: ...


class TokenSigner(Protocol):
    def sign(self, claims: TokenClaims) -> str: ...

    def verify(self, token: str) -> TokenClaims:
        """Raise InvalidToken unless signed by a current or previous key and unexpired."""
        ...

    def jwks(self) -> dict: ...
