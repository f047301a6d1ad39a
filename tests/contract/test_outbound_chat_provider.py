"""The chat provider port: the memory fake and the Discord adapter against a local server that
speaks the v10 API (tests/support/discord.py) go through the same cases: the user and their
guilds with the administrator bit, the guild as the bot sees it, member roles, the command
catalog, and interactions signed Ed25519 (valid, tampered, wrong key, stale). Then what only a
real HTTP API does: error bodies, a 429 honoured once, a hanging call ended by its timeout."""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import AsyncIterator
from dataclasses import dataclass, replace
from typing import Protocol

import pytest

from adapters.link_providers.discord import DiscordChat, DiscordConfig
from adapters.link_providers.oauth import OAuthConfig
from adapters.memory.link_providers import MemoryChatProvider
from application.links.ports import ChatProvider, LinkProviderError
from domain.links.accounts import ProviderAccount
from domain.links.chat import ChatCommand, ChatRole, CommandOption, InteractionKind
from tests.support.discord import (
    PREFIX,
    REVOKE_PATH,
    DiscordGuild,
    DiscordState,
    discord_server,
)
from tests.support.link_keys import InteractionSigner
from tests.support.live_server import free_port
from tests.support.waiting import OUTBOUND

ALICE, BOB = "210000000000000001", "210000000000000002"
HOME, OTHER, NO_BOT = "310000000000000001", "310000000000000002", "310000000000000003"
SUPPORTER, MODERATOR = "410000000000000001", "410000000000000002"


class World(Protocol):
    """The provider's side, as a test arranges it."""

    def user(self, user_id: str, name: str) -> str:
        """Add a user; their access token."""
        ...

    def guild(
        self, guild_id: str, name: str, bot: bool, admins: set[str], members: set[str]
    ) -> None: ...

    def role(self, guild_id: str, role: ChatRole) -> None: ...

    def member_roles(self, guild_id: str, user_id: str) -> set[str]: ...


class MemoryWorld:
    def __init__(self, fake: MemoryChatProvider) -> None:
        self.fake = fake

    def user(self, user_id: str, name: str) -> str:
        self.fake.accounts[user_id] = ProviderAccount(user_id, name)
        return self.fake.issue(user_id).access_token

    def guild(
        self, guild_id: str, name: str, bot: bool, admins: set[str], members: set[str]
    ) -> None:
        guild = self.fake.add_guild(guild_id, name, bot)
        guild.admins |= admins
        guild.members |= {m: set() for m in members}

    def role(self, guild_id: str, role: ChatRole) -> None:
        self.fake.guilds[guild_id].roles[role.id] = role

    def member_roles(self, guild_id: str, user_id: str) -> set[str]:
        return self.fake.guilds[guild_id].members[user_id]


class DiscordWorld:
    def __init__(self, state: DiscordState) -> None:
        self.state = state

    def user(self, user_id: str, name: str) -> str:
        self.state.users[user_id] = {"id": user_id, "username": name.lower(),
                                     "global_name": name, "avatar": None}  # fmt: skip
        token = f"user-token-{user_id}"
        self.state.tokens[token] = user_id
        return token

    def guild(
        self, guild_id: str, name: str, bot: bool, admins: set[str], members: set[str]
    ) -> None:
        self.state.guilds[guild_id] = DiscordGuild(
            guild_id, name, "a_1269e74af4df7417b13759eae50c83dc", bot=bot, admins=admins,
            members={m: set() for m in members},
        )  # fmt: skip

    def role(self, guild_id: str, role: ChatRole) -> None:
        self.state.guilds[guild_id].roles[role.id] = {
            "id": role.id, "name": role.name, "position": role.position,
            "managed": role.managed, "permissions": "0",
        }  # fmt: skip

    def member_roles(self, guild_id: str, user_id: str) -> set[str]:
        return self.state.guilds[guild_id].members[user_id]


@dataclass
class Subject:
    chat: ChatProvider
    world: World
    signer: InteractionSigner


def oauth_config(api_url: str) -> OAuthConfig:
    root = api_url.removesuffix(PREFIX)
    return OAuthConfig("client", "secret", "http://127.0.0.1:1/v1/auth/chat/callback",
                       f"{root}/oauth2/authorize", f"{root}/api/oauth2/token",
                       root + REVOKE_PATH, ("identify", "guilds"), timeout=OUTBOUND)  # fmt: skip


