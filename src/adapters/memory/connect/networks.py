from __future__ import annotations

from dataclasses import replace
from datetime import datetime
from uuid import UUID

from adapters.memory.connect.servers import NETWORKS
from adapters.memory.store import MemoryTx, Table, detached
from domain.connect.network import Network, NetworkJoinToken

JOIN_TOKENS = Table[str, NetworkJoinToken]("connect_join_tokens")  # jti -> NetworkJoinToken


class MemoryNetworkRepository:
    def __init__(self, tx: MemoryTx) -> None:
        self._tx = tx

    async def add(self, network: Network) -> None:
        self._tx.write(NETWORKS)[network.network_id] = detached(network)

    async def get(self, network_id: UUID) -> Network | None:
        found = self._tx.read(NETWORKS).get(network_id)
        return detached(found) if found else None

    async def owned_by(self, owner_id: UUID) -> list[Network]:
        mine = [n for n in self._tx.read(NETWORKS).values() if n.owner_id == owner_id]
        return [detached(n) for n in sorted(mine, key=lambda n: (n.created_at, n.id))]


class MemoryNetworkJoinTokenRepository:
    def __init__(self, tx: MemoryTx) -> None:
        self._tx = tx

    async def add(self, token: NetworkJoinToken) -> None:
        self._tx.write(JOIN_TOKENS)[token.jti] = token

    async def redeem(self, jti: str, now: datetime) -> UUID | None:
        token = self._tx.read(JOIN_TOKENS).get(jti)
        if token is None or token.used_at is not None or token.expires_at <= now:
            return None
        self._tx.write(JOIN_TOKENS)[jti] = replace(token, used_at=now)
        return token.network_id
