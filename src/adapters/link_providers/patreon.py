"""The membership provider as Patreon API v2: OAuth (``identity identity.memberships``), the
identity with its memberships and their tiers, the operator's campaign tiers, and webhooks.

Answers are JSON:API documents: ``data`` with ``relationships`` pointing at ``included``
resources by type and id. Errors come as ``{"errors": [{"code", "code_name", "detail",
"status"}]}``; a 429's error objects carry ``retry_after_seconds``. Amounts are in cents of
the campaign's currency, which the API does not name: it is configured
(``SVC_MEMBERSHIP_CURRENCY``). Webhooks are signed HMAC-MD5 (hex, ``X-Patreon-Signature``)
over the body with the webhook's secret; ``X-Patreon-Event`` names the trigger. Patreon gives
a delivery no id: the event id is the SHA-256 of trigger and body, the same for every retry
of one delivery; nor a time: deliveries are ordered by the member's own attributes
(``membership_version``). A body whose parts have the wrong type is ``rejected``. Patreon has
no token revocation endpoint (``revoke`` answers False).
"""

from __future__ import annotations

import hashlib
import hmac
import json
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from adapters.link_providers.http import JsonApi
from adapters.link_providers.oauth import OAuthClient, OAuthConfig
from application.links.ports import LinkProviderError
from domain.links.accounts import ProviderAccount, ProviderTokens
from domain.links.membership import (
    Membership,
    MembershipEvent,
    MembershipEventKind,
    MembershipIdentity,
    MembershipStatus,
    Tier,
)
from domain.shared.text_input import NUL_MESSAGE, json_nul_field, printable

if TYPE_CHECKING:
    import httpx

SCOPES = ("identity", "identity.memberships")
_STATUS = {
    "active_patron": MembershipStatus.ACTIVE,
    "declined_patron": MembershipStatus.DECLINED,
    "former_patron": MembershipStatus.FORMER,
}
_EVENTS = {
    "members:create": MembershipEventKind.CREATED,
    "members:pledge:create": MembershipEventKind.CREATED,
    "members:update": MembershipEventKind.UPDATED,
    "members:pledge:update": MembershipEventKind.UPDATED,
    "members:delete": MembershipEventKind.DELETED,
    "members:pledge:delete": MembershipEventKind.DELETED,
}
IDENTITY_QUERY = {
    "include": "memberships.currently_entitled_tiers,memberships.campaign",
    "fields[user]": "full_name,vanity",
    "fields[member]": "patron_status,currently_entitled_amount_cents,pledge_relationship_start,"
    "last_charge_date,campaign_lifetime_support_cents",
    "fields[tier]": "title,amount_cents",
}
TIERS_QUERY = {"include": "tiers", "fields[tier]": "title,amount_cents,published"}


@dataclass(frozen=True, slots=True)
class PatreonConfig:
    api_url: str
    oauth: OAuthConfig
    campaign_id: str | None
    creator_token: str | None
    """The creator's access token (Patreon's client page): reads the campaign's tiers."""
    webhook_secret: str | None
    currency: str = "USD"
    timeout: float = 10.0
    max_retry_wait: float = 5.0


class PatreonMembership:
    def __init__(self, config: PatreonConfig, client: httpx.AsyncClient | None = None) -> None:
        self._config = config
        self._api = JsonApi(config.api_url, config.timeout, config.max_retry_wait, client)
        self._oauth = OAuthClient(config.oauth)

    async def aclose(self) -> None:
        await self._api.aclose()
        await self._oauth.aclose()

    @property
    def campaign_id(self) -> str | None:
        return self._config.campaign_id

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
    async def _call(self, token: str, path: str, params: dict[str, str]) -> dict[str, Any]:
        answer = await self._api.request(
            "GET", path, {"Authorization": f"Bearer {token}"}, params=params
        )
        message = _message(answer.body, answer.status)
        if answer.status in (401, 403):
            raise LinkProviderError("token", message)
        if answer.status == 404:
            raise LinkProviderError("not_found", message)
        if answer.status >= 300:
            raise LinkProviderError("rejected", message)
        if not isinstance(answer.body, dict) or not isinstance(answer.body.get("data"), dict):
            raise LinkProviderError("unavailable", "the provider's answer is not a document")
        return answer.body

    async def identity(self, access_token: str) -> MembershipIdentity:
        document = await self._call(access_token, "/identity", IDENTITY_QUERY)
        user = document["data"]
        try:
            attributes = _object(user.get("attributes"), "attributes")
            name = attributes.get("full_name") or attributes.get("vanity") or str(user.get("id"))
            included = _included(document)
            memberships = tuple(
                _membership(included.get(("member", ref)) or {"id": ref}, included,
                            self._config.currency)
                for ref in _refs(user, "memberships")
            )  # fmt: skip
        except Malformed as problem:
            raise LinkProviderError("unavailable", f"the provider's answer: {problem}") from None
        return MembershipIdentity(
            ProviderAccount(str(user.get("id")), str(name)[:100]), memberships
        )

    async def tiers(self) -> list[Tier]:
        if not (self._config.campaign_id and self._config.creator_token):
            raise LinkProviderError("token", "no campaign or creator token is configured")
        path = f"/campaigns/{_segment(self._config.campaign_id)}"
        document = await self._call(self._config.creator_token, path, TIERS_QUERY)
        try:
            included = _included(document)
            tiers = [
                _tier(included.get(("tier", ref)) or {"id": ref}, self._config.currency)
                for ref in _refs(document["data"], "tiers")
            ]
        except Malformed as problem:
            raise LinkProviderError("unavailable", f"the provider's answer: {problem}") from None
        return sorted(tiers, key=lambda tier: (tier.amount_minor, tier.id))

    def webhook_event(self, headers: Mapping[str, str], body: bytes) -> MembershipEvent:
        return webhook_event(self._config.webhook_secret, self._config.currency, headers, body)


