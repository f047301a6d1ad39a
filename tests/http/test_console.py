"""The operator console without a browser (docs/console.md): its session cookie's attributes,
the form token every change needs, who is let in, sign-out, and a stale edit answered in the
page. The browser walk is tests/browser/console/."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator, Callable
from contextlib import AbstractAsyncContextManager
from datetime import UTC, datetime, timedelta

import httpx
import pytest
from litestar.testing import AsyncTestClient

from adapters.crypto.aead import SecretBox
from bootstrap.core import Core
from entrypoints.console.session import ConsoleSession
from tests.conftest import SUPER_ADMIN, bearer, sign_in
from tests.support.connect_http import claimed, dash_user
from tests.support.versions import admin, release, service_scope

CSRF = re.compile(r'name="csrf" value="([^"]+)"')


def core_of(http: AsyncTestClient) -> Core:
    return http.core  # type: ignore[attr-defined, no-any-return]


def console_cookie(response: httpx.Response) -> str:
    """The Set-Cookie line of the console session."""
    lines = [c for c in response.headers.get_list("set-cookie") if c.startswith("svc_console=")]
    assert len(lines) == 1, response.headers.get_list("set-cookie")
    return lines[0]


async def open_console(http: AsyncTestClient, token: str) -> tuple[dict[str, str], str]:
    """Sign in as the browser does after the provider (the svc_token cookie), and return the
    console's cookie header and the form token of its home page."""
    landed = await http.get("/console/session", headers={"Cookie": f"svc_token={token}"})
    assert landed.status_code == 200, landed.text
    value = console_cookie(landed).split(";")[0].split("=", 1)[1]
    cookie = {"Cookie": f"svc_console={value}"}
    home = await http.get("/console/", headers=cookie, follow_redirects=False)
    assert home.status_code == 200
    match = CSRF.search(home.text)
    assert match
    return cookie, match.group(1)


@pytest.fixture
async def http(
    http_with: Callable[..., AbstractAsyncContextManager[AsyncTestClient]],
) -> AsyncIterator[AsyncTestClient]:
    async with http_with() as client:
        yield client


async def test_the_session_cookie_is_strict_http_only_secure_and_expiring(
    http: AsyncTestClient,
) -> None:
    _, token = await sign_in(core_of(http), SUPER_ADMIN, "Root")
    landed = await http.get("/console/session", headers={"Cookie": f"svc_token={token}"})
    attributes = [a.strip().lower() for a in console_cookie(landed).split(";")]
    assert "httponly" in attributes and "secure" in attributes
    assert "samesite=strict" in attributes and "path=/console" in attributes
    assert "max-age=28800" in attributes  # 8 hours
    assert "Content-Security-Policy" in landed.headers
    assert "script-src" not in landed.headers["Content-Security-Policy"]


async def test_in_development_the_cookie_is_not_secure(
    http_with: Callable[..., AbstractAsyncContextManager[AsyncTestClient]],
) -> None:
    async with http_with(env="development") as http:
        _, token = await sign_in(core_of(http), SUPER_ADMIN, "Root")
        landed = await http.get("/console/session", headers={"Cookie": f"svc_token={token}"})
        attributes = [a.strip().lower() for a in console_cookie(landed).split(";")]
        assert "secure" not in attributes and "samesite=strict" in attributes


async def test_a_form_without_its_token_or_with_another_changes_nothing(
    http: AsyncTestClient,
) -> None:
    core = core_of(http)
    _, token = await sign_in(core, SUPER_ADMIN, "Root")
    user_id, _ = await sign_in(core, name="Alex")
    cookie, csrf = await open_console(http, token)
    path = f"/console/users/{user_id}/grants"
    grant = {"node": "profile:read", "value": "3", "unit": "count"}
    for form in (grant, grant | {"csrf": "forged"}, grant | {"csrf": ""}):
        refused = await http.post(path, data=form, headers=cookie, follow_redirects=False)
        assert refused.status_code == 403 and "Form refused" in refused.text
    assert (await http.get(f"/v1/admin/users/{user_id}/permissions", headers=bearer(token))).json()[
        "items"
    ] == []
    # Another session's token is not this one's either.
    _, other_csrf = await open_console(http, (await sign_in(core, SUPER_ADMIN))[1])
    assert other_csrf != csrf
    crossed = await http.post(
        path, data=grant | {"csrf": other_csrf}, headers=cookie, follow_redirects=False
    )
    assert crossed.status_code == 403
    done = await http.post(
        path, data=grant | {"csrf": csrf}, headers=cookie, follow_redirects=False
    )
    assert done.status_code == 303 and done.headers["location"].startswith(
        f"/console/users/{user_id}?notice=granted"
    )
    listed = (
        await http.get(f"/v1/admin/users/{user_id}/permissions", headers=bearer(token))
    ).json()
    assert listed["items"] == [{"node": "profile:read", "negated": False,
                                "value": {"value": 3.0, "unit": "count"}}]  # fmt: skip


