"""The chat provider as Discord API v10: OAuth (identify, guilds), ``/users/@me`` and its
guilds with the administrator bit, the guild as the bot sees it, roles and member roles,
the application's global commands (bulk overwrite), and interactions signed Ed25519.

User calls carry ``Authorization: Bearer <user token>``, bot calls ``Bot <bot token>``.
Errors come as ``{"code": <json code>, "message": ...}``; 429 as ``{"retry_after": s,
"global": bool}`` with a Retry-After header. An interaction is verified before it is read:
Ed25519 over ``X-Signature-Timestamp`` + body with the application's public key
(``X-Signature-Ed25519``, hex), the timestamp no further than ``max_skew`` from now.
"""

from __future__ import annotations

import functools
import json
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from adapters.link_providers.http import JsonApi
from adapters.link_providers.oauth import OAuthClient, OAuthConfig
from application.links.ports import LinkProviderError
from domain.links.accounts import ProviderAccount, ProviderTokens
from domain.links.chat import (
    ChatCommand,
    ChatGuild,
    ChatRole,
    CommandOption,
    Interaction,
    InteractionKind,
    InteractionReply,
)
from domain.shared.text_input import NUL_MESSAGE, json_nul_field, printable

if TYPE_CHECKING:
    import httpx
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey

SCOPES = ("identify", "guilds")
ADMINISTRATOR = 1 << 3
_NOT_FOUND = {10003, 10004, 10007, 10011, 10013, 10063, 50001}
"""Unknown channel, guild, member, role, user, command; Missing Access (not visible to us)."""
_STRING_OPTION = 3


@dataclass(frozen=True, slots=True)
class DiscordConfig:
    api_url: str
    oauth: OAuthConfig
    application_id: str
    bot_token: str | None
    public_key: str | None
    """The application's Ed25519 public key, hex (Developer Portal, General Information)."""
    timeout: float = 10.0
    max_retry_wait: float = 5.0
    max_skew: float = 300.0


