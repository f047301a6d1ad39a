"""Messages of the day: the public read with scope and locale fallback, and their management
by admins (admin:motd:manage, every scope) and by owners of a network or a server (theirs)."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, replace
from datetime import datetime
from uuid import UUID

from application.audit.trail import AuditTrail
from application.identity.principal import Principal
from application.permissions.access import AccessControl, MissingPermission
from application.ports import Clock, IdGenerator, UnitOfWork, UnitOfWorkFactory
from application.shared import cursors
from application.shared.page import Page
from domain.audit import snapshots
from domain.audit.entry import Target
from domain.motd.message import (
    GLOBAL,
    Motd,
    MotdNotFound,
    MotdScope,
    ScopeType,
    check_text,
    check_window,
    pick,
)
from domain.motd.nodes import MOTD_MANAGE
from domain.shared.errors import PreconditionFailed
from domain.shared.pagination import LimitRule

LIST_LIMIT = LimitRule(default=50, maximum=200)


@dataclass(frozen=True, slots=True)
class MotdDraft:
    scope: MotdScope
    locale: str
    text: str
    starts_at: datetime | None = None
    """None: now."""
    ends_at: datetime | None = None


@dataclass(frozen=True, slots=True)
class Current:
    motd: Motd | None
    etag: str


class Messages:
    def __init__(
        self, uow: UnitOfWorkFactory, access: AccessControl, clock: Clock, ids: IdGenerator
    ) -> None:
        self._uow = uow
        self._access = access
        self._clock = clock
        self._ids = ids
        self._audit = AuditTrail(clock, ids)

    async def current(self, scope: MotdScope, locale: str) -> Current:
        """The message shown now; the ETag names it and its revision (or none)."""
        now = self._clock.now()
        async with self._uow() as uow:
            scopes = await _chain(uow, scope)
            motd = pick(await uow.motd.active(scopes, now), scopes, locale, now)
        key = f"{motd.id}.{motd.revision}" if motd else f"none.{scope.type}.{scope.id}.{locale}"
        return Current(motd, hashlib.sha256(key.encode()).hexdigest()[:32])

    async def page(
        self, principal: Principal, scope: MotdScope, limit: int | None, cursor: str | None
    ) -> Page[Motd]:
        limit = LIST_LIMIT.apply(limit)
        before = cursors.object_id(cursors.decode(cursor, 1)[0]) if cursor else None
        async with self._uow() as uow:
            await self._may_manage(uow, principal, scope)
            rows = await uow.motd.of_scope(scope, before, limit + 1)
        more, rows = len(rows) > limit, rows[:limit]
        return Page(rows, cursors.encode(rows[-1].id) if more else None)

    async def create(self, principal: Principal, draft: MotdDraft) -> Motd:
        now = self._clock.now()
        starts = draft.starts_at or now
        check_window(starts, draft.ends_at)
        motd = Motd(
            id=self._ids.new_object_id(),
            scope=draft.scope,
            locale=draft.locale,
            text=check_text(draft.text),
            starts_at=starts,
            ends_at=draft.ends_at,
            created_by=principal.user_id,
            created_at=now,
            updated_at=now,
        )
        async with self._uow() as uow:
            await self._may_manage(uow, principal, draft.scope)
            await uow.motd.add(motd)
            await self._audit.record(
                uow, principal, "motd.create", Target("motd", motd.id), after=snapshots.motd(motd)
            )
            await uow.commit()
        return motd

    async def get(self, principal: Principal, motd_id: str) -> Motd:
        async with self._uow() as uow:
            return await self._managed(uow, principal, motd_id)

    async def replace(
        self, principal: Principal, motd_id: str, draft: MotdDraft, revision: int | None
    ) -> Motd:
        """Locale, text and window (the scope stays); ``revision`` from If-Match."""
        async with self._uow() as uow:
            current = await self._managed(uow, principal, motd_id)
            if revision is not None and revision != current.revision:
                raise PreconditionFailed()
            starts = draft.starts_at or current.starts_at
            check_window(starts, draft.ends_at)
            changed = replace(
                current,
                locale=draft.locale,
                text=check_text(draft.text),
                starts_at=starts,
                ends_at=draft.ends_at,
                updated_at=self._clock.now(),
                revision=current.revision + 1,
            )
            if not await uow.motd.update(changed, current.revision):
                raise PreconditionFailed()
            await self._audit.record(
                uow, principal, "motd.put", Target("motd", motd_id),
                before=snapshots.motd(current), after=snapshots.motd(changed),
            )  # fmt: skip
            await uow.commit()
        return changed

    async def delete(self, principal: Principal, motd_id: str, revision: int | None) -> None:
        async with self._uow() as uow:
            current = await self._managed(uow, principal, motd_id)
            if revision is not None and revision != current.revision:
                raise PreconditionFailed()
            await uow.motd.delete(motd_id)
            await self._audit.record(
                uow, principal, "motd.delete", Target("motd", motd_id),
                before=snapshots.motd(current),
            )  # fmt: skip
            await uow.commit()

    async def _managed(self, uow: UnitOfWork, principal: Principal, motd_id: str) -> Motd:
        motd = await uow.motd.get(motd_id)
        if motd is None:
            raise MotdNotFound()
        try:
            await self._may_manage(uow, principal, motd.scope)
        except MissingPermission:
            raise MotdNotFound() from None  # others may not learn it exists
        return motd

    async def _may_manage(self, uow: UnitOfWork, principal: Principal, scope: MotdScope) -> None:
        if await self._access.allows(principal, MOTD_MANAGE):
            return
        owner = None
        if scope.type is ScopeType.NETWORK:
            network = await uow.connect.networks.get(UUID(scope.id))
            owner = network.owner_id if network else None
        elif scope.type is ScopeType.SERVER:
            server = await uow.connect.servers.get(UUID(scope.id))
            owner = server.owner_id if server else None
        if owner is None or owner != principal.user_id:
            raise MissingPermission(f"this needs {MOTD_MANAGE} or owning the {scope.type.value}")


async def _chain(uow: UnitOfWork, scope: MotdScope) -> list[MotdScope]:
    """The scope, its network (for a server in one), then global."""
    chain = [scope] if scope != GLOBAL else []
    if scope.type is ScopeType.SERVER:
        server = await uow.connect.servers.get(UUID(scope.id))
        if server is not None and server.network_id is not None:
            chain.append(MotdScope(ScopeType.NETWORK, str(server.network_id)))
    return [*chain, GLOBAL]
