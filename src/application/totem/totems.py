"""Personal totems (docs/profile.md, "Personal totems"): upload or activate a model, the
active one, the caller's history, the public gallery and single models.

An upload is decoded and checked before anything is stored. Its file is written to the
object storage first, under a new random id, and its row second: a failed write leaves no
row, and a row never points at a missing file. Identical uploads by one user (same SHA-256 of
the canonical bytes) reuse the stored model; when several race, one row wins (a unique key)
and the losers remove the file they wrote (if that fails, the orphan sweep does it later).
"""

from __future__ import annotations

import json
import logging
import secrets
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any
from uuid import UUID

from application.identity.ports import UserReader
from application.identity.principal import Principal
from application.permissions.access import AccessControl
from application.ports import Clock, UnitOfWorkFactory
from application.totem import cursors
from application.totem.ports import HistoryRow, ObjectStorage, StoredObject, TotemReader
from domain.shared.errors import DomainError
from domain.shared.time import to_millis
from domain.totem.errors import ModelNotFound, NoActiveModel
from domain.totem.gallery import (
    GALLERY_LIMIT,
    HISTORY_LIMIT,
    Sort,
    audience,
    order_of,
    sort_of,
)
from domain.totem.model import (
    MODEL_FILE,
    TotemModel,
    author,
    decode_upload,
    file_name,
    object_key,
    rating,
)
from domain.totem.nodes import TOTEM_READ, TOTEM_WRITE
from domain.totem.request import Action, action_of

CONTENT_TYPE = "application/json"

log = logging.getLogger("svc.totem")


@dataclass(frozen=True, slots=True)
class TotemConfig:
    cdn_url: str
    public_api: bool = False


@dataclass(frozen=True, slots=True)
class Upload:
    format: str
    data: str


@dataclass(frozen=True, slots=True)
class AuthorIn:
    id: UUID | None = None
    name: str | None = None
    description: str | None = None


@dataclass(frozen=True, slots=True)
class Posted:
    model: TotemModel
    created: bool  # a new model was stored (else an existing one was activated)


@dataclass(frozen=True, slots=True)
class ActiveView:
    model: TotemModel
    selected_at: datetime
    document: dict[str, Any] | None  # the model JSON, when asked to inline it


@dataclass(frozen=True, slots=True)
class GalleryPage:
    items: list[TotemModel]
    active_id: str | None
    next_cursor: str | None