def discord_chat(url: str, signer: InteractionSigner, **changes: float) -> DiscordChat:
    config = DiscordConfig(url, oauth_config(url), "1100000000000000001", "bot-token",
                           signer.public_hex, timeout=OUTBOUND)  # fmt: skip
    return DiscordChat(replace(config, **changes))


@pytest.fixture(params=["memory", "discord"])
async def subject(request: pytest.FixtureRequest) -> AsyncIterator[Subject]:
    signer = InteractionSigner.generate()
    if request.param == "memory":
        fake = MemoryChatProvider(public_key_hex=signer.public_hex)
        yield Subject(fake, MemoryWorld(fake), signer)
    else:
        with discord_server() as (state, url):
            chat = discord_chat(url, signer)
            yield Subject(chat, DiscordWorld(state), signer)
            await chat.aclose()


def arrange(world: World) -> tuple[str, str]:
    alice, bob = world.user(ALICE, "Alice"), world.user(BOB, "Bob")
    world.guild(HOME, "Home", bot=True, admins={ALICE}, members={ALICE, BOB})
    world.guild(OTHER, "Other", bot=True, admins=set(), members={ALICE})
    world.guild(NO_BOT, "No bot", bot=False, admins={ALICE}, members={ALICE})
    world.role(HOME, ChatRole(SUPPORTER, "Supporter", 2))
    world.role(HOME, ChatRole(MODERATOR, "Moderator", 5))
    return alice, bob


async def test_the_user_and_their_guilds(subject: Subject) -> None:
    alice, bob = arrange(subject.world)
    assert await subject.chat.current_user(alice) == ProviderAccount(ALICE, "Alice")
    guilds = {g.id: g for g in await subject.chat.user_guilds(alice)}
    assert set(guilds) == {HOME, OTHER, NO_BOT}
    assert [guilds[HOME].administrator, guilds[OTHER].administrator] == [True, False]
    assert guilds[HOME].name == "Home"
    assert [g.administrator for g in await subject.chat.user_guilds(bob)] == [False]
    with pytest.raises(LinkProviderError) as refused:
        await subject.chat.current_user("not-a-token")
    assert refused.value.reason == "token"
    assert "not-a-token" not in str(refused.value)


async def test_a_revoked_token_no_longer_works(subject: Subject) -> None:
    alice, bob = arrange(subject.world)
    assert await subject.chat.revoke(alice) is True
    with pytest.raises(LinkProviderError) as revoked:
        await subject.chat.current_user(alice)
    assert revoked.value.reason == "token"
    assert (await subject.chat.current_user(bob)).id == BOB
    assert await subject.chat.revoke(alice) is True  # already revoked: nothing to do


async def test_the_guild_as_the_bot_sees_it(subject: Subject) -> None:
    arrange(subject.world)
    home = await subject.chat.bot_guild(HOME)
    assert home is not None and (home.id, home.name, home.administrator) == (HOME, "Home", False)
    assert await subject.chat.bot_guild(NO_BOT) is None
    assert await subject.chat.bot_guild("399999999999999999") is None
    roles = await subject.chat.guild_roles(HOME)
    assert [r.id for r in roles] == [MODERATOR, SUPPORTER]  # highest first


async def test_member_roles_are_added_and_removed_idempotently(subject: Subject) -> None:
    arrange(subject.world)
    chat, world = subject.chat, subject.world
    await chat.add_member_role(HOME, BOB, SUPPORTER)
    await chat.add_member_role(HOME, BOB, SUPPORTER)
    assert world.member_roles(HOME, BOB) == {SUPPORTER}
    await chat.remove_member_role(HOME, BOB, SUPPORTER)
    await chat.remove_member_role(HOME, BOB, SUPPORTER)
    assert world.member_roles(HOME, BOB) == set()
    for guild, user, role in ((HOME, "299999999999999999", SUPPORTER),
                              (HOME, BOB, "499999999999999999")):  # fmt: skip
        with pytest.raises(LinkProviderError) as unknown:
            await chat.add_member_role(guild, user, role)
        assert unknown.value.reason == "not_found"


async def test_the_command_catalog_is_overwritten(subject: Subject) -> None:
    catalog = [
        ChatCommand("link", "Is your chat account linked?"),
        ChatCommand("status", "A network's servers", (CommandOption("network", "Its name", True),)),
    ]
    assert await subject.chat.overwrite_commands(catalog) == catalog
    assert await subject.chat.overwrite_commands(catalog) == catalog
    assert await subject.chat.overwrite_commands(catalog[:1]) == catalog[:1]


