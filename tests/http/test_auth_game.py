"""The game-session handshake over HTTP, against a real local session server."""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator, Callable, Iterator
from contextlib import asynccontextmanager
from datetime import UTC, datetime, timedelta

import pytest
from litestar.testing import AsyncTestClient

from adapters.system.clock import FrozenClock
from application.identity.principal import OPERATOR
from application.permissions.grants import GrantChange
from bootstrap.core import build_core
from bootstrap.settings import Settings
from entrypoints.http.app import create_app
from tests.conftest import bearer, sign_in
from tests.support.services import CALLBACK, draft
from tests.support.session_server import SessionServer, session_server
from tests.support.signin import principal

PROFILE = uuid.UUID("5f7c6a3e-1d2b-4c3d-9e8f-0a1b2c3d4e5f")


@pytest.fixture
def server() -> Iterator[SessionServer]:
    with session_server() as running:
        yield running


@pytest.fixture
def now_clock() -> FrozenClock:
    return FrozenClock(datetime.now(UTC))


@pytest.fixture
def settings(
    server: SessionServer,
    database_url_for: Callable[[str], str],
    settings_for: Callable[..., Settings],
) -> Settings:
    return settings_for(
        database_url_for("sqlite"), session_service_url=server.url, rate_limit_scale=0
    )


@asynccontextmanager
async def serving(settings: Settings, clock: FrozenClock) -> AsyncIterator[AsyncTestClient]:
    async with (
        await build_core(settings, clock=clock) as core,
        AsyncTestClient(app=create_app(core=core)) as client,
    ):
        client.core = core  # type: ignore[attr-defined]
        yield client


@pytest.fixture
async def http(settings: Settings, now_clock: FrozenClock) -> AsyncIterator[AsyncTestClient]:
    async with serving(settings, now_clock) as client:
        yield client


@pytest.fixture
async def impatient(settings: Settings, now_clock: FrozenClock) -> AsyncIterator[AsyncTestClient]:
    """Another instance on the same database that waits only 0.5 s for the session service
    (``http`` waits long: a busy machine may answer slowly)."""
    async with serving(settings.with_overrides(session_service_timeout=0.5), now_clock) as client:
        yield client


async def handshake(
    http: AsyncTestClient, server: SessionServer, name: str = "Steve", **join: object
) -> dict:
    joined = (await http.post("/v1/auth/session/game/join", json=join)).json()
    server.join(name, joined["serverId"], PROFILE)
    return {"serverId": joined["serverId"], "name": name, "joinToken": joined["joinToken"]}


async def test_join_then_verify_issues_a_scoped_token_and_records_the_session(
    http: AsyncTestClient, server: SessionServer
) -> None:
    joined = await http.post("/v1/auth/session/game/join", json={"name": "Steve"})
    assert joined.status_code == 200
    assert joined.json()["expiresIn"] == 60
    body = joined.json()
    server.join("Steve", body["serverId"], PROFILE)

    verified = await http.post(
        "/v1/auth/session/game/verify",
        json={
            "serverId": body["serverId"],
            "name": "Steve",
            "joinToken": body["joinToken"],
            "userId": str(PROFILE),
        },
        headers={"User-Agent": "GameClient/1.0"},
    )

    assert verified.status_code == 200, verified.text
    token = verified.json()
    assert token["expiresIn"] == 2592000
    assert token["scopes"] == ["profile:read", "totem:read", "totem:write"]
    me = await http.get("/v1/profile/self", headers=bearer(token["accessToken"]))
    assert me.status_code == 200 and me.json()["userId"] == str(PROFILE)
    assert me.json()["name"] == "Steve"
    _, full = await sign_in(http.core, PROFILE, "Steve")  # type: ignore[attr-defined]
    sessions = await http.get("/v1/profile/auth/sessions", headers=bearer(full))
    (entry,) = [s for s in sessions.json()["items"] if s["kind"] == "game"]
    assert entry["profileName"] == "Steve" and entry["serverId"] == body["serverId"]
    assert entry["userAgent"] == "GameClient/1.0" and entry["ip"]
    assert entry["scopes"] == token["scopes"] and entry["current"] is False


