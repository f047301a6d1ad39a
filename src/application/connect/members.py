"""Members of a server and their roles (docs/connect.md, "Dash access, for reference")."""

from __future__ import annotations

from uuid import UUID

from application.connect.access import ServerAccess
from application.identity.principal import Principal
from application.ports import Clock, UnitOfWorkFactory
from domain.connect.errors import MemberIsOwner
from domain.connect.member import Member, MemberRole
from domain.connect.nodes import MEMBERS_READ, MEMBERS_WRITE
from domain.identity.errors import UserNotFound


class Members:
    def __init__(self, uow: UnitOfWorkFactory, access: ServerAccess, clock: Clock) -> None:
        self._uow = uow
        self._access = access
        self._clock = clock

    async def list(self, principal: Principal, server_id: UUID) -> list[Member]:
        await self._access.require(principal, server_id, MEMBERS_READ)
        async with self._uow() as uow:
            return await uow.connect.members.list(server_id)

    async def put(
        self, principal: Principal, server_id: UUID, user_id: UUID, role: MemberRole
    ) -> Member:
        """Add the user as a member, or change their role."""
        server = await self._access.require(principal, server_id, MEMBERS_WRITE)
        if server.owner_id == user_id:
            raise MemberIsOwner()
        now = self._clock.now()
        async with self._uow() as uow:
            user = await uow.users.get(user_id)
            if user is None:
                raise UserNotFound()
            existing = await uow.connect.members.get(server_id, user_id)
            member = Member(
                server_id=server_id,
                user_id=user_id,
                role=MemberRole(role),
                created_at=existing.created_at if existing else now,
                updated_at=now,
                name=user.name,
            )
            await uow.connect.members.put(member)
            await uow.commit()
        return member

    async def remove(self, principal: Principal, server_id: UUID, user_id: UUID) -> bool:
        await self._access.require(principal, server_id, MEMBERS_WRITE)
        async with self._uow() as uow:
            removed = await uow.connect.members.remove(server_id, user_id)
            await uow.commit()
        return removed
