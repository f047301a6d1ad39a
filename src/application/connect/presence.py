"""When servers and hosts were last seen, without a write per poll.

Each server-authenticated request calls ``seen()``, which touches memory only and keeps at
most one moment (and the address it came from) per server per interval; ``flush()``, run
periodically by the host process, writes the batch in one transaction.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from uuid import UUID

from application.ports import UnitOfWorkFactory
from domain.connect.server import Server

MAX_REMEMBERED = 100_000


class ServerPresence:
    def __init__(self, uow: UnitOfWorkFactory, interval: timedelta) -> None:
        self._uow = uow
        self._interval = interval
        self._last: dict[UUID, tuple[datetime, str]] = {}
        self._pending: dict[UUID, tuple[datetime, str]] = {}

    def seen(self, server_id: UUID, ip: str, now: datetime) -> None:
        last = self._last.get(server_id)
        if last is not None and now - last[0] < self._interval:
            return
        self._last[server_id] = self._pending[server_id] = (now, ip)

    def last_seen(self, server_id: UUID) -> tuple[datetime, str] | None:
        """The newest moment (and address) this process saw the server, written or not."""
        return self._last.get(server_id)

    def overlay(self, server: Server) -> Server:
        """``server`` with a newer moment this process noted but has not written yet."""
        noted = self._last.get(server.server_id)
        if noted is not None and (server.last_seen_at is None or noted[0] > server.last_seen_at):
            server.last_seen_at, server.last_seen_ip = noted
        return server

    async def flush(self) -> int:
        if not self._pending:
            return 0
        batch, self._pending = self._pending, {}
        try:
            async with self._uow() as uow:
                await uow.connect.servers.record_last_seen(batch)
                await uow.commit()
        except Exception:
            for server_id, seen in batch.items():
                self._pending.setdefault(server_id, seen)
            raise
        if len(self._last) > MAX_REMEMBERED:
            self._last.clear()
        return len(batch)
