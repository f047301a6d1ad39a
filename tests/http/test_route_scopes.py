"""Tokens limited by scopes reach only the routes whose scope they hold (deny by default),
and the scope a route declares is enough: no route advertises a scope its use case refuses.

The walk goes over every route of the app, as its handlers declare their access
(entrypoints/http/route_access.py), with a token limited to a scope no route needs, and with a
token limited to exactly the route's scope. Its path ids name the caller's own Connect server
and network (and another user), and the routes an empty body would stop before their use case
get a valid one (``_BODIES``), so a use case that refuses every token limited by scopes (a
change only a full sign-in may make) shows as a 403 under a declared scope.
"""

from __future__ import annotations

import re
import uuid
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

import pytest
from litestar.testing import AsyncTestClient

from application.identity.principal import Principal
from domain.identity.auth_session import SessionKind
from entrypoints.http.app import create_app
from entrypoints.http.route_access import Access, route_table
from tests.conftest import bearer
from tests.support.connect_http import claimed, register
from tests.support.signin import service_token

UNRELATED = "test:unrelated"  # a scope no route needs
REFUSED = "auth.scoped_token_refused"
_PARAM = re.compile(r"\{(\w+)\}")
_VALUES = {"node": "totem:read", "domain": "example.com"}
_QUERIES = {  # required query parameters, so that validation does not answer first
    "/v1/social/friends/blocks": {"targetId": str(uuid.uuid4())},
    "/v1/admin/users/lookup": {"query": "walker"},
    "/v1/connect/servers/{serverId}/settings": {"source": "game"},
    "/v1/versions/channels/active": {"scopeType": "service", "scopeId": "0" * 24},
    "/v1/versions/channels/moves": {"scopeType": "service", "scopeId": "0" * 24},
    "/v1/versions/events": {"scopeType": "service", "scopeId": "0" * 24},
}


@dataclass(frozen=True)
class Walk:
    """What the walk's path ids name: the caller's own server and network, another user."""

    user: uuid.UUID
    server_id: str
    network_id: str
    other: str


Body = Callable[[AsyncTestClient, Walk], Awaitable[dict[str, Any]]]


def _fixed(body: dict[str, Any]) -> Body:
    async def make(http: AsyncTestClient, walk: Walk) -> dict[str, Any]:
        return body

    return make


async def _fresh_claim_key(http: AsyncTestClient, walk: Walk) -> dict[str, Any]:
    return {"claimKey": (await register(http, "Walked"))["claimKey"]}


async def _other_user(http: AsyncTestClient, walk: Walk) -> dict[str, Any]:
    return {"targetId": walk.other}


_BODIES: dict[str, Body] = {  # the routes an empty body would stop before their use case
    "POST /v1/connect/servers/claim": _fresh_claim_key,
    "PATCH /v1/connect/servers/{serverId}": _fixed({"isTemplate": False}),
    "POST /v1/connect/networks": _fixed({"name": "Walked"}),
    "POST /v1/connect/servers/{serverId}/commands": _fixed({"action": "say"}),
    "PUT /v1/connect/servers/{serverId}/members/{userId}": _fixed({"role": "viewer"}),
    "PUT /v1/connect/servers/{serverId}/settings": _fixed({"source": "game", "data": {}}),
    "POST /v1/social/friends/reports": _other_user,  # the route asked edit, the use case write
}


def _url(path: str, walk: Walk) -> str:
    """A well-formed value for each path parameter: the caller's own server and network,
    another user, and ids that name nothing of the caller."""
    own = {"serverId": walk.server_id, "networkId": walk.network_id, "userId": walk.other}

    def value(match: re.Match[str]) -> str:
        name = match.group(1)
        if name in _VALUES:
            return _VALUES[name]
        if name in own:
            return own[name]
        if name in ("friendId", "playerId"):
            return str(uuid.uuid4())
        return "0" * 24

    return _PARAM.sub(value, path)