class DiscordChat:
    def __init__(
        self,
        config: DiscordConfig,
        client: httpx.AsyncClient | None = None,
        now: Callable[[], float] = time.time,
    ) -> None:
        self._config = config
        self._api = JsonApi(config.api_url, config.timeout, config.max_retry_wait, client)
        self._oauth = OAuthClient(config.oauth)
        self._now = now

    async def aclose(self) -> None:
        await self._api.aclose()
        await self._oauth.aclose()

    # OAuth
    def authorization_url(self, state: str, code_challenge: str) -> str:
        return self._oauth.authorization_url(state, code_challenge)

    async def redeem(self, code: str, code_verifier: str) -> ProviderTokens:
        return await self._oauth.redeem(code, code_verifier)

    async def refresh(self, refresh_token: str) -> ProviderTokens:
        return await self._oauth.refresh(refresh_token)

    async def revoke(self, token: str) -> bool:
        return await self._oauth.revoke(token)

    # Calls
    async def _call(
        self, auth: str, method: str, path: str, body: Any = None, empty: bool = False
    ) -> Any:
        answer = await self._api.request(method, path, {"Authorization": auth}, body)
        code = answer.body.get("code") if isinstance(answer.body, dict) else None
        message = _message(answer.body, answer.status)
        if answer.status == 401:
            raise LinkProviderError("token", message)
        if answer.status == 404 or code in _NOT_FOUND:
            raise LinkProviderError("not_found", message)
        if answer.status >= 300:
            raise LinkProviderError("rejected", message)
        if not empty and answer.body is None:
            raise LinkProviderError("unavailable", "the provider's answer is not JSON")
        return answer.body

    def _user(self, token: str) -> str:
        return f"Bearer {token}"

    def _bot(self) -> str:
        if not self._config.bot_token:
            raise LinkProviderError("token", "no bot token is configured")
        return f"Bot {self._config.bot_token}"

    async def current_user(self, access_token: str) -> ProviderAccount:
        user = await self._call(self._user(access_token), "GET", "/users/@me")
        if not isinstance(user, dict) or not user.get("id"):
            raise LinkProviderError("unavailable", "the provider's answer has no user")
        name = user.get("global_name") or user.get("username") or str(user["id"])
        return ProviderAccount(str(user["id"]), str(name)[:100])

    async def user_guilds(self, access_token: str) -> list[ChatGuild]:
        guilds = await self._call(self._user(access_token), "GET", "/users/@me/guilds")
        return [_guild(g, for_user=True) for g in guilds or [] if isinstance(g, dict)]

    async def bot_guild(self, guild_id: str) -> ChatGuild | None:
        try:
            guild = await self._call(self._bot(), "GET", f"/guilds/{_snowflake(guild_id)}")
        except LinkProviderError as error:
            if error.reason == "not_found":
                return None
            raise
        return _guild(guild, for_user=False)

    async def guild_roles(self, guild_id: str) -> list[ChatRole]:
        roles = await self._call(self._bot(), "GET", f"/guilds/{_snowflake(guild_id)}/roles")
        found = [
            ChatRole(str(r["id"]), str(r.get("name", "")), int(r.get("position", 0)),
                     bool(r.get("managed", False)))
            for r in roles or [] if isinstance(r, dict) and r.get("id")
        ]  # fmt: skip
        return sorted(found, key=lambda role: (-role.position, role.id))

    def _member_role(self, guild_id: str, user_id: str, role_id: str) -> str:
        return (
            f"/guilds/{_snowflake(guild_id)}/members/{_snowflake(user_id)}"
            f"/roles/{_snowflake(role_id)}"
        )

    async def add_member_role(self, guild_id: str, user_id: str, role_id: str) -> None:
        path = self._member_role(guild_id, user_id, role_id)
        await self._call(self._bot(), "PUT", path, empty=True)

    async def remove_member_role(self, guild_id: str, user_id: str, role_id: str) -> None:
        path = self._member_role(guild_id, user_id, role_id)
        await self._call(self._bot(), "DELETE", path, empty=True)

    async def overwrite_commands(self, commands: Sequence[ChatCommand]) -> list[ChatCommand]:
        path = f"/applications/{_snowflake(self._config.application_id)}/commands"
        body = [_command_body(c) for c in commands]
        answer = await self._call(self._bot(), "PUT", path, body)
        return [_command(c) for c in answer or [] if isinstance(c, dict)]

    # Interactions
    def interaction_response(self, reply: InteractionReply | None) -> dict[str, object]:
        return interaction_response(reply)

    def interaction(self, headers: Mapping[str, str], body: bytes) -> Interaction:
        return verified_interaction(
            self._config.public_key, self._config.max_skew, self._now(), headers, body
        )


EPHEMERAL = 1 << 6


def interaction_response(reply: InteractionReply | None) -> dict[str, object]:
    """PONG (type 1), or CHANNEL_MESSAGE_WITH_SOURCE (type 4), ephemeral when private."""
    if reply is None:
        return {"type": 1}
    data: dict[str, object] = {"content": reply.content[:2000], "allowed_mentions": {"parse": []}}
    if reply.private:
        data["flags"] = EPHEMERAL
    return {"type": 4, "data": data}


