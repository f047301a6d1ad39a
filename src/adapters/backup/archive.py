"""The file ``svc backup create`` writes and ``svc backup restore`` reads: a gzip-compressed
tar of one directory laid out as

    manifest.json          what the backup holds (format, build id, schema revision, counts)
    database/<table>.jsonl every row of every table (adapters/sql/backup.py)
    objects/<key>          every uploaded object, under its storage key

It is written to ``<file>.partial`` and renamed when complete, so a backup that failed half
way never looks like one. Reading extracts with the ``data`` filter: no absolute paths, no
``..``, no links out of the directory, no devices.
"""

from __future__ import annotations

import os
import tarfile
from dataclasses import dataclass, field
from pathlib import Path

import msgspec

FORMAT = 1
MANIFEST = "manifest.json"


class BackupFileError(Exception):
    """The file is not a backup this release can read; the message says why."""


@dataclass(frozen=True, slots=True)
class Manifest:
    created_at: str
    build_id: str
    revisions: list[str]
    database: str
    """``sqlite`` or ``postgresql``: where it was taken (it restores into either)."""
    tables: dict[str, int]
    objects: dict[str, str] = field(default_factory=dict)
    """Storage key -> content type of every object in the backup."""
    format: int = FORMAT


def write(target: Path, directory: Path, manifest: Manifest) -> None:
    """Archive ``directory`` (``database/``, ``objects/``) with ``manifest`` as ``target``."""
    (directory / MANIFEST).write_bytes(msgspec.json.encode(manifest))
    partial = target.with_name(target.name + ".partial")
    try:
        with tarfile.open(partial, "w:gz") as archive:
            archive.add(directory / MANIFEST, MANIFEST)
            for part in ("database", "objects"):
                if (directory / part).is_dir():
                    archive.add(directory / part, part)
        os.replace(partial, target)
    finally:
        partial.unlink(missing_ok=True)


def read(source: Path, into: Path) -> Manifest:
    """Extract ``source`` into ``into``; its manifest."""
    try:
        with tarfile.open(source, "r:gz") as archive:
            archive.extractall(into, filter="data")
        manifest = msgspec.json.decode((into / MANIFEST).read_bytes(), type=Manifest)
    except OSError as error:  # tarfile's own errors about the content are TarError
        raise BackupFileError(f"cannot read {source}: {error.strerror or error}") from None
    except tarfile.TarError as error:
        raise BackupFileError(f"{source} is not a gzip-compressed tar file ({error})") from None
    except (msgspec.ValidationError, msgspec.DecodeError) as error:
        raise BackupFileError(f"{source} has no valid {MANIFEST}: {error}") from None
    if manifest.format != FORMAT:
        raise BackupFileError(f"{source} has backup format {manifest.format}, not {FORMAT}")
    return manifest
