from __future__ import annotations

import copy
from dataclasses import replace
from uuid import UUID

from adapters.memory.store import MemoryStore, MemoryTx, Table
from domain.connect.settings import SettingsDraft, SettingsEntry

CURRENT = Table[tuple[UUID, str], SettingsEntry]("connect_settings")  # (server_id, source)
# (server_id, source, revision)
HISTORY = Table[tuple[UUID, str, int], SettingsEntry]("connect_settings_history")


def _current(
    table: dict[tuple[UUID, str], SettingsEntry], server_id: UUID, source: str | None
) -> list[SettingsEntry]:
    found = [
        e for (s, src), e in table.items() if s == server_id and (source is None or src == source)
    ]
    return copy.deepcopy(sorted(found, key=lambda e: e.source))


class MemorySettingsRepository:
    def __init__(self, tx: MemoryTx) -> None:
        self._tx = tx

    async def put(self, draft: SettingsDraft) -> SettingsEntry | None:
        key = (draft.server_id, draft.source)
        previous = self._tx.read(CURRENT).get(key)
        if draft.expected_revision is not None and (
            previous is None or previous.revision != draft.expected_revision
        ):
            return None
        entry = SettingsEntry(
            server_id=draft.server_id,
            source=draft.source,
            revision=previous.revision + 1 if previous else 1,
            data=copy.deepcopy(draft.data),
            schema=draft.schema,
            schema_version=draft.schema_version,
            updated_at=draft.updated_at,
            updated_by=draft.updated_by,
        )
        self._tx.write(CURRENT)[key] = entry
        self._tx.write(HISTORY)[(*key, entry.revision)] = entry
        return copy.deepcopy(entry)

    async def current(self, server_id: UUID, source: str | None = None) -> list[SettingsEntry]:
        return _current(self._tx.read(CURRENT), server_id, source)

    async def history(self, server_id: UUID, source: str | None, limit: int) -> list[SettingsEntry]:
        found = [
            e
            for (s, src, _), e in self._tx.read(HISTORY).items()
            if s == server_id and (source is None or src == source)
        ]
        found.sort(key=lambda e: (e.updated_at, e.source, e.revision), reverse=True)
        return [replace(e, data=copy.deepcopy(e.data)) for e in found[:limit]]


class MemorySettingsReader:
    def __init__(self, store: MemoryStore) -> None:
        self._tables = store.tables

    async def current(self, server_id: UUID, source: str | None = None) -> list[SettingsEntry]:
        return _current(self._tables[CURRENT], server_id, source)