def verified_interaction(
    public_key_hex: str | None,
    max_skew: float,
    now: float,
    headers: Mapping[str, str],
    body: bytes,
) -> Interaction:
    """Verify Ed25519 over timestamp + body and the timestamp's age before reading anything,
    then parse (the memory fake checks and reads interactions with this same function)."""
    from cryptography.exceptions import InvalidSignature

    if not public_key_hex:
        raise LinkProviderError("signature", "no interaction public key is configured")
    key = _public_key(public_key_hex)
    timestamp = headers.get("x-signature-timestamp", "")
    try:
        signature = bytes.fromhex(headers.get("x-signature-ed25519", ""))
        sent_at = int(timestamp)
    except ValueError:
        raise LinkProviderError("signature", "the signature headers are malformed") from None
    try:
        key.verify(signature, timestamp.encode() + body)
    except InvalidSignature:
        raise LinkProviderError("signature", "the signature does not match") from None
    if abs(now - sent_at) > max_skew:
        raise LinkProviderError("signature", "the signature's timestamp is too old")
    try:
        document = json.loads(body)
    except ValueError:
        raise LinkProviderError("rejected", "the interaction is not JSON") from None
    if not isinstance(document, dict):
        raise LinkProviderError("rejected", "the interaction is not an object")
    if (where := json_nul_field(body, document)) is not None:
        detail = f"`{printable(where)}` of the interaction {NUL_MESSAGE}"
        raise LinkProviderError("rejected", detail)
    return _interaction(document)


@functools.lru_cache(maxsize=4)
def _public_key(public_key_hex: str) -> Ed25519PublicKey:
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey

    try:
        return Ed25519PublicKey.from_public_bytes(bytes.fromhex(public_key_hex))
    except ValueError:
        raise LinkProviderError("signature", "the interaction public key is malformed") from None


def _snowflake(value: str) -> str:
    if not value.isdigit() or len(value) > 20:
        raise LinkProviderError("not_found", "not a valid id")
    return value


def _message(body: Any, status: int) -> str:
    if isinstance(body, dict) and body.get("message"):
        return f"{status} {body.get('code', '')}: {str(body['message'])[:200]}"
    return f"the provider answered {status}"


def _guild(guild: Any, for_user: bool) -> ChatGuild:
    if not isinstance(guild, dict) or not guild.get("id"):
        raise LinkProviderError("unavailable", "the provider's answer has no guild")
    administrator = False
    if for_user:
        try:
            permissions = int(guild.get("permissions", "0"))
        except (TypeError, ValueError):
            permissions = 0
        administrator = bool(guild.get("owner")) or bool(permissions & ADMINISTRATOR)
    icon = guild.get("icon")
    return ChatGuild(
        str(guild["id"]), str(guild.get("name", ""))[:100],
        icon if isinstance(icon, str) else None, administrator,
    )  # fmt: skip


def _command_body(command: ChatCommand) -> dict[str, Any]:
    return {
        "name": command.name,
        "type": 1,
        "description": command.description,
        "options": [
            {"type": _STRING_OPTION, "name": o.name, "description": o.description,
             "required": o.required}
            for o in command.options
        ],
    }  # fmt: skip


def _command(body: dict[str, Any]) -> ChatCommand:
    options = tuple(
        CommandOption(str(o.get("name", "")), str(o.get("description", "")),
                      bool(o.get("required", False)))
        for o in body.get("options") or [] if isinstance(o, dict)
    )  # fmt: skip
    return ChatCommand(str(body.get("name", "")), str(body.get("description", "")), options)


def _interaction(document: dict[str, Any]) -> Interaction:
    kind = document.get("type")
    interaction_id = str(document.get("id", ""))
    if kind == InteractionKind.PING:
        return Interaction(interaction_id, InteractionKind.PING)
    if kind != InteractionKind.COMMAND:
        raise LinkProviderError("rejected", f"interaction type {kind!r} is not handled")
    data = document.get("data") if isinstance(document.get("data"), dict) else {}
    assert isinstance(data, dict)
    member = document.get("member") if isinstance(document.get("member"), dict) else None
    user = (member or {}).get("user") if member else document.get("user")
    options = {
        str(o.get("name")): str(o.get("value"))
        for o in data.get("options") or [] if isinstance(o, dict) and "value" in o
    }  # fmt: skip
    return Interaction(
        id=interaction_id,
        kind=InteractionKind.COMMAND,
        command=str(data.get("name", "")) or None,
        options=options,
        user_id=str(user["id"]) if isinstance(user, dict) and user.get("id") else None,
        guild_id=str(document["guild_id"]) if document.get("guild_id") else None,
    )
