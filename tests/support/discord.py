"""A small local HTTP server that speaks the Discord API v10 the way the chat adapter uses it:
token revocation (``/api/oauth2/token/revoke``), ``/users/@me`` and its guilds (Bearer user
tokens), guilds, roles and member roles, and the application's global commands (Bot token),
with Discord's error bodies (``{"code", "message"}``: 0 Unauthorized, 10004 Unknown Guild,
10007 Unknown Member, 10011 Unknown Role, 50001 Missing Access, 50035 Invalid Form Body), its
429 body (``retry_after``, ``global``) and the switches of provider_server.py."""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import parse_qs

from tests.support.provider_server import Call, Reply, ServerSwitches, provider_server
from tests.support.waiting import OUTBOUND

PREFIX = "/api/v10"
REVOKE_PATH = "/api/oauth2/token/revoke"


@dataclass
class DiscordGuild:
    id: str
    name: str
    icon: str | None = None
    owner_id: str = ""
    admins: set[str] = field(default_factory=set)
    bot: bool = True
    roles: dict[str, dict[str, Any]] = field(default_factory=dict)
    members: dict[str, set[str]] = field(default_factory=dict)  # user id -> role ids


@dataclass
class DiscordState:
    application_id: str = "1100000000000000001"
    bot_token: str = "bot-token"
    users: dict[str, dict[str, Any]] = field(default_factory=dict)  # user id -> user object
    tokens: dict[str, str] = field(default_factory=dict)  # bearer token -> user id
    guilds: dict[str, DiscordGuild] = field(default_factory=dict)
    commands: list[dict[str, Any]] = field(default_factory=list)
    revoked: list[str] = field(default_factory=list)
    userinfo_url: str | None = None
    """An OAuth provider's userinfo endpoint: a Bearer token we did not issue is asked there,
    and its ``sub`` becomes the user (so tokens of a real OAuth provider on 127.0.0.1 work)."""
    switches: ServerSwitches = field(default_factory=ServerSwitches)


def _error(status: int, code: int, message: str) -> Reply:
    return status, {"code": code, "message": message}


def _route(state: DiscordState, call: Call) -> Reply:
    if call.path == REVOKE_PATH and call.method == "POST":  # RFC 7009, form-encoded
        form = parse_qs(call.body if isinstance(call.body, str) else "")
        token = form.get("token", [""])[0]
        state.revoked.append(token)
        state.tokens.pop(token, None)
        return 200, {}
    if not call.path.startswith(PREFIX):
        return _error(404, 0, "404: Not Found")
    parts = [p for p in call.path.removeprefix(PREFIX).split("/") if p]
    auth = call.headers.get("authorization", "")
    if parts[:2] == ["users", "@me"]:
        user_id = _bearer_user(state, auth)
        if user_id is None:
            return _error(401, 0, "401: Unauthorized")
        if len(parts) == 2:
            return 200, state.users[user_id]
        if parts[2:] == ["guilds"]:
            return 200, [_user_guild(g, user_id) for g in state.guilds.values()
                         if user_id in g.members]  # fmt: skip
        return _error(404, 0, "404: Not Found")
    if auth != f"Bot {state.bot_token}":
        return _error(401, 0, "401: Unauthorized")
    if parts[:1] == ["applications"] and parts[2:] == ["commands"] and call.method == "PUT":
        if parts[1] != state.application_id:
            return _error(403, 50001, "Missing Access")
        problems = [c for c in call.body or [] if not 1 <= len(str(c.get("name", ""))) <= 32]
        if not isinstance(call.body, list) or problems:
            return _error(400, 50035, "Invalid Form Body")
        state.commands = [
            {"id": f"12000000000000000{i:02d}", "application_id": state.application_id,
             "version": "1", **c}
            for i, c in enumerate(call.body)
        ]  # fmt: skip
        return 200, state.commands
    if parts[:1] != ["guilds"] or len(parts) < 2:
        return _error(404, 0, "404: Not Found")
    guild = state.guilds.get(parts[1])
    if guild is None:
        return _error(404, 10004, "Unknown Guild")
    if not guild.bot:
        return _error(403, 50001, "Missing Access")
    if len(parts) == 2 and call.method == "GET":
        return 200, {"id": guild.id, "name": guild.name, "icon": guild.icon,
                     "owner_id": guild.owner_id, "roles": list(guild.roles.values())}  # fmt: skip
    if parts[2:] == ["roles"] and call.method == "GET":
        return 200, list(guild.roles.values())
    if len(parts) == 6 and parts[2] == "members" and parts[4] == "roles":
        user_id, role_id = parts[3], parts[5]
        if role_id not in guild.roles:
            return _error(404, 10011, "Unknown Role")
        if user_id not in guild.members:
            return _error(404, 10007, "Unknown Member")
        if call.method == "PUT":
            guild.members[user_id].add(role_id)
            return 204, None
        if call.method == "DELETE":
            guild.members[user_id].discard(role_id)
            return 204, None
    return _error(405, 0, "405: Method Not Allowed")


def _bearer_user(state: DiscordState, auth: str) -> str | None:
    if not auth.startswith("Bearer "):
        return None
    token = auth.removeprefix("Bearer ")
    if token in state.tokens or state.userinfo_url is None:
        return state.tokens.get(token)
    request = urllib.request.Request(state.userinfo_url, headers={"Authorization": auth})
    try:
        with urllib.request.urlopen(request, timeout=OUTBOUND) as answer:
            sub = str(json.loads(answer.read())["sub"])
    except (urllib.error.URLError, ValueError, KeyError):
        return None
    state.users.setdefault(sub, {"id": sub, "username": f"user{sub[-4:]}",
                                 "global_name": f"Chat {sub[-4:]}", "avatar": None})  # fmt: skip
    return sub


def _user_guild(guild: DiscordGuild, user_id: str) -> dict[str, Any]:
    permissions = (1 << 3) if user_id in guild.admins else (1 << 10)
    return {"id": guild.id, "name": guild.name, "icon": guild.icon,
            "owner": guild.owner_id == user_id, "permissions": str(permissions),
            "features": []}  # fmt: skip


@contextmanager
def discord_server() -> Iterator[tuple[DiscordState, str]]:
    """Run the server; yields its state and API base URL (``http://127.0.0.1:<port>/api/v10``)."""
    state = DiscordState()
    with provider_server(
        state.switches,
        lambda call: _route(state, call),
        lambda wait: {"message": "You are being rate limited.", "retry_after": wait,
                      "global": False},
    ) as url:  # fmt: skip
        yield state, url + PREFIX
