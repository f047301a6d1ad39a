"""Domain claims, DNS configs and pending DNS changes on SQL."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any
from uuid import UUID

import sqlalchemy as sa
from sqlalchemy.ext.asyncio import AsyncConnection

from adapters.sql.fast_read import as_json, as_uuid
from adapters.sql.rows import dt, dt_required, ms
from adapters.sql.tables.edge import (
    edge_dns_changes,
    edge_dns_configs,
    edge_domains,
    edge_verified_domains,
)
from adapters.sql.upsert import upsert
from domain.edge.claims import CheckOutcome, DomainCheck, DomainClaim
from domain.edge.dns import DnsConfig, PendingChange, Provider, RecordType, TokenStatus

claims = edge_domains
verified = edge_verified_domains
configs = edge_dns_configs
changes = edge_dns_changes

_CLAIM = sa.select(
    claims.c.id, claims.c.network_id, claims.c.domain, claims.c.token, claims.c.created_at,
    claims.c.updated_at, claims.c.verified_at, claims.c.last_checked_at, claims.c.last_outcome,
)  # fmt: skip


def _claim(row: Sequence[Any]) -> DomainClaim:
    (claim_id, network_id, domain, token, created_at, updated_at, verified_at, checked_at,
     outcome) = row  # fmt: skip
    check = None
    if checked_at is not None and outcome is not None:
        check = DomainCheck(dt_required(checked_at), CheckOutcome(outcome))
    return DomainClaim(
        id=claim_id,
        network_id=as_uuid(network_id),
        domain=domain,
        token=token,
        created_at=dt_required(created_at),
        updated_at=dt_required(updated_at),
        verified_at=dt(verified_at),
        last_check=check,
    )


class SqlDomainClaimRepository:
    def __init__(self, connection: AsyncConnection) -> None:
        self._db = connection

    async def add(self, claim: DomainClaim) -> bool:
        statement = (
            upsert(self._db, claims)
            .values(
                id=claim.id,
                network_id=claim.network_id,
                domain=claim.domain,
                token=claim.token,
                created_at=ms(claim.created_at),
                updated_at=ms(claim.updated_at),
            )
            .on_conflict_do_nothing(index_elements=["network_id", "domain"])
            .returning(claims.c.id)
        )
        return (await self._db.execute(statement)).first() is not None

    async def get(self, network_id: UUID, claim_id: str) -> DomainClaim | None:
        statement = _CLAIM.where(claims.c.id == claim_id, claims.c.network_id == network_id)
        row = (await self._db.execute(statement)).first()
        return _claim(row) if row else None

    async def for_network(self, network_id: UUID) -> list[DomainClaim]:
        statement = _CLAIM.where(claims.c.network_id == network_id).order_by(
            claims.c.created_at, claims.c.id
        )
        return [_claim(row) for row in await self._db.execute(statement)]

    async def count(self, network_id: UUID) -> int:
        statement = sa.select(sa.func.count()).where(claims.c.network_id == network_id)
        return int((await self._db.execute(statement)).scalar_one())

    async def verified_by(self, domain: str) -> UUID | None:
        statement = sa.select(verified.c.network_id).where(verified.c.domain == domain)
        row = (await self._db.execute(statement)).first()
        return as_uuid(row[0]) if row else None

    async def verify(self, claim: DomainClaim, check: DomainCheck) -> bool:
        """INSERT ... ON CONFLICT DO NOTHING on the domain's primary key: of any number of
        concurrent verifications of one name, exactly one inserts (PostgreSQL makes the others
        wait for its commit, SQLite serialises the writers)."""
        won = (
            await self._db.execute(
                upsert(self._db, verified)
                .values(domain=claim.domain, claim_id=claim.id, network_id=claim.network_id)
                .on_conflict_do_nothing()
                .returning(verified.c.claim_id)
            )
        ).first()
        if won is None:
            return False
        at = ms(check.checked_at)
        await self._db.execute(
            claims.update()
            .where(claims.c.id == claim.id)
            .values(
                verified_at=at, last_checked_at=at, last_outcome=check.outcome.value, updated_at=at
            )
        )
        return True

    async def record_check(self, claim: DomainClaim, check: DomainCheck, unverify: bool) -> None:
        at = ms(check.checked_at)
        values: dict[str, Any] = {
            "last_checked_at": at, "last_outcome": check.outcome.value, "updated_at": at,
        }  # fmt: skip
        if unverify:
            values["verified_at"] = None
            await self._db.execute(verified.delete().where(verified.c.claim_id == claim.id))
        await self._db.execute(claims.update().where(claims.c.id == claim.id).values(**values))

    async def due_rechecks(self, checked_before: datetime, limit: int) -> list[DomainClaim]:
        statement = (
            _CLAIM.where(
                claims.c.last_checked_at < ms(checked_before), claims.c.verified_at.is_not(None)
            )
            .order_by(claims.c.last_checked_at, claims.c.id)
            .limit(limit)
        )
        return [_claim(row) for row in await self._db.execute(statement)]


_CONFIG = sa.select(
    configs.c.network_id, configs.c.provider, configs.c.zone_id, configs.c.zone_name,
    configs.c.sealed_token, configs.c.token_status, configs.c.created_at, configs.c.updated_at,
)  # fmt: skip


def _config(row: Sequence[Any]) -> DnsConfig:
    network_id, provider, zone_id, zone_name, sealed, status, created_at, updated_at = row
    return DnsConfig(
        network_id=as_uuid(network_id),
        provider=Provider(provider),
        zone_id=zone_id,
        zone_name=zone_name,
        sealed_token=sealed,
        token_status=TokenStatus(status),
        created_at=dt_required(created_at),
        updated_at=dt_required(updated_at),
    )


class SqlDnsConfigRepository:
    def __init__(self, connection: AsyncConnection) -> None:
        self._db = connection

    async def get(self, network_id: UUID) -> DnsConfig | None:
        row = (await self._db.execute(_CONFIG.where(configs.c.network_id == network_id))).first()
        return _config(row) if row else None

    async def put(self, config: DnsConfig) -> None:
        values = {
            "provider": config.provider.value,
            "zone_id": config.zone_id,
            "zone_name": config.zone_name,
            "sealed_token": config.sealed_token,
            "token_status": config.token_status.value,
            "created_at": ms(config.created_at),
            "updated_at": ms(config.updated_at),
        }
        statement = (
            upsert(self._db, configs)
            .values(network_id=config.network_id, **values)
            .on_conflict_do_update(index_elements=["network_id"], set_=values)
        )
        await self._db.execute(statement)

    async def remove(self, network_id: UUID) -> bool:
        result = await self._db.execute(configs.delete().where(configs.c.network_id == network_id))
        return bool(result.rowcount)

    async def set_token_status(self, network_id: UUID, status: TokenStatus, now: datetime) -> None:
        await self._db.execute(
            configs.update()
            .where(configs.c.network_id == network_id, configs.c.token_status != status.value)
            .values(token_status=status.value, updated_at=ms(now))
        )

    async def page(self, after: UUID | None, limit: int) -> list[DnsConfig]:
        statement = _CONFIG.order_by(configs.c.network_id).limit(limit)
        if after is not None:
            statement = statement.where(configs.c.network_id > after)
        return [_config(row) for row in await self._db.execute(statement)]

    async def reseal(self, network_id: UUID, old: str, new: str) -> bool:
        result = await self._db.execute(
            configs.update()
            .where(configs.c.network_id == network_id, configs.c.sealed_token == old)
            .values(sealed_token=new)
        )
        return bool(result.rowcount)


_CHANGE = sa.select(
    changes.c.scope, changes.c.name, changes.c.type, changes.c.record_values, changes.c.attempts,
    changes.c.next_attempt_at, changes.c.last_error, changes.c.created_at,
)  # fmt: skip


def _change(row: Sequence[Any]) -> PendingChange:
    scope, name, type_, values, attempts, next_at, error, created_at = row
    return PendingChange(
        scope=scope,
        name=name,
        type=RecordType(type_),
        values=tuple(as_json(values)),
        attempts=attempts,
        next_attempt_at=dt_required(next_at),
        last_error=error,
        created_at=dt_required(created_at),
    )


def _same(change: PendingChange) -> sa.ColumnElement[bool]:
    """The stored change is still this one (not replaced by a newer wish meanwhile)."""
    return sa.and_(
        changes.c.scope == change.scope,
        changes.c.name == change.name,
        changes.c.type == change.type.value,
        changes.c.created_at == ms(change.created_at),
    )


class SqlPendingChangeRepository:
    def __init__(self, connection: AsyncConnection) -> None:
        self._db = connection

    async def put(self, change: PendingChange) -> None:
        values = {
            "record_values": list(change.values),
            "attempts": change.attempts,
            "next_attempt_at": ms(change.next_attempt_at),
            "last_error": change.last_error,
            "created_at": ms(change.created_at),
        }
        statement = (
            upsert(self._db, changes)
            .values(scope=change.scope, name=change.name, type=change.type.value, **values)
            .on_conflict_do_update(index_elements=["scope", "name", "type"], set_=values)
        )
        await self._db.execute(statement)

    async def get(self, scope: str, name: str, type: RecordType) -> PendingChange | None:
        statement = _CHANGE.where(
            changes.c.scope == scope, changes.c.name == name, changes.c.type == type.value
        )
        row = (await self._db.execute(statement)).first()
        return _change(row) if row else None

    async def _current(self, change: PendingChange) -> PendingChange | None:
        row = (await self._db.execute(_CHANGE.where(_same(change)))).first()
        found = _change(row) if row else None
        return found if found is not None and found.values == change.values else None

    async def done(self, change: PendingChange) -> None:
        if await self._current(change) is not None:
            await self._db.execute(changes.delete().where(_same(change)))

    async def failed(self, change: PendingChange, next_attempt_at: datetime, error: str) -> None:
        if await self._current(change) is not None:
            await self._db.execute(
                changes.update()
                .where(_same(change))
                .values(
                    attempts=changes.c.attempts + 1,
                    next_attempt_at=ms(next_attempt_at),
                    last_error=error[:500],
                )
            )

    async def due(self, now: datetime, limit: int) -> list[PendingChange]:
        statement = (
            _CHANGE.where(changes.c.next_attempt_at <= ms(now))
            .order_by(changes.c.next_attempt_at, changes.c.scope, changes.c.name)
            .limit(limit)
        )
        return [_change(row) for row in await self._db.execute(statement)]

    async def drop_scope(self, scope: str) -> None:
        await self._db.execute(changes.delete().where(changes.c.scope == scope))
