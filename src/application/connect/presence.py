"""When servers and hosts were last seen (and from where): noted per request, written in
batches by the core's background work (application/shared/sightings.py holds the rule)."""

from __future__ import annotations

from datetime import datetime, timedelta
from uuid import UUID

from application.ports import UnitOfWork, UnitOfWorkFactory
from application.shared.sightings import Sightings
from domain.connect.server import Server


async def _write(uow: UnitOfWork, batch: dict[UUID, tuple[datetime, str]]) -> None:
    await uow.connect.servers.record_last_seen(batch)


class ServerPresence:
    def __init__(self, uow: UnitOfWorkFactory, interval: timedelta) -> None:
        self._sightings: Sightings[UUID, tuple[datetime, str]] = Sightings(uow, interval, _write)

    def seen(self, server_id: UUID, ip: str, now: datetime) -> None:
        self._sightings.note(server_id, now, (now, ip))

    def last_seen(self, server_id: UUID) -> tuple[datetime, str] | None:
        """The newest moment (and address) this process saw the server, written or not."""
        last = self._sightings.last(server_id)
        return last[1] if last else None

    def overlay(self, server: Server) -> Server:
        """``server`` with a newer moment this process noted but has not written yet."""
        noted = self.last_seen(server.server_id)
        if noted is not None and (server.last_seen_at is None or noted[0] > server.last_seen_at):
            server.last_seen_at, server.last_seen_ip = noted
        return server

    async def flush(self) -> int:
        return await self._sightings.flush()
