"""The raw-ASGI floor server: every scenario's floor handler behind a dict lookup, or for
routes with ``{name}`` placeholders behind a regex (the matched segments go to
``scope["path_params"]``, as Starlette puts them).

Started by the harness as ``uvicorn floor:app --app-dir bench`` with the same options as
``svc serve``. It reads BENCH_FLOOR_KEY (the PEM of the app's signing key; only its public
half is used) and the database the app serves from the environment: BENCH_FLOOR_DB (the
SQLite file), or with BENCH_FLOOR_DATABASE=postgres BENCH_FLOOR_POSTGRES (a plain
``postgresql://`` DSN of the scratch database: the asyncpg floors of floors_pg.py, on a pool
opened at lifespan startup); and SVC_COMMAND_TTL (the app's setting, default 600 s) in the
Connect handlers, SVC_DB_POOL_SIZE (default 10) for the pool, and BENCH_FLOOR_EXTRA (the
seed's ``Seeded.extra`` as JSON, ``ctx.seeded``). The Connect floors take the server's id
from the request (path and headers) and need none of it.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from floorlib import FloorContext, FloorResponse, NotFound, Unauthorized, json_bytes
from floors_pg import open_pool
from scenarios import SCENARIOS, SQLITE, FloorHandler, route_pattern

UNAUTHORIZED = FloorResponse(401, json_bytes({"status": 401, "title": "Unauthorized"}))
NOT_FOUND = FloorResponse(404, json_bytes({"status": 404, "title": "Not Found"}))
HEALTH = FloorResponse(200, json_bytes({"status": "ok"}))

DATABASE = os.environ.get("BENCH_FLOOR_DATABASE", SQLITE)
SERVED = [s.on(DATABASE) for s in SCENARIOS if s.runs_on(DATABASE)]
ROUTES = {s.route: s.floor for s in SERVED if "{" not in s.route}
PATTERNS = [(route_pattern(s.route), s.floor) for s in SERVED if "{" in s.route]


async def open_context() -> FloorContext:
    """The floor's context, from the environment (see above): the key, the SQLite connection
    or the asyncpg pool, the seed's extra values. Also bench/floor_litestar.py's."""
    sqlite = os.environ.get("BENCH_FLOOR_DB")
    context = FloorContext.open(
        Path(os.environ["BENCH_FLOOR_KEY"]), Path(sqlite) if sqlite else None
    )
    if DATABASE != SQLITE:
        context.pg = await open_pool(os.environ["BENCH_FLOOR_POSTGRES"])
    context.seeded = json.loads(os.environ.get("BENCH_FLOOR_EXTRA", "{}"))
    return context


async def close_context(context: FloorContext) -> None:
    context.close()
    if context.pg is not None:
        await context.pg.close()


async def answer(handler: FloorHandler, context: FloorContext, scope: dict) -> FloorResponse:
    """The handler's response, or the app's 401 and 404 bodies for what it raises."""
    try:
        return await handler(context, scope)
    except Unauthorized:
        return UNAUTHORIZED
    except NotFound:
        return NOT_FOUND


def route(scope: dict) -> Any:
    """The handler for the request's path (and its path_params in the scope), or None."""
    path = scope["path"]
    handler = ROUTES.get(path)
    if handler is None:
        for pattern, floor in PATTERNS:
            match = pattern.match(path)
            if match is not None:
                scope["path_params"] = match.groupdict()
                return floor
    return handler


class FloorApp:
    def __init__(self) -> None:
        self.context: FloorContext | None = None

    async def __call__(self, scope: dict, receive: Any, send: Any) -> None:
        if scope["type"] == "http":
            await self._http(scope, send)
        elif scope["type"] == "lifespan":
            await self._lifespan(receive, send)

    async def _http(self, scope: dict, send: Any) -> None:
        handler = route(scope)
        if handler is None:
            response = HEALTH if scope["path"] == "/health" else NOT_FOUND
        else:
            assert self.context is not None
            response = await answer(handler, self.context, scope)
        await send(
            {
                "type": "http.response.start",
                "status": response.status,
                "headers": [
                    (b"content-type", response.content_type),
                    (b"content-length", str(len(response.body)).encode()),
                    *response.headers,
                ],
            }
        )
        await send({"type": "http.response.body", "body": response.body})

    async def _lifespan(self, receive: Any, send: Any) -> None:
        while True:
            message = await receive()
            if message["type"] == "lifespan.startup":
                try:
                    self.context = await open_context()
                except Exception as error:
                    await send({"type": "lifespan.startup.failed", "message": repr(error)})
                    return
                await send({"type": "lifespan.startup.complete"})
            elif message["type"] == "lifespan.shutdown":
                if self.context is not None:
                    await close_context(self.context)
                await send({"type": "lifespan.shutdown.complete"})
                return


app = FloorApp()
