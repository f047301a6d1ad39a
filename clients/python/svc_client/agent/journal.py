"""Exactly-once acknowledgement across restarts: a local append-only journal of commands.

Each command goes through ``started`` (before its handler runs), ``done`` (the handler's
outcome) and ``acked`` (the server took the acknowledgement), each line flushed and fsynced
before the next step. After a crash:

- ``acked``: nothing to do (a duplicate delivery is skipped);
- ``done`` but not acked: acknowledge the recorded outcome again; the handler does not run;
- ``started`` but not done: the handler may have had effects, so it is not run again; the
  command is acknowledged ``failure`` with ``{"error": "interrupted"}``.

So a handler runs at most once and every command is acknowledged once (the server answers
409 to a second acknowledgement, taken as done).
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

KEPT_ACKED = 1000


@dataclass
class Entry:
    state: str  # started | done | acked
    status: str | None = None
    result: dict[str, Any] | None = None


class Journal:
    def __init__(self, path: Path, kept_acked: int = KEPT_ACKED) -> None:
        self.path = path
        self.kept_acked = kept_acked
        self.entries: dict[str, Entry] = {}
        if path.exists():
            for line in path.read_text(encoding="utf-8").splitlines():
                try:
                    record = json.loads(line)
                except ValueError:
                    continue  # a line cut by a crash: its step is redone from the one before
                self._apply(record)
        path.parent.mkdir(parents=True, exist_ok=True)
        self._compact()
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
        self._file = os.fdopen(fd, "a", encoding="utf-8")

    def _compact(self) -> None:
        """At start: one line per command, the acknowledged ones only the latest
        ``kept_acked`` (enough to skip a late duplicate delivery); rewritten atomically."""
        acked = [c for c, e in self.entries.items() if e.state == "acked"]
        for command_id in acked[: max(0, len(acked) - self.kept_acked)]:
            del self.entries[command_id]
        temporary = self.path.with_name(f".{self.path.name}.tmp")
        fd = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "w", encoding="utf-8") as file:
            for command_id, entry in self.entries.items():
                record: dict[str, Any] = {"id": command_id, "state": entry.state}
                if entry.state == "done":
                    record |= {"status": entry.status, "result": entry.result}
                file.write(json.dumps(record, separators=(",", ":")) + "\n")
            file.flush()
            os.fsync(file.fileno())
        os.replace(temporary, self.path)

    def _apply(self, record: dict[str, Any]) -> None:
        self.entries.pop(record["id"], None)  # the order of the entries: of their last step
        self.entries[record["id"]] = Entry(
            record["state"], record.get("status"), record.get("result")
        )

    def _write(self, record: dict[str, Any]) -> None:
        self._file.write(json.dumps(record, separators=(",", ":")) + "\n")
        self._file.flush()
        os.fsync(self._file.fileno())
        self._apply(record)

    def state(self, command_id: str) -> Entry | None:
        return self.entries.get(command_id)

    def started(self, command_id: str) -> None:
        self._write({"id": command_id, "state": "started"})

    def done(self, command_id: str, status: str, result: dict[str, Any]) -> None:
        self._write({"id": command_id, "state": "done", "status": status, "result": result})

    def acked(self, command_id: str) -> None:
        self._write({"id": command_id, "state": "acked"})

    def close(self) -> None:
        self._file.close()
