"""Account links over HTTP. The chat link runs end to end: the real app (ASGI), the Discord
adapter built from the settings, a real OAuth 2 provider on 127.0.0.1 (oidc-provider-mock)
for the code flow, and the local Discord API server for ``/users/@me`` and revocation. The
membership link runs on the memory fake. Deny, a replayed state, a code used twice, another
browser, an account already linked elsewhere, and tokens never stored or shown in clear."""

from __future__ import annotations

import json
import logging
import sqlite3
import time
import uuid
from collections.abc import AsyncIterator, Callable, Iterator
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from dataclasses import dataclass
from typing import Any
from urllib.parse import parse_qs, urlsplit

import httpx
import pytest
from litestar.testing import AsyncTestClient

from adapters.memory.link_providers import MemoryMembershipProvider
from bootstrap.core import build_core
from bootstrap.outbound import Outbound
from bootstrap.settings import Settings
from domain.links.accounts import ProviderAccount
from entrypoints.http.app import create_app
from tests.conftest import SUPER_ADMIN, bearer, sign_in
from tests.support.discord import REVOKE_PATH, DiscordState, discord_server
from tests.support.link_keys import InteractionSigner
from tests.support.oidc import oidc_provider
from tests.support.waiting import OUTBOUND

DASH = "http://localhost:5173/settings"
CHAT_USER = "210000000000000777"


@pytest.fixture(scope="module")
def issuer() -> Iterator[str]:
    with oidc_provider(require_nonce=False) as url:
        yield url


@dataclass
class App:
    http: AsyncTestClient
    discord: DiscordState
    membership: MemoryMembershipProvider
    database: str
    signer: InteractionSigner

    async def user(self, name: str = "Player") -> dict[str, str]:
        _, token = await sign_in(self.http.core, uuid.uuid4(), name)  # type: ignore[attr-defined]
        return bearer(token)

    def rows(self, sql: str) -> list[tuple[Any, ...]]:
        with sqlite3.connect(self.database.removeprefix("sqlite+aiosqlite:///")) as db:
            return db.execute(sql).fetchall()


def execute(app: App, sql: str) -> None:
    with sqlite3.connect(app.database.removeprefix("sqlite+aiosqlite:///")) as db:
        db.execute(sql)


@pytest.fixture
def app_with(
    issuer: str,
    database_url_for: Callable[[str], str],
    settings_for: Callable[..., Settings],
) -> Callable[..., AbstractAsyncContextManager[App]]:
    @asynccontextmanager
    async def make(**overrides: object) -> AsyncIterator[App]:
        with discord_server() as (state, api_url):
            state.userinfo_url = f"{issuer}/userinfo"
            root = api_url.removesuffix("/api/v10")
            database = database_url_for("sqlite")
            signer = InteractionSigner.generate()
            chosen: dict[str, object] = {
                "chat_public_key": signer.public_hex,
                "env": "development",  # cookies without Secure: the test client sends them
                "rate_limit_scale": 0.0,
                "dash_url": DASH,
                "chat_client_id": "1100000000000000001",
                "chat_client_secret": "chat-secret",
                "chat_bot_token": "bot-token",
                "chat_api_url": api_url,
                "chat_authorize_url": f"{issuer}/oauth2/authorize",
                "chat_token_url": f"{issuer}/oauth2/token",
                "chat_revoke_url": root + REVOKE_PATH,
                "chat_timeout": OUTBOUND,
            }
            settings = settings_for(database, **(chosen | overrides))
            membership = MemoryMembershipProvider()
            outbound = Outbound(membership=membership)
            async with (
                await build_core(settings, outbound=outbound) as core,
                AsyncTestClient(app=create_app(core=core)) as client,
            ):
                client.core = core  # type: ignore[attr-defined]
                client.follow_redirects = False  # the browser's next stop is checked, not taken
                yield App(client, state, membership, database, signer)

    return make


@pytest.fixture
async def app(app_with: Callable[..., AbstractAsyncContextManager[App]]) -> AsyncIterator[App]:
    async with app_with() as built:
        yield built