def webhook_event(
    secret: str | None, currency: str, headers: Mapping[str, str], body: bytes
) -> MembershipEvent:
    """Verify the HMAC-MD5 signature over ``body`` before reading it, then parse the member
    document (the memory fake checks and reads webhooks with this same function)."""
    if not secret:
        raise LinkProviderError("signature", "no webhook secret is configured")
    signature = headers.get("x-patreon-signature", "")
    expected = hmac.new(secret.encode(), body, hashlib.md5).hexdigest()
    if not hmac.compare_digest(expected, signature.strip().lower()):
        raise LinkProviderError("signature", "the webhook signature does not match")
    trigger = headers.get("x-patreon-event", "")
    kind = _EVENTS.get(trigger)
    if kind is None:
        raise LinkProviderError("rejected", f"webhook event {trigger[:64]!r} is not handled")
    try:
        document = json.loads(body)
    except ValueError:
        raise LinkProviderError("rejected", "the webhook body is not JSON") from None
    if (where := json_nul_field(body, document)) is not None:
        raise LinkProviderError("rejected", f"`{printable(where)}` of the webhook {NUL_MESSAGE}")
    member = document.get("data") if isinstance(document, dict) else None
    if not isinstance(member, dict) or member.get("type") != "member":
        raise LinkProviderError("rejected", "the webhook body is not a member")
    try:
        user_refs = _refs(member, "user")
        membership = _membership(member, _included(document), currency)
    except Malformed as problem:
        raise LinkProviderError("rejected", f"the webhook body is malformed: {problem}") from None
    event_id = hashlib.sha256(trigger.encode() + b"\n" + body).hexdigest()
    return MembershipEvent(event_id, kind, user_refs[0] if user_refs else None, membership)


def _segment(value: str) -> str:
    if not value.isdigit():
        raise LinkProviderError("not_found", "not a valid campaign id")
    return value


def _message(body: Any, status: int) -> str:
    errors = body.get("errors") if isinstance(body, dict) else None
    if isinstance(errors, list) and errors and isinstance(errors[0], dict):
        first = errors[0]
        return f"{status} {first.get('code_name', '')}: {str(first.get('detail', ''))[:200]}"
    return f"the provider answered {status}"


class Malformed(ValueError):
    """A part of the provider's document that the reader needs has the wrong type."""


def _object(value: Any, where: str) -> dict[str, Any]:
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise Malformed(f"{where} is not an object")
    return value


def _included(document: dict[str, Any]) -> dict[tuple[str, str], dict[str, Any]]:
    included = document.get("included")
    if included is not None and not isinstance(included, list):
        raise Malformed("included is not a list")
    resources = [_object(r, "an included resource") for r in included or []]
    return {(str(r.get("type")), str(r.get("id"))): r for r in resources}


def _refs(resource: dict[str, Any], relationship: str) -> list[str]:
    relationships = _object(resource.get("relationships"), "relationships")
    data = _object(relationships.get(relationship), f"relationships.{relationship}").get("data")
    items = data if isinstance(data, list) else [] if data is None else [data]
    refs = []
    for item in items:
        ref = _object(item, f"relationships.{relationship}.data").get("id")
        if not isinstance(ref, str | int) or isinstance(ref, bool) or not str(ref):
            raise Malformed(f"relationships.{relationship}.data has no id")
        refs.append(str(ref))
    return refs


def _tier(resource: dict[str, Any], currency: str) -> Tier:
    attributes = _object(resource.get("attributes"), "a tier's attributes")
    title = attributes.get("title")
    if title is not None and not isinstance(title, str):
        raise Malformed("a tier's title is not a string")
    return Tier(
        str(resource.get("id")), (title or "")[:100],
        _cents(attributes.get("amount_cents"), "amount_cents"), currency,
    )  # fmt: skip


def _membership(
    member: dict[str, Any], included: dict[tuple[str, str], dict[str, Any]], currency: str
) -> Membership:
    attributes = _object(member.get("attributes"), "attributes")
    tiers = [
        _tier(included.get(("tier", ref)) or {"id": ref}, currency)
        for ref in _refs(member, "currently_entitled_tiers")
    ]
    campaigns = _refs(member, "campaign")
    status = attributes.get("patron_status")
    if status is not None and not isinstance(status, str):
        raise Malformed("patron_status is not a string")
    return Membership(
        campaign_id=campaigns[0] if campaigns else "",
        tier=max(tiers, key=lambda tier: tier.amount_minor) if tiers else None,
        amount_minor=_cents(
            attributes.get("currently_entitled_amount_cents"), "currently_entitled_amount_cents"
        ),
        currency=currency,
        status=_STATUS.get(str(status), MembershipStatus.FORMER),
        since=_time(attributes.get("pledge_relationship_start"), "pledge_relationship_start"),
        last_charge_at=_time(attributes.get("last_charge_date"), "last_charge_date"),
        lifetime_minor=_cents(
            attributes.get("campaign_lifetime_support_cents"), "campaign_lifetime_support_cents"
        ),
    )


def _cents(value: Any, name: str) -> int:
    if value is None:
        return 0
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise Malformed(f"{name} is not a whole number of cents")
    return value


def _time(value: Any, name: str) -> datetime | None:
    if value is None:
        return None
    try:
        if not isinstance(value, str):
            raise ValueError
        at = datetime.fromisoformat(value)
    except ValueError:
        raise Malformed(f"{name} is not a date and time") from None
    return at if at.tzinfo is not None else at.replace(tzinfo=UTC)
