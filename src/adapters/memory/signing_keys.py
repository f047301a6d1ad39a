"""The announced signing keys in memory."""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime

from adapters.memory.store import MemoryStore, MemoryTx, Table
from domain.identity.signing_keys import SigningKey

SIGNING_KEYS = Table[str, SigningKey]("signing_keys")


class MemorySigningKeyRepository:
    def __init__(self, tx: MemoryTx) -> None:
        self._tx = tx

    async def announce(self, key: SigningKey) -> SigningKey:
        return self._tx.write(SIGNING_KEYS).setdefault(key.kid, key)

    async def retire(self, kid: str, now: datetime) -> SigningKey | None:
        keys = self._tx.write(SIGNING_KEYS)
        key = keys.get(kid)
        if key is not None and key.retired_at is None:
            keys[kid] = key = replace(key, retired_at=now)
        return key

    async def list(self) -> list[SigningKey]:
        return sorted(self._tx.read(SIGNING_KEYS).values(), key=lambda k: (k.created_at, k.kid))


class MemorySigningKeyReader:
    def __init__(self, store: MemoryStore) -> None:
        self._store = store

    async def all(self) -> list[SigningKey]:
        return list(self._store.tables[SIGNING_KEYS].values())
