"""Permission decisions for requests, with caches that every instance invalidates together.

A user's own grants and role assignments are cached per user; role definitions and the node
catalog are cached as one book. Any write publishes on the invalidation bus, and every
instance (this one included) drops what it cached; the time-to-live bounds staleness if a
message is lost.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from datetime import datetime
from uuid import UUID

from application.identity.principal import Principal
from application.permissions.ports import AccessReader, RoleBook, UserAccess
from application.ports import Clock, InvalidationBus
from application.shared.ttl_cache import TtlCache
from domain.permissions.admin_nodes import holds_admin_node
from domain.permissions.decision import PermissionSet
from domain.permissions.explanation import Explanation, RoleSource, explain
from domain.permissions.quantity import Dimension
from domain.permissions.role import Role
from domain.shared.errors import Forbidden

TOPIC = "permissions"
ALL = "*"


def _in_force(
    access: UserAccess, book: RoleBook, scopes: frozenset[str], now: datetime
) -> list[Role]:
    """The roles whose grants count for the user: the default ones and those assigned (the
    assignment not expired), global or of one of ``scopes`` (``permission_set`` inlines it)."""
    role_ids = {a.role_id for a in access.assignments if a.active(now)}
    return [
        role
        for role in book.roles.values()
        if (role.is_default or role.id in role_ids) and role.applies_in(scopes)
    ]


class MissingPermission(Forbidden):
    """You lack the permission this needs."""

    code = "permissions.denied"


class AccessControl:
    def __init__(
        self,
        reader: AccessReader,
        bus: InvalidationBus,
        clock: Clock,
        super_admins: frozenset[UUID],
        *,
        ttl_seconds: float = 30.0,
        max_users: int = 100_000,
        monotonic: Callable[[], float] = time.monotonic,
    ) -> None:
        self._reader = reader
        self._bus = bus
        self._clock = clock
        self._super_admins = super_admins
        self._users: TtlCache[UUID, UserAccess] = TtlCache(ttl_seconds, max_users, monotonic)
        self._book: TtlCache[str, RoleBook] = TtlCache(ttl_seconds, 1, monotonic)
        # What profile/self lists, valid until the next grant or assignment lapses.
        self._listings: TtlCache[UUID, tuple[list[str], datetime | None]] = TtlCache(
            ttl_seconds, max_users, monotonic
        )
        bus.subscribe(TOPIC, self._on_invalidation)

    def acts_as_super_admin(self, principal: Principal) -> bool:
        """The operator, or a super admin with a token not limited by scopes."""
        return principal.is_operator or (
            principal.user_id in self._super_admins and principal.claims.scopes is None
        )

    async def permission_set(
        self, user_id: UUID, scopes: frozenset[str] = frozenset()
    ) -> PermissionSet:
        access, book = await self._user_access(user_id), await self._role_book()
        now = self._clock.now()
        # The roles in force, as _in_force says; inline on this hot path (no list, no call).
        role_ids = {a.role_id for a in access.assignments if a.active(now)}
        role_grants = tuple(
            grant
            for role in book.roles.values()
            if (role.is_default or role.id in role_ids) and role.applies_in(scopes)
            for grant in role.grants
        )
        return PermissionSet(
            user_grants=access.grants,
            role_grants=role_grants,
            catalog=book.catalog,
            super_admin=user_id in self._super_admins,
        )

    async def explain(
        self, user_id: UUID, node: str, scopes: frozenset[str] = frozenset()
    ) -> Explanation:
        """Why ``allows`` answers what it answers for the user and ``node`` (a token's scopes
        aside): the permission set ``permission_set`` builds, from the same cached reads, each
        role grant with its role."""
        access, book = await self._user_access(user_id), await self._role_book()
        now = self._clock.now()
        roles = _in_force(access, book, scopes, now)
        permissions = PermissionSet(
            user_grants=access.grants,
            role_grants=tuple(grant for role in roles for grant in role.grants),
            catalog=book.catalog,
            super_admin=user_id in self._super_admins,
        )
        sources = tuple(
            RoleSource(role.id, role.name, role.is_default) for role in roles for _ in role.grants
        )
        return explain(permissions, sources, node, now)

    async def allowed_nodes(self, user_id: UUID) -> list[str]:
        """The nodes the user is allowed (``PermissionSet.allowed_nodes``), cached."""
        now = self._clock.now()
        cached = self._listings.get(user_id)
        if cached is not None and (cached[1] is None or cached[1] > now):
            return cached[0]
        generation = self._listings.generation
        permissions = await self.permission_set(user_id)
        nodes = permissions.allowed_nodes(now)
        lapses = [
            moment
            for moment in (
                permissions.next_expiry(now),
                *(a.expires_at for a in (await self._user_access(user_id)).assignments),
            )
            if moment is not None and moment > now
        ]
        self._listings.put(user_id, (nodes, min(lapses, default=None)), generation)
        return nodes

    async def allows(
        self, principal: Principal, node: str, scopes: frozenset[str] = frozenset()
    ) -> bool:
        """The decision rule, within the token's scopes when it has any (the operator may do
        anything)."""
        if principal.is_operator:
            return True
        if not principal.permits_scope(node):
            return False
        permissions = await self.permission_set(principal.user_id, scopes)
        return permissions.allows(node, self._clock.now())

    async def require(
        self, principal: Principal, node: str, scopes: frozenset[str] = frozenset()
    ) -> None:
        if not await self.allows(principal, node, scopes):
            raise MissingPermission(f"this needs the permission {node}")

    async def quantity(self, user_id: UUID, node: str, dimension: Dimension) -> float | None:
        permissions = await self.permission_set(user_id)
        return permissions.quantity(node, dimension, self._clock.now())

    async def administers(self, principal: Principal) -> bool:
        """May this caller administer anything (``domain/permissions/admin_nodes.py``)? A
        super admin, or a user allowed an ``admin:`` node, signed in fully (a token limited
        by scopes administers nothing)."""
        if self.acts_as_super_admin(principal):
            return True
        if principal.claims.scopes is not None:
            return False
        return holds_admin_node(await self.allowed_nodes(principal.user_id))

    def require_super_admin(self, principal: Principal) -> None:
        """Super admin, with a token not limited by scopes (or the operator)."""
        if not self.acts_as_super_admin(principal):
            raise MissingPermission("only a super admin may do this")

    async def changed(self, user_id: UUID | None = None) -> None:
        """Announce that a user's grants (or, with no user, roles or catalog) changed."""
        message = str(user_id) if user_id else ALL
        await self._on_invalidation(message)
        await self._bus.publish(TOPIC, message)

    async def _on_invalidation(self, message: str) -> None:
        if message == ALL:
            self._book.clear()
            self._users.clear()
            self._listings.clear()
            return
        try:
            user_id = UUID(message)
        except ValueError:
            self._users.clear()
            self._listings.clear()
            return
        self._users.discard(user_id)
        self._listings.discard(user_id)

    async def _user_access(self, user_id: UUID) -> UserAccess:
        access = self._users.get(user_id)
        if access is None:
            generation = self._users.generation
            access = await self._reader.user_access(user_id)
            self._users.put(user_id, access, generation)
        return access

    async def _role_book(self) -> RoleBook:
        book = self._book.get(ALL)
        if book is None:
            generation = self._book.generation
            book = await self._reader.role_book()
            self._book.put(ALL, book, generation)
        return book
