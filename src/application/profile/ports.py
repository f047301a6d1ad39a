"""Repositories and readers of the profile area's documents: game options, profile shares
and the public profile."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Protocol
from uuid import UUID

from domain.profile.game_options import GameOptionsDocument
from domain.profile.shares import ProfileShare
from domain.totem.model import Rating


class GameOptionsRepository(Protocol):
    async def get(self, user_id: UUID) -> GameOptionsDocument | None: ...

    async def put(self, options: GameOptionsDocument) -> bool:
        """Store revision n over revision n - 1 (over nothing when n is 1); False, storing
        nothing, when the stored revision is not n - 1 (another write came first)."""
        ...


class ProfileShareRepository(Protocol):
    async def lock_user(self, user_id: UUID) -> None:
        """Serialize share writes of this user until the transaction ends."""
        ...

    async def count_active(self, user_id: UUID, now: datetime) -> int: ...

    async def add(self, share: ProfileShare) -> None: ...

    async def get(self, share_id: str) -> ProfileShare | None: ...

    async def revoke(self, share_id: str, at: datetime) -> None:
        """Set revokedAt unless already set."""
        ...

    async def revoke_live(self, user_id: UUID, at: datetime) -> list[str]:
        """Set revokedAt on every share of the user that is live at ``at``; their ids."""
        ...


class ProfileRepositories(Protocol):
    @property
    def game_options(self) -> GameOptionsRepository: ...

    @property
    def shares(self) -> ProfileShareRepository: ...


@dataclass(frozen=True, slots=True)
class PublicProfileRow:
    user_id: UUID
    name: str
    last_seen_at: datetime | None
    active_model_id: str | None = None
    active_rating: Rating | None = None


class PublicProfileReader(Protocol):
    async def by_id(self, user_id: UUID) -> PublicProfileRow | None: ...

    async def by_name(self, name: str) -> PublicProfileRow | None:
        """The user with this name, case-insensitively (the most recently updated one when
        several ever had it)."""
        ...


class ShareReader(Protocol):
    async def by_code(self, code: str) -> ProfileShare | None: ...

    async def page(
        self, user_id: UUID | None, before: str | None, limit: int
    ) -> list[ProfileShare]:
        """Newest first; every user's when ``user_id`` is None."""
        ...


@dataclass(frozen=True, slots=True)
class ProfileReaders:
    public: PublicProfileReader
    shares: ShareReader
