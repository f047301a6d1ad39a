"""Moderators triage reports over HTTP: status and note with If-Match (412 when stale), the
list filtered by status, the admin:reports:manage guard, bad input, and the audit entry."""

from __future__ import annotations

from litestar.testing import AsyncTestClient

from bootstrap.core import Core
from tests.conftest import SUPER_ADMIN, bearer, sign_in


def core_of(http: AsyncTestClient) -> Core:
    return http.core  # type: ignore[attr-defined, no-any-return]


async def test_a_report_is_triaged_once_per_revision(http: AsyncTestClient) -> None:
    alice_id, alice = await sign_in(core_of(http), name="Alice")
    bob_id, _ = await sign_in(core_of(http), name="Bob")
    mod_id, mod = await sign_in(core_of(http), name="Mod")
    _, root = await sign_in(core_of(http), SUPER_ADMIN, "Root")
    made = await http.post("/v1/social/friends/reports", json={"targetId": str(bob_id),
                           "reason": "cheating"}, headers=bearer(alice))  # fmt: skip
    report_id = made.json()["report"]["id"]
    path = f"/v1/admin/reports/{report_id}"

    refused = await http.patch(path, json={"status": "dismissed"}, headers=bearer(mod))
    assert refused.status_code == 403 and refused.json()["code"] == "permissions.denied"
    for node in ("admin:reports:view", "admin:reports:manage"):
        granted = await http.post(f"/v1/admin/users/{mod_id}/permissions", json={"node": node},
                                  headers=bearer(root))  # fmt: skip
        assert granted.status_code == 200
    listed = await http.get("/v1/admin/reports", params={"status": "open"}, headers=bearer(mod))
    [item] = listed.json()["items"]
    assert (item["status"], item["note"], item["revision"]) == ("open", "", 1)
    assert "triagedBy" not in item

    triaged = await http.patch(path, json={"status": "actioned", "note": "muted a week"},
                               headers=bearer(mod) | {"If-Match": '"1"'})  # fmt: skip
    assert triaged.status_code == 200, triaged.text
    assert triaged.headers["etag"] == '"2"'
    body = triaged.json()
    assert (body["status"], body["note"], body["triagedBy"]) == ("actioned", "muted a week",
                                                                 str(mod_id))  # fmt: skip
    stale = await http.patch(path, json={"status": "dismissed"},
                             headers=bearer(mod) | {"If-Match": '"1"'})  # fmt: skip
    assert stale.status_code == 412
    assert (await http.get("/v1/admin/reports", params={"status": "open"},
                           headers=bearer(mod))).json()["items"] == []  # fmt: skip
    actioned = await http.get("/v1/admin/reports", params={"status": "actioned"},
                              headers=bearer(mod))  # fmt: skip
    assert [r["note"] for r in actioned.json()["items"]] == ["muted a week"]

    for body, headers in (
        ({"status": "closed"}, {}),
        ({"note": "x" * 2001}, {}),
        ({"mood": "angry"}, {}),
        ({"status": "open"}, {"If-Match": "nope"}),
    ):
        answer = await http.patch(path, json=body, headers=bearer(mod) | headers)
        assert answer.status_code in (400, 412), (body, answer.text)
        assert answer.status_code == 400 or headers, (body, answer.text)
    missing = await http.patch(f"/v1/admin/reports/{'0' * 24}", json={}, headers=bearer(mod))
    assert (missing.status_code, missing.json()["code"]) == (404, "reports.not_found")
    assert (
        await http.patch("/v1/admin/reports/zz", json={}, headers=bearer(mod))
    ).status_code == 400
    assert (await http.get("/v1/admin/reports", params={"status": "closed"},
                           headers=bearer(mod))).status_code == 400  # fmt: skip

    audit = await http.get("/v1/admin/audit", params={"action": "reports.triage"},
                           headers=bearer(root))  # fmt: skip
    [entry] = audit.json()["items"]
    assert entry["actorId"] == str(mod_id) and entry["target"] == {"kind": "report",
                                                                   "id": report_id}  # fmt: skip
    assert entry["before"]["status"] == "open" and entry["after"]["status"] == "actioned"
    assert alice_id != mod_id
