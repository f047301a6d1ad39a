"""Connect in memory: the repositories of a transaction and the hot-path readers."""

from __future__ import annotations

from uuid import UUID

from adapters.memory.connect.claim_keys import MemoryClaimKeyRepository
from adapters.memory.connect.commands import MemoryCommandReader, MemoryCommandRepository
from adapters.memory.connect.extensions import (
    MemoryExtensionRepository,
    MemoryServerExtensionRepository,
)
from adapters.memory.connect.members import MemoryMemberRepository
from adapters.memory.connect.networks import (
    MemoryNetworkJoinTokenRepository,
    MemoryNetworkRepository,
)
from adapters.memory.connect.servers import (
    MEMBERS,
    SERVERS,
    MemoryServerRepository,
)
from adapters.memory.connect.settings import MemorySettingsReader, MemorySettingsRepository
from adapters.memory.store import MemoryStore, MemoryTx
from application.connect.ports import ConnectReaders, ServerCredentials
from domain.connect.member import MemberRole


class MemoryConnectRepositories:
    def __init__(self, tx: MemoryTx) -> None:
        self.servers = MemoryServerRepository(tx)
        self.claim_keys = MemoryClaimKeyRepository(tx)
        self.networks = MemoryNetworkRepository(tx)
        self.network_join_tokens = MemoryNetworkJoinTokenRepository(tx)
        self.commands = MemoryCommandRepository(tx)
        self.settings = MemorySettingsRepository(tx)
        self.extensions = MemoryExtensionRepository(tx)
        self.server_extensions = MemoryServerExtensionRepository(tx)
        self.members = MemoryMemberRepository(tx)


class MemoryServerReader:
    def __init__(self, store: MemoryStore) -> None:
        self._tables = store.tables

    async def credentials(self, server_id: UUID) -> ServerCredentials | None:
        server = self._tables[SERVERS].get(server_id)
        if server is None:
            return None
        return ServerCredentials(
            server.server_id,
            server.secret_digest,
            server.kind,
            server.owner_id,
            server.network_id,
            server.is_template,
        )

    async def member_role(self, server_id: UUID, user_id: UUID) -> MemberRole | None:
        member = self._tables[MEMBERS].get((server_id, user_id))
        return member.role if member else None


def memory_connect_readers(store: MemoryStore) -> ConnectReaders:
    return ConnectReaders(
        servers=MemoryServerReader(store),
        commands=MemoryCommandReader(store),
        settings=MemorySettingsReader(store),
    )