async def test_a_join_token_works_once(http: AsyncTestClient, server: SessionServer) -> None:
    request = await handshake(http, server)
    first = await http.post("/v1/auth/session/game/verify", json=request)
    second = await http.post("/v1/auth/session/game/verify", json=request)
    assert first.status_code == 200
    assert second.status_code == 401
    assert second.json()["code"] == "auth.join_token_invalid"


@pytest.mark.parametrize(
    "change",
    [
        {"joinToken": "not-a-token"},
        {"serverId": "0" * 40},
        {"name": "Alex"},  # the session server knows no such join
        {"userId": str(uuid.uuid4())},  # another profile than the one that joined
    ],
)
async def test_every_failed_verify_is_401(
    http: AsyncTestClient, server: SessionServer, change: dict
) -> None:
    request = {**(await handshake(http, server)), **change}
    response = await http.post("/v1/auth/session/game/verify", json=request)
    assert response.status_code == 401
    assert response.headers["content-type"].startswith("application/problem+json")


async def test_a_user_id_named_on_join_must_match_the_profile(
    http: AsyncTestClient, server: SessionServer
) -> None:
    request = await handshake(http, server, userId=str(uuid.uuid4()))
    response = await http.post("/v1/auth/session/game/verify", json=request)
    assert response.status_code == 401
    assert response.json()["code"] == "auth.profile_mismatch"


async def test_join_tokens_expire_after_60_seconds(
    http: AsyncTestClient, server: SessionServer, now_clock: FrozenClock
) -> None:
    request = await handshake(http, server)
    now_clock.advance(timedelta(seconds=61))
    response = await http.post("/v1/auth/session/game/verify", json=request)
    assert response.status_code == 401
    assert server.requests == 0  # a dead token costs no call to the session service


@pytest.mark.parametrize("mode", ["error", "hang", "garbage"])
async def test_a_failing_session_service_is_503_and_nothing_is_stored(
    http: AsyncTestClient, impatient: AsyncTestClient, server: SessionServer, mode: str
) -> None:
    request = await handshake(http, server)
    server.mode = mode
    caller = impatient if mode == "hang" else http  # a hang ends when the caller's timeout fires
    failed = await caller.post("/v1/auth/session/game/verify", json=request)

    assert failed.status_code == 503
    assert failed.headers["content-type"].startswith("application/problem+json")
    assert failed.json()["code"] == "auth.session_service_unavailable"
    assert await http.core.identity.users.lookup(OPERATOR, str(PROFILE), None) == []  # type: ignore[attr-defined]
    server.mode = "normal"
    retried = await http.post("/v1/auth/session/game/verify", json=request)
    assert retried.status_code == 200  # the token was not spent by the failure


async def test_a_game_token_is_refused_outside_its_scopes(
    http: AsyncTestClient, server: SessionServer
) -> None:
    request = await handshake(http, server, scopes=["totem:read"])
    token = (await http.post("/v1/auth/session/game/verify", json=request)).json()
    assert token["scopes"] == ["totem:read"]
    response = await http.get("/v1/profile/self", headers=bearer(token["accessToken"]))
    assert response.status_code == 403


async def test_a_game_token_cannot_use_a_granted_node_outside_its_scopes(
    http: AsyncTestClient, server: SessionServer
) -> None:
    core = http.core  # type: ignore[attr-defined]
    token = (await http.post("/v1/auth/session/game/verify",
                             json=await handshake(http, server))).json()["accessToken"]  # fmt: skip
    await core.permissions.grants.put(OPERATOR, PROFILE, GrantChange("admin:user:view"))
    _, full = await sign_in(core, PROFILE, "Steve")
    lookup = "/v1/admin/users/lookup?query=Steve"
    assert (await http.get(lookup, headers=bearer(full))).status_code == 200
    assert (await http.get(lookup, headers=bearer(token))).status_code == 403


