"""Permission nodes of the games area and who may do what to a template or minigame."""

from __future__ import annotations

from application.identity.principal import Principal
from application.permissions.access import AccessControl
from application.ports import UnitOfWork
from domain.games.errors import NotEditor, TemplateNotFound
from domain.games.nodes import GAMES_MANAGE, GAMES_READ
from domain.games.template import Role, Template, role_of


class GameAccess:
    def __init__(self, access: AccessControl) -> None:
        self._access = access

    async def require(self, principal: Principal, node: str) -> None:
        await self._access.require(principal, node)

    async def is_admin(self, principal: Principal) -> bool:
        """games:manage: every template, minigame and board, as if their owner."""
        return await self._access.allows(principal, GAMES_MANAGE)

    async def role(self, uow: UnitOfWork, principal: Principal, template: Template) -> Role | None:
        """The caller's role on the template (an admin's is owner), None when unrelated."""
        if await self.is_admin(principal):
            return Role.OWNER
        collaborator = await uow.games.templates.collaborator(template.id, principal.user_id)
        return role_of(template, principal.user_id, collaborator)

    async def template(
        self,
        uow: UnitOfWork,
        principal: Principal,
        template_id: str,
        *,
        node: str = GAMES_READ,
        lock: bool = False,
    ) -> tuple[Template, Role]:
        """The template and the caller's role; 404 when missing or unrelated to the caller.
        ``node``: the permission the call needs (games:read to read, games:create to change)."""
        await self._access.require(principal, node)
        template = await uow.games.templates.get(template_id, lock=lock)
        role = await self.role(uow, principal, template) if template is not None else None
        if template is None or role is None:
            raise TemplateNotFound()
        return template, role


def require_editor(role: Role) -> None:
    if not role.edits:
        raise NotEditor()
