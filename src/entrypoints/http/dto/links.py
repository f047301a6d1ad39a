"""Wire shapes of account links (docs/links.md)."""

from __future__ import annotations

from typing import Annotated, Any
from uuid import UUID

import msgspec

from application.links.ports import ListedSupporter
from application.links.role_links import RoleLinkView
from application.links.supporters import SupporterConfig, SupporterView
from domain.links.chat import ChatCommand
from domain.links.link import AccountLink
from domain.links.membership import Membership
from domain.links.network_chat import NetworkChatLink
from entrypoints.http.dto.common import Items, NextCursor, Timestamp, UpdatedAt, ts, ts_or_none


class LinkOut(msgspec.Struct, rename="camel"):
    """A linked provider account as its owner sees it: never a token."""

    provider: Annotated[str, msgspec.Meta(description="membership or chat.")]
    account_id: Annotated[str, msgspec.Meta(description="The account's id at the provider.")]
    display_name: Annotated[str, msgspec.Meta(description="The account's name at the provider.")]
    status: Annotated[
        str,
        msgspec.Meta(
            description=(
                "active, or broken: the provider no longer accepts our tokens; link again."
            )
        ),
    ]
    """``active``, or ``broken``: the provider no longer accepts our tokens; link again."""
    linked_at: Annotated[Timestamp, msgspec.Meta(description="When the account was linked.")]


def link_out(link: AccountLink) -> LinkOut:
    return LinkOut(
        provider=link.provider.value,
        account_id=link.account_id,
        display_name=link.display_name,
        status=link.status.value,
        linked_at=ts(link.linked_at),
    )


class LinksOut(msgspec.Struct, rename="camel"):
    """The links section of profile settings: one entry per provider, null when unlinked."""

    membership: (
        Annotated[
            LinkOut,
            msgspec.Meta(
                description=("The linked membership-provider account; null when unlinked.")
            ),
        ]
        | None
    )
    chat: (
        Annotated[
            LinkOut,
            msgspec.Meta(description=("The linked chat-provider account; null when unlinked.")),
        ]
        | None
    )


def links_out(links: list[AccountLink]) -> LinksOut:
    by_provider = {link.provider.value: link_out(link) for link in links}
    return LinksOut(membership=by_provider.get("membership"), chat=by_provider.get("chat"))


class LinkStartOut(msgspec.Struct, rename="camel"):
    authorization_url: Annotated[
        str,
        msgspec.Meta(description=("Send the browser here (a top-level navigation, not a fetch).")),
    ]
    """Send the browser here (a top-level navigation, not a fetch)."""
    expires_at: Annotated[
        Timestamp, msgspec.Meta(description=("The link must be finished by then (10 minutes)."))
    ]
    """The link must be finished by then (10 minutes)."""


class AmountOut(msgspec.Struct, rename="camel"):
    minor: Annotated[int, msgspec.Meta(description="In minor units of `currency` (cents).")]
    """In minor units of ``currency`` (cents)."""
    currency: Annotated[str, msgspec.Meta(description="ISO 4217 currency code.")]


class TierOut(msgspec.Struct, rename="camel"):
    id: Annotated[str, msgspec.Meta(description="The tier's id at the provider.")]
    title: Annotated[str, msgspec.Meta(description="The tier's title.")]
    amount: Annotated[AmountOut, msgspec.Meta(description="The tier's amount.")]


# Described once, shared by the Structs below.
Since = (
    Annotated[Timestamp, msgspec.Meta(description="When the pledge began; null when unknown.")]
    | None
)


class MembershipOut(msgspec.Struct, rename="camel"):
    status: Annotated[
        str, msgspec.Meta(description=("active, declined (the last payment failed) or former."))
    ]
    """``active``, ``declined`` (the last payment failed) or ``former``."""
    tier: Annotated[TierOut, msgspec.Meta(description="The pledge's tier; null for none.")] | None
    amount: Annotated[AmountOut, msgspec.Meta(description="The pledged amount.")]
    since: Since


def membership_out(membership: Membership) -> MembershipOut:
    tier = membership.tier
    return MembershipOut(
        status=membership.status.value,
        tier=TierOut(tier.id, tier.title, AmountOut(tier.amount_minor, tier.currency))
        if tier
        else None,
        amount=AmountOut(membership.amount_minor, membership.currency),
        since=ts_or_none(membership.since),
    )


