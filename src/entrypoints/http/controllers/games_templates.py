"""Game templates and their collaborators (docs/games.md, "Templates")."""

from __future__ import annotations

from typing import Annotated
from uuid import UUID

from litestar import Controller, Response, delete, get, post, put
from litestar.params import FromPath, JSONBody, QueryParameter

from application.games.area import Games
from application.games.minigames import MinigameView
from application.identity.principal import Principal
from domain.games.nodes import GAMES_CREATE, GAMES_READ
from domain.games.template import CollaboratorRole
from entrypoints.http.auth import SECURITY
from entrypoints.http.body_limits import LARGE, SMALL
from entrypoints.http.dependencies import Inject
from entrypoints.http.dto.common import Cursor, ObjectIdStr
from entrypoints.http.dto.games import (
    CollaboratorIn,
    CollaboratorOut,
    CollaboratorsOut,
    MinigamesOut,
    TemplateEnvelope,
    TemplateIn,
    TemplatesOut,
    collaborator_out,
    minigame_out,
    template_out,
)
from entrypoints.http.problems import problems
from entrypoints.http.revisions import ETAG, IfMatch, etag, expected_revision
from entrypoints.http.route_access import scope

Limit = Annotated[int | None, QueryParameter(ge=1, description="default 50, above 200 clamped")]
CursorParam = Annotated[Cursor | None, QueryParameter(description="nextCursor of the last page")]


def _tagged(envelope: TemplateEnvelope, status_code: int = 200) -> Response[TemplateEnvelope]:
    return Response(
        envelope, status_code=status_code, headers={"ETag": etag(envelope.template.revision)}
    )


class GameTemplatesController(Controller):
    path = "/v1/games/templates"
    tags = ["games"]
    security = SECURITY

    @get(
        "/",
        summary="Templates you own or collaborate on",
        description="Newest first, in cursor pages; each with your `role` on it.",
        access=scope(GAMES_READ),
    )
    async def list_templates(
        self,
        principal: Inject[Principal],
        games: Inject[Games],
        limit: Limit = None,
        cursor: CursorParam = None,
    ) -> TemplatesOut:
        page = await games.templates.page(principal, limit, cursor)
        return TemplatesOut(
            [template_out(v.template, v.role.value) for v in page.items], page.next_cursor
        )

    @post(
        "/",
        summary="Create a template",
        description="Needs games:create. The settings schema uses the Connect schema types "
        "(bool, string, int, number, enum); assets are https:// URLs or storage:// keys. "
        "Answers the revision as `ETag`.",
        status_code=201,
        request_max_body_size=LARGE,
        access=scope(GAMES_CREATE),
        response_headers=[ETAG],
    )
    async def create_template(
        self, data: JSONBody[TemplateIn], principal: Inject[Principal], games: Inject[Games]
    ) -> Response[TemplateEnvelope]:
        template = await games.templates.create(principal, data.content())
        return _tagged(TemplateEnvelope(template_out(template, "owner")), 201)

    @get(
        "/{template_id:str}",
        summary="One template",
        description="For its owner and collaborators (else 404). The revision is the `ETag`.",
        access=scope(GAMES_READ),
        response_headers=[ETAG],
    )
    async def get_template(
        self, template_id: FromPath[ObjectIdStr], principal: Inject[Principal], games: Inject[Games]
    ) -> Response[TemplateEnvelope]:
        view = await games.templates.get(principal, template_id)
        return _tagged(TemplateEnvelope(template_out(view.template, view.role.value)))

    @put(
        "/{template_id:str}",
        summary="Replace a template",
        description="Owner or editor (else 403 `games.not_editor`). `If-Match` with the ETag "
        "read: 412 `games.stale_revision` when someone changed it since. Minigames keep their "
        "values; they are checked against the new schema when next edited or published.",
        responses=problems(412),
        request_max_body_size=LARGE,
        access=scope(GAMES_CREATE),
        response_headers=[ETAG],
    )
    async def replace_template(
        self,
        template_id: FromPath[ObjectIdStr],
        data: JSONBody[TemplateIn],
        principal: Inject[Principal],
        games: Inject[Games],
        if_match: IfMatch = None,
    ) -> Response[TemplateEnvelope]:
        view = await games.templates.replace(
            principal, template_id, data.content(), expected_revision(if_match)
        )
        return _tagged(TemplateEnvelope(template_out(view.template, view.role.value)))

    @delete(
        "/{template_id:str}",
        summary="Delete a template",
        description="Owner only (403 `games.not_owner`), and only while no minigame was "
        "made from it, archived ones included (409 `games.template_in_use`).",
        responses=problems(409, 412),
        access=scope(GAMES_CREATE),
    )
    async def delete_template(
        self,
        template_id: FromPath[ObjectIdStr],
        principal: Inject[Principal],
        games: Inject[Games],
        if_match: IfMatch = None,
    ) -> None:
        await games.templates.delete(principal, template_id, expected_revision(if_match))

    @get(
        "/{template_id:str}/minigames",
        summary="Minigames made from a template",
        description="For the template's owner and collaborators; newest first, in cursor pages.",
        access=scope(GAMES_READ),
    )
    async def list_template_minigames(
        self,
        template_id: FromPath[ObjectIdStr],
        principal: Inject[Principal],
        games: Inject[Games],
        limit: Limit = None,
        cursor: CursorParam = None,
    ) -> MinigamesOut:
        view = await games.templates.get(principal, template_id)
        page = await games.minigames.of_template(principal, template_id, limit, cursor)
        return MinigamesOut(
            [minigame_out(MinigameView(m, view.role)) for m in page.items], page.next_cursor
        )

    @get(
        "/{template_id:str}/collaborators",
        summary="Collaborators of a template",
        description="Everyone who may read the template sees who else may: the earliest "
        "added first.",
        access=scope(GAMES_READ),
    )
    async def list_collaborators(
        self, template_id: FromPath[ObjectIdStr], principal: Inject[Principal], games: Inject[Games]
    ) -> CollaboratorsOut:
        found = await games.templates.collaborators(principal, template_id)
        return CollaboratorsOut([collaborator_out(c) for c in found])

    @put(
        "/{template_id:str}/collaborators",
        summary="Add a collaborator or change their role",
        description="Owner only. `role` is `editor` (reads and edits the template, makes and "
        "publishes its minigames) or `viewer` (reads). At most 50 collaborators.",
        responses=problems(409),
        request_max_body_size=SMALL,
        access=scope(GAMES_CREATE),
    )
    async def put_collaborator(
        self,
        template_id: FromPath[ObjectIdStr],
        data: JSONBody[CollaboratorIn],
        principal: Inject[Principal],
        games: Inject[Games],
    ) -> CollaboratorOut:
        collaborator = await games.templates.put_collaborator(
            principal, template_id, data.user_id, CollaboratorRole(data.role)
        )
        return collaborator_out(collaborator)

    @delete(
        "/{template_id:str}/collaborators",
        summary="Remove a collaborator",
        description="Owner only, or a collaborator removing themselves; 404 when the user is "
        "not a collaborator.",
        access=scope(GAMES_CREATE),
    )
    async def remove_collaborator(
        self,
        template_id: FromPath[ObjectIdStr],
        principal: Inject[Principal],
        games: Inject[Games],
        user_id: Annotated[UUID, QueryParameter(name="userId")],
    ) -> None:
        await games.templates.remove_collaborator(principal, template_id, user_id)