async def test_invalid_scopes_on_join_are_400(http: AsyncTestClient) -> None:
    for scopes in (["admin:*"], ["NOT A NODE"], []):
        response = await http.post("/v1/auth/session/game/join", json={"scopes": scopes})
        assert response.status_code == 400, scopes


async def test_revoking_a_session_refuses_its_tokens_at_once(
    http: AsyncTestClient, server: SessionServer
) -> None:
    core = http.core  # type: ignore[attr-defined]
    game = (await http.post("/v1/auth/session/game/verify",
                            json=await handshake(http, server))).json()["accessToken"]  # fmt: skip
    _, dash = await sign_in(core, PROFILE, "Steve")
    assert (await http.get("/v1/profile/self", headers=bearer(game))).status_code == 200
    sessions = (await http.get("/v1/profile/auth/sessions", headers=bearer(dash))).json()
    game_session = next(s for s in sessions["items"] if s["kind"] == "game")

    revoked = await http.delete(
        f"/v1/profile/auth/sessions/{game_session['id']}", headers=bearer(dash)
    )

    assert revoked.status_code == 200 and revoked.json()["revokedAt"]
    assert (await http.get("/v1/profile/self", headers=bearer(game))).status_code == 401
    assert (await http.get("/v1/profile/self", headers=bearer(dash))).status_code == 200
    again = await http.delete(
        f"/v1/profile/auth/sessions/{game_session['id']}", headers=bearer(dash)
    )
    assert again.status_code == 200  # revoking twice changes nothing


async def test_a_scoped_token_may_revoke_only_its_own_session(
    http: AsyncTestClient, server: SessionServer
) -> None:
    core = http.core  # type: ignore[attr-defined]
    game = (await http.post("/v1/auth/session/game/verify",
                            json=await handshake(http, server))).json()["accessToken"]  # fmt: skip
    _, dash = await sign_in(core, PROFILE, "Steve")
    items = (await http.get("/v1/profile/auth/sessions", headers=bearer(dash))).json()["items"]
    dash_id = next(s["id"] for s in items if s["kind"] == "cli")
    game_id = next(s["id"] for s in items if s["kind"] == "game")

    refused = await http.delete(f"/v1/profile/auth/sessions/{dash_id}", headers=bearer(game))
    own = await http.delete(f"/v1/profile/auth/sessions/{game_id}", headers=bearer(game))

    assert refused.status_code == 403
    assert own.status_code == 200


async def test_someone_elses_session_is_404(http: AsyncTestClient) -> None:
    core = http.core  # type: ignore[attr-defined]
    _, mine = await sign_in(core, uuid.uuid4(), "Me")
    _, theirs = await sign_in(core, uuid.uuid4(), "Them")
    their_id = (await http.get("/v1/profile/auth/sessions", headers=bearer(theirs))).json()[
        "items"
    ][0]["id"]
    response = await http.delete(f"/v1/profile/auth/sessions/{their_id}", headers=bearer(mine))
    assert response.status_code == 404
    assert (await http.get("/v1/profile/self", headers=bearer(theirs))).status_code == 200


async def test_session_lists_page_with_a_cursor_and_check_limit(http: AsyncTestClient) -> None:
    core = http.core  # type: ignore[attr-defined]
    user_id, token = await sign_in(core, uuid.uuid4(), "Many")
    for _ in range(4):
        await sign_in(core, user_id, "Many")
    first = (await http.get("/v1/profile/auth/sessions?limit=3", headers=bearer(token))).json()
    rest = await http.get(
        f"/v1/profile/auth/sessions?limit=3&cursor={first['nextCursor']}", headers=bearer(token)
    )
    ids = [s["id"] for s in first["items"]] + [s["id"] for s in rest.json()["items"]]
    assert len(ids) == 5 == len(set(ids))
    assert rest.json()["nextCursor"] is None
    assert (
        await http.get("/v1/profile/auth/sessions?limit=0", headers=bearer(token))
    ).status_code == 400
    clamped = await http.get("/v1/profile/auth/sessions?limit=5000", headers=bearer(token))
    assert clamped.status_code == 200 and len(clamped.json()["items"]) == 5
    bad = await http.get("/v1/profile/auth/sessions?cursor=zzz", headers=bearer(token))
    assert bad.status_code == 400