class SupporterOut(msgspec.Struct, rename="camel"):
    """The supporter section of profile settings."""

    listed: Annotated[
        bool, msgspec.Meta(description=("Whether the user is on the public supporters list."))
    ]
    message: (
        Annotated[str, msgspec.Meta(description=("The custom supporter message; null for none."))]
        | None
    )
    design: (
        Annotated[str, msgspec.Meta(description=("The chosen supporter design; null for none."))]
        | None
    )
    membership: (
        Annotated[
            MembershipOut,
            msgspec.Meta(
                description=(
                    "The linked membership account's pledge to the platform's "
                    "campaign; null for none."
                )
            ),
        ]
        | None
    )
    """The linked membership account's pledge to the platform's campaign, if any."""
    custom_shown: Annotated[
        bool,
        msgspec.Meta(
            description=(
                "Whether the message and design are shown now (an active pledge of "
                "at least requiredAmount); they are kept either way."
            )
        ),
    ]
    """Whether the message and design are shown now (an active pledge of at least
    ``requiredAmount``); they are kept either way."""
    required_amount: Annotated[
        AmountOut, msgspec.Meta(description=("The pledge a custom message or design needs."))
    ]
    designs: Annotated[list[str], msgspec.Meta(description="The designs offered.")]
    updated_at: UpdatedAt


def supporter_out(view: SupporterView, config: SupporterConfig) -> SupporterOut:
    settings = view.settings
    return SupporterOut(
        listed=settings.listed,
        message=settings.message,
        design=settings.design,
        membership=membership_out(view.membership) if view.membership else None,
        custom_shown=view.custom_shown,
        required_amount=AmountOut(config.required_minor, config.currency),
        designs=list(config.designs),
        updated_at=ts(settings.updated_at),
    )


