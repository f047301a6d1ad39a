"""Composition of the account-links area: membership and chat providers, links,
supporters, network chat, interactions, role links (docs/links.md)."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import timedelta
from typing import TYPE_CHECKING
from urllib.parse import urlencode

from application.connect.area import Connect
from application.edge.access import NetworkAccess
from application.links.area import Links
from application.links.interactions import ChatInteractions
from application.links.linking import AccountLinks
from application.links.network_chat import NetworkChats
from application.links.role_links import ChatRoleLinks
from application.links.supporters import SupporterConfig, Supporters
from application.permissions.area import Permissions
from application.shared.background import PeriodicJob
from bootstrap.areas.identity import login_redirect_policy
from bootstrap.areas.social import social_readers
from bootstrap.config import (
    integer,
    number,
    optional,
    optional_pattern,
    pattern,
    secret,
    url,
    words,
)
from domain.connect.server import SEEN_ONLINE

if TYPE_CHECKING:
    from bootstrap.kernel import Kernel

LINK_REFRESH_SECONDS = 300.0
"""Provider tokens expiring within 10 minutes are renewed this often."""
_SNOWFLAKE = re.compile(r"[0-9]{1,20}")


@dataclass(frozen=True, slots=True)
class LinkSettings:
    """Each provider is on when its client id is set."""

    membership_client_id: str | None = optional("SVC_MEMBERSHIP_CLIENT_ID")
    membership_client_secret: str | None = secret("SVC_MEMBERSHIP_CLIENT_SECRET")
    membership_api_url: str = url("SVC_MEMBERSHIP_API_URL", "https://www.patreon.com/api/oauth2/v2")
    membership_authorize_url: str = url(
        "SVC_MEMBERSHIP_AUTHORIZE_URL", "https://www.patreon.com/oauth2/authorize"
    )
    membership_token_url: str = url(
        "SVC_MEMBERSHIP_TOKEN_URL", "https://www.patreon.com/api/oauth2/token"
    )
    membership_campaign_id: str | None = optional_pattern("SVC_MEMBERSHIP_CAMPAIGN_ID", _SNOWFLAKE)
    membership_creator_token: str | None = secret("SVC_MEMBERSHIP_CREATOR_TOKEN")
    membership_webhook_secret: str | None = secret("SVC_MEMBERSHIP_WEBHOOK_SECRET")
    membership_currency: str = pattern("SVC_MEMBERSHIP_CURRENCY", re.compile(r"[A-Z]{3}"), "USD")
    membership_timeout: float = number("SVC_MEMBERSHIP_TIMEOUT", 10.0, 0.1, 120)
    chat_client_id: str | None = optional_pattern("SVC_CHAT_CLIENT_ID", _SNOWFLAKE)
    chat_client_secret: str | None = secret("SVC_CHAT_CLIENT_SECRET")
    chat_application_id: str | None = optional_pattern("SVC_CHAT_APPLICATION_ID", _SNOWFLAKE)
    chat_bot_token: str | None = secret("SVC_CHAT_BOT_TOKEN")
    chat_public_key: str | None = optional_pattern(
        "SVC_CHAT_PUBLIC_KEY", re.compile(r"[0-9a-fA-F]{64}"), lower=True
    )
    chat_api_url: str = url("SVC_CHAT_API_URL", "https://discord.com/api/v10")
    chat_authorize_url: str = url("SVC_CHAT_AUTHORIZE_URL", "https://discord.com/oauth2/authorize")
    chat_token_url: str = url("SVC_CHAT_TOKEN_URL", "https://discord.com/api/oauth2/token")
    chat_revoke_url: str = url("SVC_CHAT_REVOKE_URL", "https://discord.com/api/oauth2/token/revoke")
    chat_timeout: float = number("SVC_CHAT_TIMEOUT", 10.0, 0.1, 120)
    chat_guild_id: str | None = optional_pattern("SVC_CHAT_GUILD_ID", _SNOWFLAKE)
    chat_role_sync_seconds: float = number("SVC_CHAT_ROLE_SYNC_SECONDS", 30.0, 1, 3600)
    link_provider_retry_wait: float = number("SVC_LINK_PROVIDER_RETRY_WAIT", 5.0, 0, 60)
    supporter_amount: int = integer("SVC_SUPPORTER_AMOUNT", 500, 0, 10_000_000)
    supporter_designs: tuple[str, ...] = words(
        "SVC_SUPPORTER_DESIGNS", re.compile(r"[a-z0-9-]{1,32}"), ("classic", "gold", "aurora")
    )


def build_links(*, kernel: Kernel, permissions: Permissions, connect: Connect) -> Links:
    settings, uow, clock, access = kernel.settings, kernel.uow, kernel.clock, permissions.access
    own, outbound, dash_url = settings.links, kernel.outbound, settings.server.dash_url
    accounts = AccountLinks(
        uow,
        outbound.membership,
        outbound.chat,
        kernel.secrets,
        clock,
        login_redirect_policy(settings),
        dash_url,
    )
    supporters = Supporters(
        uow,
        outbound.membership,
        clock,
        SupporterConfig(
            campaign_id=own.membership_campaign_id,
            required_minor=own.supporter_amount,
            currency=own.membership_currency,
            designs=own.supporter_designs,
        ),
    )
    network_chats = NetworkChats(
        uow, NetworkAccess(uow, access), accounts, outbound.chat, clock, _bot_invite(own)
    )
    role_links = ChatRoleLinks(uow, outbound.chat, access, clock, own.chat_guild_id, kernel.ids)
    identity = settings.identity
    sighting_delay = identity.last_seen_interval_seconds + identity.presence_flush_seconds
    interactions = ChatInteractions(
        uow, outbound.chat, access, clock, dash_url,
        friends=social_readers(kernel).friends,
        servers=connect.presence,
        server_online=SEEN_ONLINE + timedelta(seconds=sighting_delay),
    )  # fmt: skip
    add = kernel.background.add
    add(PeriodicJob("chat-role-sync", own.chat_role_sync_seconds, role_links.sync))
    add(PeriodicJob("link-refresh", LINK_REFRESH_SECONDS, accounts.refresh_due))
    return Links(
        accounts=accounts,
        supporters=supporters,
        network_chats=network_chats,
        interactions=interactions,
        role_links=role_links,
    )


def _bot_invite(own: LinkSettings) -> Callable[[str], str]:
    """The chat provider's bot invite for a guild: the bot with Manage Roles (for role links)
    and slash commands, that guild preselected (docs/links.md)."""

    def invite(guild_id: str) -> str:
        query = urlencode({
            "client_id": own.chat_application_id or own.chat_client_id or "",
            "scope": "bot applications.commands",
            "permissions": str(1 << 28),  # MANAGE_ROLES
            "guild_id": guild_id,
            "disable_guild_select": "true",
        })  # fmt: skip
        return f"{own.chat_authorize_url}?{query}"

    return invite
