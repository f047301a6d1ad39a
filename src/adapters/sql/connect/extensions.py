from __future__ import annotations

from collections.abc import Sequence
from typing import Any
from uuid import UUID

import sqlalchemy as sa
from sqlalchemy.ext.asyncio import AsyncConnection

from adapters.sql.fast_read import as_json, as_uuid
from adapters.sql.rows import dt_required, ms
from adapters.sql.tables.connect import connect_extensions, connect_server_extensions
from adapters.sql.upsert import upsert
from domain.connect.extension import Extension, ExtensionAction, ServerExtension
from domain.connect.schema import schema_from_dict, schema_to_dict

catalog = connect_extensions
published = connect_server_extensions
_CATALOG = sa.select(
    catalog.c.extension_id, catalog.c.name, catalog.c.description, catalog.c.created_by,
    catalog.c.created_at, catalog.c.updated_at,
)  # fmt: skip
_PUBLISHED = sa.select(
    published.c.server_id, published.c.extension_id, published.c.name, published.c.description,
    published.c.actions, published.c.updated_at,
)  # fmt: skip


def _extension(row: Sequence[Any]) -> Extension:
    extension_id, name, description, created_by, created_at, updated_at = row
    return Extension(
        extension_id,
        name,
        description,
        as_uuid(created_by),
        dt_required(created_at),
        dt_required(updated_at),
    )


def _actions_to_json(actions: tuple[ExtensionAction, ...]) -> list[dict[str, Any]]:
    return [
        {
            "id": a.id,
            "label": a.label,
            "description": a.description,
            "schema": schema_to_dict(a.schema) if a.schema else None,
        }
        for a in actions
    ]


def _actions_from_json(raw: list[dict[str, Any]]) -> tuple[ExtensionAction, ...]:
    return tuple(
        ExtensionAction(
            a["id"],
            a["label"],
            a["description"],
            schema_from_dict(a["schema"]) if a.get("schema") else None,
        )
        for a in raw
    )


def _published(row: Sequence[Any]) -> ServerExtension:
    server_id, extension_id, name, description, actions, updated_at = row
    return ServerExtension(
        as_uuid(server_id),
        extension_id,
        name,
        description,
        _actions_from_json(as_json(actions)),
        dt_required(updated_at),
    )


class SqlExtensionRepository:
    def __init__(self, connection: AsyncConnection) -> None:
        self._db = connection

    async def add(self, extension: Extension) -> bool:
        statement = (
            upsert(self._db, catalog)
            .values(
                extension_id=extension.extension_id,
                name=extension.name,
                description=extension.description,
                created_by=extension.created_by,
                created_at=ms(extension.created_at),
                updated_at=ms(extension.updated_at),
            )
            .on_conflict_do_nothing(index_elements=[catalog.c.extension_id])
            .returning(catalog.c.extension_id)
        )
        return (await self._db.execute(statement)).first() is not None

    async def get(self, extension_id: str) -> Extension | None:
        statement = _CATALOG.where(catalog.c.extension_id == extension_id)
        row = (await self._db.execute(statement)).first()
        return _extension(row) if row else None

    async def update(self, extension: Extension) -> None:
        await self._db.execute(
            catalog.update()
            .where(catalog.c.extension_id == extension.extension_id)
            .values(
                name=extension.name,
                description=extension.description,
                updated_at=ms(extension.updated_at),
            )
        )

    async def page(self, after: str | None, limit: int) -> list[Extension]:
        statement = _CATALOG.order_by(catalog.c.extension_id).limit(limit)
        if after is not None:
            statement = statement.where(catalog.c.extension_id > after)
        return [_extension(row) for row in await self._db.execute(statement)]


class SqlServerExtensionRepository:
    def __init__(self, connection: AsyncConnection) -> None:
        self._db = connection

    async def put(self, entry: ServerExtension) -> None:
        values = {
            "name": entry.name,
            "description": entry.description,
            "actions": _actions_to_json(entry.actions),
            "updated_at": ms(entry.updated_at),
        }
        statement = (
            upsert(self._db, published)
            .values(server_id=entry.server_id, extension_id=entry.extension_id, **values)
            .on_conflict_do_update(
                index_elements=[published.c.server_id, published.c.extension_id], set_=values
            )
        )
        await self._db.execute(statement)

    async def get(self, server_id: UUID, extension_id: str) -> ServerExtension | None:
        statement = _PUBLISHED.where(
            published.c.server_id == server_id, published.c.extension_id == extension_id
        )
        row = (await self._db.execute(statement)).first()
        return _published(row) if row else None

    async def list(self, server_id: UUID) -> list[ServerExtension]:
        statement = _PUBLISHED.where(published.c.server_id == server_id).order_by(
            published.c.extension_id
        )
        return [_published(row) for row in await self._db.execute(statement)]
