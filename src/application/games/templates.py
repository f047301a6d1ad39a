"""Templates and their collaborators (docs/games.md, "Templates")."""

from __future__ import annotations

from dataclasses import dataclass, replace
from uuid import UUID

from application.games.access import GameAccess, require_editor
from application.identity.principal import Principal
from application.ports import Clock, IdGenerator, UnitOfWorkFactory
from application.shared import cursors
from application.shared.page import Page
from domain.games.errors import NotOwner, StaleRevision, TemplateInUse
from domain.games.nodes import GAMES_CREATE, GAMES_READ
from domain.games.template import (
    COLLABORATORS_MAX,
    Collaborator,
    CollaboratorRole,
    Role,
    Template,
    TemplateContent,
    check_content,
)
from domain.shared.errors import Conflict, InvalidInput, NotFound
from domain.shared.pagination import LimitRule

LIST_LIMIT = LimitRule(default=50, maximum=200)


@dataclass(frozen=True, slots=True)
class TemplateView:
    template: Template
    role: Role
    """The caller's role on it."""


class Templates:
    def __init__(
        self, uow: UnitOfWorkFactory, access: GameAccess, clock: Clock, ids: IdGenerator
    ) -> None:
        self._uow = uow
        self._access = access
        self._clock = clock
        self._ids = ids

    async def create(self, principal: Principal, content: TemplateContent) -> Template:
        await self._access.require(principal, GAMES_CREATE)
        now = self._clock.now()
        template = Template(
            self._ids.new_object_id(), principal.user_id, check_content(content), 1, now, now
        )
        async with self._uow() as uow:
            await uow.games.templates.add(template)
            await uow.commit()
        return template

    async def get(self, principal: Principal, template_id: str) -> TemplateView:
        async with self._uow() as uow:
            template, role = await self._access.template(uow, principal, template_id)
        return TemplateView(template, role)

    async def page(
        self, principal: Principal, limit: int | None, cursor: str | None
    ) -> Page[TemplateView]:
        """Templates the caller owns or collaborates on, newest first."""
        size = LIST_LIMIT.apply(limit)
        before = cursors.object_id(cursors.decode(cursor, 1)[0]) if cursor else None
        async with self._uow() as uow:
            await self._access.require(principal, GAMES_READ)
            found = await uow.games.templates.page_for(principal.user_id, before, size + 1)
            items = []
            for template in found[:size]:
                role = await self._access.role(uow, principal, template)
                items.append(TemplateView(template, role or Role.VIEWER))
        more = len(found) > size
        return Page(items, cursors.encode(items[-1].template.id) if more else None)

    async def replace(
        self,
        principal: Principal,
        template_id: str,
        content: TemplateContent,
        expected: int | None,
    ) -> TemplateView:
        """Owner or editor; ``expected`` (If-Match) must be the current revision."""
        checked = check_content(content)
        async with self._uow() as uow:
            template, role = await self._access.template(
                uow, principal, template_id, node=GAMES_CREATE, lock=True
            )
            require_editor(role)
            if expected is not None and expected != template.revision:
                raise StaleRevision()
            changed = replace(
                template,
                content=checked,
                revision=template.revision + 1,
                updated_at=self._clock.now(),
            )
            await uow.games.templates.update(changed)
            await uow.commit()
        return TemplateView(changed, role)

    async def delete(self, principal: Principal, template_id: str, expected: int | None) -> None:
        """Owner only, and only while no minigame was made from it (minigames, archived
        ones too, keep their template: their history and boards stay readable)."""
        async with self._uow() as uow:
            template, role = await self._access.template(
                uow, principal, template_id, node=GAMES_CREATE, lock=True
            )
            if role is not Role.OWNER:
                raise NotOwner()
            if expected is not None and expected != template.revision:
                raise StaleRevision()
            if await uow.games.minigames.made_from(template_id):
                raise TemplateInUse()
            await uow.games.templates.delete(template_id)
            await uow.commit()

    async def collaborators(self, principal: Principal, template_id: str) -> list[Collaborator]:
        """Anyone who may read the template sees who else may."""
        async with self._uow() as uow:
            await self._access.template(uow, principal, template_id)
            return await uow.games.templates.collaborators(template_id)

    async def put_collaborator(
        self, principal: Principal, template_id: str, user_id: UUID, role: CollaboratorRole
    ) -> Collaborator:
        """Owner only; the user must exist and may not be the owner."""
        async with self._uow() as uow:
            template, caller_role = await self._access.template(
                uow, principal, template_id, node=GAMES_CREATE, lock=True
            )
            if caller_role is not Role.OWNER:
                raise NotOwner()
            if user_id == template.owner_id:
                raise InvalidInput("the owner is not a collaborator", field="userId")
            if await uow.users.get(user_id) is None:
                raise NotFound("there is no such user")
            existing = await uow.games.templates.collaborator(template_id, user_id)
            if existing is None:
                if len(await uow.games.templates.collaborators(template_id)) >= COLLABORATORS_MAX:
                    raise Conflict(f"a template has at most {COLLABORATORS_MAX} collaborators")
                collaborator = Collaborator(template_id, user_id, role, self._clock.now())
            else:
                collaborator = replace(existing, role=role)
            await uow.games.templates.put_collaborator(collaborator)
            await uow.commit()
        return collaborator

    async def remove_collaborator(
        self, principal: Principal, template_id: str, user_id: UUID
    ) -> None:
        """Owner only (or the collaborator leaving); 404 when the user is not one."""
        async with self._uow() as uow:
            _, caller_role = await self._access.template(
                uow, principal, template_id, node=GAMES_CREATE, lock=True
            )
            if caller_role is not Role.OWNER and user_id != principal.user_id:
                raise NotOwner()
            if not await uow.games.templates.remove_collaborator(template_id, user_id):
                raise NotFound("the user is not a collaborator")
            await uow.commit()
