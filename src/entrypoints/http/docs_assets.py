"""The docs UI's own assets, served by the app: the pages at /schema work offline.

The page at /schema/ loads ours (``docs_ui/``: a stylesheet and a small script that renders the
document, entrypoints/http/docs_page.py). Swagger UI at /schema/swagger loads its script and
stylesheet from the ``swagger-ui-py`` package (Swagger UI 5, which reads OpenAPI 3.1), found
without importing it, where Litestar's page would load them from a CDN. Only the files the
pages need are served, with a day of caching.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

from litestar import get
from litestar.exceptions import NotFoundException
from litestar.params import FromPath
from litestar.response import File

ASSETS = "/schema/assets"
# name -> media type: what the pages load, nothing else of the package.
SWAGGER_FILES = {
    "swagger-ui-bundle.js": "text/javascript",
    "swagger-ui-standalone-preset.js": "text/javascript",
    "swagger-ui.css": "text/css",
    "favicon-32x32.png": "image/png",
}
OUR_FILES = {"docs.js": "text/javascript", "docs.css": "text/css"}
FILES = {**SWAGGER_FILES, **OUR_FILES}
OURS = Path(__file__).with_name("docs_ui")


def _static_directory() -> Path:
    spec = importlib.util.find_spec("swagger_ui")
    locations = spec.submodule_search_locations if spec else None
    if not locations:
        raise RuntimeError("swagger-ui-py is not installed (a runtime dependency)")
    return Path(next(iter(locations))) / "static"


_DIRECTORY = _static_directory()


@get(f"{ASSETS}/{{name:str}}", include_in_schema=False, sync_to_thread=False)
def docs_asset(name: FromPath[str]) -> File:
    media_type = FILES.get(name)
    if media_type is None:
        raise NotFoundException()
    return File(
        path=(OURS if name in OUR_FILES else _DIRECTORY) / name,
        media_type=media_type,
        content_disposition_type="inline",
        headers={"Cache-Control": "public, max-age=86400"},
    )
