from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any
from uuid import UUID

import sqlalchemy as sa
from sqlalchemy.ext.asyncio import AsyncConnection

from adapters.sql.fast_read import as_uuid, uuid_or_none
from adapters.sql.rows import dt, dt_required, flag, ms
from adapters.sql.tables.connect import connect_members, connect_networks, connect_servers
from domain.connect.server import Server, ServerKind

servers = connect_servers
_SERVER_COLUMNS = (
    "server_id", "id", "kind", "server_type", "name", "secret_digest", "owner_id", "network_id",
    "is_template", "temp_instance", "claimed_at", "last_seen_at", "last_seen_ip", "created_at",
    "updated_at", "template_key_digest",
)  # fmt: skip
_SELECT = sa.select(*(servers.c[c] for c in _SERVER_COLUMNS))
_ORDER = (servers.c.created_at, servers.c.server_id)  # server_id: time-ordered (v7)


def server_from_row(row: Sequence[Any]) -> Server:
    (server_id, object_id, kind, server_type, name, digest, owner_id, network_id, is_template,
     temp, claimed_at, last_seen_at, last_seen_ip, created_at, updated_at,
     template_key_digest) = row  # fmt: skip
    return Server(
        server_id=as_uuid(server_id),
        id=object_id,
        kind=ServerKind(kind),
        server_type=server_type,
        name=name,
        secret_digest=digest,
        created_at=dt_required(created_at),
        updated_at=dt_required(updated_at),
        owner_id=uuid_or_none(owner_id),
        network_id=uuid_or_none(network_id),
        is_template=flag(is_template),
        temp_instance=flag(temp),
        claimed_at=dt(claimed_at),
        last_seen_at=dt(last_seen_at),
        last_seen_ip=last_seen_ip,
        template_key_digest=template_key_digest,
    )


def _server_values(server: Server) -> dict[str, Any]:
    return {
        "server_id": server.server_id,
        "id": server.id,
        "kind": str(server.kind),
        "server_type": server.server_type,
        "name": server.name,
        "secret_digest": server.secret_digest,
        "owner_id": server.owner_id,
        "network_id": server.network_id,
        "is_template": server.is_template,
        "temp_instance": server.temp_instance,
        "claimed_at": ms(server.claimed_at),
        "last_seen_at": ms(server.last_seen_at),
        "last_seen_ip": server.last_seen_ip,
        "created_at": ms(server.created_at),
        "updated_at": ms(server.updated_at),
        "template_key_digest": server.template_key_digest,
    }


class SqlServerRepository:
    def __init__(self, connection: AsyncConnection) -> None:
        self._db = connection

    async def _all(self, statement: sa.Select[Any]) -> list[Server]:
        return [server_from_row(row) for row in await self._db.execute(statement)]

    async def add(self, server: Server) -> None:
        await self._db.execute(servers.insert().values(_server_values(server)))

    async def get(self, server_id: UUID) -> Server | None:
        found = await self._all(_SELECT.where(servers.c.server_id == server_id))
        return found[0] if found else None

    async def get_by_id(self, object_id: str) -> Server | None:
        found = await self._all(_SELECT.where(servers.c.id == object_id))
        return found[0] if found else None

    async def claim(self, server_id: UUID, owner_id: UUID, now: datetime) -> bool:
        result = await self._db.execute(
            servers.update()
            .where(servers.c.server_id == server_id, servers.c.owner_id.is_(None))
            .values(owner_id=owner_id, claimed_at=ms(now), updated_at=ms(now))
        )
        return result.rowcount == 1

    async def update(self, server: Server) -> None:
        await self._db.execute(
            servers.update()
            .where(servers.c.server_id == server.server_id)
            .values(
                network_id=server.network_id,
                is_template=server.is_template,
                template_key_digest=server.template_key_digest,
                updated_at=ms(server.updated_at),
            )
        )

    async def owned_by(self, owner_id: UUID, kind: ServerKind) -> list[Server]:
        return await self._all(
            _SELECT.where(servers.c.owner_id == owner_id, servers.c.kind == str(kind)).order_by(
                *_ORDER
            )
        )

    async def hosts_for_network_owner(self, owner_id: UUID) -> list[Server]:
        mine = sa.select(connect_networks.c.network_id).where(
            connect_networks.c.owner_id == owner_id
        )
        return await self._all(
            _SELECT.where(
                servers.c.kind == str(ServerKind.HOST), servers.c.network_id.in_(mine)
            ).order_by(*_ORDER)
        )

    async def visible_to(self, user_id: UUID) -> list[Server]:
        member_of = sa.select(connect_members.c.server_id).where(
            connect_members.c.user_id == user_id
        )
        return await self._all(
            _SELECT.where(
                servers.c.kind == str(ServerKind.SERVER),
                sa.or_(servers.c.owner_id == user_id, servers.c.server_id.in_(member_of)),
            ).order_by(*_ORDER)
        )

    async def in_network(self, network_id: UUID, limit: int) -> tuple[list[Server], int]:
        # ix_connect_servers_network_id; count(*) OVER () is the total before the LIMIT.
        statement = (
            sa.select(*(servers.c[c] for c in _SERVER_COLUMNS), sa.func.count().over())
            .where(
                servers.c.network_id == network_id,
                servers.c.kind == str(ServerKind.SERVER),
                sa.not_(servers.c.temp_instance),
            )
            .order_by(servers.c.name, servers.c.server_id)
            .limit(limit)
        )
        rows = list(await self._db.execute(statement))
        total = int(rows[0][-1]) if rows else 0
        return [server_from_row(row[:-1]) for row in rows], total

    async def record_last_seen(self, seen: Mapping[UUID, tuple[datetime, str]]) -> None:
        if not seen:
            return
        statement = (
            servers.update()
            .where(servers.c.server_id == sa.bindparam("sid"))
            .where(
                sa.or_(
                    servers.c.last_seen_at.is_(None),
                    servers.c.last_seen_at < sa.bindparam("seen"),
                )
            )
            .values(last_seen_at=sa.bindparam("seen"), last_seen_ip=sa.bindparam("ip"))
        )
        rows = [{"sid": sid, "seen": ms(at), "ip": ip} for sid, (at, ip) in seen.items()]
        await self._db.execute(statement, rows)
