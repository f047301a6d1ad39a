"""Ports of the personal totem area: the object storage (outbound), repositories and the
readers of its hot paths."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Protocol
from uuid import UUID

from domain.totem.gallery import Audience, Order, Sort
from domain.totem.model import TotemModel


@dataclass(frozen=True, slots=True)
class StoredObject:
    data: bytes
    content_type: str
    etag: str  # quoted, as in the HTTP header


@dataclass(frozen=True, slots=True)
class ObjectInfo:
    key: str
    modified_at: datetime


class ObjectStorage(Protocol):
    """Where uploaded files live (model files, skin-builder parts). Keys are relative paths
    of ``[a-z0-9._/-]``; objects are written once and never changed. Every method raises
    ``StorageUnavailable`` when the storage fails or does not answer."""

    async def put(self, key: str, data: bytes, content_type: str) -> None: ...

    async def get(self, key: str) -> StoredObject | None: ...

    async def delete(self, key: str) -> None:
        """Remove the object; nothing happens when it does not exist."""
        ...

    async def list(self, prefix: str, after: str | None, limit: int) -> list[ObjectInfo]:
        """Objects whose key starts with ``prefix``, in key order, after ``after``."""
        ...


class TotemModelRepository(Protocol):
    async def add_if_absent(self, model: TotemModel) -> TotemModel:
        """Store ``model`` unless its owner has a model with the same SHA-256: the stored one
        (exactly one of any number of concurrent identical uploads is stored)."""
        ...

    async def get(self, model_id: str) -> TotemModel | None: ...

    async def find(self, owner_id: UUID, sha256: str) -> TotemModel | None: ...

    async def existing(self, model_ids: Sequence[str]) -> set[str]: ...


class TotemSelectionRepository(Protocol):
    async def select(self, user_id: UUID, model_id: str, at: datetime) -> None:
        """Make the model the user's active one, note it in their history and count the
        selection on the model (selectedCount, lastUsedAt)."""
        ...


class TotemRepositories(Protocol):
    @property
    def models(self) -> TotemModelRepository: ...

    @property
    def selections(self) -> TotemSelectionRepository: ...


@dataclass(frozen=True, slots=True)
class GalleryCursor:
    key: int | str
    model_id: str


@dataclass(frozen=True, slots=True)
class HistoryRow:
    model: TotemModel
    selected_at: datetime


class TotemReader(Protocol):
    async def model(self, model_id: str) -> TotemModel | None: ...

    async def active(self, user_id: UUID) -> HistoryRow | None:
        """The user's active model and when they selected it."""
        ...

    async def history(self, user_id: UUID, limit: int) -> list[HistoryRow]:
        """Models the user selected, the most recently selected first."""
        ...

    async def gallery(
        self,
        sort: Sort,
        order: Order,
        after: GalleryCursor | None,
        limit: int,
        audience: Audience,
    ) -> list[TotemModel]:
        """Every model the audience sees, by ``sort`` then id, in ``order``."""
        ...
