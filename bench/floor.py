"""The raw-ASGI floor server: every scenario's floor handler behind a dict lookup.

Started by the harness as ``uvicorn floor:app --app-dir bench`` with the same options as
``svc serve``. It reads BENCH_FLOOR_KEY (the PEM of the app's signing key; only its public
half is used) and BENCH_FLOOR_DB (the SQLite file the app serves) from the environment.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from floorlib import FloorContext, FloorResponse, Unauthorized, json_bytes
from scenarios import SCENARIOS

_UNAUTHORIZED = FloorResponse(401, json_bytes({"status": 401, "title": "Unauthorized"}))
_NOT_FOUND = FloorResponse(404, json_bytes({"status": 404, "title": "Not Found"}))
_HEALTH = FloorResponse(200, json_bytes({"status": "ok"}))

ROUTES = {scenario.route: scenario.floor for scenario in SCENARIOS}


class FloorApp:
    def __init__(self) -> None:
        self.context: FloorContext | None = None

    async def __call__(self, scope: dict, receive: Any, send: Any) -> None:
        if scope["type"] == "http":
            await self._http(scope, send)
        elif scope["type"] == "lifespan":
            await self._lifespan(receive, send)

    async def _http(self, scope: dict, send: Any) -> None:
        handler = ROUTES.get(scope["path"])
        if handler is None:
            response = _HEALTH if scope["path"] == "/health" else _NOT_FOUND
        else:
            assert self.context is not None
            try:
                response = await handler(self.context, scope)
            except Unauthorized:
                response = _UNAUTHORIZED
        await send(
            {
                "type": "http.response.start",
                "status": response.status,
                "headers": [
                    (b"content-type", response.content_type),
                    (b"content-length", str(len(response.body)).encode()),
                ],
            }
        )
        await send({"type": "http.response.body", "body": response.body})

    async def _lifespan(self, receive: Any, send: Any) -> None:
        while True:
            message = await receive()
            if message["type"] == "lifespan.startup":
                try:
                    self.context = FloorContext.open(
                        Path(os.environ["BENCH_FLOOR_KEY"]), Path(os.environ["BENCH_FLOOR_DB"])
                    )
                except Exception as error:
                    await send({"type": "lifespan.startup.failed", "message": repr(error)})
                    return
                await send({"type": "lifespan.startup.complete"})
            elif message["type"] == "lifespan.shutdown":
                if self.context is not None:
                    self.context.close()
                await send({"type": "lifespan.shutdown.complete"})
                return


app = FloorApp()
