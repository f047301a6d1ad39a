"""The membership webhook, the supporter list and supporter settings over HTTP, on the memory
membership provider (which reads Patreon's webhook shape and HMAC-MD5 signature)."""

from __future__ import annotations

import hashlib
import hmac
import json
import uuid
from collections.abc import AsyncIterator, Callable
from typing import Any
from urllib.parse import parse_qs, urlsplit

import pytest
from litestar.testing import AsyncTestClient

from adapters.memory.link_providers import MemoryMembershipProvider
from bootstrap.core import build_core
from bootstrap.outbound import Outbound
from bootstrap.settings import Settings
from domain.links.accounts import ProviderAccount
from domain.links.membership import Membership, MembershipStatus, Tier
from entrypoints.http.app import create_app
from tests.conftest import bearer, sign_in
from tests.support.patreon import PatreonMember, member_resource

CAMPAIGN = "9000001"
SECRET = "webhook-secret"
GOLD = Tier("7003", "Gold", 1500, "USD")
BRONZE = Tier("7001", "Bronze", 300, "USD")


@pytest.fixture
async def http(
    database_url_for: Callable[[str], str], settings_for: Callable[..., Settings]
) -> AsyncIterator[AsyncTestClient]:
    fake = MemoryMembershipProvider(campaign_id=CAMPAIGN, webhook_secret=SECRET)
    settings = settings_for(
        database_url_for("sqlite"), env="development", rate_limit_scale=0.0,
        membership_campaign_id=CAMPAIGN, supporter_amount=500,
    )  # fmt: skip
    async with (
        await build_core(settings, outbound=Outbound(membership=fake)) as core,
        AsyncTestClient(app=create_app(core=core)) as client,
    ):
        client.core = core  # type: ignore[attr-defined]
        client.fake = fake  # type: ignore[attr-defined]
        client.follow_redirects = False
        yield client


async def linked_supporter(
    http: AsyncTestClient, account: str, name: str, *memberships: Membership
) -> dict[str, str]:
    """A user who linked the membership account ``account``."""
    fake: MemoryMembershipProvider = http.fake  # type: ignore[attr-defined]
    fake.add_account(ProviderAccount(account, name), *memberships)
    _, token = await sign_in(http.core, uuid.uuid4(), name)  # type: ignore[attr-defined]
    started = await http.post("/v1/profile/settings/membership/link", headers=bearer(token))
    state = parse_qs(urlsplit(started.json()["authorizationUrl"]).query)["state"][0]
    done = await http.get(
        "/v1/auth/membership/callback",
        params={"state": state, "code": fake.approve(state, account)},
    )
    assert done.status_code == 200, done.text  # no dashboard configured: the HTML page
    return bearer(token)


def pledge(
    cents: int, tier: Tier | None, status: MembershipStatus = MembershipStatus.ACTIVE
) -> Membership:
    return Membership(CAMPAIGN, tier, cents, "USD", status, None)


def webhook(
    account: str, status: str, cents: int, tiers: list[str], since: str = "2026-01-05",
    last_charge: str | None = None, lifetime: int | None = None,
) -> bytes:  # fmt: skip
    """A member document as Patreon sends it; ``since`` starts the pledge relationship."""
    member = PatreonMember(f"m-{account}", CAMPAIGN, status, cents, tiers,
                           f"{since}T10:00:00.000+00:00",
                           f"{last_charge}T10:00:00.000+00:00" if last_charge else None,
                           lifetime)  # fmt: skip
    return json.dumps({"data": member_resource(member, account), "included": [
        {"id": "7003", "type": "tier", "attributes": {"title": "Gold", "amount_cents": 1500}},
    ]}).encode()  # fmt: skip


def signed(
    body: bytes, trigger: str = "members:pledge:update", secret: str = SECRET
) -> dict[str, str]:
    signature = hmac.new(secret.encode(), body, hashlib.md5).hexdigest()
    return {"X-Patreon-Event": trigger, "X-Patreon-Signature": signature,
            "Content-Type": "application/json"}  # fmt: skip


async def supporters(http: AsyncTestClient, **query: Any) -> dict[str, Any]:
    answer = await http.get("/v1/public/supporters", params=query)
    assert answer.status_code == 200, answer.text
    return dict(answer.json())


