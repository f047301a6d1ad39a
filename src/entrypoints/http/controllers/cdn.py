"""Uploaded files, read-only: model files and skin-builder part images, as stored.

They never change once written (a new upload gets a new id), so they are cached for a
year as immutable, carry an ``ETag``, and a matching ``If-None-Match`` is a 304 without a
body. The default ``SVC_CDN_URL`` points here; a deployment may put a CDN or the bucket
itself in front instead (docs/profile.md, "Storage").
"""

from __future__ import annotations

from typing import Any

from litestar import Controller, Response, get
from litestar.datastructures import ResponseHeader
from litestar.openapi.datastructures import ResponseSpec
from litestar.openapi.spec import Example
from litestar.params import FromPath

from application.catalog.area import CatalogArea
from application.totem.ports import StoredObject
from application.totem.totems import PersonalTotems
from domain.shared.errors import NotFound
from entrypoints.http.dependencies import Inject
from entrypoints.http.revisions import ETAG, IfNoneMatch, matches
from entrypoints.http.route_access import PUBLIC

CACHE_CONTROL = "public, max-age=31536000, immutable"
NOT_MODIFIED = {304: ResponseSpec(None, description="Not Modified: If-None-Match matched")}
MODEL_EXAMPLE = {"parent": "item/generated", "textures": {"layer0": "svc:item/golden_crown"}}
MODEL_FILE_RESPONSES = {
    200: ResponseSpec(
        dict[str, Any],
        description="The model file, as uploaded",
        generate_examples=False,
        media_type="application/json",
        examples=[Example(summary="An item model", value=MODEL_EXAMPLE)],
    ),
    **NOT_MODIFIED,
}
NOSNIFF = ResponseHeader(
    name="X-Content-Type-Options", value="nosniff", documentation_only=True
)  # the browser must not guess another type than the one stored


class FileNotFound(NotFound):
    """No file at this address."""

    code = "storage.not_found"


def _serve(if_none_match: str | None, stored: StoredObject | None) -> Response[bytes]:
    if stored is None:
        raise FileNotFound()
    headers = {
        "Cache-Control": CACHE_CONTROL,
        "ETag": stored.etag,
        "X-Content-Type-Options": "nosniff",
    }
    if matches(if_none_match, stored.etag):
        return Response(b"", status_code=304, headers=headers)
    return Response(stored.data, media_type=stored.content_type, headers=headers)


class CdnController(Controller):
    path = "/cdn"
    tags = ["files"]

    @get(
        "/{object_name:str}",
        summary="A model file",
        description="The JSON of a personal totem model, at the `itemModelUrl` the API hands "
        "out. Immutable: `Cache-Control: public, max-age=31536000, immutable`, `ETag`, 304 on "
        "a matching `If-None-Match`.",
        media_type="application/json",
        responses=MODEL_FILE_RESPONSES,
        access=PUBLIC,
        response_headers=[ETAG, NOSNIFF],
    )
    async def get_stored_file(
        self,
        object_name: FromPath[str],
        totem: Inject[PersonalTotems],
        if_none_match: IfNoneMatch = None,
    ) -> Response[bytes]:
        return _serve(if_none_match, await totem.model_file(object_name))

    @get(
        "/skin-parts/{object_name:str}",
        summary="A skin-builder part image",
        description="The PNG of a skin-builder part; cached like model files.",
        media_type="image/png",
        responses=NOT_MODIFIED,
        access=PUBLIC,
        response_headers=[ETAG, NOSNIFF],
    )
    async def get_skin_part_file(
        self,
        object_name: FromPath[str],
        catalog: Inject[CatalogArea],
        if_none_match: IfNoneMatch = None,
    ) -> Response[bytes]:
        return _serve(if_none_match, await catalog.parts.file(object_name))
