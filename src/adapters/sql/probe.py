"""The health check's database probe: one trivial query on the fast read path."""

from __future__ import annotations

from adapters.sql.fast_read import FastReader, Query


class SqlDatabaseProbe:
    _PING = Query("SELECT 1")

    def __init__(self, reader: FastReader) -> None:
        self._reader = reader

    async def ping(self) -> None:
        await self._reader.one(self._PING)
