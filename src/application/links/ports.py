"""The ports of account links: the repositories (in a unit of work, ``uow.links``), and the
outbound ports: a membership provider and a chat provider, each with the OAuth
authorization-code flow (PKCE) its users link through.

Adapters speak one documented HTTP API each (adapters/link_providers/: Patreon API v2,
Discord API v10); the memory fakes (adapters/memory/link_providers.py) keep what they were
told and can be made to fail or hang. Every failure is a ``LinkProviderError``; no message
ever holds a token.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Protocol
from uuid import UUID

from domain.links.accounts import LinkProvider, ProviderAccount, ProviderTokens
from domain.links.chat import ChatCommand, ChatGuild, ChatRole, Interaction, InteractionReply
from domain.links.link import AccountLink, LinkAttempt
from domain.links.membership import Membership, MembershipEvent, MembershipIdentity, Tier
from domain.links.network_chat import NetworkChatLink
from domain.links.role_links import ChatRoleLink, RoleSync
from domain.links.supporter import SupporterSettings


class AccountLinkRepository(Protocol):
    async def get(self, user_id: UUID, provider: LinkProvider) -> AccountLink | None: ...

    async def by_account(self, provider: LinkProvider, account_id: str) -> AccountLink | None: ...

    async def of_user(self, user_id: UUID) -> list[AccountLink]:
        """The user's links, by provider."""
        ...

    async def put(self, link: AccountLink) -> bool:
        """Insert or replace the user's link of this provider; False (nothing stored) when the
        provider account is linked to another user."""
        ...

    async def remove(self, user_id: UUID, provider: LinkProvider) -> AccountLink | None:
        """Delete the link; the removed one, or None when there was none."""
        ...

    async def replace_tokens(self, old: AccountLink, new: AccountLink) -> bool:
        """Store ``new``'s tokens, expiry, status and refresh time if the row still holds
        ``old``'s sealed access token (a concurrent refresh or relink wins otherwise)."""
        ...

    async def due_refresh(self, expiring_before: datetime, limit: int) -> list[AccountLink]:
        """Active links with a refresh token whose access token expires before the given
        time, soonest first."""
        ...

    async def linked(
        self, provider: LinkProvider, after: UUID | None, limit: int
    ) -> list[AccountLink]:
        """Every link of ``provider``, by user id after ``after`` (a walk over all)."""
        ...


class LinkAttemptRepository(Protocol):
    async def add(self, attempt: LinkAttempt) -> None: ...

    async def get(self, attempt_id: str) -> LinkAttempt | None: ...

    async def consume(
        self, attempt_id: str, browser_hash: str, now: datetime
    ) -> LinkAttempt | None:
        """Mark the attempt used if it is unused, unexpired and of this browser, in one
        conditional write; None otherwise."""
        ...

    async def purge_expired(self, before: datetime) -> int: ...


@dataclass(frozen=True, slots=True)
class ListedSupporter:
    user_id: UUID
    name: str
    membership: Membership
    settings: SupporterSettings


class MembershipRepository(Protocol):
    async def put(
        self, account_id: str, membership: Membership, version: str, now: datetime
    ) -> bool:
        """Store what the provider account pledges to the campaign, unless the stored one has
        a version at least as great (domain/links/membership.py, ``membership_version``):
        False, changing nothing, then."""
        ...

    async def get(self, account_id: str) -> Membership | None: ...

    async def record_event(self, event_id: str, now: datetime) -> bool:
        """Remember a webhook delivery; False when it was seen already."""
        ...


class SupporterRepository(Protocol):
    async def get(self, user_id: UUID) -> SupporterSettings | None: ...

    async def put(self, settings: SupporterSettings) -> None: ...

    async def listed(
        self, campaign_id: str, after: UUID | None, limit: int
    ) -> list[ListedSupporter]:
        """Users who opted in, whose linked membership account pledges actively to
        ``campaign_id``, by user id after ``after``."""
        ...


class NetworkChatRepository(Protocol):
    async def get(self, network_id: UUID) -> NetworkChatLink | None: ...

    async def by_guild(self, guild_id: str) -> NetworkChatLink | None:
        """The network linked to this chat server (a guild is linked to one at most)."""
        ...

    async def put(self, link: NetworkChatLink) -> bool:
        """Insert or replace the network's guild; False when another network holds it."""
        ...

    async def remove(self, network_id: UUID) -> bool: ...


class InteractionLog(Protocol):
    async def record(self, interaction_id: str, now: datetime) -> bool:
        """Remember an interaction; False when it was seen already (a replay)."""
        ...

    async def purge(self, before: datetime) -> int: ...


class ChatRoleLinkRepository(Protocol):
    async def all(self) -> list[ChatRoleLink]:
        """By platform role id."""
        ...

    async def get(self, role_id: str) -> ChatRoleLink | None: ...

    async def put(self, link: ChatRoleLink) -> None: ...

    async def remove(self, role_id: str) -> bool: ...


