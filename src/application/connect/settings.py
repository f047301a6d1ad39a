"""Settings per server and source, with revisions, history and optional schemas
(docs/connect.md, section 6)."""

from __future__ import annotations

from typing import Any, Final
from uuid import UUID

from application.connect.access import ServerAccess
from application.connect.callers import Caller, actor, server_for
from application.connect.ports import EventPublisher, SettingsReader
from application.ports import Clock, UnitOfWorkFactory
from application.shared.sentinels import Keep
from domain.connect.documents import check_document
from domain.connect.errors import SettingsChanged, SettingsSourceNotFound
from domain.connect.events import SettingsUpdated
from domain.connect.nodes import SETTINGS_READ, SETTINGS_WRITE
from domain.connect.schema import Schema
from domain.connect.settings import (
    MAX_DATA_BYTES,
    SettingsDraft,
    SettingsEntry,
    validate_schema_version,
    validate_source,
)
from domain.shared.merge_patch import merge_patch
from domain.shared.pagination import LimitRule

HISTORY_LIMIT = LimitRule(default=20, maximum=100)
PATCH_ATTEMPTS = 5
KEEP: Final = Keep.KEEP
"""``schema=KEEP`` on put: the source's current schema stays (and checks the data)."""
DEFAULT_SCHEMA_VERSION = "1"


class ServerSettings:
    def __init__(
        self,
        uow: UnitOfWorkFactory,
        reader: SettingsReader,
        access: ServerAccess,
        events: EventPublisher,
        clock: Clock,
    ) -> None:
        self._uow = uow
        self._reader = reader
        self._access = access
        self._events = events
        self._clock = clock

    async def current(
        self, caller: Caller, server_id: UUID, source: str | None = None
    ) -> list[SettingsEntry]:
        """The newest revision of every source, or of one (one indexed read)."""
        if source is not None:
            validate_source(source)
        await server_for(self._access, caller, server_id, SETTINGS_READ)
        return await self._reader.current(server_id, source)

    async def history(
        self, caller: Caller, server_id: UUID, source: str | None, limit: int | None
    ) -> list[SettingsEntry]:
        limit = HISTORY_LIMIT.apply(limit)
        if source is not None:
            validate_source(source)
        await server_for(self._access, caller, server_id, SETTINGS_READ)
        async with self._uow() as uow:
            return await uow.connect.settings.history(server_id, source, limit)

    async def put(
        self,
        caller: Caller,
        server_id: UUID,
        source: str,
        data: dict[str, Any],
        schema: Schema | Keep | None = KEEP,
        schema_version: str | None = None,
        if_match: int | None = None,
    ) -> SettingsEntry:
        """Store the next revision and tell the server's streams. With ``if_match``, only if
        that is still the current revision (else SettingsChanged, 412, nothing stored)."""
        validate_source(source)
        if schema_version is not None:
            validate_schema_version(schema_version)
        await server_for(self._access, caller, server_id, SETTINGS_WRITE)
        async with self._uow() as uow:
            if schema is KEEP:
                current = await uow.connect.settings.current(server_id, source)
                schema = current[0].schema if current else None
            draft = SettingsDraft(
                server_id=server_id,
                source=source,
                data=data,
                schema=schema,
                schema_version=schema_version or _version_of(schema),
                updated_at=self._clock.now(),
                updated_by=actor(caller),
                expected_revision=if_match,
            ).checked()
            entry = await uow.connect.settings.put(draft)
            if entry is None:
                raise SettingsChanged()
            await uow.commit()
        await self._events.publish(SettingsUpdated(entry))
        return entry

    async def patch(
        self,
        caller: Caller,
        server_id: UUID,
        source: str,
        patch: dict[str, Any],
        if_match: int | None = None,
    ) -> SettingsEntry:
        """Merge ``patch`` (JSON Merge Patch, RFC 7396) into the source's data: members it
        names change, ``null`` removes one, the others stay. The schema stays and checks the
        result. Without ``if_match`` the patch applies to whatever is current (a writer that
        lost a race merges again into the newer revision); with it, only to that revision."""
        validate_source(source)
        check_document(patch, "data", MAX_DATA_BYTES)
        await server_for(self._access, caller, server_id, SETTINGS_WRITE)
        for _ in range(PATCH_ATTEMPTS):
            async with self._uow() as uow:
                found = await uow.connect.settings.current(server_id, source)
                if not found:
                    raise SettingsSourceNotFound()
                base = found[0]
                if if_match is not None and base.revision != if_match:
                    raise SettingsChanged()
                draft = SettingsDraft(
                    server_id=server_id,
                    source=source,
                    data=merge_patch(base.data, patch),
                    schema=base.schema,
                    schema_version=base.schema_version,
                    updated_at=self._clock.now(),
                    updated_by=actor(caller),
                    expected_revision=base.revision,
                ).checked()
                entry = await uow.connect.settings.put(draft)
                if entry is not None:
                    await uow.commit()
                    await self._events.publish(SettingsUpdated(entry))
                    return entry
            if if_match is not None:
                raise SettingsChanged()
        raise SettingsChanged("the settings kept changing while the patch was applied; retry")


def _version_of(schema: Schema | None) -> str:
    return schema.version if schema is not None else DEFAULT_SCHEMA_VERSION
