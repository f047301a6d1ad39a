"""Personal totems (docs/profile.md, "Personal totems"): one route table, mounted under
``/v1/profile`` and, for legacy clients, under ``/v1/api/profile`` (deprecated in the
OpenAPI document)."""

from __future__ import annotations

from typing import Annotated

from litestar import Controller, Router, get, post
from litestar.params import FromPath, JSONBody, QueryParameter

from application.identity.principal import Principal
from application.totem.totems import AuthorIn, PersonalTotems, Upload
from bootstrap.settings import Settings
from domain.totem.nodes import TOTEM_READ, TOTEM_WRITE
from entrypoints.http.auth import SECURITY
from entrypoints.http.dependencies import Inject
from entrypoints.http.dto.common import Cursor, ObjectIdStr
from entrypoints.http.dto.totem import (
    MAX_BODY_BYTES,
    GalleryOut,
    HistoryOut,
    ModelOut,
    TotemPostIn,
    active_out,
    gallery_out,
    history_out,
    model_out,
)
from entrypoints.http.problems import problems
from entrypoints.http.route_access import scope

PREFIX = "/v1/profile"
LEGACY_PREFIX = "/v1/api/profile"


class PersonalTotemController(Controller):
    path = "/personal-totem"
    tags = ["totem"]
    security = SECURITY

    @get(
        "/",
        summary="My active personal totem",
        description="Needs totem:read. `includeModel=true` puts the model JSON in `itemModel` "
        "instead of its public URL in `itemModelUrl`. 404 `totem.no_active_model` before the "
        "first upload or activation.",
        responses=problems(404, 503),
        access=scope(TOTEM_READ),
    )
    async def get_personal_totem(
        self,
        principal: Inject[Principal],
        totem: Inject[PersonalTotems],
        include_model: Annotated[bool, QueryParameter(name="includeModel")] = False,
    ) -> ModelOut:
        view = await totem.active(principal, include_model)
        return active_out(view, totem.url(view.model.id))

    @get(
        "/history",
        summary="Models I selected, most recent first",
        description="Needs totem:read. `limit` default 10, above 50 clamped.",
        access=scope(TOTEM_READ),
    )
    async def get_totem_history(
        self,
        principal: Inject[Principal],
        settings: Inject[Settings],
        totem: Inject[PersonalTotems],
        limit: Annotated[int | None, QueryParameter(ge=1)] = None,
    ) -> HistoryOut:
        rows = await totem.history(principal, limit)
        return history_out(rows, settings.cdn)

    @get(
        "/gallery",
        summary="The public gallery of every model",
        description="Needs totem:read. `limit` default 200, above 500 clamped; `sort` "
        "selected (default), created, last_used or name; `order` asc or desc (default desc, "
        "asc for name); the caller's active entry has `active: true`. Entries rated nsfw or "
        "nsfl show only when `content` names their content (e.g. `content=nsfw,nsfl`) and "
        "`age` (0, 16, 18, 21; default 0) is at least their rating age.",
        access=scope(TOTEM_READ),
    )
    async def get_totem_gallery(
        self,
        principal: Inject[Principal],
        settings: Inject[Settings],
        totem: Inject[PersonalTotems],
        limit: Annotated[int | None, QueryParameter(ge=1)] = None,
        sort: Annotated[str | None, QueryParameter(max_length=16)] = None,
        order: Annotated[str | None, QueryParameter(max_length=8)] = None,
        cursor: Annotated[Cursor | None, QueryParameter()] = None,
        content: Annotated[str | None, QueryParameter(max_length=32)] = None,
        age: Annotated[int | None, QueryParameter()] = None,
    ) -> GalleryOut:
        page = await totem.gallery(principal, limit, sort, order, cursor, content, age)
        return gallery_out(page, settings.cdn)

    @get(
        "/model/{item_model_id:str}",
        summary="One model by id",
        description="Needs totem:read. Your own models and your active one; any model when "
        "the deployment sets PERSONAL_TOTEM_PUBLIC_API. Otherwise 404.",
        access=scope(TOTEM_READ),
    )
    async def get_totem_model(
        self,
        item_model_id: FromPath[ObjectIdStr],
        principal: Inject[Principal],
        totem: Inject[PersonalTotems],
    ) -> ModelOut:
        model = await totem.model(principal, item_model_id)
        return model_out(model, totem.url(model.id))

    @post(
        "/",
        summary="Upload a model, or activate one",
        description="Needs totem:write. Send `data: {format: 'json', data: <base64>}` to "
        "upload (the model becomes active; an identical upload of yours reuses the stored "
        "model), or `itemModelId` to activate an existing model: exactly one of the two. "
        "`created` says whether a new model was stored. 400 for an invalid model, 413 for a "
        "body over 3 MiB, 503 `storage.unavailable` when the storage fails (nothing stored).",
        status_code=200,
        request_max_body_size=MAX_BODY_BYTES,
        responses=problems(404, 413, 503),
        access=scope(TOTEM_WRITE),
    )
    async def post_personal_totem(
        self,
        data: JSONBody[TotemPostIn],
        principal: Inject[Principal],
        totem: Inject[PersonalTotems],
    ) -> ModelOut:
        author = data.author
        rating = data.rating
        posted = await totem.post(
            principal,
            upload=Upload(data.data.format, data.data.data) if data.data else None,
            item_model_id=data.item_model_id,
            name=data.file_name,
            rating_content=rating.content if rating else None,
            rating_age=rating.age if rating else None,
            author_in=AuthorIn(author.id, author.name, author.description) if author else None,
            rated=rating is not None,
        )
        out = model_out(posted.model, totem.url(posted.model.id))
        out.created = posted.created
        return out


PERSONAL_TOTEM = Router(PREFIX, route_handlers=[PersonalTotemController])
PERSONAL_TOTEM_LEGACY = Router(LEGACY_PREFIX, route_handlers=[PersonalTotemController])
