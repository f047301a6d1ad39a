"""The membership webhook over real HTTP (a real uvicorn configured with the Patreon
adapter): deliveries applied out of order keep the newest state (a delete, then a late first
delivery of an older update, leaves the patron former), and a signed body the reader cannot
use (``attributes`` a list, an amount that is text) is a 400 that changes nothing."""

from __future__ import annotations

import hashlib
import hmac
import json
from collections.abc import Callable, Iterator
from typing import Any

import httpx
import pytest

from bootstrap.core import build_core
from bootstrap.settings import Settings
from domain.links.membership import Membership, MembershipStatus
from tests.support.databases import SqliteTemplate
from tests.support.live_server import LiveServer, server_env
from tests.support.patreon import PatreonMember, member_resource
from tests.support.waiting import OUTBOUND

pytestmark = pytest.mark.slow

CAMPAIGN = "9000001"
SECRET = "membership-webhook-secret"


@pytest.fixture(scope="module")
def live(
    tmp_path_factory: pytest.TempPathFactory, sqlite_template: SqliteTemplate
) -> Iterator[tuple[LiveServer, str]]:
    directory = tmp_path_factory.mktemp("membership-live")
    url = sqlite_template.fresh(directory)
    env = server_env(
        url,
        directory / "var",
        SVC_MEMBERSHIP_CLIENT_ID="client",
        SVC_MEMBERSHIP_CLIENT_SECRET="client-secret",
        SVC_MEMBERSHIP_API_URL="http://127.0.0.1:9/api/oauth2/v2",  # never called here
        SVC_MEMBERSHIP_CAMPAIGN_ID=CAMPAIGN,
        SVC_MEMBERSHIP_WEBHOOK_SECRET=SECRET,
    )
    with LiveServer(env) as server:
        yield server, url


def document(account: str, status: str, cents: int, last_charge: str, **attributes: Any) -> bytes:
    member = PatreonMember(f"m-{account}", CAMPAIGN, status, cents, [],
                           "2026-01-05T10:00:00.000+00:00", f"{last_charge}T10:00:00.000+00:00",
                           1500)  # fmt: skip
    resource = member_resource(member, account)
    resource["attributes"] = attributes.get("replace", resource["attributes"])
    return json.dumps({"data": resource, "included": []}).encode()


async def deliver(server: LiveServer, trigger: str, body: bytes) -> httpx.Response:
    signature = hmac.new(SECRET.encode(), body, hashlib.md5).hexdigest()
    headers = {"X-Patreon-Event": trigger, "X-Patreon-Signature": signature,
               "Content-Type": "application/json"}  # fmt: skip
    async with httpx.AsyncClient(base_url=server.base_url, timeout=OUTBOUND) as client:
        return await client.post("/v1/membership/webhook", content=body, headers=headers)


async def stored(url: str, settings_for: Callable[..., Settings], account: str) -> Membership:
    async with await build_core(settings_for(url)) as core, core.uow() as uow:
        found = await uow.links.memberships.get(account)
    assert found is not None
    return found


async def test_a_late_older_update_does_not_undo_a_delete(
    live: tuple[LiveServer, str], settings_for: Callable[..., Settings]
) -> None:
    server, url = live
    older = document("81000021", "active_patron", 1500, "2026-02-05")
    deleted = document("81000021", "former_patron", 0, "2026-02-05")
    assert (await deliver(server, "members:pledge:delete", deleted)).status_code == 204
    assert (await deliver(server, "members:pledge:update", older)).status_code == 204
    after = await stored(url, settings_for, "81000021")
    assert (after.status, after.amount_minor) == (MembershipStatus.FORMER, 0)
    # a newer charge of the same pledge is newer than the older update, not than the delete
    renewed = document("81000021", "active_patron", 1500, "2026-03-05")
    assert (await deliver(server, "members:pledge:update", renewed)).status_code == 204
    assert (await stored(url, settings_for, "81000021")).status is MembershipStatus.FORMER


@pytest.mark.parametrize(
    "attributes",
    [["patron_status", "active_patron"], {"patron_status": 1},
     {"currently_entitled_amount_cents": "1500"}, {"last_charge_date": "yesterday"}],
)  # fmt: skip
async def test_a_body_the_reader_cannot_use_is_refused_and_changes_nothing(
    live: tuple[LiveServer, str], settings_for: Callable[..., Settings], attributes: Any
) -> None:
    server, url = live
    first = document("81000022", "active_patron", 1500, "2026-02-05")
    assert (await deliver(server, "members:pledge:create", first)).status_code == 204
    broken = document("81000022", "former_patron", 0, "2026-03-05", replace=attributes)
    refused = await deliver(server, "members:pledge:update", broken)
    assert (refused.status_code, refused.json()["code"]) == (400, "membership.webhook_rejected")
    after = await stored(url, settings_for, "81000022")
    assert (after.status, after.amount_minor) == (MembershipStatus.ACTIVE, 1500)
