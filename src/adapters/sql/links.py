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
from adapters.sql.tables.identity import users
from adapters.sql.tables.links import (
    account_links,
    chat_interactions,
    chat_role_links,
    chat_role_sync,
    link_attempts,
    membership_events,
    memberships,
    network_chat_links,
    supporter_settings,
)
from adapters.sql.upsert import upsert
from application.links.ports import ListedSupporter
from domain.links.accounts import LinkProvider
from domain.links.link import AccountLink, LinkAttempt, LinkStatus
from domain.links.membership import Membership, MembershipStatus, Tier
from domain.links.network_chat import NetworkChatLink
from domain.links.role_links import ChatRoleLink, RoleSync, SyncState
from domain.links.supporter import SupporterSettings

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

    async def linked(
        self, provider: LinkProvider, after: UUID | None, limit: int
    ) -> list[AccountLink]:
        statement = account_links.select().where(L.provider == provider.value)
        if after is not None:
            statement = statement.where(L.user_id > after)
        statement = statement.order_by(L.user_id).limit(limit)
        return [_link(row) for row in await self._db.execute(statement)]

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


M = memberships.c
S = supporter_settings.c


def _membership(row: Any) -> Membership:
    tier = (
        Tier(row.tier_id, row.tier_title or "", row.tier_amount_minor or 0, row.currency)
        if row.tier_id
        else None
    )
    return Membership(
        campaign_id=row.campaign_id,
        tier=tier,
        amount_minor=row.amount_minor,
        currency=row.currency,
        status=MembershipStatus(row.status),
        since=dt(row.since),
        last_charge_at=dt(row.last_charge_at),
        lifetime_minor=int(row.lifetime_minor),
    )


def _settings(row: Any) -> SupporterSettings:
    return SupporterSettings(
        as_uuid(row.user_id), bool(row.listed), row.message, row.design,
        dt_required(row.updated_at),
    )  # fmt: skip


class SqlMembershipRepository:
    def __init__(self, connection: AsyncConnection) -> None:
        self._db = connection

    async def put(
        self, account_id: str, membership: Membership, version: str, now: datetime
    ) -> bool:
        tier = membership.tier
        values = {
            "campaign_id": membership.campaign_id,
            "tier_id": tier.id if tier else None,
            "tier_title": tier.title if tier else None,
            "tier_amount_minor": tier.amount_minor if tier else None,
            "amount_minor": membership.amount_minor,
            "currency": membership.currency,
            "status": membership.status.value,
            "since": ms(membership.since),
            "updated_at": ms(now),
            "last_charge_at": ms(membership.last_charge_at),
            "lifetime_minor": membership.lifetime_minor,
            "version": version,
        }
        statement = upsert(self._db, memberships).values(account_id=account_id, **values)
        stored = await self._db.execute(
            statement.on_conflict_do_update(
                index_elements=[M.account_id], set_=values, where=M.version < version
            ).returning(M.account_id)
        )  # only a newer version replaces the row (the row is locked while it is compared)
        return stored.first() is not None

    async def get(self, account_id: str) -> Membership | None:
        statement = memberships.select().where(M.account_id == account_id)
        row = (await self._db.execute(statement)).first()
        return _membership(row) if row else None

    async def record_event(self, event_id: str, now: datetime) -> bool:
        statement = (
            upsert(self._db, membership_events)
            .values(id=event_id, received_at=ms(now))
            .on_conflict_do_nothing(index_elements=[membership_events.c.id])
        )
        return bool((await self._db.execute(statement)).rowcount)