def _user_routes(http: AsyncTestClient) -> list[tuple[str, str, Access]]:
    app = create_app(core=http.core).app.app  # type: ignore[attr-defined]  # the Litestar app
    return [
        (*key.split(" ", 1), access)  # type: ignore[misc]
        for key, (access, _) in sorted(route_table(app).items())
        if access.kind not in ("public", "server") and not key.endswith("/stream")
    ]


async def _call(http: AsyncTestClient, walk: Walk, method: str, path: str, token: str) -> Any:
    body: dict[str, Any] = {}
    if method in ("POST", "PUT", "PATCH"):
        make = _BODIES.get(f"{method} {path}")
        body = {"json": await make(http, walk) if make else {}}
    query = _QUERIES.get(path, {})
    return await http.request(method, _url(path, walk), headers=bearer(token), params=query, **body)


async def _token(http: AsyncTestClient, user_id: uuid.UUID, *scopes: str) -> str:
    core = http.core  # type: ignore[attr-defined]
    return (await core.identity.tokens.issue(user_id, SessionKind.CLI, scopes)).token  # type: ignore[no-any-return]


@pytest.fixture
async def user(http: AsyncTestClient) -> uuid.UUID:
    user_id = uuid.uuid4()
    await http.core.identity.users.ensure(user_id, "Walker")  # type: ignore[attr-defined]
    return user_id


@pytest.fixture
async def walk(http: AsyncTestClient, user: uuid.UUID) -> Walk:
    """The caller's server (claimed, with settings of the source ``game``) and network, and
    another user."""
    core = http.core  # type: ignore[attr-defined]
    token = await _token(http, user)
    server_id = (await claimed(http, bearer(token), "Walked"))["serverId"]
    owner = Principal(core.identity.tokens.verify(token))
    await core.connect.settings.put(owner, uuid.UUID(server_id), "game", {"pvp": True})
    network = await core.connect.networks.create(owner, "Walked")
    other = uuid.uuid4()
    await core.identity.users.ensure(other, "Other")
    return Walk(user, server_id, str(network.network_id), str(other))


async def test_a_token_limited_to_another_scope_reaches_no_route_but_its_own(
    http: AsyncTestClient, walk: Walk
) -> None:
    token = await _token(http, walk.user, UNRELATED)
    wrong: list[str] = []
    for method, path, access in _user_routes(http):
        response = await _call(http, walk, method, path, token)
        refused = response.status_code == 403 and response.json().get("code") == REFUSED
        if access.kind in ("any-token", "api-token"):  # every API token passes the route
            continue
        if not refused:
            wrong.append(f"{method} {path}: {response.status_code} {response.text[:120]}")
    assert wrong == [], "\n".join(wrong)


OTHERS = {
    "GET /v1/users/{userId}/friends",  # another user's list needs admin:user:view too
    "GET /v1/versions/events",  # needs the permission versions:track, which no default role has
    # need the permission games:publish, which no default role has
    "POST /v1/games/minigames/{minigameId}/publish",
    "DELETE /v1/games/minigames/{minigameId}/publish",
}


async def test_a_token_holding_the_route_scope_is_not_refused(
    http: AsyncTestClient, walk: Walk
) -> None:
    """The scope a route declares is the one its use case checks: holding it is enough. A
    route whose use case refuses every token limited by scopes declares UNSCOPED."""
    wrong: list[str] = []
    for method, path, access in _user_routes(http):
        if access.kind != "scope" or f"{method} {path}" in OTHERS:
            continue
        assert access.scope is not None
        token = await _token(http, walk.user, access.scope)
        response = await _call(http, walk, method, path, token)
        if response.status_code == 403:
            wrong.append(f"{method} {path} with {access.scope}: {response.text[:160]}")
    assert wrong == [], "\n".join(wrong)


