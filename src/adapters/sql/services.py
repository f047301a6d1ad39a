from __future__ import annotations

from collections import defaultdict
from typing import Any
from uuid import UUID

import sqlalchemy as sa
from sqlalchemy.ext.asyncio import AsyncConnection

from adapters.sql.fast_read import FastReader, Query, as_json, as_uuid
from adapters.sql.rows import dt, dt_required, flag, ms
from adapters.sql.tables.services import service_consents, service_domains, services
from domain.services.service import AllowedDomain, Consent, Service


def _domain_from_row(row: sa.Row[Any]) -> AllowedDomain:
    return AllowedDomain(
        domain=row.domain,
        token=row.token,
        created_at=dt_required(row.created_at),
        verified_at=dt(row.verified_at),
    )


def _service_from_row(row: sa.Row[Any], domains: list[AllowedDomain]) -> Service:
    return Service(
        id=row.id,
        slug=row.slug,
        name=row.name,
        owner_id=as_uuid(row.owner_id),
        created_at=dt_required(row.created_at),
        updated_at=dt_required(row.updated_at),
        description=row.description,
        redirect_urls=tuple(as_json(row.redirect_urls) or ()),
        domains=tuple(sorted(domains, key=lambda d: d.domain)),
        permissions=tuple(row.permissions.split()),
        official=flag(row.official),
    )


def _values(service: Service) -> dict[str, Any]:
    return {
        "slug": service.slug,
        "name": service.name,
        "description": service.description,
        "owner_id": service.owner_id,
        "redirect_urls": list(service.redirect_urls),
        "permissions": " ".join(service.permissions),
        "official": service.official,
        "created_at": ms(service.created_at),
        "updated_at": ms(service.updated_at),
    }


class SqlServiceRepository:
    def __init__(self, connection: AsyncConnection) -> None:
        self._db = connection

    async def _assemble(self, rows: list[sa.Row[Any]]) -> list[Service]:
        if not rows:
            return []
        ids = [row.id for row in rows]
        statement = service_domains.select().where(service_domains.c.service_id.in_(ids))
        domains: defaultdict[str, list[AllowedDomain]] = defaultdict(list)
        for row in await self._db.execute(statement):
            domains[row.service_id].append(_domain_from_row(row))
        return [_service_from_row(row, domains[row.id]) for row in rows]

    async def _one(self, condition: sa.ColumnElement[bool]) -> Service | None:
        rows = list(await self._db.execute(services.select().where(condition)))
        found = await self._assemble(rows)
        return found[0] if found else None

    async def get(self, service_id: str) -> Service | None:
        return await self._one(services.c.id == service_id)

    async def by_slug(self, slug: str) -> Service | None:
        return await self._one(services.c.slug == slug)

    async def list(self, owner_id: UUID | None, limit: int, after: str | None) -> list[Service]:
        statement = services.select()
        if owner_id is not None:
            statement = statement.where(services.c.owner_id == owner_id)
        if after is not None:
            statement = statement.where(services.c.id > after)
        statement = statement.order_by(services.c.id).limit(limit)
        return await self._assemble(list(await self._db.execute(statement)))

    async def add(self, service: Service) -> None:
        await self._db.execute(services.insert().values(id=service.id, **_values(service)))
        await self._put_domains(service)

    async def update(self, service: Service) -> None:
        await self._db.execute(
            services.update().where(services.c.id == service.id).values(_values(service))
        )
        await self._db.execute(
            service_domains.delete().where(service_domains.c.service_id == service.id)
        )
        await self._put_domains(service)

    async def _put_domains(self, service: Service) -> None:
        if not service.domains:
            return
        await self._db.execute(
            service_domains.insert(),
            [
                {
                    "service_id": service.id,
                    "domain": d.domain,
                    "token": d.token,
                    "created_at": ms(d.created_at),
                    "verified_at": ms(d.verified_at),
                }
                for d in service.domains
            ],
        )

    async def remove(self, service_id: str) -> bool:
        await self._db.execute(
            service_consents.delete().where(service_consents.c.service_id == service_id)
        )
        await self._db.execute(
            service_domains.delete().where(service_domains.c.service_id == service_id)
        )
        result = await self._db.execute(services.delete().where(services.c.id == service_id))
        return bool(result.rowcount)


class SqlConsentRepository:
    def __init__(self, connection: AsyncConnection) -> None:
        self._db = connection

    async def put(self, consent: Consent) -> None:
        key = (service_consents.c.user_id == consent.user_id) & (
            service_consents.c.service_id == consent.service_id
        )
        await self._db.execute(service_consents.delete().where(key))
        await self._db.execute(
            service_consents.insert().values(
                user_id=consent.user_id,
                service_id=consent.service_id,
                permissions=" ".join(consent.permissions),
                granted_at=ms(consent.granted_at),
            )
        )

    async def get(self, user_id: UUID, service_id: str) -> Consent | None:
        statement = service_consents.select().where(
            service_consents.c.user_id == user_id, service_consents.c.service_id == service_id
        )
        row = (await self._db.execute(statement)).first()
        if row is None:
            return None
        return Consent(
            as_uuid(row.user_id),
            row.service_id,
            tuple(row.permissions.split()),
            dt_required(row.granted_at),
        )


class SqlServiceOriginReader:
    _VERIFIED = Query("SELECT DISTINCT domain FROM service_domains WHERE verified_at IS NOT NULL")

    def __init__(self, reader: FastReader) -> None:
        self._reader = reader

    async def verified_domains(self) -> frozenset[str]:
        return frozenset(row[0] for row in await self._reader.all(self._VERIFIED))
