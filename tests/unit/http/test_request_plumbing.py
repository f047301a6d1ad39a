"""Startup plumbing of the app (request_plumbing.py): the checks once per route and without a
copy of the handler, dependencies in sequence; the app built as `svc serve` builds it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from litestar import Litestar, WebSocket, get, websocket
from litestar.exceptions import ImproperlyConfiguredException
from litestar.routes import HTTPRoute, WebSocketRoute

from bootstrap.settings import Settings
from entrypoints.http.app import create_app
from entrypoints.http.request_plumbing import (
    before_each,
    checks_as_guard,
    every_route_checked,
    in_order,
)


async def test_guards_run_in_order_and_the_first_refusal_ends_them() -> None:
    ran: list[str] = []

    def guard(name: str, refuse: bool = False) -> Any:
        async def check(connection: Any, handler: Any) -> None:
            ran.append(name)
            if refuse:
                raise PermissionError(name)

        return check

    await in_order([guard("a"), guard("b")])(None, None)  # type: ignore[arg-type]
    assert ran == ["a", "b"]
    ran.clear()
    with pytest.raises(PermissionError, match="b"):
        await in_order([guard("a"), guard("b", refuse=True), guard("c")])(None, None)  # type: ignore[arg-type]
    assert ran == ["a", "b"]


def test_every_handler_awaits_its_dependencies_one_level_of_one_at_a_time(
    tmp_path: Path,
) -> None:
    settings = Settings.from_env(
        {"SVC_ENV": "development", "SVC_DATA_DIR": str(tmp_path),
         "SVC_DATABASE_URL": f"sqlite+aiosqlite:///{tmp_path / 'db.sqlite'}"}
    )  # fmt: skip
    app = create_app(settings)
    several = 0
    for route in app.routes:
        if isinstance(route, HTTPRoute):
            models = [model for _, model in route.route_handler_map.values()]
        elif isinstance(route, WebSocketRoute) and route.handler_parameter_model:
            models = [route.handler_parameter_model]
        else:
            continue
        for model in models:
            assert all(len(batch) == 1 for batch in model.dependency_batches)
            several += len(model.dependency_batches) > 1
    assert several > 10  # handlers with several dependencies exist, and kept them all


def _settings(tmp_path: Path) -> Settings:
    return Settings.from_env(
        {"SVC_ENV": "development", "SVC_DATA_DIR": str(tmp_path),
         "SVC_DATABASE_URL": f"sqlite+aiosqlite:///{tmp_path / 'db.sqlite'}"}
    )  # fmt: skip


def test_every_route_of_the_app_runs_the_checks_exactly_once(tmp_path: Path) -> None:
    app = create_app(_settings(tmp_path))
    before = app.before_request
    http = sockets = 0
    for route in app.routes:
        if isinstance(route, HTTPRoute):
            for handler, _ in route.route_handler_map.values():
                guarded = checks_as_guard in handler.resolve_guards()
                assert guarded != (handler.resolve_before_request() is before), route.path
                http += 1
        elif isinstance(route, WebSocketRoute):
            assert checks_as_guard in route.route_handler.resolve_guards(), route.path
            sockets += 1
    assert http > 100 and sockets == 3


@websocket("/v1/unchecked/stream")
async def _unchecked(socket: WebSocket[Any, Any, Any]) -> None:
    await socket.close()


@get("/v1/own-hook", before_request=lambda request: None, sync_to_thread=False)
def _own_hook() -> None:
    return None


@get("/v1/twice", guards=[checks_as_guard], sync_to_thread=False)
def _twice() -> None:
    return None


@pytest.mark.parametrize(
    ("handler", "says"),
    [(_unchecked, "never"), (_own_hook, "never"), (_twice, "twice")],
)
def test_an_app_in_which_a_route_skips_the_checks_or_runs_them_twice_is_refused(
    handler: Any, says: str
) -> None:
    async def checks(connection: Any, route_handler: Any) -> None:
        return None

    async def then(request: Any) -> None:
        return None

    before = before_each(checks, then)
    app = Litestar([handler], before_request=before)
    with pytest.raises(ImproperlyConfiguredException, match=says):
        every_route_checked(app, before)