class RoleSyncRepository(Protocol):
    async def of_account(self, account_id: str) -> dict[str, RoleSync]:
        """The chat account's rows, by chat role id."""
        ...

    async def put(self, sync: RoleSync) -> None:
        """Insert or replace the row of (chat account, chat role)."""
        ...

    async def settle(self, before: RoleSync, after: RoleSync) -> bool:
        """Store ``after`` if the row still wants what ``before`` wanted and was last
        updated when ``before`` was (a newer change wins)."""
        ...

    async def due(self, now: datetime, limit: int) -> list[RoleSync]:
        """Pending or failed rows whose next attempt is due, the oldest due first."""
        ...

    async def summary(self) -> dict[tuple[str, str], int]:
        """How many rows per (chat role id, state)."""
        ...


class LinkRepositories(Protocol):
    @property
    def accounts(self) -> AccountLinkRepository: ...

    @property
    def attempts(self) -> LinkAttemptRepository: ...

    @property
    def memberships(self) -> MembershipRepository: ...

    @property
    def supporters(self) -> SupporterRepository: ...

    @property
    def network_chats(self) -> NetworkChatRepository: ...

    @property
    def interactions(self) -> InteractionLog: ...

    @property
    def role_links(self) -> ChatRoleLinkRepository: ...

    @property
    def role_sync(self) -> RoleSyncRepository: ...


class LinkProviderError(Exception):
    """A provider call failed. ``reason``:

    - ``grant``: the authorization code or refresh token was refused (used, expired, revoked);
    - ``token``: the access token (user's or bot's) was refused: link again, or fix the setting;
    - ``not_found``: no such guild, member, role or campaign, or not visible to us;
    - ``rejected``: the provider refused the request itself;
    - ``rate_limited``: still limited after waiting once; ``retry_after`` in seconds;
    - ``unavailable``: no answer in time, a transport failure or a server error;
    - ``signature``: a webhook or interaction whose signature, or timestamp, does not hold.
    """

    def __init__(self, reason: str, message: str, retry_after: float | None = None) -> None:
        super().__init__(message)
        self.reason = reason
        self.message = message
        self.retry_after = retry_after


class OAuthProvider(Protocol):
    """The authorization-code flow with PKCE (S256) and state, at one provider."""

    def authorization_url(self, state: str, code_challenge: str) -> str:
        """Where the browser goes to grant access (scopes and redirect URI configured)."""
        ...

    async def redeem(self, code: str, code_verifier: str) -> ProviderTokens:
        """Tokens for the code the provider returned; ``grant`` when it is refused."""
        ...

    async def refresh(self, refresh_token: str) -> ProviderTokens:
        """New tokens (the provider may rotate the refresh token too)."""
        ...

    async def revoke(self, token: str) -> bool:
        """Revoke the token at the provider; False when the provider offers no revocation."""
        ...


class MembershipProvider(OAuthProvider, Protocol):
    @property
    def campaign_id(self) -> str | None:
        """The campaign (the operator's) whose memberships count; None: not configured."""
        ...

    async def identity(self, access_token: str) -> MembershipIdentity:
        """The user of ``access_token`` and their memberships, tiers included."""
        ...

    async def tiers(self) -> list[Tier]:
        """The configured campaign's tiers, cheapest first (the creator's token)."""
        ...

    def webhook_event(self, headers: Mapping[str, str], body: bytes) -> MembershipEvent:
        """Verify the signature over ``body`` before reading it, then parse it; ``signature``
        when it does not hold, ``rejected`` when the body is not a membership event.
        ``headers`` keys are lower case."""
        ...


class ChatProvider(OAuthProvider, Protocol):
    async def current_user(self, access_token: str) -> ProviderAccount: ...

    async def user_guilds(self, access_token: str) -> list[ChatGuild]:
        """The guilds the user is in, ``administrator`` set where they may manage it."""
        ...

    async def bot_guild(self, guild_id: str) -> ChatGuild | None:
        """The guild as the bot sees it; None when the bot is not on it."""
        ...

    async def guild_roles(self, guild_id: str) -> list[ChatRole]: ...

    async def add_member_role(self, guild_id: str, user_id: str, role_id: str) -> None:
        """Idempotent; ``not_found`` when the user is not a member or the role is unknown."""
        ...

    async def remove_member_role(self, guild_id: str, user_id: str, role_id: str) -> None:
        """Idempotent, like ``add_member_role``."""
        ...

    async def overwrite_commands(self, commands: Sequence[ChatCommand]) -> list[ChatCommand]:
        """Make the bot's global commands exactly ``commands`` (bulk overwrite)."""
        ...

    def interaction(self, headers: Mapping[str, str], body: bytes) -> Interaction:
        """Verify the signature over timestamp + body, and that the timestamp is recent,
        before reading anything; then parse. ``signature`` when it does not hold."""
        ...

    def interaction_response(self, reply: InteractionReply | None) -> dict[str, object]:
        """The provider's answer body: a PONG for None, else the (private) message."""
        ...