class SqlSupporterRepository:
    def __init__(self, connection: AsyncConnection) -> None:
        self._db = connection

    async def get(self, user_id: UUID) -> SupporterSettings | None:
        statement = supporter_settings.select().where(S.user_id == user_id)
        row = (await self._db.execute(statement)).first()
        return _settings(row) if row else None

    async def put(self, settings: SupporterSettings) -> None:
        values = {
            "listed": settings.listed,
            "message": settings.message,
            "design": settings.design,
            "updated_at": ms(settings.updated_at),
        }
        statement = upsert(self._db, supporter_settings).values(user_id=settings.user_id, **values)
        await self._db.execute(
            statement.on_conflict_do_update(index_elements=[S.user_id], set_=values)
        )

    async def listed(
        self, campaign_id: str, after: UUID | None, limit: int
    ) -> list[ListedSupporter]:
        statement = (
            sa.select(supporter_settings, memberships, users.c.name)
            .join(account_links, sa.and_(
                L.user_id == S.user_id, L.provider == LinkProvider.MEMBERSHIP.value))
            .join(memberships, M.account_id == L.account_id)
            .join(users, users.c.id == S.user_id)
            .where(S.listed.is_(True), M.status == MembershipStatus.ACTIVE.value)
            .where(M.campaign_id == campaign_id)
            .order_by(S.user_id)
            .limit(limit)
        )  # fmt: skip
        if after is not None:
            statement = statement.where(S.user_id > after)
        return [
            ListedSupporter(as_uuid(row.user_id), row.name, _membership(row), _settings(row))
            for row in await self._db.execute(statement)
        ]


N = network_chat_links.c


class SqlNetworkChatRepository:
    def __init__(self, connection: AsyncConnection) -> None:
        self._db = connection

    async def _one(self, where: sa.ColumnElement[bool]) -> NetworkChatLink | None:
        row = (await self._db.execute(network_chat_links.select().where(where))).first()
        if row is None:
            return None
        return NetworkChatLink(
            as_uuid(row.network_id), row.guild_id, row.guild_name, row.guild_icon,
            as_uuid(row.linked_by), dt_required(row.linked_at),
        )  # fmt: skip

    async def get(self, network_id: UUID) -> NetworkChatLink | None:
        return await self._one(N.network_id == network_id)

    async def by_guild(self, guild_id: str) -> NetworkChatLink | None:
        return await self._one(N.guild_id == guild_id)  # unique: one index lookup

    async def put(self, link: NetworkChatLink) -> bool:
        values = {
            "guild_id": link.guild_id,
            "guild_name": link.guild_name,
            "guild_icon": link.guild_icon,
            "linked_by": link.linked_by,
            "linked_at": ms(link.linked_at),
        }
        insert = upsert(self._db, network_chat_links).values(network_id=link.network_id, **values)
        statement = insert.on_conflict_do_update(index_elements=[N.network_id], set_=values)
        try:
            async with self._db.begin_nested():
                await self._db.execute(statement)
        except IntegrityError:  # the guild is another network's
            return False
        return True

    async def remove(self, network_id: UUID) -> bool:
        statement = network_chat_links.delete().where(N.network_id == network_id)
        return bool((await self._db.execute(statement)).rowcount)


class SqlInteractionLog:
    def __init__(self, connection: AsyncConnection) -> None:
        self._db = connection

    async def record(self, interaction_id: str, now: datetime) -> bool:
        statement = (
            upsert(self._db, chat_interactions)
            .values(id=interaction_id, received_at=ms(now))
            .on_conflict_do_nothing(index_elements=[chat_interactions.c.id])
        )
        return bool((await self._db.execute(statement)).rowcount)

    async def purge(self, before: datetime) -> int:
        statement = chat_interactions.delete().where(chat_interactions.c.received_at < ms(before))
        return (await self._db.execute(statement)).rowcount or 0


R = chat_role_links.c
Y = chat_role_sync.c