async def start(app: App, headers: dict[str, str], provider: str = "chat", **query: str) -> str:
    """POST .../link; the authorization URL (the cookie stays in the test client)."""
    answer = await app.http.post(
        f"/v1/profile/settings/{provider}/link", headers=headers, params=query
    )
    assert answer.status_code == 200, answer.text
    assert answer.headers["cache-control"] == "no-store"
    cookie = answer.headers["set-cookie"]
    assert cookie.startswith("svc_link=") and "HttpOnly" in cookie and "Path=/v1/auth" in cookie
    return str(answer.json()["authorizationUrl"])


def at_provider(authorize_url: str, sub: str = CHAT_USER, deny: bool = False) -> str:
    """The person at the OAuth provider grants (or denies); our callback path and query."""
    form = {"action": "deny"} if deny else {"sub": sub}
    answer = httpx.post(authorize_url, data=form, follow_redirects=False, timeout=OUTBOUND)
    assert answer.status_code == 302, answer.text
    location = urlsplit(answer.headers["location"])
    assert location.path == "/v1/auth/chat/callback"
    return f"{location.path}?{location.query}"


def landed(answer: httpx.Response) -> dict[str, str]:
    assert answer.status_code == 302, answer.text
    location = answer.headers["location"]
    assert location.startswith(DASH + "?")
    return {k: v[0] for k, v in parse_qs(urlsplit(location).query).items()}


