"""The announced signing keys in SQL (table ``signing_keys``)."""

from __future__ import annotations

from datetime import datetime
from typing import Any

import sqlalchemy as sa
from sqlalchemy.ext.asyncio import AsyncConnection

from adapters.sql.fast_read import FastReader, Query
from adapters.sql.rows import dt, dt_required, ms
from adapters.sql.tables.identity import signing_keys
from adapters.sql.upsert import upsert
from domain.identity.signing_keys import SigningKey

_COLUMNS = ("kid", "public_key", "created_at", "retired_at")


def _key(row: Any) -> SigningKey:
    return SigningKey(
        kid=row[0], public_key=row[1], created_at=dt_required(row[2]), retired_at=dt(row[3])
    )


class SqlSigningKeyRepository:
    def __init__(self, connection: AsyncConnection) -> None:
        self._db = connection

    async def announce(self, key: SigningKey) -> SigningKey:
        insert = upsert(self._db, signing_keys).values(
            kid=key.kid, public_key=key.public_key, created_at=ms(key.created_at)
        )
        await self._db.execute(insert.on_conflict_do_nothing())
        stored = await self._get(key.kid)
        assert stored is not None
        return stored

    async def retire(self, kid: str, now: datetime) -> SigningKey | None:
        await self._db.execute(
            sa.update(signing_keys)
            .where(signing_keys.c.kid == kid, signing_keys.c.retired_at.is_(None))
            .values(retired_at=ms(now))
        )
        return await self._get(kid)

    async def list(self) -> list[SigningKey]:
        query = sa.select(*(signing_keys.c[c] for c in _COLUMNS)).order_by(
            signing_keys.c.created_at, signing_keys.c.kid
        )
        return [_key(row) for row in await self._db.execute(query)]

    async def _get(self, kid: str) -> SigningKey | None:
        query = sa.select(*(signing_keys.c[c] for c in _COLUMNS)).where(signing_keys.c.kid == kid)
        row = (await self._db.execute(query)).first()
        return _key(row) if row else None


class SqlSigningKeyReader:
    _ALL = Query(f"SELECT {', '.join(_COLUMNS)} FROM signing_keys")

    def __init__(self, reader: FastReader) -> None:
        self._reader = reader

    async def all(self) -> list[SigningKey]:
        return [_key(row) for row in await self._reader.all(self._ALL)]
