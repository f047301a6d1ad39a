"""The link providers in memory: an OAuth server that really checks state-bound codes, PKCE
and refresh-token rotation, a membership platform and a chat platform that keep what they
were told, sign checks as the real ones do, and switches to make every call fail or hang.

A test plays the user at the provider with ``approve(state, account_id)`` (the code the
browser would bring back) or ``deny(state)``.
"""

from __future__ import annotations

import asyncio
import base64
import hashlib
import hmac
import secrets
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime, timedelta
from urllib.parse import urlencode

from adapters.link_providers.discord import interaction_response, verified_interaction
from adapters.link_providers.patreon import webhook_event
from application.links.ports import LinkProviderError
from domain.links.accounts import ProviderAccount, ProviderTokens
from domain.links.chat import ChatCommand, ChatGuild, ChatRole, Interaction, InteractionReply
from domain.links.membership import Membership, MembershipEvent, MembershipIdentity, Tier

TOKEN_LIFETIME = timedelta(hours=1)


def _challenge(verifier: str) -> str:
    digest = hashlib.sha256(verifier.encode("ascii")).digest()
    return base64.urlsafe_b64encode(digest).decode().rstrip("=")


@dataclass
class _Grant:
    account_id: str
    challenge: str
    used: bool = False


class MemoryOAuth:
    """The OAuth half both fakes share."""

    def __init__(
        self,
        authorize_url: str,
        scopes: tuple[str, ...],
        revocable: bool = True,
        now: Callable[[], datetime] = lambda: datetime.now(UTC),
    ) -> None:
        self._authorize_url = authorize_url
        self.scopes = scopes
        self.revocable = revocable
        self._now = now
        self._pending: dict[str, str] = {}  # state -> challenge
        self._codes: dict[str, _Grant] = {}
        self.access: dict[str, str] = {}  # access token -> account id
        self._refresh: dict[str, str] = {}  # refresh token -> account id
        self._issued_with: dict[str, str] = {}  # refresh token -> its access token
        self.revoked: list[str] = []
        self.failure: LinkProviderError | None = None
        """Raised by every call while set (a provider refusing, or down)."""
        self.hanging = False
        """Every call waits forever while set (a provider that accepts and never answers)."""
        self.calls: list[str] = []

    async def _enter(self, call: str) -> None:
        self.calls.append(call)
        if self.hanging:
            await asyncio.Event().wait()
        if self.failure is not None:
            raise self.failure

    def _account_of(self, access_token: str) -> str:
        account = self.access.get(access_token)
        if account is None:
            raise LinkProviderError("token", "401: the access token is not valid")
        return account

    # The user at the provider
    def approve(self, state: str, account_id: str) -> str:
        """The user grants access: the code the provider sends the browser back with."""
        challenge = self._pending.pop(state)
        code = secrets.token_urlsafe(16)
        self._codes[code] = _Grant(account_id, challenge)
        return code

    def deny(self, state: str) -> None:
        self._pending.pop(state, None)

    def issue(self, account_id: str) -> ProviderTokens:
        """Tokens as if ``account_id`` had linked (for tests that skip the browser)."""
        access, refresh = f"acc-{secrets.token_urlsafe(16)}", f"ref-{secrets.token_urlsafe(16)}"
        self.access[access] = account_id
        self._refresh[refresh] = account_id
        self._issued_with[refresh] = access
        return ProviderTokens(access, refresh, self._now() + TOKEN_LIFETIME, self.scopes)

    # The port
    def authorization_url(self, state: str, code_challenge: str) -> str:
        self._pending[state] = code_challenge
        query = urlencode(
            {
                "state": state,
                "code_challenge": code_challenge,
                "code_challenge_method": "S256",
                "scope": " ".join(self.scopes),
            }
        )
        return f"{self._authorize_url}?{query}"  # fmt: skip

    async def redeem(self, code: str, code_verifier: str) -> ProviderTokens:
        await self._enter("redeem")
        grant = self._codes.get(code)
        if grant is None or grant.used:
            raise LinkProviderError("grant", "the provider refused: invalid_grant")
        grant.used = True
        if _challenge(code_verifier) != grant.challenge:
            raise LinkProviderError("grant", "the provider refused: invalid_grant")
        return self.issue(grant.account_id)

    async def refresh(self, refresh_token: str) -> ProviderTokens:
        await self._enter("refresh")
        account = self._refresh.pop(refresh_token, None)
        if account is None:
            raise LinkProviderError("grant", "the provider refused: invalid_grant")
        self.access.pop(self._issued_with.pop(refresh_token, ""), None)  # rotated, like the real
        return self.issue(account)

    async def revoke(self, token: str) -> bool:
        await self._enter("revoke")
        if not self.revocable:
            return False
        self.revoked.append(token)
        account = self.access.pop(token, None) or self._refresh.pop(token, None)
        if account is not None:  # revoking one token of a grant ends the grant
            self.access = {t: a for t, a in self.access.items() if a != account}
            self._refresh = {t: a for t, a in self._refresh.items() if a != account}
        return True