async def test_only_administrators_see_anything(http: AsyncTestClient) -> None:
    core = core_of(http)
    assert (await http.get("/console/")).status_code == 401  # the sign-in page
    assert (await http.get("/console/users")).status_code == 401
    player_id, player = await sign_in(core, name="Player")
    refused = await http.get("/console/session", headers={"Cookie": f"svc_token={player}"})
    assert refused.status_code == 403 and "Not allowed" in refused.text
    assert f"svc admin grant {player_id} admin:user:view" in refused.text
    assert not [c for c in refused.headers.get_list("set-cookie") if "svc_console" in c]
    # A forged or foreign cookie is no session.
    forged = await http.get("/console/", headers={"Cookie": "svc_console=v1.abc.def"})
    assert forged.status_code == 401
    # A moderator sees moderation, not users.
    moderator_id, moderator = await sign_in(core, name="Mod")
    _, root = await sign_in(core, SUPER_ADMIN, "Root")
    granted = await http.post(
        f"/v1/admin/users/{moderator_id}/permissions",
        json={"node": "admin:feedback:view"},
        headers=bearer(root),
    )
    assert granted.status_code == 200
    cookie, _ = await open_console(http, moderator)
    home = await http.get("/console/", headers=cookie, follow_redirects=False)
    assert 'href="/console/moderation"' in home.text and 'href="/console/users"' not in home.text
    assert (
        await http.get("/console/shop", headers=cookie, follow_redirects=False)
    ).status_code == 403


async def test_sign_out_ends_the_console_and_the_platform_session(http: AsyncTestClient) -> None:
    _, token = await sign_in(core_of(http), SUPER_ADMIN, "Root")
    cookie, csrf = await open_console(http, token)
    out = await http.post(
        "/console/sign-out", data={"csrf": csrf}, headers=cookie, follow_redirects=False
    )
    assert out.status_code == 303 and out.headers["location"] == "/console/signed-out"
    assert "max-age=0" in console_cookie(out).lower()
    assert (await http.get("/console/", headers=cookie, follow_redirects=False)).status_code == 401
    assert (await http.get("/v1/profile/settings", headers=bearer(token))).status_code == 401


async def test_a_stale_edit_shows_the_conflict_and_changes_nothing(http: AsyncTestClient) -> None:
    core = core_of(http)
    _, token = await sign_in(core, SUPER_ADMIN, "Root")
    cookie, csrf = await open_console(http, token)
    created = await http.post("/v1/motd/messages", json={"locale": "en", "text": "Welcome"},
                              headers=bearer(token))  # fmt: skip
    motd_id = created.json()["id"]
    page = await http.get(f"/console/motd/{motd_id}", headers=cookie, follow_redirects=False)
    assert 'name="revision" value="1"' in page.text
    moved = await http.put(f"/v1/motd/messages/{motd_id}", json={"locale": "en", "text": "Hi"},
                           headers=bearer(token) | {"If-Match": '"1"'})  # fmt: skip
    assert moved.status_code == 200
    stale = await http.post(
        f"/console/motd/{motd_id}",
        data={"csrf": csrf, "revision": "1", "locale": "en", "text": "Mine"},
        headers=cookie,
        follow_redirects=False,
    )
    assert stale.status_code == 409
    assert "Someone changed this message" in stale.text and "Mine" in stale.text
    assert 'name="revision" value="2"' in stale.text
    current = await http.get(f"/v1/motd/messages/{motd_id}", headers=bearer(token))
    assert current.json()["text"] == "Hi"


