"""What every area's build function may use (``bootstrap/areas/<area>.py``): the settings,
the clock and ids, the database, the outbound ports, the background work, the keys and the
rate limits. Built once by ``build_core``; each area takes what it needs of it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar

from adapters.crypto.aead import SecretBox
from adapters.crypto.key_ring import Ed25519KeyRing
from adapters.memory.store import MemoryStore
from adapters.sql.fast_read import FastReader
from application.ports import Clock, IdGenerator, UnitOfWorkFactory
from application.shared.background import BackgroundWork
from application.shared.rate_limits import RateLimits
from bootstrap.infrastructure import Infrastructure
from bootstrap.outbound import OutboundPorts
from bootstrap.settings import Settings

M = TypeVar("M")
S = TypeVar("S")


@dataclass(frozen=True, kw_only=True, slots=True)
class Kernel:
    settings: Settings
    clock: Clock
    ids: IdGenerator
    infrastructure: Infrastructure
    outbound: OutboundPorts
    background: BackgroundWork
    secrets: SecretBox
    """Seals stored provider secrets and derives keyed digests (SVC_ENCRYPTION_KEYS)."""
    key_ring: Ed25519KeyRing
    """The key tokens are signed with (SVC_JWT_PRIVATE_KEY), and those they verify with: the
    previous keys (SVC_JWT_PREVIOUS_KEYS) and the keys other instances announced."""
    limits: RateLimits

    @property
    def uow(self) -> UnitOfWorkFactory:
        return self.infrastructure.uow

    def readers(self, memory: Callable[[MemoryStore], M], sql: Callable[[FastReader], S]) -> M | S:
        """An area's hot-path readers: over the in-process store when the database is
        ``memory://``, else over the SQL database's fast reader (``adapters/sql/fast_read.py``)."""
        infra = self.infrastructure
        if infra.store is not None:
            return memory(infra.store)
        assert infra.reader is not None
        return sql(infra.reader)
