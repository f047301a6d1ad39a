"""Wire shapes of account links (docs/links.md)."""

from __future__ import annotations

from typing import Any

import msgspec

from domain.links.link import AccountLink
from entrypoints.http.dto.common import Timestamp, ts


class LinkOut(msgspec.Struct, rename="camel"):
    """A linked provider account as its owner sees it: never a token."""

    provider: str
    account_id: str
    display_name: str
    status: str
    """``active``, or ``broken``: the provider no longer accepts our tokens; link again."""
    linked_at: Timestamp


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

    membership: LinkOut | None
    chat: LinkOut | None


def links_out(links: list[AccountLink]) -> LinksOut:
    by_provider = {link.provider.value: link_out(link) for link in links}
    return LinksOut(membership=by_provider.get("membership"), chat=by_provider.get("chat"))


class LinkStartOut(msgspec.Struct, rename="camel"):
    authorization_url: str
    """Send the browser here (a top-level navigation, not a fetch)."""
    expires_at: Timestamp
    """The link must be finished by then (10 minutes)."""


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
        "chat": None,
    },
    "LinkStartOut": {
        "authorizationUrl": "https://discord.com/oauth2/authorize?response_type=code"
        "&client_id=1100000000000000001&redirect_uri=https%3A%2F%2Fapi.svc.example%2Fv1%2Fauth"
        "%2Fchat%2Fcallback&scope=identify+guilds&state=Yq3v0Gm8P1bQ2xK7nW4sT9rL6aE5cZ0hJ"
        "&code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM&code_challenge_method=S256",
        "expiresAt": "2026-11-28T09:51:07.512Z",
    },
}
