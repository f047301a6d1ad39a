"""Creating users, and reading them for admins (who hold ``admin:user:view``; each reading
method checks its caller first)."""

from __future__ import annotations

from uuid import UUID

from application.identity.principal import Principal
from application.permissions.access import AccessControl
from application.ports import Clock, UnitOfWork, UnitOfWorkFactory
from domain.identity.errors import UserNotFound
from domain.identity.nodes import USER_VIEW
from domain.identity.user import User, validate_user_name
from domain.shared.errors import InvalidInput
from domain.shared.pagination import LimitRule

LOOKUP_LIMIT = LimitRule(default=20, maximum=50)


async def ensure_user(uow: UnitOfWork, user_id: UUID, name: str, clock: Clock) -> User:
    """The user with this id, created with ``name`` when absent, renamed when changed."""
    now = clock.now()
    user = await uow.users.get(user_id)
    if user is None:
        user = User(
            id=user_id,
            name=validate_user_name(name),
            created_at=now,
            updated_at=now,
            first_joined_at=now,
        )
        await uow.users.add(user)
    elif validate_user_name(name) != user.name:
        user.rename(name, now)
        await uow.users.update(user)
    return user


class UserDirectory:
    def __init__(self, uow: UnitOfWorkFactory, access: AccessControl, clock: Clock) -> None:
        self._uow = uow
        self._access = access
        self._clock = clock

    async def ensure(self, user_id: UUID, name: str) -> User:
        async with self._uow() as uow:
            user = await ensure_user(uow, user_id, name, self._clock)
            await uow.commit()
        return user

    async def get(self, principal: Principal, user_id: UUID) -> User:
        await self._access.require(principal, USER_VIEW)
        async with self._uow() as uow:
            user = await uow.users.get(user_id)
        if user is None:
            raise UserNotFound()
        return user

    async def lookup(self, principal: Principal, query: str, limit: int | None) -> list[User]:
        """By exact UUID, or by case-insensitive name prefix."""
        await self._access.require(principal, USER_VIEW)
        limit = LOOKUP_LIMIT.apply(limit)
        query = query.strip()
        if not query:
            raise InvalidInput("query must not be empty", field="query")
        async with self._uow() as uow:
            try:
                user = await uow.users.get(UUID(query))
            except ValueError:
                return await uow.users.lookup(query.lower(), limit)
        return [user] if user else []
