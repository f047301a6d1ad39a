"""The console acts on a report (docs/console.md, "Moderation"): dismiss it, or mark it actioned
and revoke every live profile share of the reported user, each in the audit log as a console
action; a stale page changes nothing."""

from __future__ import annotations

import html
import re
from collections.abc import AsyncIterator, Callable
from contextlib import AbstractAsyncContextManager

import pytest
from litestar.testing import AsyncTestClient

from tests.conftest import SUPER_ADMIN, bearer, sign_in
from tests.http.test_console import core_of, open_console


@pytest.fixture
async def http(
    http_with: Callable[..., AbstractAsyncContextManager[AsyncTestClient]],
) -> AsyncIterator[AsyncTestClient]:
    async with http_with() as client:
        yield client


async def _report(http: AsyncTestClient, reporter: str, target_id: object) -> str:
    made = await http.post("/v1/social/friends/reports", json={"targetId": str(target_id),
                           "reason": "spam"}, headers=bearer(reporter))  # fmt: skip
    assert made.status_code == 201, made.text
    return str(made.json()["report"]["id"])


async def test_a_report_is_dismissed_or_acted_on(http: AsyncTestClient) -> None:
    core = core_of(http)
    _, root = await sign_in(core, SUPER_ADMIN, "Root")
    _, alice = await sign_in(core, name="Alice")
    bob_id, bob = await sign_in(core, name="Bob")
    carol_id, _ = await sign_in(core, name="Carol")
    shares = [
        (await http.post("/v1/profile/shares", json={"label": label}, headers=bearer(bob)))
        for label in ("wiki", "forum")
    ]
    assert [s.status_code for s in shares] == [201, 201]
    codes = [s.json()["share"]["code"] for s in shares]
    on_bob = await _report(http, alice, bob_id)
    on_carol = await _report(http, alice, carol_id)
    cookie, csrf = await open_console(http, root)
    page = await http.get("/console/moderation/", headers=cookie)
    assert "Revoke their profile shares" in page.text and "Dismiss" in page.text

    dismissed = await http.post(f"/console/moderation/reports/{on_carol}", headers=cookie,
                                data={"csrf": csrf, "revision": "1", "status": "dismissed",
                                      "dismiss": "1"}, follow_redirects=False)  # fmt: skip
    assert dismissed.status_code == 303 and "report-dismissed" in dismissed.headers["location"]

    stale = await http.post(f"/console/moderation/reports/{on_carol}/revoke-shares",
                            headers=cookie, data={"csrf": csrf, "revision": "1"})  # fmt: skip
    assert stale.status_code == 409 and "while you looked at it" in stale.text
    acted = await http.post(f"/console/moderation/reports/{on_bob}/revoke-shares",
                            headers=cookie, data={"csrf": csrf, "revision": "1"},
                            follow_redirects=False)  # fmt: skip
    assert acted.status_code == 303 and "report-actioned" in acted.headers["location"]
    shown = await http.get(acted.headers["location"], headers=cookie)
    assert "profile shares are revoked" in shown.text

    for code in codes:
        gone = await http.get(f"/v1/public/profile-shares/{code}")
        assert gone.status_code == 410, gone.text
    statuses = await http.get("/v1/admin/reports", headers=bearer(root))
    assert {r["id"]: r["status"] for r in statuses.json()["items"]} == {
        on_bob: "actioned", on_carol: "dismissed"
    }  # fmt: skip
    audit = await http.get("/v1/admin/audit", headers=bearer(root))
    entries = [
        (e["action"], e["target"]["id"], e["via"])
        for e in audit.json()["items"]
        if e["action"] in ("reports.triage", "profile_shares.revoke_user")
    ]
    assert sorted(entries) == sorted([
        ("reports.triage", on_carol, "console"),
        ("reports.triage", on_bob, "console"),
        ("profile_shares.revoke_user", str(bob_id), "console"),
    ])  # fmt: skip
    [revoked] = [e for e in audit.json()["items"] if e["action"] == "profile_shares.revoke_user"]
    assert sorted(revoked["after"]["revoked"]) == sorted(s.json()["share"]["id"] for s in shares)


