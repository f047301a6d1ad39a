"""The server's credentials on disk: written once, before anything else, readable by the
owner alone (mode 0600 from creation: never a moment with wider bits)."""

from __future__ import annotations

import json
import os
from pathlib import Path
from uuid import UUID

from svc_client.session import ServerCredentials


def load(path: Path) -> ServerCredentials | None:
    if not path.exists():
        return None
    data = json.loads(path.read_text(encoding="utf-8"))
    return ServerCredentials(UUID(data["serverId"]), data["serverSecret"])


def save(path: Path, credentials: ServerCredentials, **extra: object) -> None:
    """Atomically: a temporary file created 0600, flushed to disk, renamed over ``path``."""
    path.parent.mkdir(parents=True, exist_ok=True)
    body = {"serverId": str(credentials.server_id), "serverSecret": credentials.secret, **extra}
    temporary = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    fd = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    try:
        os.fchmod(fd, 0o600)  # whatever the umask
        os.write(fd, json.dumps(body, indent=2).encode())
        os.fsync(fd)
    finally:
        os.close(fd)
    os.replace(temporary, path)
