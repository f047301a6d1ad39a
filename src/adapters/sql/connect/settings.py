from __future__ import annotations

from uuid import UUID

import sqlalchemy as sa
from sqlalchemy.ext.asyncio import AsyncConnection

from adapters.sql.connect.rows import SETTINGS_COLUMNS, settings_from_row, settings_values
from adapters.sql.tables.connect import connect_settings, connect_settings_history
from adapters.sql.upsert import upsert
from domain.connect.settings import SettingsDraft, SettingsEntry

current = connect_settings
history = connect_settings_history


class SqlSettingsRepository:
    def __init__(self, connection: AsyncConnection) -> None:
        self._db = connection

    async def put(self, draft: SettingsDraft) -> SettingsEntry | None:
        """One upsert takes the next revision atomically (the row lock orders concurrent
        writers on PostgreSQL; SQLite writers are serialized), then history keeps it. With an
        expected revision, one conditional UPDATE instead: a writer that waited for the row
        lock re-reads the revision (PostgreSQL read committed) and matches nothing."""
        values = settings_values(draft)
        if draft.expected_revision is None:
            statement = upsert(self._db, current).values(revision=1, **values)
            next_revision = statement.on_conflict_do_update(
                index_elements=[current.c.server_id, current.c.source],
                set_={
                    "revision": current.c.revision + 1,
                    **{
                        k: statement.excluded[k] for k in values if k not in ("server_id", "source")
                    },
                },
            ).returning(current.c.revision)
            found = (await self._db.execute(next_revision)).scalar_one_or_none()
        else:
            conditional = (
                current.update()
                .where(
                    current.c.server_id == draft.server_id,
                    current.c.source == draft.source,
                    current.c.revision == draft.expected_revision,
                )
                .values(revision=current.c.revision + 1, **values)
                .returning(current.c.revision)
            )
            found = (await self._db.execute(conditional)).scalar_one_or_none()
        if found is None:
            return None
        revision = int(found)
        await self._db.execute(history.insert().values(revision=revision, **values))
        return SettingsEntry(
            server_id=draft.server_id,
            source=draft.source,
            revision=revision,
            data=draft.data,
            schema=draft.schema,
            schema_version=draft.schema_version,
            updated_at=draft.updated_at,
            updated_by=draft.updated_by,
        )

    async def current(self, server_id: UUID, source: str | None = None) -> list[SettingsEntry]:
        statement = sa.select(*(current.c[c] for c in SETTINGS_COLUMNS)).where(
            current.c.server_id == server_id
        )
        if source is not None:
            statement = statement.where(current.c.source == source)
        rows = await self._db.execute(statement.order_by(current.c.source))
        return [settings_from_row(row) for row in rows]

    async def history(self, server_id: UUID, source: str | None, limit: int) -> list[SettingsEntry]:
        statement = sa.select(*(history.c[c] for c in SETTINGS_COLUMNS)).where(
            history.c.server_id == server_id
        )
        if source is not None:
            statement = statement.where(history.c.source == source).order_by(
                history.c.revision.desc()
            )
        else:
            statement = statement.order_by(
                history.c.updated_at.desc(), history.c.source.desc(), history.c.revision.desc()
            )
        rows = await self._db.execute(statement.limit(limit))
        return [settings_from_row(row) for row in rows]
