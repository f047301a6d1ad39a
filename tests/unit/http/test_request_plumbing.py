"""Startup plumbing of the app (request_plumbing.py): one guard of many, dependencies in
sequence; the app built as `svc serve` builds it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from litestar.routes import HTTPRoute, WebSocketRoute

from bootstrap.settings import Settings
from entrypoints.http.app import create_app
from entrypoints.http.request_plumbing import in_order


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
