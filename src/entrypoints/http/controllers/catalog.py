"""Catalogs for administrators, public random draws and skin-builder parts
(docs/profile.md, "Catalogs and random assets")."""

from __future__ import annotations

from typing import Annotated

from litestar import Controller, delete, get, post, put
from litestar.datastructures import CacheControlHeader
from litestar.params import FromPath, JSONBody, QueryParameter

from application.catalog.area import CatalogArea
from application.identity.principal import Principal
from bootstrap.settings import Settings
from entrypoints.http.auth import SECURITY
from entrypoints.http.dependencies import Inject
from entrypoints.http.dto.catalog import (
    CATALOG_MAX_BODY,
    PART_MAX_BODY,
    CatalogIn,
    CatalogOut,
    CatalogPut,
    CatalogsOut,
    DrawOut,
    PartEnvelope,
    PartIn,
    PartsOut,
    catalog_out,
    catalogs_out,
    draw_out,
    items_in,
    part_out,
    parts_out,
)
from entrypoints.http.dto.common import Cursor, ObjectIdStr, Removed
from entrypoints.http.problems import problems
from entrypoints.http.route_access import PUBLIC, UNSCOPED

CursorParam = Annotated[Cursor | None, QueryParameter(description="nextCursor of the last page")]
Scope = Annotated[
    str | None, QueryParameter(name="scope", max_length=64, description="e.g. server")
]
ScopeId = Annotated[
    str | None, QueryParameter(name="scopeId", max_length=128, description="needs scope")
]
NO_STORE = CacheControlHeader(no_store=True)
DRAW = (
    "One enabled item, drawn by weight (equal weights: uniformly). With `scope` (and "
    "`scopeId`), among that scope's items, or the unscoped ones when the scope has none. "
    "404 `catalogs.empty` when there is nothing to draw."
)


class CatalogsController(Controller):
    path = "/v1/catalogs"
    tags = ["catalog"]
    security = SECURITY

    @get(
        "/",
        summary="Catalogs",
        description="Needs admin:catalogs:view. Oldest first.",
        access=UNSCOPED,
    )
    async def list_catalogs(
        self,
        principal: Inject[Principal],
        catalog: Inject[CatalogArea],
        limit: Annotated[
            int | None, QueryParameter(ge=1, description="default 50, above 200 clamped")
        ] = None,
        cursor: CursorParam = None,
    ) -> CatalogsOut:
        return catalogs_out(await catalog.catalogs.page(principal, limit, cursor))

    @post(
        "/",
        summary="Create a catalog",
        description="Needs admin:catalogs:create. `slug` is unique (409 "
        "`catalogs.slug_taken`); items are `{asset, weight?, scope?, scopeId?, enabled?}`.",
        status_code=201,
        request_max_body_size=CATALOG_MAX_BODY,
        responses=problems(409, 413),
        access=UNSCOPED,
    )
    async def create_catalog(
        self, data: JSONBody[CatalogIn], principal: Inject[Principal], catalog: Inject[CatalogArea]
    ) -> CatalogOut:
        view = await catalog.catalogs.create(
            principal, data.slug, data.kind, data.name, items_in(data.items)
        )
        return catalog_out(view)

    @get(
        "/{catalog_id:str}",
        summary="A catalog and a page of its items",
        description="Needs admin:catalogs:view. Items in the catalog's order; `limit` "
        "default 100, above 1000 clamped.",
        access=UNSCOPED,
    )
    async def get_catalog(
        self,
        catalog_id: FromPath[ObjectIdStr],
        principal: Inject[Principal],
        catalog: Inject[CatalogArea],
        limit: Annotated[int | None, QueryParameter(ge=1)] = None,
        cursor: CursorParam = None,
    ) -> CatalogOut:
        view = await catalog.catalogs.get(principal, catalog_id, limit, cursor)
        return catalog_out(view)

    @put(
        "/{catalog_id:str}",
        summary="Change a catalog",
        description="Needs admin:catalogs:edit. Changes the fields given; `items` replaces "
        "every item.",
        request_max_body_size=CATALOG_MAX_BODY,
        responses=problems(409, 413),
        access=UNSCOPED,
    )
    async def replace_catalog(
        self,
        catalog_id: FromPath[ObjectIdStr],
        data: JSONBody[CatalogPut],
        principal: Inject[Principal],
        catalog: Inject[CatalogArea],
    ) -> CatalogOut:
        view = await catalog.catalogs.replace(
            principal,
            catalog_id,
            data.slug,
            data.kind,
            data.name,
            items_in(data.items) if data.items is not None else None,
        )
        return catalog_out(view)

    @delete(
        "/{catalog_id:str}",
        summary="Delete a catalog",
        description="Needs admin:catalogs:delete. Its items go with it.",
        status_code=200,
        access=UNSCOPED,
    )
    async def delete_catalog(
        self,
        catalog_id: FromPath[ObjectIdStr],
        principal: Inject[Principal],
        catalog: Inject[CatalogArea],
    ) -> Removed:
        await catalog.catalogs.delete(principal, catalog_id)
        return Removed(1)


