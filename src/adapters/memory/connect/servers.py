"""Servers in memory. A transaction holds the store lock, so every
read-then-write here is atomic, like the conditional statements of the SQL adapter."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime
from uuid import UUID

from adapters.memory.store import MemoryTx, Table, detached
from domain.connect.claim_key import ClaimKey
from domain.connect.member import Member
from domain.connect.network import Network
from domain.connect.server import Server, ServerKind

SERVERS = Table[UUID, Server]("connect_servers")
CLAIM_KEYS = Table[str, ClaimKey]("connect_claim_keys")  # digest -> ClaimKey
NETWORKS = Table[UUID, Network]("connect_networks")
MEMBERS = Table[tuple[UUID, UUID], Member]("connect_members")  # (server_id, user_id)


def _by_age(servers: list[Server]) -> list[Server]:
    return [detached(s) for s in sorted(servers, key=lambda s: (s.created_at, s.server_id))]


class MemoryServerRepository:
    def __init__(self, tx: MemoryTx) -> None:
        self._tx = tx

    async def add(self, server: Server) -> None:
        self._tx.write(SERVERS)[server.server_id] = detached(server)

    async def get(self, server_id: UUID) -> Server | None:
        found = self._tx.read(SERVERS).get(server_id)
        return detached(found) if found else None

    async def get_by_id(self, object_id: str) -> Server | None:
        for server in self._tx.read(SERVERS).values():
            if server.id == object_id:
                return detached(server)
        return None

    async def claim(self, server_id: UUID, owner_id: UUID, now: datetime) -> bool:
        server = self._tx.read(SERVERS).get(server_id)
        if server is None or server.owner_id is not None:
            return False
        claimed = detached(server)
        claimed.claim(owner_id, now)
        self._tx.write(SERVERS)[server_id] = claimed
        return True

    async def update(self, server: Server) -> None:
        stored = self._tx.read(SERVERS).get(server.server_id)
        if stored is None:
            return
        changed = detached(stored)
        changed.network_id, changed.is_template = server.network_id, server.is_template
        changed.template_key_digest = server.template_key_digest
        changed.updated_at = server.updated_at
        self._tx.write(SERVERS)[server.server_id] = changed

    async def owned_by(self, owner_id: UUID, kind: ServerKind) -> list[Server]:
        servers = self._tx.read(SERVERS).values()
        return _by_age([s for s in servers if s.owner_id == owner_id and s.kind is kind])

    async def hosts_for_network_owner(self, owner_id: UUID) -> list[Server]:
        networks = {
            n.network_id for n in self._tx.read(NETWORKS).values() if n.owner_id == owner_id
        }
        servers = self._tx.read(SERVERS).values()
        return _by_age(
            [s for s in servers if s.kind is ServerKind.HOST and s.network_id in networks]
        )

    async def visible_to(self, user_id: UUID) -> list[Server]:
        member_of = {s for (s, u) in self._tx.read(MEMBERS) if u == user_id}
        return _by_age(
            [
                s
                for s in self._tx.read(SERVERS).values()
                if s.kind is ServerKind.SERVER
                and (s.owner_id == user_id or s.server_id in member_of)
            ]
        )

    async def in_network(self, network_id: UUID, limit: int) -> tuple[list[Server], int]:
        found = sorted(
            (
                s
                for s in self._tx.read(SERVERS).values()
                if s.network_id == network_id and s.kind is ServerKind.SERVER
                and not s.temp_instance
            ),
            key=lambda s: (s.name, s.server_id),
        )  # fmt: skip
        return [detached(s) for s in found[:limit]], len(found)

    async def record_last_seen(self, seen: Mapping[UUID, tuple[datetime, str]]) -> None:
        servers = self._tx.write(SERVERS)
        for server_id, (moment, ip) in seen.items():
            server = servers.get(server_id)
            if server and (server.last_seen_at is None or server.last_seen_at < moment):
                server = detached(server)
                server.last_seen_at, server.last_seen_ip = moment, ip
                servers[server_id] = server
