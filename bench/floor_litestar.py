"""The framework floor (BENCH_FRAMEWORK_FLOOR=1): the raw-ASGI floor's very handlers, each
behind one route of a bare Litestar app, so that the table shows what the framework alone
costs per request beside the app and its floor.

One ``GET`` route per scenario route (``{name}`` placeholders become ``{name:str}`` path
parameters: Litestar puts the matched segments in ``scope["path_params"]`` as strings, the
shape floor.py gives them), each awaiting the scenario's floor handler with the request's
scope and the floor's context (opened in a Litestar lifespan by floor.py's own
``open_context``: the same environment, the same SQLite connection or asyncpg pool), and
returning its status, content type, headers and body as a Litestar ``Response`` of bytes.
Unauthorized and NotFound become floor.py's 401 and 404 bodies. Nothing else: no middleware,
guards, dependencies, exception handlers, OpenAPI, debug or logging configuration; the
handlers take the ``scope`` (a reserved keyword) and no parameter Litestar would parse.

Started by the harness as ``uvicorn floor_litestar:app --app-dir bench`` with the floor's
options (servers.py). Like floor.py it must not import the app.
"""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from floor import HEALTH, SERVED, answer, close_context, open_context
from floorlib import FloorContext, FloorResponse
from litestar import Litestar, Response, get
from litestar.handlers import HTTPRouteHandler
from litestar.types import Scope
from scenarios import FloorHandler

_PLACEHOLDER = re.compile(r"\{(\w+)\}")


class _Context:
    """The floor's context while the app runs (set by the lifespan)."""

    current: FloorContext | None = None


def _response(floor: FloorResponse) -> Response[bytes]:
    return Response(
        floor.body,
        status_code=floor.status,
        media_type=floor.content_type.decode("latin-1"),
        headers={name.decode("latin-1"): value.decode("latin-1") for name, value in floor.headers},
    )


def litestar_path(route: str) -> str:
    """``/v1/connect/servers/{server_id}/commands`` -> ``.../{server_id:str}/commands``."""
    return _PLACEHOLDER.sub(r"{\1:str}", route)


def floor_route(route: str, floor: FloorHandler) -> HTTPRouteHandler:
    async def handle(scope: Scope) -> Response[bytes]:
        context = _Context.current
        assert context is not None
        return _response(await answer(floor, context, scope))  # type: ignore[arg-type]

    return get(litestar_path(route))(handle)


@get("/health")
async def health() -> Response[bytes]:
    return _response(HEALTH)


@asynccontextmanager
async def lifespan(_app: Litestar) -> AsyncIterator[None]:
    _Context.current = await open_context()
    try:
        yield
    finally:
        await close_context(_Context.current)
        _Context.current = None


# One route per distinct route (the two news feed scenarios share theirs), as floor.py's dict.
_ROUTES = {s.route: s.floor for s in SERVED}

app = Litestar(
    route_handlers=[health, *(floor_route(route, floor) for route, floor in _ROUTES.items())],
    lifespan=[lifespan],
    openapi_config=None,
    debug=False,
    logging_config=None,
)
