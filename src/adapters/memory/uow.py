from __future__ import annotations

from types import TracebackType
from typing import Self

from adapters.memory.audit import MemoryAuditRepository
from adapters.memory.catalog import MemoryCatalogRepositories
from adapters.memory.connect import MemoryConnectRepositories
from adapters.memory.edge import MemoryEdgeRepositories
from adapters.memory.feedback import MemoryFeedbackRepository
from adapters.memory.games import MemoryGameRepositories
from adapters.memory.identity import (
    MemoryAuthSessionRepository,
    MemoryGameJoinTokenRepository,
    MemoryIdentityLinkRepository,
    MemoryLoginAttemptRepository,
    MemoryUserRepository,
)
from adapters.memory.links import MemoryLinkRepositories
from adapters.memory.motd import MemoryMotdRepository
from adapters.memory.news import MemoryNewsRepositories
from adapters.memory.permissions import MemoryGrantRepository, MemoryRoleRepository
from adapters.memory.profile import MemoryProfileRepositories
from adapters.memory.services import MemoryConsentRepository, MemoryServiceRepository
from adapters.memory.shop import MemoryShopRepositories
from adapters.memory.signing_keys import MemorySigningKeyRepository
from adapters.memory.social import MemorySocialRepositories
from adapters.memory.store import MemoryStore, MemoryTx
from adapters.memory.totem import MemoryTotemRepositories
from adapters.memory.versions import MemoryVersionRepositories


class MemoryUnitOfWork:
    def __init__(self, store: MemoryStore) -> None:
        self._store = store

    async def __aenter__(self) -> Self:
        await self._store.lock.acquire()
        self._tx = tx = MemoryTx(self._store)
        self.users = MemoryUserRepository(tx)
        self.auth_sessions = MemoryAuthSessionRepository(tx)
        self.grants = MemoryGrantRepository(tx)
        self.roles = MemoryRoleRepository(tx)
        self.game_join_tokens = MemoryGameJoinTokenRepository(tx)
        self.login_attempts = MemoryLoginAttemptRepository(tx)
        self.identity_links = MemoryIdentityLinkRepository(tx)
        self.signing_keys = MemorySigningKeyRepository(tx)
        self.services = MemoryServiceRepository(tx)
        self.consents = MemoryConsentRepository(tx)
        self.connect = MemoryConnectRepositories(tx)
        self.social = MemorySocialRepositories(tx)
        self.totem = MemoryTotemRepositories(tx)
        self.profile = MemoryProfileRepositories(tx)
        self.catalog = MemoryCatalogRepositories(tx)
        self.edge = MemoryEdgeRepositories(tx)
        self.versions = MemoryVersionRepositories(tx)
        self.news = MemoryNewsRepositories(tx)
        self.shop = MemoryShopRepositories(tx)
        self.feedback = MemoryFeedbackRepository(tx)
        self.motd = MemoryMotdRepository(tx)
        self.games = MemoryGameRepositories(tx)
        self.links = MemoryLinkRepositories(tx)
        self.audit = MemoryAuditRepository(tx)
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self._tx.discard()
        self._store.lock.release()

    async def commit(self) -> None:
        self._tx.commit()
