from __future__ import annotations

from datetime import datetime
from uuid import UUID

import sqlalchemy as sa
from sqlalchemy.ext.asyncio import AsyncConnection

from adapters.sql.fast_read import as_uuid
from adapters.sql.rows import dt, dt_required, ms
from adapters.sql.tables.connect import connect_claim_keys
from domain.connect.claim_key import ClaimKey

keys = connect_claim_keys


class SqlClaimKeyRepository:
    def __init__(self, connection: AsyncConnection) -> None:
        self._db = connection

    async def add(self, key: ClaimKey) -> None:
        await self._db.execute(
            keys.insert().values(
                id=key.id,
                server_id=key.server_id,
                digest=key.digest,
                created_at=ms(key.created_at),
                expires_at=ms(key.expires_at),
                used_at=ms(key.used_at),
            )
        )

    async def redeem(self, digest: str, now: datetime) -> UUID | None:
        """One conditional UPDATE: of any number of concurrent redeemers exactly one wins."""
        statement = (
            keys.update()
            .where(keys.c.digest == digest, keys.c.used_at.is_(None), keys.c.expires_at > ms(now))
            .values(used_at=ms(now))
            .returning(keys.c.server_id)
        )
        row = (await self._db.execute(statement)).first()
        return as_uuid(row[0]) if row else None

    async def find(self, digest: str) -> ClaimKey | None:
        statement = sa.select(
            keys.c.id, keys.c.server_id, keys.c.digest, keys.c.created_at, keys.c.expires_at,
            keys.c.used_at,
        ).where(keys.c.digest == digest)  # fmt: skip
        row = (await self._db.execute(statement)).first()
        if row is None:
            return None
        key_id, server_id, key_digest, created_at, expires_at, used_at = row
        return ClaimKey(
            key_id,
            as_uuid(server_id),
            key_digest,
            dt_required(created_at),
            dt_required(expires_at),
            dt(used_at),
        )

    async def purge_expired(self, server_id: UUID, before: datetime) -> None:
        await self._db.execute(
            keys.delete().where(
                keys.c.server_id == server_id,
                keys.c.used_at.is_(None),
                keys.c.expires_at <= ms(before),
            )
        )
