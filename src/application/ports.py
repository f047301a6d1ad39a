"""Ports every area shares. Area-specific ports live in ``application/<area>/ports.py``.

Implementations need not inherit: the contract suites in ``tests/contract`` keep them honest.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from datetime import datetime
from types import TracebackType
from typing import TYPE_CHECKING, Protocol, Self
from uuid import UUID

if TYPE_CHECKING:
    from application.audit.ports import AuditRepository
    from application.catalog.ports import CatalogRepositories
    from application.connect.ports import ConnectRepositories
    from application.edge.ports import EdgeRepositories
    from application.feedback.ports import FeedbackRepository
    from application.games.ports import GameRepositories
    from application.identity.ports import (
        AuthSessionRepository,
        GameJoinTokenRepository,
        IdentityLinkRepository,
        LoginAttemptRepository,
        SigningKeyRepository,
        UserRepository,
    )
    from application.links.ports import LinkRepositories
    from application.motd.ports import MotdRepository
    from application.news.ports import NewsRepositories
    from application.permissions.ports import GrantRepository, RoleRepository
    from application.profile.ports import ProfileRepositories
    from application.services.ports import ConsentRepository, ServiceRepository
    from application.shop.ports import ShopRepositories
    from application.social.ports import SocialRepositories
    from application.totem.ports import TotemRepositories
    from application.versions.ports import VersionRepositories


class Clock(Protocol):
    def now(self) -> datetime:
        """Timezone-aware UTC, truncated to milliseconds."""
        ...


class IdGenerator(Protocol):
    def new_uuid(self) -> UUID:
        """Time-ordered (v7)."""
        ...

    def new_object_id(self) -> str:
        """24 lowercase hex characters, time-ordered."""
        ...


class UnitOfWork(Protocol):
    """One transaction. Leaving the block without ``commit()`` rolls back."""

    @property
    def users(self) -> UserRepository: ...

    @property
    def auth_sessions(self) -> AuthSessionRepository: ...

    @property
    def grants(self) -> GrantRepository: ...

    @property
    def roles(self) -> RoleRepository: ...

    @property
    def game_join_tokens(self) -> GameJoinTokenRepository: ...

    @property
    def login_attempts(self) -> LoginAttemptRepository: ...

    @property
    def identity_links(self) -> IdentityLinkRepository: ...

    @property
    def signing_keys(self) -> SigningKeyRepository: ...

    @property
    def services(self) -> ServiceRepository: ...

    @property
    def consents(self) -> ConsentRepository: ...

    @property
    def connect(self) -> ConnectRepositories: ...

    @property
    def social(self) -> SocialRepositories: ...

    @property
    def totem(self) -> TotemRepositories: ...

    @property
    def profile(self) -> ProfileRepositories: ...

    @property
    def catalog(self) -> CatalogRepositories: ...

    @property
    def edge(self) -> EdgeRepositories: ...

    @property
    def versions(self) -> VersionRepositories: ...

    @property
    def news(self) -> NewsRepositories: ...

    @property
    def shop(self) -> ShopRepositories: ...

    @property
    def feedback(self) -> FeedbackRepository: ...

    @property
    def motd(self) -> MotdRepository: ...

    @property
    def games(self) -> GameRepositories: ...

    @property
    def links(self) -> LinkRepositories: ...

    @property
    def audit(self) -> AuditRepository: ...

    async def __aenter__(self) -> Self: ...

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None: ...

    async def commit(self) -> None: ...


UnitOfWorkFactory = Callable[[], UnitOfWork]


class InvalidationBus(Protocol):
    """Tells every instance of the service that cached state changed (best effort)."""

    async def publish(self, topic: str, message: str) -> None: ...

    def subscribe(self, topic: str, handler: Callable[[str], Awaitable[None] | None]) -> None: ...


class DatabaseProbe(Protocol):
    async def ping(self) -> None:
        """Return when the database answers a trivial query; raise otherwise."""
        ...


class SharedStateProbe(Protocol):
    async def ping(self) -> None:
        """Return when the shared state (Redis) answers; raise otherwise."""
        ...
