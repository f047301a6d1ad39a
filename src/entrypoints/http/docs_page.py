"""The docs at /schema: a small page, and the OpenAPI document as a file of its own, cached.

The page (``/schema/``, about 1 KB) carries no part of the document: its script (``docs.js``,
ours, served from /schema/assets) fetches ``/schema/openapi.json`` and lists the operations by
tag, building an operation's details only when it is opened. Inlining the document made a
560 KB page that took a browser ten seconds to show. Swagger UI, for trying calls out, stays
at ``/schema/swagger``, and reads the same file. Nothing is loaded from outside: it works
offline.

``/schema/openapi.json`` is answered from bytes built once per app, with an ``ETag`` (a digest
of them) and ``Cache-Control``; a matching ``If-None-Match`` is a 304 without a body.
"""

from __future__ import annotations

import hashlib
import html
from collections.abc import Callable
from typing import Any

import msgspec
from litestar import Request, Response
from litestar.openapi.plugins import OpenAPIRenderPlugin, SwaggerRenderPlugin

from entrypoints.http.docs_assets import ASSETS
from entrypoints.http.revisions import matches

DOCUMENT = "/schema/openapi.json"
DOCUMENT_CACHE = "public, max-age=300"
"""Five minutes fresh, then revalidated with the ETag (a deployment changes the document)."""
_CACHED = "svc_openapi_json"


class DocsPage(OpenAPIRenderPlugin):
    """The light page at /schema/: a title, a stylesheet, a script, the document's URL."""

    def render(self, request: Request[Any, Any, Any], openapi_schema: dict[str, Any]) -> bytes:
        title = html.escape(str(openapi_schema.get("info", {}).get("title", "API")))
        return (
            "<!doctype html>\n<html lang='en'><head><meta charset='utf-8'>"
            "<meta name='viewport' content='width=device-width, initial-scale=1'>"
            f"<title>{title}</title><link rel='icon' href='data:,'>"
            f"<link rel='stylesheet' href='{ASSETS}/docs.css'>"
            f"<script src='{ASSETS}/docs.js' defer></script></head>"
            f"<body><main id='docs' data-document='{DOCUMENT}'>"
            f"<h1>{title}</h1><p>Loading <a href='{DOCUMENT}'>the OpenAPI document</a>…</p>"
            "</main></body></html>\n"
        ).encode()


class SwaggerPage(SwaggerRenderPlugin):
    """Swagger UI at /schema/swagger, reading the document by URL rather than inline."""

    def render(self, request: Request[Any, Any, Any], openapi_schema: dict[str, Any]) -> bytes:
        title = html.escape(str(openapi_schema.get("info", {}).get("title", "API")))
        return (
            "<!doctype html>\n<html lang='en'><head><meta charset='utf-8'>"
            f"<title>{title}</title>{self.favicon}"
            f"<link href='{self.css_url}' rel='stylesheet'>"
            f"<script src='{self.js_url}'></script>"
            f"<script src='{self.standalone_preset_js_url}'></script></head>"
            "<body><div id='swagger-container'></div><script>"
            "window.ui = SwaggerUIBundle({"
            f"url: {msgspec.json.encode(DOCUMENT).decode()}, dom_id: '#swagger-container', "
            "deepLinking: true, showExtensions: true, showCommonExtensions: true, "
            "validatorUrl: null, "  # no badge from an online validator: offline, no call out
            "presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset], "
            "layout: 'BaseLayout'});</script></body></html>\n"
        ).encode()


def document_file(
    request: Request[Any, Any, Any], document: Callable[[], dict[str, Any]]
) -> Response[bytes]:
    """The document's bytes (``document()``, built once per app) with its ETag and
    Cache-Control; 304 when ``If-None-Match`` names them."""
    state = request.app.state
    cached = state.get(_CACHED)
    if cached is None:
        body = msgspec.json.encode(document())
        cached = state[_CACHED] = (body, f'"{hashlib.sha256(body).hexdigest()[:32]}"')
    body, tag = cached
    headers = {"ETag": tag, "Cache-Control": DOCUMENT_CACHE}
    if matches(request.headers.get("if-none-match"), tag):
        return Response(b"", status_code=304, headers=headers)
    return Response(body, media_type="application/vnd.oai.openapi+json", headers=headers)
