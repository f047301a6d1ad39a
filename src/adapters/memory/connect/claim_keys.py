from __future__ import annotations

from dataclasses import replace
from datetime import datetime
from uuid import UUID

from adapters.memory.connect.servers import CLAIM_KEYS
from adapters.memory.store import MemoryTx
from domain.connect.claim_key import ClaimKey


class MemoryClaimKeyRepository:
    def __init__(self, tx: MemoryTx) -> None:
        self._tx = tx

    async def add(self, key: ClaimKey) -> None:
        self._tx.write(CLAIM_KEYS)[key.digest] = key

    async def redeem(self, digest: str, now: datetime) -> UUID | None:
        key = self._tx.read(CLAIM_KEYS).get(digest)
        if key is None or key.used_at is not None or key.expires_at <= now:
            return None
        self._tx.write(CLAIM_KEYS)[digest] = replace(key, used_at=now)
        return key.server_id

    async def find(self, digest: str) -> ClaimKey | None:
        return self._tx.read(CLAIM_KEYS).get(digest)

    async def purge_expired(self, server_id: UUID, before: datetime) -> None:
        keys = self._tx.read(CLAIM_KEYS)
        stale = [
            digest
            for digest, key in keys.items()
            if key.server_id == server_id and key.used_at is None and key.expires_at <= before
        ]
        if stale:
            writable = self._tx.write(CLAIM_KEYS)
            for digest in stale:
                del writable[digest]
