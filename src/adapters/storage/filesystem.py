"""Objects as files under one directory (``SVC_DATA_DIR/objects`` by default).

File I/O runs on a thread, off the event loop. A write goes to a temporary file in the same
directory first and is renamed into place, so a reader never sees half a file. The content
type follows from the key's extension.
"""

from __future__ import annotations

import asyncio
import hashlib
import os
import tempfile
from datetime import UTC, datetime
from pathlib import Path

from application.totem.ports import ObjectInfo, StoredObject
from domain.shared.storage_key import is_storage_key
from domain.totem.errors import StorageUnavailable

TYPES = {".json": "application/json", ".png": "image/png"}


class FilesystemObjectStorage:
    def __init__(self, root: Path) -> None:
        self._root = root

    def _path(self, key: str) -> Path:
        if not is_storage_key(key):
            raise ValueError(f"not an object key: {key!r}")
        return self._root / key

    async def put(self, key: str, data: bytes, content_type: str) -> None:
        path = self._path(key)
        try:
            await asyncio.to_thread(_write, path, data)
        except OSError as error:
            raise StorageUnavailable(f"could not store the file: {error.strerror}") from None

    async def get(self, key: str) -> StoredObject | None:
        if not is_storage_key(key):
            return None
        try:
            data = await asyncio.to_thread(_read, self._path(key))
        except OSError as error:
            raise StorageUnavailable(f"could not read the file: {error.strerror}") from None
        if data is None:
            return None
        content_type = TYPES.get(Path(key).suffix, "application/octet-stream")
        return StoredObject(data, content_type, f'"{hashlib.sha256(data).hexdigest()[:32]}"')

    async def delete(self, key: str) -> None:
        if not is_storage_key(key):
            return  # nothing can be stored under it
        try:
            await asyncio.to_thread(self._path(key).unlink, missing_ok=True)
        except OSError as error:
            raise StorageUnavailable(f"could not remove the file: {error.strerror}") from None

    async def list(self, prefix: str, after: str | None, limit: int) -> list[ObjectInfo]:
        try:
            return await asyncio.to_thread(_list_files, self._root, prefix, after, limit)
        except OSError as error:
            raise StorageUnavailable(f"could not list the files: {error.strerror}") from None

    async def aclose(self) -> None:
        """Nothing to close."""


def _list_files(root: Path, prefix: str, after: str | None, limit: int) -> list[ObjectInfo]:
    found: list[tuple[str, float]] = []
    if not root.is_dir():
        return []
    for directory, _, files in os.walk(root):
        for name in files:
            path = Path(directory) / name
            key = path.relative_to(root).as_posix()
            if is_storage_key(key) and key.startswith(prefix) and (after is None or key > after):
                found.append((key, path.stat().st_mtime))
    found.sort()
    return [ObjectInfo(k, datetime.fromtimestamp(t, UTC)) for k, t in found[:limit]]


def _write(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=".upload-")
    try:
        with os.fdopen(handle, "wb") as file:
            file.write(data)
        os.chmod(temporary, 0o644)
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def _read(path: Path) -> bytes | None:
    try:
        return path.read_bytes()
    except (FileNotFoundError, IsADirectoryError, NotADirectoryError):
        return None