async def test_the_console_is_not_in_the_openapi_document(http: AsyncTestClient) -> None:
    document = (await http.get("/schema/openapi.json")).json()
    assert not [path for path in document["paths"] if path.startswith("/console")]
    css = await http.get("/console/static/console.css")
    assert css.status_code == 200 and css.headers["content-type"].startswith("text/css")


def test_a_session_ends_when_it_expires_and_cannot_be_forged() -> None:
    box = SecretBox([bytes(32)])
    now = datetime(2026, 11, 29, 12, 0, tzinfo=UTC)
    session = ConsoleSession.start("token", now)
    sealed = session.seal(box)
    assert ConsoleSession.open(sealed, box, now + timedelta(hours=7, minutes=59)) == session
    assert ConsoleSession.open(sealed, box, now + timedelta(hours=8)) is None
    assert ConsoleSession.open(sealed[:-2] + "AA", box, now) is None
    assert ConsoleSession.open(box.seal("token\nx\n9999999999999", "other"), box, now) is None
    assert ConsoleSession.open(SecretBox([bytes([1]) * 32]).seal("a", "b"), box, now) is None
    assert ConsoleSession.open(None, box, now) is None


async def test_a_role_is_created_edited_and_assigned(http: AsyncTestClient) -> None:
    core = core_of(http)
    _, token = await sign_in(core, SUPER_ADMIN, "Root")
    user_id, _ = await sign_in(core, name="Helper")
    cookie, csrf = await open_console(http, token)
    form = {"csrf": csrf, "slug": "helpers", "name": "Helpers", "grants": "chat:mute\n!chat:ban"}
    created = await http.post("/console/roles", data=form, headers=cookie, follow_redirects=False)
    assert created.status_code == 303, created.text
    role_path = created.headers["location"].split("?")[0]
    page = await http.get(role_path, headers=cookie)
    assert ">!chat:ban\nchat:mute</textarea>" in page.text  # the role's order: by node
    edited = form | {"grants": "chat:mute 5 count until 2099-01-01T00:00"}
    saved = await http.post(role_path, data=edited, headers=cookie, follow_redirects=False)
    assert saved.status_code == 303
    bad = await http.post(role_path, data=form | {"grants": "chat:mute lots"}, headers=cookie)
    assert bad.status_code == 400 and "line 1: the amount must be a number" in bad.text
    assigned = await http.post(f"{role_path}/assign", data={"csrf": csrf, "user": str(user_id)},
                               headers=cookie, follow_redirects=False)  # fmt: skip
    assert assigned.status_code == 303
    user_page = await http.get(f"/console/users/{user_id}", headers=cookie)
    assert "Helpers" in user_page.text
    why = await http.get(f"/console/users/{user_id}", params={"why": "chat:mute"}, headers=cookie)
    assert "decided by the grant" in why.text and "of the role Helpers" in why.text
    roles = (await http.get(f"/v1/admin/users/{user_id}/roles", headers=bearer(token))).json()
    assert [r["role"]["slug"] for r in roles["items"]] == ["helpers"]


async def test_connect_search_transfer_and_revoke(http: AsyncTestClient) -> None:
    core = core_of(http)
    _, token = await sign_in(core, SUPER_ADMIN, "Root")
    owner_id, owner = await dash_user(http, "Owner")
    heir_id, _ = await dash_user(http, "Heir")
    made = await http.post("/v1/connect/networks", json={"name": "Skyblock"}, headers=owner)
    network = made.json()["network"]
    server = await claimed(http, owner, "Lobby-1")
    cookie, csrf = await open_console(http, token)
    found = await http.get("/console/connect", params={"q": "Sky"}, headers=cookie)
    assert "Skyblock" in found.text and "Lobby-1" not in found.text
    by_owner = await http.get("/console/connect", params={"owner": str(owner_id)}, headers=cookie)
    assert "Skyblock" in by_owner.text and "Lobby-1" in by_owner.text
    moved = await http.post(
        f"/console/connect/networks/{network['networkId']}/transfer",
        data={"csrf": csrf, "owner": str(heir_id)},
        headers=cookie,
        follow_redirects=False,
    )
    assert moved.status_code == 303
    listed = await http.get("/v1/admin/connect/networks", params={"search": "Sky"},
                            headers=bearer(token))  # fmt: skip
    assert [n["ownerId"] for n in listed.json()["items"]] == [str(heir_id)]
    revoke = f"/console/connect/servers/{server['serverId']}/revoke-secret"
    unconfirmed = await http.post(revoke, data={"csrf": csrf}, headers=cookie)
    assert unconfirmed.status_code == 400 and "confirm" in unconfirmed.text
    revoked = await http.post(revoke, data={"csrf": csrf, "confirm": "on"}, headers=cookie,
                              follow_redirects=False)  # fmt: skip
    assert revoked.status_code == 303
    audit = await http.get("/v1/admin/audit", params={"action": "connect.*"},
                           headers=bearer(token))  # fmt: skip
    assert sorted((e["action"], e["via"]) for e in audit.json()["items"]) == [
        ("connect.network.transfer", "console"), ("connect.server.revoke_secret", "console")
    ]  # fmt: skip


