from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any
from uuid import UUID

import sqlalchemy as sa
from sqlalchemy.ext.asyncio import AsyncConnection

from adapters.sql.fast_read import as_uuid
from adapters.sql.rows import dt_required, ms
from adapters.sql.tables.connect import connect_join_tokens, connect_networks
from domain.connect.network import Network, NetworkJoinToken

networks = connect_networks
tokens = connect_join_tokens
_SELECT = sa.select(
    networks.c.id, networks.c.network_id, networks.c.name, networks.c.owner_id,
    networks.c.created_at, networks.c.updated_at,
)  # fmt: skip


def _network(row: Sequence[Any]) -> Network:
    object_id, network_id, name, owner_id, created_at, updated_at = row
    return Network(
        object_id,
        as_uuid(network_id),
        name,
        as_uuid(owner_id),
        dt_required(created_at),
        dt_required(updated_at),
    )


class SqlNetworkRepository:
    def __init__(self, connection: AsyncConnection) -> None:
        self._db = connection

    async def add(self, network: Network) -> None:
        await self._db.execute(
            networks.insert().values(
                id=network.id,
                network_id=network.network_id,
                name=network.name,
                owner_id=network.owner_id,
                created_at=ms(network.created_at),
                updated_at=ms(network.updated_at),
            )
        )

    async def get(self, network_id: UUID) -> Network | None:
        row = (await self._db.execute(_SELECT.where(networks.c.network_id == network_id))).first()
        return _network(row) if row else None

    async def owned_by(self, owner_id: UUID) -> list[Network]:
        statement = _SELECT.where(networks.c.owner_id == owner_id).order_by(
            networks.c.created_at, networks.c.id
        )
        return [_network(row) for row in await self._db.execute(statement)]


class SqlNetworkJoinTokenRepository:
    def __init__(self, connection: AsyncConnection) -> None:
        self._db = connection

    async def add(self, token: NetworkJoinToken) -> None:
        await self._db.execute(
            tokens.insert().values(
                jti=token.jti,
                network_id=token.network_id,
                created_by=token.created_by,
                created_at=ms(token.created_at),
                expires_at=ms(token.expires_at),
                used_at=ms(token.used_at),
            )
        )

    async def redeem(self, jti: str, now: datetime) -> UUID | None:
        """One conditional UPDATE: of any number of concurrent joins exactly one wins."""
        statement = (
            tokens.update()
            .where(tokens.c.jti == jti, tokens.c.used_at.is_(None), tokens.c.expires_at > ms(now))
            .values(used_at=ms(now))
            .returning(tokens.c.network_id)
        )
        row = (await self._db.execute(statement)).first()
        return as_uuid(row[0]) if row else None
