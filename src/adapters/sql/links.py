"""Account links on SQL: links (one per user and provider, one user per provider account)
and link attempts (consumed by one conditional write)."""

from __future__ import annotations

from datetime import datetime
from typing import Any
from uuid import UUID

import sqlalchemy as sa
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncConnection

from adapters.sql.fast_read import as_uuid
from adapters.sql.rows import dt, dt_required, ms
from adapters.sql.tables.links import account_links, link_attempts
from adapters.sql.upsert import upsert
from domain.links.accounts import LinkProvider
from domain.links.link import AccountLink, LinkAttempt, LinkStatus

L = account_links.c


def _link_values(link: AccountLink) -> dict[str, Any]:
    return {
        "user_id": link.user_id,
        "provider": link.provider.value,
        "account_id": link.account_id,
        "display_name": link.display_name,
        "scopes": " ".join(link.scopes),
        "access_sealed": link.access_sealed,
        "refresh_sealed": link.refresh_sealed,
        "expires_at": ms(link.expires_at),
        "status": link.status.value,
        "linked_at": ms(link.linked_at),
        "refreshed_at": ms(link.refreshed_at),
    }


def _link(row: Any) -> AccountLink:
    return AccountLink(
        user_id=as_uuid(row.user_id),
        provider=LinkProvider(row.provider),
        account_id=row.account_id,
        display_name=row.display_name,
        scopes=tuple(row.scopes.split()),
        access_sealed=row.access_sealed,
        refresh_sealed=row.refresh_sealed,
        expires_at=dt(row.expires_at),
        status=LinkStatus(row.status),
        linked_at=dt_required(row.linked_at),
        refreshed_at=dt_required(row.refreshed_at),
    )


class SqlAccountLinkRepository:
    def __init__(self, connection: AsyncConnection) -> None:
        self._db = connection

    async def _one(self, *where: sa.ColumnElement[bool]) -> AccountLink | None:
        row = (await self._db.execute(account_links.select().where(*where))).first()
        return _link(row) if row else None

    async def get(self, user_id: UUID, provider: LinkProvider) -> AccountLink | None:
        return await self._one(L.user_id == user_id, L.provider == provider.value)

    async def by_account(self, provider: LinkProvider, account_id: str) -> AccountLink | None:
        return await self._one(L.provider == provider.value, L.account_id == account_id)

    async def of_user(self, user_id: UUID) -> list[AccountLink]:
        statement = account_links.select().where(L.user_id == user_id).order_by(L.provider)
        return [_link(row) for row in await self._db.execute(statement)]

    async def put(self, link: AccountLink) -> bool:
        values = _link_values(link)
        insert = upsert(self._db, account_links).values(**values)
        statement = insert.on_conflict_do_update(
            index_elements=[L.user_id, L.provider],
            set_={k: v for k, v in values.items() if k not in ("user_id", "provider")},
        )
        try:
            async with self._db.begin_nested():
                await self._db.execute(statement)
        except IntegrityError:  # the provider account is another user's
            return False
        return True

    async def remove(self, user_id: UUID, provider: LinkProvider) -> AccountLink | None:
        statement = (
            account_links.delete()
            .where(L.user_id == user_id, L.provider == provider.value)
            .returning(*account_links.c)
        )
        row = (await self._db.execute(statement)).first()
        return _link(row) if row else None

    async def replace_tokens(self, old: AccountLink, new: AccountLink) -> bool:
        statement = (
            account_links.update()
            .where(L.user_id == old.user_id, L.provider == old.provider.value)
            .where(L.access_sealed == old.access_sealed)
            .values(
                access_sealed=new.access_sealed,
                refresh_sealed=new.refresh_sealed,
                expires_at=ms(new.expires_at),
                status=new.status.value,
                refreshed_at=ms(new.refreshed_at),
                scopes=" ".join(new.scopes),
            )
        )
        return bool((await self._db.execute(statement)).rowcount)

    async def due_refresh(self, expiring_before: datetime, limit: int) -> list[AccountLink]:
        statement = (
            account_links.select()
            .where(L.status == LinkStatus.ACTIVE.value, L.refresh_sealed.is_not(None))
            .where(L.expires_at < ms(expiring_before))
            .order_by(L.expires_at, L.user_id)
            .limit(limit)
        )
        return [_link(row) for row in await self._db.execute(statement)]


def _attempt(row: Any) -> LinkAttempt:
    return LinkAttempt(
        id=row.id,
        browser_hash=row.browser_hash,
        user_id=as_uuid(row.user_id),
        provider=LinkProvider(row.provider),
        verifier_sealed=row.verifier_sealed,
        redirect=row.redirect,
        created_at=dt_required(row.created_at),
        expires_at=dt_required(row.expires_at),
        used_at=dt(row.used_at),
    )


class SqlLinkAttemptRepository:
    def __init__(self, connection: AsyncConnection) -> None:
        self._db = connection

    async def add(self, attempt: LinkAttempt) -> None:
        await self._db.execute(
            link_attempts.insert().values(
                id=attempt.id,
                browser_hash=attempt.browser_hash,
                user_id=attempt.user_id,
                provider=attempt.provider.value,
                verifier_sealed=attempt.verifier_sealed,
                redirect=attempt.redirect,
                created_at=ms(attempt.created_at),
                expires_at=ms(attempt.expires_at),
                used_at=ms(attempt.used_at),
            )
        )

    async def get(self, attempt_id: str) -> LinkAttempt | None:
        statement = link_attempts.select().where(link_attempts.c.id == attempt_id)
        row = (await self._db.execute(statement)).first()
        return _attempt(row) if row else None

    async def consume(
        self, attempt_id: str, browser_hash: str, now: datetime
    ) -> LinkAttempt | None:
        a = link_attempts.c
        statement = (
            link_attempts.update()
            .where(a.id == attempt_id, a.browser_hash == browser_hash)
            .where(a.used_at.is_(None), a.expires_at > ms(now))
            .values(used_at=ms(now))
            .returning(*link_attempts.c)
        )
        row = (await self._db.execute(statement)).first()
        return _attempt(row) if row else None

    async def purge_expired(self, before: datetime) -> int:
        statement = link_attempts.delete().where(link_attempts.c.expires_at < ms(before))
        return (await self._db.execute(statement)).rowcount or 0


class SqlLinkRepositories:
    def __init__(self, connection: AsyncConnection) -> None:
        self.accounts = SqlAccountLinkRepository(connection)
        self.attempts = SqlLinkAttemptRepository(connection)