async def test_news_written_published_and_a_stale_edit_shown(http: AsyncTestClient) -> None:
    core = core_of(http)
    _, token = await sign_in(core, SUPER_ADMIN, "Root")
    cookie, csrf = await open_console(http, token)
    form = {"csrf": csrf, "feed": "platform", "title": "Patch notes", "body": "Faster."}
    created = await http.post("/console/news", data=form, headers=cookie, follow_redirects=False)
    assert created.status_code == 303, created.text
    item_path = created.headers["location"].split("?")[0]
    edit = form | {"revision": "1", "status": "published", "body": "Faster, and fixed."}
    saved = await http.post(item_path, data=edit, headers=cookie, follow_redirects=False)
    assert saved.status_code == 303
    stale = await http.post(item_path, data=edit | {"body": "Mine"}, headers=cookie)
    assert stale.status_code == 409
    assert "Someone changed this item" in stale.text and "Mine" in stale.text
    public = (await http.get("/v1/public/news")).json()["items"]
    assert [(n["title"], n["body"]) for n in public] == [("Patch notes", "Faster, and fixed.")]


async def test_a_channel_staged_then_rolled_back_after_confirmation(http: AsyncTestClient) -> None:
    core = core_of(http)
    _, token = await sign_in(core, SUPER_ADMIN, "Root")
    root = await admin(core)
    scope = await service_scope(core)
    old = await release(core, root, scope, "2026.10.01-aaaaaaa")
    new = await release(core, root, scope, "2026.11.01-bbbbbbb")
    await core.versions.channels.move(root, scope, "stable", old.id)
    cookie, csrf = await open_console(http, token)
    where = {"type": "service", "id": scope.id}
    staged = await http.post(
        "/console/releases/move",
        data=where | {"csrf": csrf, "channel": "stable", "release": new.id, "percent": "25"},
        headers=cookie,
        follow_redirects=False,
    )
    assert staged.status_code == 303
    page = await http.get("/console/releases", params=where, headers=cookie)
    assert "25%" in page.text and "others keep <code>2026.10.01-aaaaaaa</code>" in page.text
    confirm = await http.get(
        "/console/releases/rollback",
        params=where | {"channel": "stable", "release": old.id},
        headers=cookie,
    )
    assert "Roll back stable?" in confirm.text and 'name="revision" value="2"' in confirm.text
    rolled = await http.post(
        "/console/releases/rollback",
        data=where | {"csrf": csrf, "channel": "stable", "release": old.id, "revision": "2"},
        headers=cookie,
        follow_redirects=False,
    )
    assert rolled.status_code == 303
    stale = await http.post(
        "/console/releases/rollback",
        data=where | {"csrf": csrf, "channel": "stable", "release": new.id, "revision": "2"},
        headers=cookie,
    )
    assert stale.status_code == 412  # the confirmation was for a channel that moved since
    active = await http.get("/v1/versions/channels/active",
                            params={"scopeType": "service", "scopeId": scope.id},
                            headers=bearer(token))  # fmt: skip
    pointer = active.json()["items"][0]
    assert (pointer["release"]["id"], pointer["rolloutPercent"]) == (old.id, 100)