async def test_the_walk_reaches_the_use_case_of_every_connect_route(
    http: AsyncTestClient, walk: Walk
) -> None:
    """With a full sign-in, every Connect route under a scope, and every route the walk gives
    a body, succeeds: the walk gets past validation and lookups to the use case, where Connect
    refuses tokens limited by scopes (claims, networks, owner changes), so the test above
    would see a declared scope those use cases never honour."""
    token = await _token(http, walk.user)
    wrong: list[str] = []
    for method, path, access in _user_routes(http):
        key = f"{method} {path}"
        connect = path.startswith(("/v1/connect/", "/v1/profile/servers"))
        if not ((connect and access.kind == "scope") or key in _BODIES):
            continue
        response = await _call(http, walk, method, path, token)
        if not response.is_success:
            wrong.append(f"{key}: {response.status_code} {response.text[:160]}")
    assert wrong == [], "\n".join(wrong)


async def test_every_scoped_route_is_documented_with_its_scope(http: AsyncTestClient) -> None:
    document = (await http.get("/schema/openapi.json")).json()
    seen = 0
    for method, path, access in _user_routes(http):
        operation = document["paths"][path][method.lower()]  # the table's names are the wire's
        user_requirements = [r for r in operation.get("security", []) if "serverId" not in r]
        expected = [access.scope] if access.kind == "scope" else []
        if access.kind == "any-token" and not user_requirements:
            continue  # the session exchange reads its cookie itself
        assert user_requirements, f"{method} {path} has no user security requirement"
        assert all(list(r.values()) == [expected] * len(r) for r in user_requirements), path
        seen += 1
    assert seen > 50


async def test_a_service_token_reaches_no_route_taking_api_tokens_without_its_scope(
    http: AsyncTestClient, walk: Walk
) -> None:
    """Routes open to every API token whatever its scopes (the service token, the session
    list, the profile settings) stay closed to a service token without their service scope."""
    token = await service_token(http.core, walk.user, (UNRELATED,))  # type: ignore[attr-defined]
    seen = 0
    for method, path, access in _user_routes(http):
        if access.kind != "api-token":
            continue
        response = await _call(http, walk, method, path, token)
        assert response.status_code == 403, f"{method} {path}: {response.text[:160]}"
        assert response.json()["code"] == REFUSED
        seen += 1
    assert seen >= 5


async def test_a_service_token_cannot_read_chat_or_sessions_without_their_scopes(
    http: AsyncTestClient, user: uuid.UUID
) -> None:
    """The finding: a service token with profile:read social:friends.read read every private
    chat message and the session history (addresses, user agents)."""
    token = await service_token(http.core, user, ("profile:read", "social:friends.read"))  # type: ignore[attr-defined]
    for path in ("/v1/social/chat/conversations", "/v1/profile/auth/sessions"):
        response = await http.get(path, headers=bearer(token))
        assert response.status_code == 403, path
        assert response.json()["code"] == REFUSED
    chat = await http.get(
        "/v1/social/chat/conversations",
        headers=bearer(await _token(http, user, "social:chat.read")),
    )
    assert chat.status_code == 200


async def test_credentials_are_checked_before_the_body_is_read(http: AsyncTestClient) -> None:
    """A stranger learns nothing about what a route accepts: 401 (or 403 for a token limited
    to other scopes), never a 400 about the body."""
    garbage = {"content": b"\xff{not json", "headers": {"Content-Type": "application/json"}}
    anonymous = await http.post("/v1/social/friends/requests", **garbage)
    assert anonymous.status_code == 401
    user_id = uuid.uuid4()
    await http.core.identity.users.ensure(user_id, "Scoped")  # type: ignore[attr-defined]
    token = await _token(http, user_id, UNRELATED)
    scoped = await http.post(
        "/v1/social/friends/requests",
        content=garbage["content"],
        headers={**garbage["headers"], **bearer(token)},
    )
    assert scoped.status_code == 403 and scoped.json()["code"] == REFUSED