async def test_a_chat_account_is_linked_shown_and_unlinked(
    app: App, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    me = await app.user("Linker")
    authorize = await start(app, me)
    query = parse_qs(urlsplit(authorize).query)
    assert query["code_challenge_method"] == ["S256"] and query["state"]
    assert query["redirect_uri"] == ["http://127.0.0.1:8000/v1/auth/chat/callback"]

    done = await app.http.get(at_provider(authorize))
    assert landed(done) == {"linked": "chat"}
    assert "svc_link=" in done.headers["set-cookie"] and "Max-Age=0" in done.headers["set-cookie"]
    settings = (await app.http.get("/v1/profile/settings", headers=me)).json()
    chat = settings["links"]["chat"]
    assert (chat["provider"], chat["accountId"], chat["status"]) == ("chat", CHAT_USER, "active")
    assert chat["displayName"] == "Chat 0777" and chat["linkedAt"].endswith("Z")
    assert settings["links"]["membership"] is None

    tokens = {a.removeprefix("Bearer ") for _, _, a in app.discord.switches.requests if a}
    assert tokens, "the adapter asked /users/@me with the user's token"
    stored = app.rows("SELECT * FROM account_links")
    assert len(stored) == 1
    assert not any(token in str(cell) for token in tokens for cell in stored[0])
    assert not any(token in str(settings) for token in tokens)
    # every log record of ours and of our clients (httpx, authlib's client, the database);
    # the test doubles' own (the OAuth server's authlib grants, werkzeug) are theirs
    doubles = ("authlib.oauth2", "werkzeug", "oidc_provider_mock")
    ours = [r.getMessage() for r in caplog.records if not r.name.startswith(doubles)]
    leaks = [line for line in ours if any(token in line for token in tokens)]
    assert ours and not leaks, leaks[:3]

    unlinked = await app.http.delete("/v1/profile/settings/chat/link", headers=me)
    assert unlinked.status_code == 204
    assert len(app.discord.revoked) == 1  # the refresh token: it ends the whole grant
    assert app.rows("SELECT * FROM account_links") == []
    again = await app.http.delete("/v1/profile/settings/chat/link", headers=me)
    assert (again.status_code, again.json()["code"]) == (404, "links.not_linked")


async def test_deny_replay_and_a_code_used_twice(app: App) -> None:
    me = await app.user()
    authorize = await start(app, me)
    denial = at_provider(authorize, deny=True)
    error = parse_qs(urlsplit(denial).query)["error"][0]
    # The mock drops `state` on a denial; a conforming provider returns it (RFC 6749 4.1.2.1).
    state = parse_qs(urlsplit(authorize).query)["state"][0]
    denied = await app.http.get("/v1/auth/chat/callback", params={"error": error, "state": state})
    assert "did not grant" in landed(denied)["linkError"]
    assert (await app.http.get(denial)).status_code == 400  # no state: nowhere to send it

    callback = at_provider(await start(app, me))
    assert landed(await app.http.get(callback)) == {"linked": "chat"}
    replayed = await app.http.get(callback)
    assert replayed.status_code == 400 and replayed.headers["content-type"].startswith("text/html")
    assert "location" not in replayed.headers

    old_code = parse_qs(urlsplit(callback).query)["code"][0]
    fresh_state = parse_qs(urlsplit(await start(app, me)).query)["state"][0]
    reused = await app.http.get(
        "/v1/auth/chat/callback", params={"state": fresh_state, "code": old_code}
    )
    assert "refused" in landed(reused)["linkError"]
    forged = await app.http.get("/v1/auth/chat/callback", params={"state": "forged", "code": "x"})
    assert forged.status_code == 400


async def test_a_callback_in_another_browser_does_not_spend_the_link(app: App) -> None:
    me = await app.user()
    callback = at_provider(await start(app, me))
    async with AsyncTestClient(app=app.http.app) as elsewhere:
        elsewhere.follow_redirects = False
        other = await elsewhere.get(callback)
    assert other.status_code == 400 and "another browser" in other.text
    assert landed(await app.http.get(callback)) == {"linked": "chat"}


async def test_one_chat_account_links_to_one_user(app: App) -> None:
    first, second = await app.user("First"), await app.user("Second")
    assert landed(await app.http.get(at_provider(await start(app, first))))["linked"] == "chat"
    taken = await app.http.get(at_provider(await start(app, second)))
    assert "another user" in landed(taken)["linkError"]
    assert (await app.http.get("/v1/profile/settings", headers=second)).json()["links"] == {
        "membership": None, "chat": None,
    }  # fmt: skip
    assert len(app.discord.revoked) == 1  # the second user's fresh grant is given back


async def test_the_redirect_rules_of_sign_in_apply(app: App) -> None:
    me = await app.user()
    hostile = await app.http.post(
        "/v1/profile/settings/chat/link", headers=me,
        params={"redirect": "https://evil.example/steal"},
    )  # fmt: skip
    assert hostile.status_code == 400
    authorize = await start(app, me, redirect="http://127.0.0.1:3000/after")
    done = await app.http.get(at_provider(authorize))
    assert done.headers["location"] == "http://127.0.0.1:3000/after?linked=chat"


async def test_a_membership_account_is_linked_through_its_provider(app: App) -> None:
    me = await app.user()
    app.membership.add_account(ProviderAccount("81000001", "Ada Supporter"))
    authorize = await start(app, me, provider="membership")
    state = parse_qs(urlsplit(authorize).query)["state"][0]
    code = app.membership.approve(state, "81000001")
    done = await app.http.get("/v1/auth/membership/callback", params={"state": state, "code": code})
    assert landed(done) == {"linked": "membership"}
    links = (await app.http.get("/v1/profile/settings", headers=me)).json()["links"]
    assert links["membership"]["displayName"] == "Ada Supporter"
    assert (await app.http.delete("/v1/profile/settings/membership/link",
                                  headers=me)).status_code == 204  # fmt: skip


async def test_unknown_or_unconfigured_providers(
    app_with: Callable[..., AbstractAsyncContextManager[App]],
) -> None:
    async with app_with(chat_client_id=None) as app:
        me = await app.user()
        off = await app.http.post("/v1/profile/settings/chat/link", headers=me)
        assert (off.status_code, off.json()["code"]) == (503, "links.provider_not_configured")
        unknown = await app.http.post("/v1/profile/settings/bank/link", headers=me)
        assert (unknown.status_code, unknown.json()["code"]) == (400, "links.unknown_provider")
        anonymous = await app.http.post("/v1/profile/settings/membership/link")
        assert anonymous.status_code == 401


async def test_a_network_links_its_chat_server_under_rule_6(app: App) -> None:
    from tests.support.discord import DiscordGuild

    home, other, no_bot = "310000000000000001", "310000000000000002", "310000000000000003"
    icon = "a_1269e74af4df7417b13759eae50c83dc"
    app.discord.guilds[home] = DiscordGuild(
        home, "Skyblock", icon, admins={CHAT_USER}, members={CHAT_USER: set()}
    )
    app.discord.guilds[other] = DiscordGuild(other, "Elsewhere", members={CHAT_USER: set()})
    app.discord.guilds[no_bot] = DiscordGuild(no_bot, "No bot", bot=False, admins={CHAT_USER},
                                              members={CHAT_USER: set()})  # fmt: skip
    owner, stranger = await app.user("Owner"), await app.user("Stranger")
    created = await app.http.post("/v1/connect/networks", json={"name": "Net"}, headers=owner)
    network = created.json()["network"]["networkId"]
    chat = f"/v1/connect/networks/{network}/chat"

    async def put(guild: str) -> httpx.Response:
        return await app.http.put(chat, json={"guildId": guild}, headers=owner)

    not_linked = await put(home)
    assert (not_linked.status_code, not_linked.json()["code"]) == (409, "chat.account_not_linked")
    assert landed(await app.http.get(at_provider(await start(app, owner))))["linked"] == "chat"
    for guild in (other, "399999999999999999"):
        refused = await put(guild)
        assert (refused.status_code, refused.json()["code"]) == (409, "chat.not_guild_admin")
    missing_bot = await put(no_bot)
    assert (missing_bot.status_code, missing_bot.json()["code"]) == (409, "chat.bot_not_in_guild")
    assert f"guild_id={no_bot}" in missing_bot.json()["detail"]
    assert (await put("not-a-snowflake")).status_code == 400

    linked = await put(home)
    assert linked.status_code == 200, linked.text
    assert linked.json()["guild"] == {"id": home, "name": "Skyblock",
                                      "icon": "a_1269e74af4df7417b13759eae50c83dc"}  # fmt: skip
    assert (await app.http.get(chat, headers=owner)).json()["guild"]["id"] == home
    assert (await app.http.get(chat, headers=stranger)).status_code == 404
    second = await app.http.post("/v1/connect/networks", json={"name": "Two"}, headers=owner)
    taken = await app.http.put(f"/v1/connect/networks/{second.json()['network']['networkId']}"
                               "/chat", json={"guildId": home}, headers=owner)  # fmt: skip
    assert (taken.status_code, taken.json()["code"]) == (409, "chat.guild_taken")
    assert (await app.http.delete(chat, headers=owner)).status_code == 204
    assert (await app.http.get(chat, headers=owner)).json() == {
        "guild": None, "linkedAt": None, "linkedBy": None,
    }  # fmt: skip


HOME_GUILD = "310000000000000001"


def command(
    name: str,
    user: str = CHAT_USER,
    interaction_id: str = "510000000000000001",
    guild: str | None = HOME_GUILD,
) -> bytes:
    """A slash command used in ``guild`` (as a member), or in a direct message (None)."""
    sent: dict[str, Any] = {
        "id": interaction_id, "application_id": "1100000000000000001", "type": 2,
        "token": "interaction-token", "version": 1,
        "data": {"id": "1200000000000000001", "name": name, "type": 1},
    }  # fmt: skip
    author = {"id": user, "username": "nelly"}
    if guild is None:
        sent["user"] = author
    else:
        sent |= {"guild_id": guild, "member": {"user": author, "roles": [], "permissions": "0"}}
    return json.dumps(sent).encode()


async def answer(app: App, body: bytes) -> dict[str, Any]:
    """The signed interaction's answer: a private (ephemeral) message."""
    headers = app.signer.headers(body) | {"Content-Type": "application/json"}
    sent = await app.http.post("/v1/chat/interaction", content=body, headers=headers)
    assert sent.status_code == 200, sent.text
    reply: dict[str, Any] = sent.json()
    assert reply["type"] == 4 and reply["data"]["flags"] == 64
    assert reply["data"]["allowed_mentions"] == {"parse": []}
    return reply


async def test_interactions_are_verified_answered_and_never_replayed(app: App) -> None:
    async def send(body: bytes, headers: dict[str, str]) -> httpx.Response:
        sent = headers | {"Content-Type": "application/json"}
        return await app.http.post("/v1/chat/interaction", content=body, headers=sent)

    ping = b'{"id":"510000000000000000","type":1,"application_id":"1100000000000000001"}'
    pong = await send(ping, app.signer.headers(ping))
    assert (pong.status_code, pong.json()) == (200, {"type": 1})
    replayed = await send(ping, app.signer.headers(ping))
    other = InteractionSigner.generate()
    body = command("link")
    for sent, headers in (
        (body.replace(b"nelly", b"nellz"), app.signer.headers(body)),  # tampered
        (body, other.headers(body)),  # another key
        (body, app.signer.headers(body, at=time.time() - 3600)),  # an old signature
        (body, {}),  # unsigned
    ):
        refused = await send(sent, headers)
        assert (refused.status_code, refused.json()["code"]) == (401, "chat.interaction_signature")
    assert (replayed.status_code, replayed.json()["code"]) == (401, "chat.interaction_signature")

    before = (await send(body, app.signer.headers(body))).json()
    assert before["type"] == 4 and before["data"]["flags"] == 64
    assert "not linked" in before["data"]["content"] and DASH in before["data"]["content"]
    me = await app.user("Nelly")
    assert landed(await app.http.get(at_provider(await start(app, me))))["linked"] == "chat"
    again = command("link", interaction_id="510000000000000002")
    after = (await send(again, app.signer.headers(again))).json()
    assert after["data"]["content"] == "Your chat account is linked to Nelly."
    odd = command("dance", interaction_id="510000000000000003")
    polite = (await send(odd, app.signer.headers(odd))).json()
    assert polite["type"] == 4 and "/dance" in polite["data"]["content"]


async def test_the_command_catalog_is_registered_by_a_super_admin(app: App) -> None:
    user = await app.user()
    refused = await app.http.post("/v1/chat/catalog/commands", headers=user)
    assert refused.status_code == 403
    _, token = await sign_in(app.http.core, SUPER_ADMIN, "Admin")  # type: ignore[attr-defined]
    for _ in range(2):  # a bulk overwrite: the same catalog twice is one catalog
        registered = await app.http.post("/v1/chat/catalog/commands", headers=bearer(token))
        assert registered.status_code == 200, registered.text
        assert [c["name"] for c in registered.json()["items"]] == ["link", "friends", "status"]
        assert [c["name"] for c in app.discord.commands] == ["link", "friends", "status"]


async def test_friends_answers_who_is_online_as_the_friends_list_shows_it(app: App) -> None:
    core = app.http.core  # type: ignore[attr-defined]
    me_id, token = await sign_in(core, uuid.uuid4(), "Nelly")
    me = bearer(token)
    not_linked = await answer(app, command("friends", interaction_id="520000000000000001"))
    assert "not linked" in not_linked["data"]["content"] and DASH in not_linked["data"]["content"]
    assert landed(await app.http.get(at_provider(await start(app, me))))["linked"] == "chat"

    friends: dict[str, tuple[uuid.UUID, dict[str, str]]] = {}
    for name in ("Olive @everyone", "Otto", "Hugo"):
        friend_id, friend_token = await sign_in(core, uuid.uuid4(), name)
        friends[name] = (friend_id, bearer(friend_token))
        requested = await app.http.post(
            "/v1/social/friends/requests",
            json={"targetId": str(friend_id), "targetName": name}, headers=me,
        )  # fmt: skip
        assert requested.status_code == 201, requested.text
        request = requested.json()["request"]["id"]
        accepted = await app.http.post(
            f"/v1/social/friends/requests/{request}/accept", headers=friends[name][1]
        )
        assert accepted.status_code == 200, accepted.text
    hugo_id, hugo = friends["Hugo"]
    hidden = await app.http.patch(
        f"/v1/social/friends/{me_id}", json={"visibility": "HIDDEN"}, headers=hugo
    )
    assert hidden.status_code == 200, hidden.text
    await core.identity.presence.flush()  # every request was a sighting: all three were online
    execute(app, f"UPDATE users SET last_seen_at = 0 WHERE id = '{friends['Otto'][0].hex}'")
    seen = app.rows(f"SELECT last_seen_at FROM users WHERE id = '{hugo_id.hex}'")
    assert seen[0][0] > 0  # Hugo is online: only his HIDDEN link keeps him out

    online = await answer(app, command("friends", interaction_id="520000000000000002"))
    assert online["data"]["content"] == "1 friend is online:\n- Olive @\u200beveryone"
    stranger = command("friends", user="210000000000000999", interaction_id="520000000000000003")
    assert "not linked" in (await answer(app, stranger))["data"]["content"]


async def test_status_lists_the_servers_of_the_guilds_network(app: App) -> None:
    from tests.support.connect_http import claimed, server_headers
    from tests.support.discord import DiscordGuild

    app.discord.guilds[HOME_GUILD] = DiscordGuild(
        HOME_GUILD, "Skyblock", admins={CHAT_USER}, members={CHAT_USER: set()}
    )
    owner = await app.user("Owner")
    assert landed(await app.http.get(at_provider(await start(app, owner))))["linked"] == "chat"
    unlinked = await answer(app, command("status", interaction_id="530000000000000001"))
    assert "not linked to a network" in unlinked["data"]["content"]
    direct = await answer(app, command("status", interaction_id="530000000000000002", guild=None))
    assert "in a chat server" in direct["data"]["content"]

    created = await app.http.post("/v1/connect/networks", json={"name": "Sky*Net"}, headers=owner)
    network = created.json()["network"]["networkId"]
    linked = await app.http.put(
        f"/v1/connect/networks/{network}/chat", json={"guildId": HOME_GUILD}, headers=owner
    )
    assert linked.status_code == 200, linked.text
    empty = await answer(app, command("status", interaction_id="530000000000000003"))
    assert empty["data"]["content"] == "Sky\\*Net has no servers yet."
    for name in ("Survival", "Lobby"):
        registration = await claimed(app.http, owner, name)
        assigned = await app.http.patch(
            f"/v1/connect/servers/{registration['serverId']}",
            json={"networkId": network}, headers=owner,
        )  # fmt: skip
        assert assigned.status_code == 200, assigned.text
        if name == "Lobby":  # it polls for commands: seen now
            polled = await app.http.get(
                f"/v1/connect/servers/{registration['serverId']}/commands",
                headers=server_headers(registration),
            )
            assert polled.status_code == 200, polled.text

    status = await answer(app, command("status", interaction_id="530000000000000004"))
    assert status["data"]["content"] == (
        "Sky\\*Net: 1 of 2 servers online.\n- Lobby: online\n- Survival: offline"
    )
    assert (
        "Bearer" not in status["data"]["content"] and "127.0.0.1" not in status["data"]["content"]
    )
    elsewhere = command("status", interaction_id="530000000000000005", guild="310000000000000002")
    assert "not linked to a network" in (await answer(app, elsewhere))["data"]["content"]


async def test_one_role_link_is_read_by_its_role_id(
    app_with: Callable[..., AbstractAsyncContextManager[App]],
) -> None:
    """GET /v1/admin/chat/role-links/{roleId} (docs/api.md; it answered 405): the entry the list
    shows, 404 for a role without a link, 403 without admin:chat-role-link:view."""
    from tests.support.discord import DiscordGuild

    guild, supporter = "310000000000000042", "410000000000000042"
    async with app_with(chat_guild_id=guild) as app:
        app.discord.guilds[guild] = DiscordGuild(
            guild, "Home", roles={supporter: {"id": supporter, "name": "Supporter",
                                               "position": 2, "managed": False}},
        )  # fmt: skip
        _, token = await sign_in(app.http.core, SUPER_ADMIN, "Root")  # type: ignore[attr-defined]
        admin = bearer(token)
        role = (
            await app.http.post(
                "/v1/admin/roles", headers=admin, json={"slug": "supporters", "name": "Supporters"}
            )
        ).json()["role"]["id"]
        path = f"/v1/admin/chat/role-links/{role}"
        assert (await app.http.get(path, headers=admin)).json()["code"] == (
            "chat.role_link_not_found"
        )
        put = await app.http.put(path, json={"chatRoleId": supporter}, headers=admin)
        assert put.status_code == 200, put.text

        one = await app.http.get(path, headers=admin)

        assert one.status_code == 200, one.text
        listed = (await app.http.get("/v1/admin/chat/role-links", headers=admin)).json()["items"]
        assert listed == [one.json()]
        assert one.json()["roleId"] == role and one.json()["chatRoleName"] == "Supporter"
        refused = await app.http.get(path, headers=await app.user())
        assert refused.status_code == 403 and refused.json()["code"] == "permissions.denied"
        await app.http.delete(path, headers=admin)
        gone = await app.http.get(path, headers=admin)
        assert gone.status_code == 404 and gone.json()["code"] == "chat.role_link_not_found"
