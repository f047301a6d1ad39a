"""Object storage in memory: keeps what it was told, and can be made to fail. Keys follow the
same rule as in the real adapters (``domain/shared/storage_key.py``)."""

from __future__ import annotations

import hashlib
from datetime import UTC, datetime

from application.totem.ports import ObjectInfo, StoredObject
from domain.shared.storage_key import is_storage_key
from domain.totem.errors import StorageUnavailable


class MemoryObjectStorage:
    def __init__(self) -> None:
        self.objects: dict[str, tuple[bytes, str, datetime]] = {}
        self.failing = False
        """While True, every call raises StorageUnavailable (as a storage that is down)."""

    def _check(self) -> None:
        if self.failing:
            raise StorageUnavailable()

    async def put(self, key: str, data: bytes, content_type: str) -> None:
        self._check()
        if not is_storage_key(key):
            raise ValueError(f"not an object key: {key!r}")
        self.objects[key] = (bytes(data), content_type, datetime.now(UTC))

    async def get(self, key: str) -> StoredObject | None:
        self._check()
        entry = self.objects.get(key)
        if entry is None:
            return None
        data, content_type, _ = entry
        return StoredObject(data, content_type, f'"{hashlib.sha256(data).hexdigest()[:32]}"')

    async def delete(self, key: str) -> None:
        self._check()
        self.objects.pop(key, None)

    async def list(self, prefix: str, after: str | None, limit: int) -> list[ObjectInfo]:
        self._check()
        keys = sorted(
            k for k in self.objects if k.startswith(prefix) and (after is None or k > after)
        )
        return [ObjectInfo(k, self.objects[k][2]) for k in keys[:limit]]

    def backdate(self, key: str, modified_at: datetime) -> None:
        """Make an object look older (for the orphan sweep's grace period)."""
        data, content_type, _ = self.objects[key]
        self.objects[key] = (data, content_type, modified_at)

    async def aclose(self) -> None:
        """Nothing to close."""