async def test_a_viewer_without_manage_cannot_act(http: AsyncTestClient) -> None:
    core = core_of(http)
    _, root = await sign_in(core, SUPER_ADMIN, "Root")
    _, alice = await sign_in(core, name="Alice")
    bob_id, bob = await sign_in(core, name="Bob")
    mod_id, mod = await sign_in(core, name="Mod")
    share = await http.post("/v1/profile/shares", json={}, headers=bearer(bob))
    on_bob = await _report(http, alice, bob_id)
    for node in ("admin:reports:view",):
        granted = await http.post(f"/v1/admin/users/{mod_id}/permissions", json={"node": node},
                                  headers=bearer(root))  # fmt: skip
        assert granted.status_code == 200, granted.text
    cookie, csrf = await open_console(http, mod)
    page = await http.get("/console/moderation/", headers=cookie)
    assert "spam" in page.text and "Revoke their profile shares" not in page.text
    refused = await http.post(f"/console/moderation/reports/{on_bob}/revoke-shares",
                              headers=cookie, data={"csrf": csrf, "revision": "1"})  # fmt: skip
    assert refused.status_code == 403
    live = await http.get(f"/v1/public/profile-shares/{share.json()['share']['code']}")
    assert live.status_code == 200


NEXT = re.compile(r'rel="next" href="([^"]+)"')
ROW = re.compile(r'<tr id="report-([0-9a-f]+)">')


async def test_the_reports_queue_pages_with_the_cores_cursor(
    http_with: Callable[..., AbstractAsyncContextManager[AsyncTestClient]],
) -> None:
    async with http_with(rate_limit_scale=0) as http:
        core = core_of(http)
        _, root = await sign_in(core, SUPER_ADMIN, "Root")
        _, alice = await sign_in(core, name="Alice")
        bob_id, _ = await sign_in(core, name="Bob")
        made = {await _report(http, alice, bob_id) for _ in range(51)}
        cookie, _ = await open_console(http, root)
        first = await http.get("/console/moderation/", params={"target": str(bob_id)},
                               headers=cookie)  # fmt: skip
        first_ids = ROW.findall(first.text)
        assert len(first_ids) == 50
        [link] = NEXT.findall(first.text)
        link = html.unescape(link)
        assert f"target={bob_id}" in link and "report_cursor=" in link
        second = await http.get(link.split("#")[0], headers=cookie)
        second_ids = ROW.findall(second.text)
        assert len(second_ids) == 1 and NEXT.findall(second.text) == []
        assert set(first_ids) | set(second_ids) == made
        bad = await http.get("/console/moderation/", params={"report_cursor": "nope"},
                             headers=cookie)  # fmt: skip
        assert bad.status_code == 400


async def test_the_admin_api_revokes_a_users_live_shares(http: AsyncTestClient) -> None:
    core = core_of(http)
    _, root = await sign_in(core, SUPER_ADMIN, "Root")
    bob_id, bob = await sign_in(core, name="Bob")
    _, mod = await sign_in(core, name="Mod")
    share = (await http.post("/v1/profile/shares", json={}, headers=bearer(bob))).json()["share"]
    path = f"/v1/admin/users/{bob_id}/profile-shares/revoke"
    refused = await http.post(path, headers=bearer(mod))
    assert refused.status_code == 403 and refused.json()["code"] == "permissions.denied"
    done = await http.post(path, headers=bearer(root))
    assert done.status_code == 200 and done.json() == {"revoked": [share["id"]]}
    assert (await http.post(path, headers=bearer(root))).json() == {"revoked": []}
    gone = await http.get(f"/v1/public/profile-shares/{share['code']}")
    assert gone.status_code == 410
    unknown = await http.post("/v1/admin/users/0192e4a0-0000-7000-8000-000000000009/"
                              "profile-shares/revoke", headers=bearer(root))  # fmt: skip
    assert unknown.status_code == 404 and unknown.json()["code"] == "users.not_found"
    audit = await http.get("/v1/admin/audit", params={"action": "profile_shares.*"},
                           headers=bearer(root))  # fmt: skip
    assert [(e["via"], e["after"]["revoked"]) for e in audit.json()["items"]] == [
        ("api", []), ("api", [share["id"]])
    ]  # fmt: skip
