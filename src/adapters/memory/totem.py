"""In-memory adapters of the personal totem area: repositories and the reader."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from datetime import datetime
from uuid import UUID

from adapters.memory.store import MemoryStore, MemoryTx, Table
from application.totem.ports import GalleryCursor, HistoryRow
from domain.shared.time import to_millis
from domain.totem.gallery import Audience, Order, Sort
from domain.totem.model import TotemModel

MODELS = Table[str, TotemModel]("totem_models")  # id -> model
ACTIVE = Table[UUID, tuple[str, datetime]]("totem_active")  # user -> (model id, selected at)
# (user, model id) -> when the user last selected it
SELECTIONS = Table[tuple[UUID, str], datetime]("totem_selections")


class MemoryTotemModelRepository:
    def __init__(self, tx: MemoryTx) -> None:
        self._tx = tx

    async def add_if_absent(self, model: TotemModel) -> TotemModel:
        existing = await self.find(model.owner_id, model.sha256)
        if existing is not None:
            return existing
        self._tx.write(MODELS)[model.id] = model
        return model

    async def get(self, model_id: str) -> TotemModel | None:
        return self._tx.read(MODELS).get(model_id)

    async def find(self, owner_id: UUID, sha256: str) -> TotemModel | None:
        for model in self._tx.read(MODELS).values():
            if model.owner_id == owner_id and model.sha256 == sha256:
                return model
        return None

    async def existing(self, model_ids: Sequence[str]) -> set[str]:
        models = self._tx.read(MODELS)
        return {i for i in model_ids if i in models}


class MemoryTotemSelectionRepository:
    def __init__(self, tx: MemoryTx) -> None:
        self._tx = tx

    async def select(self, user_id: UUID, model_id: str, at: datetime) -> None:
        models = self._tx.write(MODELS)
        model = models[model_id]
        models[model_id] = replace(model, selected_count=model.selected_count + 1, last_used_at=at)
        self._tx.write(ACTIVE)[user_id] = (model_id, at)
        self._tx.write(SELECTIONS)[(user_id, model_id)] = at


class MemoryTotemRepositories:
    def __init__(self, tx: MemoryTx) -> None:
        self.models = MemoryTotemModelRepository(tx)
        self.selections = MemoryTotemSelectionRepository(tx)


def _key(model: TotemModel, sort: Sort) -> int | str:
    if sort is Sort.SELECTED:
        return model.selected_count
    if sort is Sort.CREATED:
        return to_millis(model.created_at)
    if sort is Sort.LAST_USED:
        return to_millis(model.last_used_at)
    return model.name.lower()


class MemoryTotemReader:
    def __init__(self, store: MemoryStore) -> None:
        self._tables = store.tables

    async def model(self, model_id: str) -> TotemModel | None:
        return self._tables[MODELS].get(model_id)

    async def active(self, user_id: UUID) -> HistoryRow | None:
        entry = self._tables[ACTIVE].get(user_id)
        if entry is None:
            return None
        model = self._tables[MODELS].get(entry[0])
        return HistoryRow(model, entry[1]) if model else None

    async def history(self, user_id: UUID, limit: int) -> list[HistoryRow]:
        models = self._tables[MODELS]
        rows = [
            HistoryRow(models[m], at)
            for (u, m), at in self._tables[SELECTIONS].items()
            if u == user_id and m in models
        ]
        rows.sort(key=lambda r: (r.selected_at, r.model.id), reverse=True)
        return rows[:limit]

    async def gallery(
        self,
        sort: Sort,
        order: Order,
        after: GalleryCursor | None,
        limit: int,
        audience: Audience,
    ) -> list[TotemModel]:
        descending = order is Order.DESC
        rows = [m for m in self._tables[MODELS].values() if audience.sees(m.rating)]
        rows.sort(key=lambda m: (_key(m, sort), m.id), reverse=descending)
        if after is not None:
            mark = (after.key, after.model_id)
            rows = [
                m
                for m in rows
                if ((_key(m, sort), m.id) < mark if descending else (_key(m, sort), m.id) > mark)
            ]
        return rows[:limit]
