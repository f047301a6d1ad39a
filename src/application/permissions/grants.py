"""Administering user grants and the node catalog (docs/api.md and docs/decisions.md,
"Permissions"): super admins only, each method checks its caller first."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Final
from uuid import UUID

from application.audit.trail import AuditTrail
from application.identity.principal import Principal
from application.permissions.access import AccessControl
from application.ports import Clock, IdGenerator, UnitOfWorkFactory
from application.shared.sentinels import Keep
from domain.audit import snapshots
from domain.audit.entry import Target
from domain.identity.errors import UserNotFound
from domain.permissions.errors import NodeNotFound
from domain.permissions.explanation import Explanation
from domain.permissions.grant import Grant
from domain.permissions.node import is_pattern, parse_node
from domain.permissions.quantity import Quantity, parse_quantity
from domain.shared.errors import InvalidInput

KEEP: Final = Keep.KEEP
"""Marker for ``value`` on put: leave the stored value as it is."""


@dataclass(frozen=True, slots=True)
class Amount:
    """A grant's value as sent (a number, maybe with a unit), checked by the use case after
    it checked who asks: a caller who may not administer grants learns nothing of the rules."""

    amount: float
    unit: str | None = None


@dataclass(frozen=True, slots=True)
class GrantChange:
    node: str
    negated: bool = False
    expires_at: datetime | None = None
    value: Quantity | Amount | Keep | None = KEEP

    def checked_value(self) -> Quantity | Keep | None:
        """``value``, an Amount parsed (400 ``validation`` when it is no quantity)."""
        if isinstance(self.value, Amount):
            return parse_quantity(self.value.amount, self.value.unit)
        return self.value


def check_expiry(expires_at: datetime | None, now: datetime, field: str = "expiresAt") -> None:
    if expires_at is not None and expires_at <= now:
        raise InvalidInput("must be in the future (omit it for no expiry)", field=field)


class GrantAdministration:
    def __init__(
        self, uow: UnitOfWorkFactory, access: AccessControl, clock: Clock, ids: IdGenerator
    ) -> None:
        self._uow = uow
        self._access = access
        self._clock = clock
        self._ids = ids
        self._audit = AuditTrail(clock, ids)

    async def catalog(self, principal: Principal) -> list[tuple[str, str]]:
        self._access.require_super_admin(principal)
        async with self._uow() as uow:
            return await uow.grants.catalog()

    async def register_node(self, principal: Principal, raw_node: str) -> tuple[str, str]:
        self._access.require_super_admin(principal)
        node = parse_node(raw_node, allow_wildcard=False)
        async with self._uow() as uow:
            known = {n for _, n in await uow.grants.catalog()}
            entry = await uow.grants.register_node(self._ids.new_object_id(), node)
            if node not in known:
                await self._audit.record(
                    uow, principal, "permissions.node.register", Target("node", entry[0]),
                    after={"node": node},
                )  # fmt: skip
            await uow.commit()
        await self._access.changed()
        return entry

    async def unregister_node(self, principal: Principal, node_id: str) -> None:
        self._access.require_super_admin(principal)
        async with self._uow() as uow:
            nodes = dict(await uow.grants.catalog())
            if not await uow.grants.unregister_node(node_id):
                raise NodeNotFound()
            await self._audit.record(
                uow, principal, "permissions.node.unregister", Target("node", node_id),
                before={"node": nodes.get(node_id)},
            )  # fmt: skip
            await uow.commit()
        await self._access.changed()

    async def grants_of(self, principal: Principal, user_id: UUID) -> list[Grant]:
        self._access.require_super_admin(principal)
        async with self._uow() as uow:
            if await uow.users.get(user_id) is None:
                raise UserNotFound()
            return await uow.grants.list_for_user(user_id)

    async def why(self, principal: Principal, user_id: UUID, raw_node: str) -> Explanation:
        """Which grant, role, default role or negation decides whether the user is allowed
        ``raw_node`` (one node, no pattern), by the rule the check uses; super admins only."""
        self._access.require_super_admin(principal)
        node = parse_node(raw_node, allow_wildcard=False)
        async with self._uow() as uow:
            if await uow.users.get(user_id) is None:
                raise UserNotFound()
        return await self._access.explain(user_id, node)

    async def put(self, principal: Principal, user_id: UUID, change: GrantChange) -> Grant:
        self._access.require_super_admin(principal)
        value = change.checked_value()
        node = parse_node(change.node)
        check_expiry(change.expires_at, self._clock.now())
        async with self._uow() as uow:
            if await uow.users.get(user_id) is None:
                raise UserNotFound()
            current = {g.node: g for g in await uow.grants.list_for_user(user_id)}
            if value is KEEP:
                value = current[node].value if node in current else None
            grant = Grant(node, change.negated, change.expires_at, value)
            await uow.grants.put_for_user(user_id, grant)
            if not is_pattern(node):
                await uow.grants.register_node(self._ids.new_object_id(), node)
            before = current.get(node)
            await self._audit.record(
                uow, principal, "permissions.grant", Target("user", str(user_id)),
                before=snapshots.grant(before) if before else None,
                after=snapshots.grant(grant),
            )  # fmt: skip
            await uow.commit()
        await self._access.changed(user_id)
        return grant

    async def remove(self, principal: Principal, user_id: UUID, raw_node: str) -> int:
        self._access.require_super_admin(principal)
        node = parse_node(raw_node)
        async with self._uow() as uow:
            current = {g.node: g for g in await uow.grants.list_for_user(user_id)}
            removed = await uow.grants.remove_for_user(user_id, node)
            if removed and node in current:
                await self._audit.record(
                    uow, principal, "permissions.revoke", Target("user", str(user_id)),
                    before=snapshots.grant(current[node]),
                )  # fmt: skip
            await uow.commit()
        await self._access.changed(user_id)
        return removed