class MemoryMembershipProvider(MemoryOAuth):
    def __init__(
        self,
        campaign_id: str | None = "1000",
        webhook_secret: str | None = "webhook-secret",
        now: Callable[[], datetime] = lambda: datetime.now(UTC),
    ) -> None:
        super().__init__(
            "https://membership.invalid/oauth2/authorize",
            ("identity", "identity.memberships"),
            revocable=False,
            now=now,
        )
        self._campaign_id = campaign_id
        self.webhook_secret = webhook_secret
        self.accounts: dict[str, ProviderAccount] = {}
        self.memberships: dict[str, list[Membership]] = {}
        self.campaign_tiers: list[Tier] = []
        self.currency = "USD"

    @property
    def campaign_id(self) -> str | None:
        return self._campaign_id

    def add_account(self, account: ProviderAccount, *memberships: Membership) -> None:
        self.accounts[account.id] = account
        self.memberships[account.id] = list(memberships)

    async def identity(self, access_token: str) -> MembershipIdentity:
        await self._enter("identity")
        account = self.accounts[self._account_of(access_token)]
        return MembershipIdentity(account, tuple(self.memberships.get(account.id, ())))

    async def tiers(self) -> list[Tier]:
        await self._enter("tiers")
        if self._campaign_id is None:
            raise LinkProviderError("token", "no campaign or creator token is configured")
        return sorted(self.campaign_tiers, key=lambda tier: (tier.amount_minor, tier.id))

    def sign(self, body: bytes) -> str:
        """The signature the provider would send (tests)."""
        assert self.webhook_secret is not None
        return hmac.new(self.webhook_secret.encode(), body, hashlib.md5).hexdigest()

    def webhook_event(self, headers: Mapping[str, str], body: bytes) -> MembershipEvent:
        """The provider's own webhook shape and signature (the Patreon adapter's reader)."""
        return webhook_event(self.webhook_secret, self.currency, headers, body)


@dataclass
class MemoryGuild:
    guild: ChatGuild
    roles: dict[str, ChatRole] = field(default_factory=dict)
    admins: set[str] = field(default_factory=set)
    members: dict[str, set[str]] = field(default_factory=dict)  # user id -> role ids
    bot: bool = False


class MemoryChatProvider(MemoryOAuth):
    def __init__(
        self,
        public_key_hex: str | None = None,
        max_skew: float = 300.0,
        now: Callable[[], datetime] = lambda: datetime.now(UTC),
    ) -> None:
        super().__init__("https://chat.invalid/oauth2/authorize", ("identify", "guilds"), now=now)
        self.public_key_hex = public_key_hex
        self.max_skew = max_skew
        self.accounts: dict[str, ProviderAccount] = {}
        self.guilds: dict[str, MemoryGuild] = {}
        self.commands: list[ChatCommand] = []
        self.bot_token_valid = True

    def add_guild(self, guild_id: str, name: str, bot: bool = True) -> MemoryGuild:
        guild = MemoryGuild(ChatGuild(guild_id, name, None), bot=bot)
        self.guilds[guild_id] = guild
        return guild

    async def _bot(self, call: str) -> None:
        await self._enter(call)
        if not self.bot_token_valid:
            raise LinkProviderError("token", "401: 0: 401: Unauthorized")

    def _bot_guild(self, guild_id: str) -> MemoryGuild:
        guild = self.guilds.get(guild_id)
        if guild is None or not guild.bot:
            raise LinkProviderError("not_found", "404 10004: Unknown Guild")
        return guild

    async def current_user(self, access_token: str) -> ProviderAccount:
        await self._enter("current_user")
        return self.accounts[self._account_of(access_token)]

    async def user_guilds(self, access_token: str) -> list[ChatGuild]:
        await self._enter("user_guilds")
        user = self._account_of(access_token)
        return [
            replace(g.guild, administrator=user in g.admins)
            for g in self.guilds.values() if user in g.members
        ]  # fmt: skip

    async def bot_guild(self, guild_id: str) -> ChatGuild | None:
        await self._bot("bot_guild")
        guild = self.guilds.get(guild_id)
        return guild.guild if guild is not None and guild.bot else None

    async def guild_roles(self, guild_id: str) -> list[ChatRole]:
        await self._bot("guild_roles")
        roles = self._bot_guild(guild_id).roles.values()
        return sorted(roles, key=lambda role: (-role.position, role.id))

    def _member_roles(self, guild_id: str, user_id: str, role_id: str) -> set[str]:
        guild = self._bot_guild(guild_id)
        if role_id not in guild.roles:
            raise LinkProviderError("not_found", "404 10011: Unknown Role")
        if user_id not in guild.members:
            raise LinkProviderError("not_found", "404 10007: Unknown Member")
        return guild.members[user_id]

    async def add_member_role(self, guild_id: str, user_id: str, role_id: str) -> None:
        await self._bot("add_member_role")
        self._member_roles(guild_id, user_id, role_id).add(role_id)

    async def remove_member_role(self, guild_id: str, user_id: str, role_id: str) -> None:
        await self._bot("remove_member_role")
        self._member_roles(guild_id, user_id, role_id).discard(role_id)

    async def overwrite_commands(self, commands: Sequence[ChatCommand]) -> list[ChatCommand]:
        await self._bot("overwrite_commands")
        self.commands = list(commands)
        return list(self.commands)

    def interaction_response(self, reply: InteractionReply | None) -> dict[str, object]:
        return interaction_response(reply)

    def interaction(self, headers: Mapping[str, str], body: bytes) -> Interaction:
        """The provider's own interaction shape and Ed25519 check (the Discord adapter's)."""
        return verified_interaction(
            self.public_key_hex, self.max_skew, self._now().timestamp(), headers, body
        )
