"""``svc backup create`` and ``svc backup restore``: the database and the uploaded objects in
one file, restored into an empty database and an empty storage (docs/operations.md, "Backups").

A backup is taken at the head revision of the release that takes it (the tables it reads are
that release's) and restored by a release with the same head: the schema is created by the
migrations, then the rows are inserted; a later release then upgrades it as usual. Objects are
read and written through the object storage port, so both filesystem and S3 storage are
covered. The signing and encryption keys are not in it: they live in the secret store
(SVC_JWT_PRIVATE_KEY, SVC_ENCRYPTION_KEYS), and a restore needs the same ones for the stored
tokens and sealed secrets to open.
"""

from __future__ import annotations

import asyncio
import tempfile
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import TypeVar

from adapters.backup.archive import BackupFileError, Manifest, read, write
from adapters.sql import backup as rows
from adapters.sql.schema_version import check_schema, schema_status, script_revisions
from application.totem.ports import ObjectStorage
from bootstrap.infrastructure import Closer
from bootstrap.outbound import object_storage
from bootstrap.settings import Settings

PAGE = 1000
_T = TypeVar("_T")

__all__ = ["BackupError", "Manifest", "create_backup", "restore_backup"]


class BackupError(Exception):
    """The backup cannot be taken or restored as asked; the message says why and what to do."""


def create_backup(settings: Settings, target: Path) -> Manifest:
    """Write a backup of the database and every object to ``target``. Safe while serving."""
    url = _sql_url(settings)
    return asyncio.run(_create(settings, url, target.absolute()))


async def _create(settings: Settings, url: str, target: Path) -> Manifest:
    status = await check_schema(url)
    if status.newer:
        raise BackupError("the database was migrated by a newer release: back up with that one")
    with tempfile.TemporaryDirectory(prefix=".svc-backup-", dir=target.parent) as stage:
        directory = Path(stage)
        (directory / "database").mkdir()
        tables = await rows.dump(url, directory / "database")
        objects = await _with_storage(settings, lambda s: _save_objects(s, directory))
        manifest = Manifest(
            created_at=datetime.now(UTC).isoformat(timespec="seconds"),
            build_id=settings.server.build_id,
            revisions=sorted(status.current),
            database="sqlite" if url.startswith("sqlite") else "postgresql",
            tables=tables,
            objects=objects,
        )
        await asyncio.to_thread(write, target, directory, manifest)
    return manifest


def restore_backup(settings: Settings, source: Path) -> Manifest:
    """Restore ``source`` into a database that was never migrated (a new SQLite file, a new
    PostgreSQL database) and an empty object storage. The instances should be stopped."""
    from bootstrap.migrations import upgrade

    url = _sql_url(settings)
    with tempfile.TemporaryDirectory(prefix=".svc-restore-") as stage:
        directory = Path(stage)
        try:
            manifest = read(source, directory)
        except BackupFileError as error:
            raise BackupError(str(error)) from None
        heads = sorted(script_revisions().heads)
        if manifest.revisions != heads:
            raise BackupError(
                f"the backup is at revision {', '.join(manifest.revisions)} (build "
                f"{manifest.build_id}) and this release's head is {', '.join(heads)}: restore "
                "it with the release that took it, then upgrade"
            )
        asyncio.run(_check_empty(settings, url))
        upgrade(url)  # the schema, and the rows migrations seed: the backup's replace them
        asyncio.run(_restore(settings, url, directory, manifest))
    return manifest


async def _check_empty(settings: Settings, url: str) -> None:
    status = await schema_status(url)
    if status.current:
        raise BackupError(
            f"the database {status.database} is migrated already (revision "
            f"{', '.join(sorted(status.current))}): restore into a new, empty database (a new "
            "SQLite file, or a PostgreSQL database just created)"
        )

    async def no_objects(storage: ObjectStorage) -> None:
        if await storage.list("", None, 1):
            raise BackupError("the object storage is not empty: restore into an empty one")

    await _with_storage(settings, no_objects)


async def _restore(settings: Settings, url: str, directory: Path, manifest: Manifest) -> None:
    await rows.load(url, directory / "database")

    async def put_objects(storage: ObjectStorage) -> None:
        for key, content_type in manifest.objects.items():
            data = await asyncio.to_thread((directory / "objects" / key).read_bytes)
            await storage.put(key, data, content_type)

    await _with_storage(settings, put_objects)


async def _save_objects(storage: ObjectStorage, directory: Path) -> dict[str, str]:
    saved: dict[str, str] = {}
    after: str | None = None
    while page := await storage.list("", after, PAGE):
        for info in page:
            stored = await storage.get(info.key)
            if stored is None:  # removed since it was listed: it is not in the backup
                continue
            path = directory / "objects" / info.key
            path.parent.mkdir(parents=True, exist_ok=True)
            await asyncio.to_thread(path.write_bytes, stored.data)
            saved[info.key] = stored.content_type
        after = page[-1].key
    return saved


async def _with_storage(settings: Settings, use: Callable[[ObjectStorage], Awaitable[_T]]) -> _T:
    closers: list[Closer] = []
    try:
        return await use(object_storage(settings, closers))
    finally:
        for close in closers:
            await close()


def _sql_url(settings: Settings) -> str:
    if settings.database.memory:
        raise BackupError("SVC_DATABASE_URL is memory://: there is nothing to back up")
    return settings.database.database_url
