"""The extension catalog (dash) and what each server publishes about its extensions."""

from __future__ import annotations

from uuid import UUID

from application.connect.access import ServerAccess, require_full_token
from application.connect.callers import same_server
from application.connect.ports import ServerCredentials
from application.identity.principal import Principal
from application.permissions.access import AccessControl
from application.ports import Clock, UnitOfWorkFactory
from domain.connect.errors import ExtensionExists, ExtensionNotFound, NotExtensionCreator
from domain.connect.extension import (
    DESCRIPTION_MAX_LENGTH,
    NAME_MAX_LENGTH,
    Extension,
    ExtensionAction,
    ServerExtension,
    check_actions,
    validate_extension_id,
    validate_text,
)
from domain.connect.nodes import COMMANDS_READ
from domain.shared.pagination import LimitRule

CATALOG_LIMIT = LimitRule(default=100, maximum=500)


class Extensions:
    def __init__(
        self,
        uow: UnitOfWorkFactory,
        access: ServerAccess,
        permissions: AccessControl,
        clock: Clock,
    ) -> None:
        self._uow = uow
        self._access = access
        self._permissions = permissions
        self._clock = clock

    async def catalog(
        self, after: str | None, limit: int | None
    ) -> tuple[list[Extension], str | None]:
        """A page by extension id, and the cursor of the next one."""
        limit = CATALOG_LIMIT.apply(limit)
        async with self._uow() as uow:
            page = await uow.connect.extensions.page(after, limit + 1)
        more = len(page) > limit
        page = page[:limit]
        return page, page[-1].extension_id if more else None

    async def create(
        self, principal: Principal, extension_id: str, name: str, description: str
    ) -> Extension:
        require_full_token(principal)
        now = self._clock.now()
        extension = Extension(
            extension_id=validate_extension_id(extension_id),
            name=validate_text(name, "name", NAME_MAX_LENGTH),
            description=validate_text(description, "description", DESCRIPTION_MAX_LENGTH, False),
            created_by=principal.user_id,
            created_at=now,
            updated_at=now,
        )
        async with self._uow() as uow:
            if not await uow.connect.extensions.add(extension):
                raise ExtensionExists()
            await uow.commit()
        return extension

    async def update(
        self,
        principal: Principal,
        extension_id: str,
        name: str | None = None,
        description: str | None = None,
    ) -> Extension:
        """Change name and/or description; only the creator (or a super admin) may."""
        require_full_token(principal)
        async with self._uow() as uow:
            extension = await uow.connect.extensions.get(extension_id)
            if extension is None:
                raise ExtensionNotFound()
            if extension.created_by != principal.user_id and not self._super_admin(principal):
                raise NotExtensionCreator()
            if name is not None:
                extension.name = validate_text(name, "name", NAME_MAX_LENGTH)
            if description is not None:
                extension.description = validate_text(
                    description, "description", DESCRIPTION_MAX_LENGTH, False
                )
            extension.updated_at = self._clock.now()
            await uow.connect.extensions.update(extension)
            await uow.commit()
        return extension

    async def publish(
        self,
        server: ServerCredentials,
        server_id: UUID,
        extension_id: str,
        name: str,
        description: str,
        actions: list[ExtensionAction],
    ) -> ServerExtension:
        """The server (of ``server_id``, its own: else 404) says it runs this extension,
        offering these actions (replaces)."""
        same_server(server, server_id)
        published = ServerExtension(
            server_id=server.server_id,
            extension_id=validate_extension_id(extension_id),
            name=validate_text(name, "name", NAME_MAX_LENGTH),
            description=validate_text(description, "description", DESCRIPTION_MAX_LENGTH, False),
            actions=check_actions(actions),
            updated_at=self._clock.now(),
        )
        async with self._uow() as uow:
            await uow.connect.server_extensions.put(published)
            await uow.commit()
        return published

    async def of_server(self, principal: Principal, server_id: UUID) -> list[ServerExtension]:
        await self._access.require(principal, server_id, COMMANDS_READ)
        async with self._uow() as uow:
            return await uow.connect.server_extensions.list(server_id)

    def _super_admin(self, principal: Principal) -> bool:
        return self._permissions.acts_as_super_admin(principal)
