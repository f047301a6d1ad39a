"""Operators' lists of Connect networks and servers, and the actions they need on them; each
action is written to the audit log (docs/edge.md, "Administration")."""

from __future__ import annotations

import secrets
from collections.abc import Callable
from typing import TypeVar
from uuid import UUID

from application.audit.trail import AuditTrail
from application.connect.server_auth import ServerAuthenticator
from application.edge.ports import AdminQuery
from application.identity.principal import Principal
from application.permissions.access import AccessControl
from application.ports import Clock, IdGenerator, UnitOfWorkFactory
from domain.audit.entry import Target
from domain.connect.credentials import secret_digest
from domain.connect.errors import NetworkNotFound, ServerNotFound
from domain.connect.network import Network
from domain.connect.server import Server
from domain.edge.admin import AuditEntry
from domain.edge.errors import ListingNotFound, invalid
from domain.edge.nodes import CONNECT_MANAGE, CONNECT_VIEW
from domain.shared.pagination import LimitRule

ADMIN_LIMIT = LimitRule(default=50, maximum=200)
SEARCH_MAX = 64


T = TypeVar("T")


class ConnectAdmin:
    def __init__(
        self,
        uow: UnitOfWorkFactory,
        access: AccessControl,
        auth: ServerAuthenticator,
        clock: Clock,
        ids: IdGenerator,
    ) -> None:
        self._uow = uow
        self._access = access
        self._auth = auth
        self._clock = clock
        self._ids = ids
        self._audit = AuditTrail(clock, ids)

    async def networks(
        self,
        principal: Principal,
        search: str | None,
        owner_id: UUID | None,
        cursor: str | None,
        limit: int | None,
    ) -> tuple[list[Network], str | None]:
        await self._access.require(principal, CONNECT_VIEW)
        query = _query(search, owner_id, cursor, limit)
        async with self._uow() as uow:
            rows = await uow.edge.connect_admin.networks(query)
        return _page(rows, query.limit - 1, lambda n: n.id)

    async def servers(
        self,
        principal: Principal,
        search: str | None,
        owner_id: UUID | None,
        cursor: str | None,
        limit: int | None,
    ) -> tuple[list[Server], str | None]:
        await self._access.require(principal, CONNECT_VIEW)
        query = _query(search, owner_id, cursor, limit)
        async with self._uow() as uow:
            rows = await uow.edge.connect_admin.servers(query)
        return _page(rows, query.limit - 1, lambda s: s.id)

    async def transfer_network(
        self, principal: Principal, network_id: UUID, owner_id: UUID
    ) -> Network:
        """The network, and the hosts that joined it, to another user."""
        await self._access.require(principal, CONNECT_MANAGE)
        now = self._clock.now()
        async with self._uow() as uow:
            network = await uow.connect.networks.get(network_id)
            if network is None:
                raise NetworkNotFound()
            if await uow.users.get(owner_id) is None:
                raise invalid("no such user", "ownerId", "edge.unknown_user")
            previous = network.owner_id
            hosts = await uow.edge.connect_admin.transfer_network(network_id, owner_id, now)
            await uow.edge.audit.add(
                AuditEntry(self._ids.new_object_id(), principal.user_id, "network.transfer",
                           f"network:{network_id}",
                           f"owner {previous} -> {owner_id}; {len(hosts)} host(s) moved", now)
            )  # fmt: skip
            await self._audit.record(
                uow, principal, "connect.network.transfer", Target("network", str(network_id)),
                before={"ownerId": str(previous)},
                after={"ownerId": str(owner_id), "hostsMoved": len(hosts)},
            )  # fmt: skip
            await uow.commit()
            network.owner_id, network.updated_at = owner_id, now
        for host in hosts:
            await self._auth.changed(host)
        return network

    async def revoke_secret(self, principal: Principal, server_id: UUID) -> None:
        """The server's secret stops working at once (a compromised server); the owner
        registers it again for new credentials."""
        await self._access.require(principal, CONNECT_MANAGE)
        now = self._clock.now()
        unusable = "revoked:" + secret_digest(secrets.token_hex(32))[:56]
        async with self._uow() as uow:
            if not await uow.edge.connect_admin.replace_secret(server_id, unusable, now):
                raise ServerNotFound()
            await uow.edge.audit.add(
                AuditEntry(
                    self._ids.new_object_id(),
                    principal.user_id,
                    "server.revoke_secret",
                    f"server:{server_id}",
                    "secret revoked",
                    now,
                )
            )
            await self._audit.record(
                uow, principal, "connect.server.revoke_secret", Target("server", str(server_id)),
                after={"secret": "revoked"},
            )  # fmt: skip
            await uow.commit()
        await self._auth.changed(server_id)

    async def feature_listing(self, principal: Principal, listing_id: str, featured: bool) -> None:
        await self._access.require(principal, CONNECT_MANAGE)
        now = self._clock.now()
        async with self._uow() as uow:
            if not await uow.edge.listings.set_featured(listing_id, featured, now):
                raise ListingNotFound()
            await uow.edge.audit.add(
                AuditEntry(
                    self._ids.new_object_id(),
                    principal.user_id,
                    "listing.feature",
                    f"listing:{listing_id}",
                    f"featured={featured}",
                    now,
                )
            )
            await self._audit.record(
                uow, principal, "connect.listing.feature", Target("listing", listing_id),
                after={"featured": featured},
            )  # fmt: skip
            await uow.commit()

    async def audit(
        self, principal: Principal, cursor: str | None, limit: int | None
    ) -> tuple[list[AuditEntry], str | None]:
        await self._access.require(principal, CONNECT_VIEW)
        size = ADMIN_LIMIT.apply(limit)
        after = _object_id(cursor) if cursor else None
        async with self._uow() as uow:
            rows = await uow.edge.audit.page(after, size + 1)
        return _page(rows, size, lambda e: e.id)


def _query(
    search: str | None, owner_id: UUID | None, cursor: str | None, limit: int | None
) -> AdminQuery:
    text = search.strip().lower() if search else None
    if text is not None and len(text) > SEARCH_MAX:
        raise invalid(f"search has at most {SEARCH_MAX} characters", "search")
    return AdminQuery(
        search=text or None,
        owner_id=owner_id,
        after=_object_id(cursor) if cursor else None,
        limit=ADMIN_LIMIT.apply(limit) + 1,
    )


def _object_id(cursor: str) -> str:
    if len(cursor) != 24 or not all(ch in "0123456789abcdef" for ch in cursor):
        raise invalid("cursor is not valid; pass nextCursor back unchanged", "cursor")
    return cursor


def _page(rows: list[T], size: int, key: Callable[[T], str]) -> tuple[list[T], str | None]:
    """The first ``size`` rows, and the cursor of the next page when there is one."""
    items = rows[:size]
    return items, (key(items[-1]) if len(rows) > size else None)
