"""A small local HTTP server that speaks the Patreon API v2 the way the membership adapter
uses it: ``/identity`` with memberships, their tiers and campaign (a user's Bearer token),
``/campaigns/{id}`` with its tiers (the creator's token), JSON:API documents with
``included`` resources, Patreon's error objects (``{"errors": [{"code", "code_name",
"detail", "status"}]}``; a 429's carry ``retry_after_seconds``) and the switches of
provider_server.py."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from tests.support.provider_server import Call, Reply, ServerSwitches, provider_server

PREFIX = "/api/oauth2/v2"


@dataclass
class PatreonMember:
    id: str
    campaign_id: str
    status: str | None  # active_patron, declined_patron, former_patron, None
    cents: int
    tier_ids: list[str]
    since: str | None = "2026-01-05T10:00:00.000+00:00"
    last_charge: str | None = None
    lifetime_cents: int | None = None


@dataclass
class PatreonState:
    creator_token: str = "creator-token"
    users: dict[str, dict[str, Any]] = field(default_factory=dict)  # user id -> attributes
    tokens: dict[str, str] = field(default_factory=dict)  # bearer token -> user id
    members: dict[str, list[PatreonMember]] = field(default_factory=dict)  # user id -> members
    campaigns: dict[str, list[str]] = field(default_factory=dict)  # campaign id -> tier ids
    tiers: dict[str, dict[str, Any]] = field(default_factory=dict)  # tier id -> attributes
    switches: ServerSwitches = field(default_factory=ServerSwitches)


def _error(status: int, code: int, name: str, detail: str) -> Reply:
    return status, {"errors": [{"code": code, "code_name": name, "detail": detail,
                                "status": str(status), "title": name}]}  # fmt: skip


def member_resource(member: PatreonMember, user_id: str) -> dict[str, Any]:
    return {
        "id": member.id,
        "type": "member",
        "attributes": {
            "patron_status": member.status,
            "currently_entitled_amount_cents": member.cents,
            "pledge_relationship_start": member.since,
            "last_charge_date": member.last_charge,
            "campaign_lifetime_support_cents": member.lifetime_cents,
        },
        "relationships": {
            "currently_entitled_tiers": {
                "data": [{"id": t, "type": "tier"} for t in member.tier_ids]
            },
            "campaign": {"data": {"id": member.campaign_id, "type": "campaign"}},
            "user": {"data": {"id": user_id, "type": "user"}},
        },
    }


def tier_resource(state: PatreonState, tier_id: str) -> dict[str, Any]:
    return {"id": tier_id, "type": "tier", "attributes": state.tiers[tier_id]}


def _route(state: PatreonState, call: Call) -> Reply:
    path = call.path.removeprefix(PREFIX)
    token = call.headers.get("authorization", "").removeprefix("Bearer ")
    if path == "/identity" and call.method == "GET":
        user_id = state.tokens.get(token)
        if user_id is None:
            return _error(
                401, 1, "Unauthorized", "The server could not verify that you are authorized"
            )
        members = state.members.get(user_id, [])
        wanted = set(call.query.get("include", "").split(","))
        included: list[dict[str, Any]] = []
        if "memberships.currently_entitled_tiers" in wanted:
            included += [member_resource(m, user_id) for m in members]
            tier_ids = sorted({t for m in members for t in m.tier_ids})
            included += [tier_resource(state, t) for t in tier_ids]
        return 200, {
            "data": {
                "id": user_id, "type": "user", "attributes": state.users[user_id],
                "relationships": {"memberships": {"data": [{"id": m.id, "type": "member"}
                                                           for m in members]}},
            },
            "included": included,
            "links": {"self": f"https://www.patreon.com/api/oauth2/v2/user/{user_id}"},
        }  # fmt: skip
    if path.startswith("/campaigns/") and call.method == "GET":
        if token != state.creator_token:
            return _error(
                401, 1, "Unauthorized", "The server could not verify that you are authorized"
            )
        campaign_id = path.removeprefix("/campaigns/")
        if campaign_id not in state.campaigns:
            return _error(404, 3, "ResourceMissing", "Campaign not found")
        tier_ids = state.campaigns[campaign_id]
        return 200, {
            "data": {"id": campaign_id, "type": "campaign", "attributes": {},
                     "relationships": {"tiers": {"data": [{"id": t, "type": "tier"}
                                                          for t in tier_ids]}}},
            "included": [tier_resource(state, t) for t in tier_ids],
        }  # fmt: skip
    return _error(404, 3, "ResourceMissing", "Not found")


@contextmanager
def patreon_server() -> Iterator[tuple[PatreonState, str]]:
    """Run the server; yields its state and API base URL
    (``http://127.0.0.1:<port>/api/oauth2/v2``)."""
    state = PatreonState()
    with provider_server(
        state.switches,
        lambda call: _route(state, call),
        lambda wait: {"errors": [{"code": 1, "code_name": "RateLimitExceeded", "status": "429",
                                  "detail": "Too many requests", "retry_after_seconds": wait}]},
    ) as url:  # fmt: skip
        yield state, url + PREFIX