class SqlChatRoleLinkRepository:
    def __init__(self, connection: AsyncConnection) -> None:
        self._db = connection

    async def all(self) -> list[ChatRoleLink]:
        rows = await self._db.execute(chat_role_links.select().order_by(R.role_id))
        return [_role_link(row) for row in rows]

    async def get(self, role_id: str) -> ChatRoleLink | None:
        statement = chat_role_links.select().where(R.role_id == role_id)
        row = (await self._db.execute(statement)).first()
        return _role_link(row) if row is not None else None

    async def put(self, link: ChatRoleLink) -> None:
        values = {
            "chat_role_id": link.chat_role_id,
            "chat_role_name": link.chat_role_name,
            "updated_by": link.updated_by,
            "updated_at": ms(link.updated_at),
        }
        statement = upsert(self._db, chat_role_links).values(role_id=link.role_id, **values)
        await self._db.execute(
            statement.on_conflict_do_update(index_elements=[R.role_id], set_=values)
        )

    async def remove(self, role_id: str) -> bool:
        statement = chat_role_links.delete().where(R.role_id == role_id)
        return bool((await self._db.execute(statement)).rowcount)


def _role_link(row: Any) -> ChatRoleLink:
    return ChatRoleLink(row.role_id, row.chat_role_id, row.chat_role_name,
                        as_uuid(row.updated_by), dt_required(row.updated_at))  # fmt: skip


def _sync(row: Any) -> RoleSync:
    return RoleSync(
        row.account_id, as_uuid(row.user_id), row.chat_role_id, bool(row.wanted),
        SyncState(row.state),
        row.attempts, dt_required(row.next_attempt_at), row.last_error,
        dt_required(row.updated_at),
    )  # fmt: skip


def _sync_values(sync: RoleSync) -> dict[str, Any]:
    return {
        "user_id": sync.user_id,
        "wanted": sync.wanted,
        "state": sync.state.value,
        "attempts": sync.attempts,
        "next_attempt_at": ms(sync.next_attempt_at),
        "last_error": sync.last_error,
        "updated_at": ms(sync.updated_at),
    }


class SqlRoleSyncRepository:
    def __init__(self, connection: AsyncConnection) -> None:
        self._db = connection

    async def of_account(self, account_id: str) -> dict[str, RoleSync]:
        rows = await self._db.execute(chat_role_sync.select().where(Y.account_id == account_id))
        return {row.chat_role_id: _sync(row) for row in rows}

    async def put(self, sync: RoleSync) -> None:
        values = _sync_values(sync)
        statement = upsert(self._db, chat_role_sync).values(
            account_id=sync.account_id, chat_role_id=sync.chat_role_id, **values
        )
        await self._db.execute(
            statement.on_conflict_do_update(index_elements=[Y.account_id, Y.chat_role_id],
                                            set_=values)
        )  # fmt: skip

    async def settle(self, before: RoleSync, after: RoleSync) -> bool:
        statement = (
            chat_role_sync.update()
            .where(Y.account_id == before.account_id, Y.chat_role_id == before.chat_role_id)
            .where(Y.wanted == before.wanted, Y.updated_at == ms(before.updated_at))
            .values(**_sync_values(after))
        )
        return bool((await self._db.execute(statement)).rowcount)

    async def due(self, now: datetime, limit: int) -> list[RoleSync]:
        statement = (
            chat_role_sync.select()
            .where(Y.state != SyncState.SYNCED.value, Y.next_attempt_at <= ms(now))
            .order_by(Y.next_attempt_at, Y.account_id, Y.chat_role_id)
            .limit(limit)
        )
        return [_sync(row) for row in await self._db.execute(statement)]

    async def summary(self) -> dict[tuple[str, str], int]:
        statement = sa.select(Y.chat_role_id, Y.state, sa.func.count()).group_by(
            Y.chat_role_id, Y.state
        )
        return {(row[0], row[1]): int(row[2]) for row in await self._db.execute(statement)}


class SqlLinkRepositories:
    def __init__(self, connection: AsyncConnection) -> None:
        self.accounts = SqlAccountLinkRepository(connection)
        self.attempts = SqlLinkAttemptRepository(connection)
        self.memberships = SqlMembershipRepository(connection)
        self.supporters = SqlSupporterRepository(connection)
        self.network_chats = SqlNetworkChatRepository(connection)
        self.interactions = SqlInteractionLog(connection)
        self.role_links = SqlChatRoleLinkRepository(connection)
        self.role_sync = SqlRoleSyncRepository(connection)