class SupporterIn(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    listed: Annotated[
        bool, msgspec.Meta(description=("Whether to be on the public supporters list."))
    ]
    message: (
        Annotated[
            str,
            msgspec.Meta(
                description=(
                    "At most 200 characters; needs an active pledge of at least the "
                    "required amount."
                )
            ),
        ]
        | None
    ) = None
    """At most 200 characters; needs an active pledge of at least the required amount."""
    design: (
        Annotated[
            str,
            msgspec.Meta(
                description=("One of the designs offered; needs the required amount too.")
            ),
        ]
        | None
    ) = None
    """One of the designs offered; needs the required amount too."""


class PublicSupporterOut(msgspec.Struct, rename="camel"):
    user_id: Annotated[UUID, msgspec.Meta(description="The supporter's user id.")]
    name: Annotated[str, msgspec.Meta(description="The supporter's name.")]
    tier: (
        Annotated[str, msgspec.Meta(description=("The supporter's tier title; null for none."))]
        | None
    )
    """The tier's title."""
    message: (
        Annotated[
            str, msgspec.Meta(description=("The supporter's message, when shown; null otherwise."))
        ]
        | None
    )
    design: (
        Annotated[
            str, msgspec.Meta(description=("The supporter's design, when shown; null otherwise."))
        ]
        | None
    )
    since: Since


def public_supporter_out(listed: ListedSupporter, custom: bool) -> PublicSupporterOut:
    tier = listed.membership.tier
    return PublicSupporterOut(
        user_id=listed.user_id,
        name=listed.name,
        tier=tier.title if tier else None,
        message=listed.settings.message if custom else None,
        design=listed.settings.design if custom else None,
        since=ts_or_none(listed.membership.since),
    )


class SupportersOut(msgspec.Struct, rename="camel"):
    items: Items[PublicSupporterOut]
    next_cursor: NextCursor


class GuildOut(msgspec.Struct, rename="camel"):
    id: Annotated[str, msgspec.Meta(description="The chat server's id (digits).")]
    name: Annotated[str, msgspec.Meta(description="The chat server's name.")]
    icon: (
        Annotated[
            str,
            msgspec.Meta(
                description=(
                    "The chat provider's icon hash (its CDN: `icons/{id}/{icon}.png`); "
                    "null for none."
                )
            ),
        ]
        | None
    )
    """The chat provider's icon hash (its CDN: ``icons/{id}/{icon}.png``)."""


class NetworkChatOut(msgspec.Struct, rename="camel"):
    guild: (
        Annotated[
            GuildOut, msgspec.Meta(description=("The chat server linked to the network, or null."))
        ]
        | None
    )
    """The chat server linked to the network, or null."""
    linked_at: (
        Annotated[Timestamp, msgspec.Meta(description=("When it was linked; null when none is."))]
        | None
    )
    linked_by: Annotated[UUID, msgspec.Meta(description="Who linked it; null when none is.")] | None


def network_chat_out(link: NetworkChatLink | None) -> NetworkChatOut:
    if link is None:
        return NetworkChatOut(None, None, None)
    return NetworkChatOut(
        GuildOut(link.guild_id, link.guild_name, link.guild_icon),
        ts(link.linked_at),
        link.linked_by,
    )


class NetworkChatIn(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    guild_id: Annotated[
        str,
        msgspec.Meta(
            description=(
                "The chat server's id (digits): you linked your chat account, "
                "administer that server, and the platform's bot is on it."
            )
        ),
    ]
    """The chat server's id (digits). Rule 6: you linked your chat account, you administer
    this server there, and the platform's bot is already on it."""


class CommandOptionOut(msgspec.Struct, rename="camel"):
    name: Annotated[str, msgspec.Meta(description="The option's name.")]
    description: Annotated[str, msgspec.Meta(description="What the option is.")]
    required: Annotated[bool, msgspec.Meta(description="Whether the option must be given.")]


class CommandOut(msgspec.Struct, rename="camel"):
    name: Annotated[str, msgspec.Meta(description="The command's name.")]
    description: Annotated[str, msgspec.Meta(description="What the command does.")]
    options: Annotated[list[CommandOptionOut], msgspec.Meta(description="The command's options.")]


class CommandsOut(msgspec.Struct, rename="camel"):
    items: Items[CommandOut]


def commands_out(commands: list[ChatCommand]) -> CommandsOut:
    return CommandsOut([
        CommandOut(c.name, c.description,
                   [CommandOptionOut(o.name, o.description, o.required) for o in c.options])
        for c in commands
    ])  # fmt: skip


class RoleLinkOut(msgspec.Struct, rename="camel"):
    role_id: Annotated[str, msgspec.Meta(description="The platform role's id.")]
    chat_role_id: Annotated[
        str,
        msgspec.Meta(
            description=("The chat server role members with the platform role are given.")
        ),
    ]
    chat_role_name: Annotated[str, msgspec.Meta(description="That chat role's name.")]
    updated_by: Annotated[
        UUID, msgspec.Meta(description=("The staff user who last changed the link."))
    ]
    updated_at: UpdatedAt
    sync: Annotated[
        dict[str, int],
        msgspec.Meta(
            description=(
                "Linked users' sync rows of this chat role by state: pending, synced, failed."
            )
        ),
    ]
    """Linked users' sync rows of this chat role by state: pending, synced, failed."""


def role_link_out(view: RoleLinkView) -> RoleLinkOut:
    link = view.link
    return RoleLinkOut(link.role_id, link.chat_role_id, link.chat_role_name, link.updated_by,
                       ts(link.updated_at), view.sync)  # fmt: skip


class RoleLinksOut(msgspec.Struct, rename="camel"):
    items: Items[RoleLinkOut]


class RoleLinkIn(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    chat_role_id: Annotated[
        str,
        msgspec.Meta(description=("The chat server role to give members of the platform role.")),
    ]
    """A role of the operator's chat server that members can be given."""


EXAMPLES: dict[str, Any] = {
    "LinkOut": {
        "provider": "chat",
        "accountId": "80351110224678912",
        "displayName": "Nelly",
        "status": "active",
        "linkedAt": "2026-11-28T09:41:07.512Z",
    },
    "LinksOut": {
        "membership": {
            "provider": "membership",
            "accountId": "81000001",
            "displayName": "Ada Lovelace",
            "status": "active",
            "linkedAt": "2026-11-20T18:02:44.000Z",
        },
        "chat": {
            "provider": "chat",
            "accountId": "80351110224678912",
            "displayName": "Nelly",
            "status": "active",
            "linkedAt": "2026-11-28T09:41:07.512Z",
        },
    },
    "LinkStartOut": {
        "authorizationUrl": "https://discord.com/oauth2/authorize?response_type=code"
        "&client_id=1100000000000000001&redirect_uri=https%3A%2F%2Fapi.svc.example%2Fv1%2Fauth"
        "%2Fchat%2Fcallback&scope=identify+guilds&state=Yq3v0Gm8P1bQ2xK7nW4sT9rL6aE5cZ0hJ"
        "&code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM&code_challenge_method=S256",
        "expiresAt": "2026-11-28T09:51:07.512Z",
    },
    "AmountOut": {"minor": 500, "currency": "USD"},
    "GuildOut": {
        "id": "310000000000000001",
        "name": "Skyblock Community",
        "icon": "a_1269e74af4df7417b13759eae50c83dc",
    },
    "NetworkChatOut": {
        "guild": {
            "id": "310000000000000001",
            "name": "Skyblock Community",
            "icon": "a_1269e74af4df7417b13759eae50c83dc",
        },
        "linkedAt": "2026-11-28T10:02:31.870Z",
        "linkedBy": "0190f3a2-5b7c-7d4e-9f10-2a3b4c5d6e7f",
    },
    "NetworkChatIn": {"guildId": "310000000000000001"},
    "RoleLinkOut": {
        "roleId": "65f1c0de0000000000000a01",
        "chatRoleId": "410000000000000001",
        "chatRoleName": "Supporter",
        "updatedBy": "00000000-0000-7000-8000-00000000a0a0",
        "updatedAt": "2026-11-28T10:20:00.000Z",
        "sync": {"synced": 41, "pending": 2, "failed": 1},
    },
    "RoleLinksOut": {"items": []},
    "RoleLinkIn": {"chatRoleId": "410000000000000001"},
    "CommandOptionOut": {"name": "network", "description": "The network's name", "required": True},
    "CommandOut": {
        "name": "link",
        "description": "Is your chat account linked to your platform account?",
        "options": [],
    },
    "CommandsOut": {
        "items": [
            {
                "name": "link",
                "description": "Is your chat account linked to your platform account?",
                "options": [],
            }
        ]
    },
    "TierOut": {"id": "7003", "title": "Gold", "amount": {"minor": 1500, "currency": "USD"}},
    "MembershipOut": {
        "status": "active",
        "tier": {"id": "7003", "title": "Gold", "amount": {"minor": 1500, "currency": "USD"}},
        "amount": {"minor": 1500, "currency": "USD"},
        "since": "2026-01-05T10:00:00.000Z",
    },
    "SupporterOut": {
        "listed": True,
        "message": "Thanks for the best server network!",
        "design": "gold",
        "membership": {
            "status": "active",
            "tier": {"id": "7003", "title": "Gold", "amount": {"minor": 1500, "currency": "USD"}},
            "amount": {"minor": 1500, "currency": "USD"},
            "since": "2026-01-05T10:00:00.000Z",
        },
        "customShown": True,
        "requiredAmount": {"minor": 500, "currency": "USD"},
        "designs": ["classic", "gold", "aurora"],
        "updatedAt": "2026-11-28T09:58:12.044Z",
    },
    "SupporterIn": {
        "listed": True,
        "message": "Thanks for the best server network!",
        "design": "gold",
    },
    "PublicSupporterOut": {
        "userId": "0190f3a2-5b7c-7d4e-9f10-2a3b4c5d6e7f",
        "name": "Ada",
        "tier": "Gold",
        "message": "Thanks for the best server network!",
        "design": "gold",
        "since": "2026-01-05T10:00:00.000Z",
    },
    "SupportersOut": {
        "items": [
            {
                "userId": "0190f3a2-5b7c-7d4e-9f10-2a3b4c5d6e7f",
                "name": "Ada",
                "tier": "Gold",
                "message": "Thanks for the best server network!",
                "design": "gold",
                "since": "2026-01-05T10:00:00.000Z",
            }
        ],
        "nextCursor": "0190f3a2-5b7c-7d4e-9f10-2a3b4c5d6e7f",
    },
}