async def test_supporter_settings_need_the_amount_for_custom_parts(
    http: AsyncTestClient,
) -> None:
    small = await linked_supporter(http, "81000001", "Bea", pledge(300, BRONZE))
    refused = await http.put("/v1/profile/settings/supporter", headers=small,
                             json={"listed": True, "message": "Hello!"})  # fmt: skip
    assert refused.status_code == 403
    assert refused.json()["code"] == "supporter.amount_required"
    assert "5.00 USD" in refused.json()["detail"]
    plain = await http.put("/v1/profile/settings/supporter", headers=small, json={"listed": True})
    assert plain.status_code == 200 and plain.json()["customShown"] is False

    big = await linked_supporter(http, "81000002", "Ada", pledge(1500, GOLD))
    wanted = {"listed": True, "message": "Thanks!", "design": "gold"}
    chosen = await http.put("/v1/profile/settings/supporter", headers=big, json=wanted)
    assert chosen.status_code == 200, chosen.text
    body = chosen.json()
    assert (body["customShown"], body["membership"]["tier"]["title"]) == (True, "Gold")
    assert body["requiredAmount"] == {"minor": 500, "currency": "USD"}
    bad = await http.put("/v1/profile/settings/supporter", headers=big,
                         json={"listed": True, "design": "sparkles"})  # fmt: skip
    assert bad.status_code == 400

    listed = await supporters(http)
    by_name = {item["name"]: item for item in listed["items"]}
    assert set(by_name) == {"Ada", "Bea"}
    assert (by_name["Ada"]["message"], by_name["Ada"]["design"]) == ("Thanks!", "gold")
    assert (by_name["Bea"]["tier"], by_name["Bea"]["message"]) == ("Bronze", None)
    first = await supporters(http, limit=1)
    second = await supporters(http, limit=1, cursor=first["nextCursor"])
    assert [first["items"][0]["name"], second["items"][0]["name"]] != [None, None]
    assert first["items"][0]["userId"] < second["items"][0]["userId"]
    assert second["nextCursor"] is None


async def test_the_webhook_applies_each_delivery_once_and_a_lapse_hides_the_supporter(
    http: AsyncTestClient,
) -> None:
    ada = await linked_supporter(http, "81000002", "Ada", pledge(1500, GOLD))
    await http.put("/v1/profile/settings/supporter", headers=ada,
                   json={"listed": True, "message": "Thanks!"})  # fmt: skip
    assert [i["name"] for i in (await supporters(http))["items"]] == ["Ada"]

    lapsed = webhook("81000002", "former_patron", 0, [])
    tampered = lapsed.replace(b"former_patron", b"active_patron")
    refused = await http.post("/v1/membership/webhook", content=tampered, headers=signed(lapsed))
    assert (refused.status_code, refused.json()["code"]) == (401, "membership.webhook_signature")
    assert [i["name"] for i in (await supporters(http))["items"]] == ["Ada"]

    applied = await http.post("/v1/membership/webhook", content=lapsed, headers=signed(lapsed))
    assert applied.status_code == 204
    assert (await supporters(http))["items"] == []
    settings = (await http.get("/v1/profile/settings/supporter", headers=ada)).json()
    assert settings["message"] == "Thanks!" and settings["customShown"] is False  # kept, hidden

    back = webhook("81000002", "active_patron", 1500, ["7003"], since="2026-03-01")  # re-pledged
    assert (await http.post("/v1/membership/webhook", content=back,
                            headers=signed(back))).status_code == 204  # fmt: skip
    assert (await supporters(http))["items"][0]["message"] == "Thanks!"
    # the lapse delivered again (a provider retry) changes nothing: applied once
    again = await http.post("/v1/membership/webhook", content=lapsed, headers=signed(lapsed))
    assert again.status_code == 204
    assert (await supporters(http))["items"][0]["name"] == "Ada"
    unknown = await http.post("/v1/membership/webhook", content=back,
                              headers=signed(back, "posts:publish"))  # fmt: skip
    assert (unknown.status_code, unknown.json()["code"]) == (400, "membership.webhook_rejected")
