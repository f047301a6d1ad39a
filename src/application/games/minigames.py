"""Minigames, their publishing, and the catalog players browse (docs/games.md, "Minigames",
"Catalog")."""

from __future__ import annotations

from dataclasses import dataclass
from uuid import UUID

from application.games.access import GameAccess, require_editor
from application.games.ports import CatalogKey, CatalogQuery, CatalogReader, CatalogSort
from application.identity.principal import Principal
from application.ports import Clock, IdGenerator, UnitOfWork, UnitOfWorkFactory
from application.shared import cursors
from application.shared.page import Page
from domain.games.errors import MinigameNotFound, StaleRevision
from domain.games.minigame import Action, Content, Minigame, act, check_values, edit, new_minigame
from domain.games.nodes import GAMES_CREATE, GAMES_PUBLISH, GAMES_READ
from domain.games.template import Role, Template, check_mode
from domain.shared.errors import InvalidInput
from domain.shared.pagination import LimitRule
from domain.shared.time import to_millis

LIST_LIMIT = LimitRule(default=50, maximum=200)
CATALOG_LIMIT = LimitRule(default=24, maximum=100)
SEARCH_MAX = 80


@dataclass(frozen=True, slots=True)
class MinigameDraft:
    template_id: str
    content: Content
    network_id: UUID | None = None


@dataclass(frozen=True, slots=True)
class MinigameView:
    minigame: Minigame
    role: Role


@dataclass(frozen=True, slots=True)
class CatalogItem:
    minigame: Minigame
    live_players: int


class Minigames:
    def __init__(
        self,
        uow: UnitOfWorkFactory,
        access: GameAccess,
        clock: Clock,
        ids: IdGenerator,
        reader: CatalogReader,
    ) -> None:
        self._uow = uow
        self._reader = reader
        self._access = access
        self._clock = clock
        self._ids = ids

    async def create(self, principal: Principal, draft: MinigameDraft) -> MinigameView:
        """Owner or editor of the template, with games:create; values checked against the
        template's schema."""
        await self._access.require(principal, GAMES_CREATE)
        async with self._uow() as uow:
            template, role = await self._access.template(
                uow, principal, draft.template_id, node=GAMES_CREATE
            )
            require_editor(role)
            await self._check_network(uow, principal, draft.network_id)
            check_values(template.content.settings_schema, draft.content.values)
            minigame = new_minigame(
                self._ids.new_object_id(),
                template.id,
                principal.user_id,
                draft.network_id,
                template.content.mode,
                draft.content,
                self._clock.now(),
            )
            await uow.games.minigames.add(minigame)
            await uow.commit()
        return MinigameView(minigame, role)

    async def get(self, principal: Principal, minigame_id: str) -> MinigameView:
        async with self._uow() as uow:
            return await self._load(uow, principal, minigame_id)

    async def of_template(
        self, principal: Principal, template_id: str, limit: int | None, cursor: str | None
    ) -> Page[Minigame]:
        size = LIST_LIMIT.apply(limit)
        before = cursors.object_id(cursors.decode(cursor, 1)[0]) if cursor else None
        async with self._uow() as uow:
            await self._access.template(uow, principal, template_id)
            items = await uow.games.minigames.page_of_template(template_id, before, size + 1)
        more = len(items) > size
        items = items[:size]
        return Page(items, cursors.encode(items[-1].id) if more else None)

    async def replace(
        self,
        principal: Principal,
        minigame_id: str,
        content: Content,
        network_id: UUID | None,
        expected: int | None,
    ) -> MinigameView:
        """A new draft revision (owner or editor); players keep the published one."""
        async with self._uow() as uow:
            view = await self._load(uow, principal, minigame_id, node=GAMES_CREATE, lock=True)
            require_editor(view.role)
            if expected is not None and expected != view.minigame.revision:
                raise StaleRevision()
            if network_id != view.minigame.network_id:
                await self._check_network(uow, principal, network_id)
            template = await self._template(uow, view.minigame)
            check_values(template.content.settings_schema, content.values)
            changed = edit(view.minigame, content, network_id, self._clock.now())
            await uow.games.minigames.update(changed)
            await uow.commit()
        return MinigameView(changed, view.role)

    async def act(
        self, principal: Principal, minigame_id: str, action: Action, expected: int | None = None
    ) -> MinigameView:
        """publish / unpublish (owner or editor with games:publish), archive (owner or
        editor with games:create)."""
        node = GAMES_CREATE if action is Action.ARCHIVE else GAMES_PUBLISH
        async with self._uow() as uow:
            view = await self._load(uow, principal, minigame_id, node=node, lock=True)
            require_editor(view.role)
            if expected is not None and expected != view.minigame.revision:
                raise StaleRevision()
            if action is Action.PUBLISH:
                # The template may have changed since: the draft must still fit its schema.
                template = await self._template(uow, view.minigame)
                check_values(template.content.settings_schema, view.minigame.draft.values)
            changed = act(view.minigame, action, self._clock.now())
            await uow.games.minigames.update(changed)
            await uow.commit()
        return MinigameView(changed, view.role)

    async def catalog(
        self,
        principal: Principal,
        query: CatalogQuery,
        limit: int | None,
        cursor: str | None,
    ) -> Page[CatalogItem]:
        await self._access.require(principal, GAMES_READ)
        size = CATALOG_LIMIT.apply(limit)
        if query.search is not None and len(query.search) > SEARCH_MAX:
            raise InvalidInput(f"at most {SEARCH_MAX} characters", field="q")
        if query.mode is not None:
            check_mode(query.mode)
        after = None
        if cursor:
            rank, minigame_id = cursors.decode(cursor, 2)
            if not rank.isdigit():
                raise cursors.invalid()
            after = CatalogKey(int(rank), cursors.object_id(minigame_id))
        found = await self._reader.catalog(query, after, size + 1)  # the fast read path
        items = [CatalogItem(m, players) for m, players in found[:size]]
        next_cursor = None
        if len(found) > size:
            last = items[-1]
            position = (
                last.live_players
                if query.sort is CatalogSort.POPULARITY
                else to_millis(last.minigame.published_at or last.minigame.created_at)
            )
            next_cursor = cursors.encode(str(position), last.minigame.id)
        return Page(items, next_cursor)

    async def _load(
        self,
        uow: UnitOfWork,
        principal: Principal,
        minigame_id: str,
        *,
        node: str = GAMES_READ,
        lock: bool = False,
    ) -> MinigameView:
        await self._access.require(principal, node)
        minigame = await uow.games.minigames.get(minigame_id, lock=lock)
        if minigame is None:
            raise MinigameNotFound()
        template = await self._template(uow, minigame)
        role = await self._access.role(uow, principal, template)
        if minigame.owner_id == principal.user_id:
            role = Role.OWNER
        if role is None:
            raise MinigameNotFound()
        return MinigameView(minigame, role)

    @staticmethod
    async def _template(uow: UnitOfWork, minigame: Minigame) -> Template:
        template = await uow.games.templates.get(minigame.template_id)
        assert template is not None  # a template with minigames is never deleted
        return template

    async def _check_network(
        self, uow: UnitOfWork, principal: Principal, network_id: UUID | None
    ) -> None:
        """The caller owns the network (or is a games admin)."""
        if network_id is None:
            return
        network = await uow.connect.networks.get(network_id)
        if network is None or (
            network.owner_id != principal.user_id and not await self._access.is_admin(principal)
        ):
            raise InvalidInput(
                "no such network of yours", field="networkId", code="games.unknown_network"
            )
