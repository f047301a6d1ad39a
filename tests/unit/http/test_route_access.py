"""Every handler declares who may call it, in its decorator; an app where one does not is
refused at start-up (entrypoints/http/route_access.py)."""

from __future__ import annotations

import pytest
from litestar import Litestar, get, post

from entrypoints.http.route_access import (
    PUBLIC,
    UNSCOPED,
    check_access,
    declared_access,
    describe,
    route_key,
    route_table,
    scope,
)


@get("/open", access=PUBLIC, rate="register")
async def open_route() -> None:
    return None


@post("/admin", access=UNSCOPED)
async def admin_route() -> None:
    return None


@get("/forgotten")
async def forgotten() -> None:
    return None


def test_an_app_with_a_handler_that_declares_no_access_does_not_start() -> None:
    with pytest.raises(RuntimeError, match=r"GET /forgotten\b"):
        check_access(Litestar(route_handlers=[open_route, forgotten]))
    check_access(Litestar(route_handlers=[open_route, admin_route]))


def test_the_table_is_what_the_handlers_declare() -> None:
    app = Litestar(route_handlers=[open_route, admin_route])
    assert route_table(app) == {"GET /open": (PUBLIC, "register"), "POST /admin": (UNSCOPED, None)}
    assert declared_access(admin_route) is UNSCOPED


def test_each_access_reads_as_one_phrase() -> None:
    assert describe(PUBLIC) == "public"
    assert describe(UNSCOPED) == "full sign-in"
    assert describe(scope("connect:commands:read", servers_too=True)) == (
        "scope connect:commands:read + server"
    )


def test_a_route_is_keyed_by_its_method_and_the_wire_names_of_its_path() -> None:
    assert route_key("get", "/v1/x/{server_id:uuid}/y/{name}") == "GET /v1/x/{serverId}/y/{name}"
    assert route_key("post", "/v1/x/{server_id}") == "POST /v1/x/{serverId}"