class PersonalTotems:
    def __init__(
        self,
        uow: UnitOfWorkFactory,
        reader: TotemReader,
        storage: ObjectStorage,
        users: UserReader,
        access: AccessControl,
        clock: Clock,
        config: TotemConfig,
    ) -> None:
        self._uow = uow
        self._reader = reader
        self._storage = storage
        self._users = users
        self._access = access
        self._clock = clock
        self._config = config

    def url(self, model_id: str) -> str:
        """The public URL of the model's file."""
        return f"{self._config.cdn_url}/{object_key(model_id)}"

    async def post(
        self,
        principal: Principal,
        upload: Upload | None = None,
        item_model_id: str | None = None,
        name: str | None = None,
        rating_content: str | None = None,
        rating_age: int | None = None,
        author_in: AuthorIn | None = None,
        rated: bool = False,
    ) -> Posted:
        """Upload a model (``upload``) or activate one (``item_model_id``), never both."""
        action = action_of(
            upload is not None, item_model_id is not None, bool(name or rated or author_in)
        )
        if action is Action.ACTIVATE:
            assert item_model_id is not None
            return await self.activate(principal, item_model_id)
        assert upload is not None
        return await self.upload(principal, upload, name, rating_content, rating_age, author_in)

    async def upload(
        self,
        principal: Principal,
        upload: Upload,
        name: str | None = None,
        rating_content: str | None = None,
        rating_age: int | None = None,
        author_in: AuthorIn | None = None,
    ) -> Posted:
        file = decode_upload(upload.format, upload.data)
        model_rating = rating(rating_content, rating_age)
        display_name = file_name(name)
        given = author_in or AuthorIn()
        author_id = given.id or principal.user_id
        author_name = given.name
        await self._access.require(principal, TOTEM_WRITE)
        if author_name is None and author_id == principal.user_id:
            user = await self._users.get(principal.user_id)
            author_name = user.name if user is not None else None
        model_author = author(author_id, author_name, given.description)
        owner = principal.user_id
        async with self._uow() as uow:
            existing = await uow.totem.models.find(owner, file.sha256)
            if existing is not None:
                await uow.totem.selections.select(owner, existing.id, self._clock.now())
                await uow.commit()
                return Posted(await self._reloaded(existing), created=False)
        model_id = secrets.token_hex(12)  # random: the file is public at its URL
        await self._storage.put(object_key(model_id), file.data, CONTENT_TYPE)
        now = self._clock.now()
        model = TotemModel(
            id=model_id,
            owner_id=owner,
            sha256=file.sha256,
            size=len(file.data),
            name=display_name,
            rating=model_rating,
            author=model_author,
            created_at=now,
            last_used_at=now,
        )
        async with self._uow() as uow:
            stored = await uow.totem.models.add_if_absent(model)
            await uow.totem.selections.select(owner, stored.id, now)
            await uow.commit()
        if stored.id != model_id:  # an identical upload won the race: ours is an orphan
            await self._remove_quietly(model_id)
        return Posted(await self._reloaded(stored), created=stored.id == model_id)

    async def activate(self, principal: Principal, model_id: str) -> Posted:
        await self._access.require(principal, TOTEM_WRITE)
        async with self._uow() as uow:
            model = await uow.totem.models.get(model_id)
            if model is None:
                raise ModelNotFound()
            await uow.totem.selections.select(principal.user_id, model_id, self._clock.now())
            await uow.commit()
        return Posted(await self._reloaded(model), created=False)

    async def active(self, principal: Principal, include_model: bool = False) -> ActiveView:
        await self._access.require(principal, TOTEM_READ)
        row = await self._reader.active(principal.user_id)
        if row is None:
            raise NoActiveModel()
        document = None
        if include_model:
            stored = await self._storage.get(object_key(row.model.id))
            if stored is None:
                raise ModelNotFound("the model's file is missing")
            document = json.loads(stored.data)
        return ActiveView(row.model, row.selected_at, document)

    async def history(self, principal: Principal, limit: int | None = None) -> list[HistoryRow]:
        await self._access.require(principal, TOTEM_READ)
        return await self._reader.history(principal.user_id, HISTORY_LIMIT.apply(limit))

    async def gallery(
        self,
        principal: Principal,
        limit: int | None = None,
        sort: str | None = None,
        order: str | None = None,
        cursor: str | None = None,
        content: str | None = None,
        age: int | None = None,
    ) -> GalleryPage:
        await self._access.require(principal, TOTEM_READ)
        chosen = sort_of(sort)
        direction = order_of(order, chosen)
        viewer = audience(content, age)
        size = GALLERY_LIMIT.apply(limit)
        after = cursors.decode(cursor, chosen) if cursor else None
        rows = await self._reader.gallery(chosen, direction, after, size + 1, viewer)
        more, rows = len(rows) > size, rows[:size]
        next_cursor = None
        if more and rows:
            last = rows[-1]
            next_cursor = cursors.encode(chosen, sort_key(last, chosen), last.id)
        active = await self._reader.active(principal.user_id)
        return GalleryPage(rows, active.model.id if active else None, next_cursor)

    async def model(self, principal: Principal, model_id: str) -> TotemModel:
        """The caller's own or active model; any model when the public API is on."""
        await self._access.require(principal, TOTEM_READ)
        model = await self._reader.model(model_id)
        if model is None:
            raise ModelNotFound()
        if self._config.public_api or model.owner_id == principal.user_id:
            return model
        active = await self._reader.active(principal.user_id)
        if active is not None and active.model.id == model_id:
            return model
        raise ModelNotFound()

    async def model_file(self, name: str) -> StoredObject | None:
        """A model's stored file by its name below the CDN URL (``<id>.json``), as uploaded;
        None when no such file is stored (or the name is no model file's)."""
        if MODEL_FILE.fullmatch(name) is None:
            return None
        return await self._storage.get(name)

    async def known(self, model_ids: Sequence[str]) -> set[str]:
        """Which of these ids have a model row (for the orphan sweep)."""
        async with self._uow() as uow:
            return await uow.totem.models.existing(model_ids)

    async def _reloaded(self, model: TotemModel) -> TotemModel:
        """The model as stored now (its selection count moved on)."""
        return await self._reader.model(model.id) or model

    async def _remove_quietly(self, model_id: str) -> None:
        try:
            await self._storage.delete(object_key(model_id))
        except DomainError:
            log.warning("could not remove the orphaned model file %s; the sweep will", model_id)


def sort_key(model: TotemModel, sort: Sort) -> int | str:
    if sort is Sort.SELECTED:
        return model.selected_count
    if sort is Sort.CREATED:
        return to_millis(model.created_at)
    if sort is Sort.LAST_USED:
        return to_millis(model.last_used_at)
    return model.name.lower()
