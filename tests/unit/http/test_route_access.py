"""Every handler declares who may call it, in its decorator; an app where one does not is
refused at start-up (entrypoints/http/route_access.py)."""

from __future__ import annotations

import uuid

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from litestar import Litestar, get, post

from domain.identity.claims import TokenClaims, TokenType
from entrypoints.http.route_access import (
    ANY_TOKEN,
    API_TOKEN,
    PUBLIC,
    UNSCOPED,
    Access,
    api_token,
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
    assert describe(API_TOKEN) == "any API token"
    assert describe(api_token(service_scope="profile:write")) == (
        "any API token, service scope profile:write"
    )
    assert describe(scope("connect:commands:read", servers_too=True)) == (
        "scope connect:commands:read + server"
    )


def test_a_route_is_keyed_by_its_method_and_the_wire_names_of_its_path() -> None:
    assert route_key("get", "/v1/x/{server_id:uuid}/y/{name}") == "GET /v1/x/{serverId}/y/{name}"
    assert route_key("post", "/v1/x/{server_id}") == "POST /v1/x/{serverId}"


SCOPE_NAMES = st.sampled_from(["profile:read", "profile:write", "totem:read", "account:sessions"])
SCOPES = st.none() | st.lists(SCOPE_NAMES, unique=True).map(tuple)
ACCESSES = st.sampled_from(
    [ANY_TOKEN, API_TOKEN, UNSCOPED, scope("profile:write"), api_token(service_scope="profile:w")]
)


def claims(typ: TokenType, scopes: tuple[str, ...] | None) -> TokenClaims:
    return TokenClaims(uuid.uuid4(), 0, 1, "jti", "sid", typ, scopes)


@settings(deadline=None)
@given(access=ACCESSES, scopes=SCOPES)
def test_an_api_token_route_takes_every_api_token_and_otherwise_scopes_decide(
    access: Access, scopes: tuple[str, ...] | None
) -> None:
    """Every API token, whatever its scopes, reaches an ``api-token`` route (docs/api.md
    5.11); a service token reaches it only holding its service scope; elsewhere an API token
    and a service token with the same scopes are judged alike."""
    api, service = claims(TokenType.API, scopes), claims(TokenType.SERVICE, scopes)
    held = scopes is None or access.scope in scopes
    if access.kind == "api-token":
        assert access.admits(api)
        assert access.admits(service) == (scopes is None or (access.scope is not None and held))
    else:
        assert access.admits(api) == access.admits(service)
        expected = scopes is None or access.kind == "any-token" or (access.kind == "scope" and held)
        assert access.admits(api) == expected
