"""Administering user grants and the node catalog (docs/api.md and docs/decisions.md,
"Permissions")."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Final
from uuid import UUID

from application.permissions.access import AccessControl
from application.ports import Clock, IdGenerator, UnitOfWorkFactory
from application.shared.sentinels import Keep
from domain.identity.errors import UserNotFound
from domain.permissions.errors import NodeNotFound
from domain.permissions.grant import Grant
from domain.permissions.node import is_pattern, parse_node
from domain.permissions.quantity import Quantity
from domain.shared.errors import InvalidInput

KEEP: Final = Keep.KEEP
"""Marker for ``value`` on put: leave the stored value as it is."""


@dataclass(frozen=True, slots=True)
class GrantChange:
    node: str
    negated: bool = False
    expires_at: datetime | None = None
    value: Quantity | Keep | None = KEEP


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

    async def catalog(self) -> list[tuple[str, str]]:
        async with self._uow() as uow:
            return await uow.grants.catalog()

    async def register_node(self, raw_node: str) -> tuple[str, str]:
        node = parse_node(raw_node, allow_wildcard=False)
        async with self._uow() as uow:
            entry = await uow.grants.register_node(self._ids.new_object_id(), node)
            await uow.commit()
        await self._access.changed()
        return entry

    async def unregister_node(self, node_id: str) -> None:
        async with self._uow() as uow:
            if not await uow.grants.unregister_node(node_id):
                raise NodeNotFound()
            await uow.commit()
        await self._access.changed()

    async def grants_of(self, user_id: UUID) -> list[Grant]:
        async with self._uow() as uow:
            if await uow.users.get(user_id) is None:
                raise UserNotFound()
            return await uow.grants.list_for_user(user_id)

    async def put(self, user_id: UUID, change: GrantChange) -> Grant:
        node = parse_node(change.node)
        check_expiry(change.expires_at, self._clock.now())
        async with self._uow() as uow:
            if await uow.users.get(user_id) is None:
                raise UserNotFound()
            value = change.value
            if value is KEEP:
                current = {g.node: g for g in await uow.grants.list_for_user(user_id)}
                value = current[node].value if node in current else None
            grant = Grant(node, change.negated, change.expires_at, value)
            await uow.grants.put_for_user(user_id, grant)
            if not is_pattern(node):
                await uow.grants.register_node(self._ids.new_object_id(), node)
            await uow.commit()
        await self._access.changed(user_id)
        return grant

    async def remove(self, user_id: UUID, raw_node: str) -> int:
        node = parse_node(raw_node)
        async with self._uow() as uow:
            removed = await uow.grants.remove_for_user(user_id, node)
            await uow.commit()
        await self._access.changed(user_id)
        return removed