async def game_token(http: AsyncTestClient, server: SessionServer, **join: object) -> str:
    """The access token of a finished handshake (the session server's join included)."""
    request = await handshake(http, server, **join)
    verified = await http.post("/v1/auth/session/game/verify", json=request)
    assert verified.status_code == 200, verified.text
    return verified.json()["accessToken"]  # type: ignore[no-any-return]


@pytest.mark.parametrize("scopes", [None, ["totem:read"]])
async def test_a_game_token_reads_its_sessions_and_changes_its_settings_whatever_its_scopes(
    http: AsyncTestClient, server: SessionServer, scopes: list[str] | None
) -> None:
    """Spec 4.8 lists the session history with the game handshake, 5.11 gives the profile
    settings to every signed-in user: neither needs a scope of the token."""
    token = await game_token(http, server, **({"scopes": scopes} if scopes else {}))
    me = bearer(token)

    sessions = await http.get("/v1/profile/auth/sessions", headers=me)
    assert sessions.status_code == 200, sessions.text
    (game,) = [s for s in sessions.json()["items"] if s["current"]]
    assert game["kind"] == "game" and game["profileName"] == "Steve"

    patched = await http.patch(
        "/v1/profile/settings", json={"allowFriendRequests": False}, headers=me
    )
    assert patched.status_code == 200, patched.text
    assert patched.json()["allowFriendRequests"] is False
    read = await http.get("/v1/profile/settings", headers=me)
    assert read.status_code == 200 and read.json()["allowFriendRequests"] is False

    put = await http.put("/v1/profile/settings/supporter", json={"listed": False}, headers=me)
    assert put.status_code == 200, put.text
    assert (await http.get("/v1/profile/settings/supporter", headers=me)).status_code == 200
    # Scopes keep limiting everything else.
    if scopes == ["totem:read"]:
        assert (await http.get("/v1/profile/self", headers=me)).status_code == 403


async def test_a_game_token_gets_a_service_token_no_wider_than_itself(
    http: AsyncTestClient, server: SessionServer
) -> None:
    """Spec 5.5: the service token needs an API JWT, which a game session's token is. The
    service asks for social:friends.read too, which the game token does not hold: the
    service token does not get it."""
    core = http.core  # type: ignore[attr-defined]
    wanted = ("profile:read", "totem:read", "social:friends.read")
    owner = await principal(core)
    await core.services.directory.create(
        owner, draft(permissions=wanted, redirect_urls=(CALLBACK,))
    )
    token = await game_token(http, server)

    issued = await http.post(
        "/v1/auth/service/token",
        json={"service": "companion", "redirect": CALLBACK},
        headers=bearer(token),
    )

    assert issued.status_code == 200, issued.text
    body = issued.json()
    assert body["permissions"] == ["profile:read", "totem:read"]
    assert body["user"] == {"id": str(PROFILE)}
    service = bearer(body["accessToken"])
    claims = (await http.get("/v1/auth/verify", headers=service)).json()["claims"]
    assert claims["typ"] == "service" and claims["scopes"] == ["profile:read", "totem:read"]
    assert (await http.get("/v1/profile/self", headers=service)).status_code == 200
    # The service token stays refused where it was: no scope opens these to it.
    for method, path, json in [
        ("GET", "/v1/profile/auth/sessions", None),
        ("PATCH", "/v1/profile/settings", {"allowFriendRequests": False}),
        ("POST", "/v1/auth/service/token", {"service": "companion", "redirect": CALLBACK}),
        ("GET", "/v1/social/friends", None),
    ]:
        refused = await http.request(method, path, json=json, headers=service)
        assert refused.status_code == 403, (path, refused.text)
        assert refused.json()["code"] == "auth.scoped_token_refused", path