def command_body(name: str = "status") -> bytes:
    return json.dumps({
        "id": "510000000000000001", "application_id": "1100000000000000001", "type": 2,
        "token": "interaction-token", "version": 1, "guild_id": HOME,
        "data": {"id": "1200000000000000001", "name": name, "type": 1,
                 "options": [{"name": "network", "type": 3, "value": "Skyblock"}]},
        "member": {"user": {"id": ALICE, "username": "alice"}, "roles": [],
                   "permissions": "8"},
    }).encode()  # fmt: skip


async def test_interactions_are_verified_before_they_are_read(subject: Subject) -> None:
    chat, signer = subject.chat, subject.signer
    ping = b'{"id":"510000000000000000","type":1,"application_id":"1100000000000000001"}'
    assert chat.interaction(signer.headers(ping), ping).kind is InteractionKind.PING
    body = command_body()
    command = chat.interaction(signer.headers(body), body)
    assert (command.kind, command.command, command.options) == (
        InteractionKind.COMMAND,
        "status",
        {"network": "Skyblock"},
    )
    assert (command.user_id, command.guild_id) == (ALICE, HOME)

    tampered = body.replace(b"Skyblock", b"Skyblocc")
    other = InteractionSigner.generate()
    for headers, sent in (
        (signer.headers(body), tampered),  # body changed after signing
        (other.headers(body), body),  # signed with another key
        (signer.headers(body, at=time.time() - 3600), body),  # an old signature
        ({"x-signature-timestamp": str(int(time.time()))}, body),  # no signature
        ({**signer.headers(body), "x-signature-ed25519": "zz"}, body),  # not hex
    ):
        with pytest.raises(LinkProviderError) as refused:
            chat.interaction(headers, sent)
        assert refused.value.reason == "signature"
    garbage = b"\xff not json"
    with pytest.raises(LinkProviderError) as unreadable:  # signed, but not an interaction
        chat.interaction(signer.headers(garbage), garbage)
    assert unreadable.value.reason != "signature"


async def test_a_wrong_bot_token_is_reported() -> None:
    signer = InteractionSigner.generate()
    with discord_server() as (state, url):
        state.guilds[HOME] = DiscordGuild(HOME, "Home")
        chat = discord_chat(url, signer)
        state.bot_token = "rotated"
        with pytest.raises(LinkProviderError) as refused:
            await chat.guild_roles(HOME)
        assert refused.value.reason == "token"
        assert not any("bot-token" in str(a) for a in refused.value.args)
        await chat.aclose()


async def test_a_rate_limit_is_waited_out_once_then_reported() -> None:
    signer = InteractionSigner.generate()
    with discord_server() as (state, url):
        world = DiscordWorld(state)
        token = world.user(ALICE, "Alice")
        chat = discord_chat(url, signer, max_retry_wait=5.0)
        state.switches.rate_limited, state.switches.retry_after = 1, 0.05
        assert (await chat.current_user(token)).id == ALICE
        assert [r[1] for r in state.switches.requests] == ["/api/v10/users/@me"] * 2
        state.switches.rate_limited = 2  # still limited after the one wait
        with pytest.raises(LinkProviderError) as limited:
            await chat.current_user(token)
        assert limited.value.reason == "rate_limited"
        state.switches.rate_limited, state.switches.retry_after = 1, 60.0
        with pytest.raises(LinkProviderError) as long_wait:  # too long to wait in a request
            await chat.current_user(token)
        assert (long_wait.value.reason, long_wait.value.retry_after) == ("rate_limited", 60.0)
        await chat.aclose()


async def test_a_hanging_call_ends_at_its_timeout_and_a_dead_one_is_unavailable() -> None:
    signer = InteractionSigner.generate()
    with discord_server() as (state, url):
        state.switches.hanging = True
        chat = discord_chat(url, signer, timeout=0.5)
        with pytest.raises(LinkProviderError) as hung:
            await asyncio.wait_for(chat.bot_guild(HOME), OUTBOUND)
        assert hung.value.reason == "unavailable"
        await chat.aclose()
    dead = discord_chat(f"http://127.0.0.1:{free_port()}/api/v10", signer)
    with pytest.raises(LinkProviderError) as down:
        await dead.bot_guild(HOME)
    assert down.value.reason == "unavailable"
    await dead.aclose()