class RandomAssetsController(Controller):
    path = "/v1"
    tags = ["catalog"]

    @get(
        "/public/catalogs/{catalog_slug:str}/random",
        summary="A random item of a catalog",
        description=DRAW,
        cache_control=NO_STORE,
        access=PUBLIC,
    )
    async def get_random_from_catalog(
        self,
        catalog_slug: FromPath[str],
        catalog: Inject[CatalogArea],
        scope_name: Scope = None,
        scope_id: ScopeId = None,
    ) -> DrawOut:
        return draw_out(await catalog.draws.from_catalog(catalog_slug, scope_name, scope_id))

    @get(
        "/head/random",
        summary="A random head",
        description=DRAW + " Over every catalog of kind `head`.",
        cache_control=NO_STORE,
        responses=problems(404),
        access=PUBLIC,
    )
    async def get_random_head(
        self, catalog: Inject[CatalogArea], scope_name: Scope = None, scope_id: ScopeId = None
    ) -> DrawOut:
        return draw_out(await catalog.draws.from_kind("head", scope_name, scope_id))

    @get(
        "/banner/random",
        summary="A random banner",
        description=DRAW + " Over every catalog of kind `banner`.",
        cache_control=NO_STORE,
        responses=problems(404),
        access=PUBLIC,
    )
    async def get_random_banner(
        self, catalog: Inject[CatalogArea], scope_name: Scope = None, scope_id: ScopeId = None
    ) -> DrawOut:
        return draw_out(await catalog.draws.from_kind("banner", scope_name, scope_id))

    @get(
        "/public/skin-builder/parts",
        summary="Skin-builder parts",
        description="Oldest first; `category` keeps one category. `limit` default 100, above "
        "500 clamped.",
        access=PUBLIC,
    )
    async def list_skin_parts(
        self,
        catalog: Inject[CatalogArea],
        settings: Inject[Settings],
        category: Annotated[str | None, QueryParameter(max_length=32)] = None,
        limit: Annotated[int | None, QueryParameter(ge=1)] = None,
        cursor: CursorParam = None,
    ) -> PartsOut:
        page = await catalog.parts.page(category, limit, cursor)
        return parts_out(page, settings.cdn)


class SkinPartsAdminController(Controller):
    path = "/v1/admin/skin-builder/parts"
    tags = ["catalog"]
    security = SECURITY

    @post(
        "/",
        summary="Upload a skin-builder part",
        description="Needs admin:skin-builder-parts:upload. `data: {format: 'png', data: "
        "<base64>}`, at most 256 KiB decoded. 503 `storage.unavailable` when the storage "
        "fails (nothing stored).",
        status_code=201,
        request_max_body_size=PART_MAX_BODY,
        responses=problems(413, 503),
        access=UNSCOPED,
    )
    async def upload_skin_part(
        self, data: JSONBody[PartIn], principal: Inject[Principal], catalog: Inject[CatalogArea]
    ) -> PartEnvelope:
        part = await catalog.parts.upload(
            principal, data.category, data.name, data.data.format, data.data.data
        )
        return PartEnvelope(part_out(part, catalog.parts.url(part)))

    @delete(
        "/{part_id:str}",
        summary="Delete a skin-builder part",
        description="Needs admin:skin-builder-parts:delete.",
        status_code=200,
        access=UNSCOPED,
    )
    async def delete_skin_part(
        self,
        part_id: FromPath[ObjectIdStr],
        principal: Inject[Principal],
        catalog: Inject[CatalogArea],
    ) -> Removed:
        await catalog.parts.delete(principal, part_id)
        return Removed(1)
