"""Blocks, reports, notifications and presence over HTTP."""

from __future__ import annotations

import uuid

from litestar.testing import AsyncTestClient

from application.identity.principal import OPERATOR
from application.permissions.grants import GrantChange
from tests.conftest import SUPER_ADMIN, bearer, sign_in

REQUESTS, BLOCKS = "/v1/social/friends/requests", "/v1/social/friends/blocks"


async def user(client: AsyncTestClient, name: str) -> tuple[uuid.UUID, dict[str, str]]:
    user_id, token = await sign_in(client.core, uuid.uuid4(), name)  # type: ignore[attr-defined]
    return user_id, bearer(token)


async def friends(client: AsyncTestClient, a, b) -> None:  # type: ignore[no-untyped-def]
    sent = await client.post(
        REQUESTS, json={"targetId": str(b[0]), "targetName": "x"}, headers=a[1]
    )
    await client.post(f"{REQUESTS}/{sent.json()['request']['id']}/accept", headers=b[1])


async def test_blocks(http: AsyncTestClient) -> None:
    alice, bob = await user(http, "Alice"), await user(http, "Bob")
    await friends(http, alice, bob)
    created = await http.post(BLOCKS, json={"targetId": str(bob[0])}, headers=alice[1])
    assert created.status_code == 201
    assert set(created.json()["block"]) == {"userId", "name", "createdAt"}
    assert (await http.get("/v1/social/friends", headers=bob[1])).json()["items"] == []
    refused = await http.post(
        REQUESTS, json={"targetId": str(alice[0]), "targetName": "A"}, headers=bob[1]
    )
    assert (refused.status_code, refused.json()["code"]) == (403, "friends.requests_refused")
    listed = (await http.get(BLOCKS, headers=alice[1])).json()
    assert [b["name"] for b in listed["items"]] == ["Bob"] and listed["nextCursor"] is None
    removed = await http.delete(BLOCKS, params={"targetId": str(bob[0])}, headers=alice[1])
    assert (removed.status_code, removed.json()) == (200, {"removed": 1})
    again = await http.delete(BLOCKS, params={"targetId": str(bob[0])}, headers=alice[1])
    assert (again.status_code, again.json()["code"]) == (404, "blocks.not_found")
    unknown = await http.post(BLOCKS, json={"targetId": str(uuid.uuid4())}, headers=alice[1])
    assert unknown.status_code == 404
    itself = await http.post(BLOCKS, json={"targetId": str(alice[0])}, headers=alice[1])
    assert (itself.status_code, itself.json()["code"]) == (400, "blocks.self")


async def test_reports_are_listed_for_moderators(http: AsyncTestClient) -> None:
    alice, bob = await user(http, "Alice"), await user(http, "Bob")
    made = await http.post(
        "/v1/social/friends/reports",
        json={"targetId": str(bob[0]), "reason": "cheating"},
        headers=alice[1],
    )
    assert made.status_code == 201
    assert made.json()["report"]["reason"] == "cheating"
    too_long = await http.post(
        "/v1/social/friends/reports",
        json={"targetId": str(bob[0]), "reason": "x" * 1001},
        headers=alice[1],
    )
    assert too_long.status_code == 400
    denied = await http.get("/v1/admin/reports", headers=alice[1])
    assert (denied.status_code, denied.json()["code"]) == (403, "permissions.denied")
    _, root = await sign_in(http.core, SUPER_ADMIN, "Root")  # type: ignore[attr-defined]
    listed = await http.get(
        "/v1/admin/reports", params={"targetId": str(bob[0])}, headers=bearer(root)
    )
    (item,) = listed.json()["items"]
    assert (item["reporterName"], item["targetName"], item["reason"]) == (
        "Alice",
        "Bob",
        "cheating",
    )


async def test_a_report_needs_social_friends_write_not_edit(http: AsyncTestClient) -> None:
    """Spec 5.7: write sends (a report is the sender's action, like a request), edit accepts,
    declines and edits links. The route asked edit while the use case checked write."""
    core = http.core  # type: ignore[attr-defined]
    alice, bob = await user(http, "Alice"), await user(http, "Bob")
    body = {"targetId": str(bob[0]), "reason": "cheating"}
    reports = "/v1/social/friends/reports"
    _, write = await sign_in(core, alice[0], "Alice", ("social:friends.write",))
    _, edit = await sign_in(core, alice[0], "Alice", ("social:friends.edit",))

    assert (await http.post(reports, json=body, headers=bearer(write))).status_code == 201
    refused = await http.post(reports, json=body, headers=bearer(edit))
    assert (refused.status_code, refused.json()["code"]) == (403, "auth.scoped_token_refused")
    await core.permissions.grants.put(
        OPERATOR, alice[0], GrantChange("social:friends.write", negated=True)
    )
    denied = await http.post(reports, json=body, headers=alice[1])
    assert (denied.status_code, denied.json()["code"]) == (403, "permissions.denied")


async def test_notifications_and_presence(http: AsyncTestClient) -> None:
    alice, bob = await user(http, "Alice"), await user(http, "Bob")
    await friends(http, alice, bob)
    notes = (await http.get("/v1/notifications", headers=alice[1])).json()
    (note,) = notes["items"]
    assert (note["kind"], note["deeplink"], note["readAt"]) == ("friend_accepted", "/friends", None)
    assert note["payload"]["friendId"] == str(bob[0])
    assert (
        await http.post(f"/v1/notifications/{note['id']}/read", headers=bob[1])
    ).status_code == 404
    read = await http.post(f"/v1/notifications/{note['id']}/read", headers=alice[1])
    assert read.status_code == 200 and read.json()["notification"]["readAt"]

    party = str(uuid.uuid4())
    put = await http.put(
        "/v1/profile/presence", json={"state": "AWAY", "partyId": party}, headers=alice[1]
    )
    assert put.status_code == 200
    assert (put.json()["state"], put.json()["partyId"]) == ("AWAY", party)
    assert put.json()["status"]["state"] == "AWAY" and put.json()["online"] is True
    await http.core.identity.presence.flush()  # type: ignore[attr-defined]
    (seen,) = (await http.get("/v1/social/friends", headers=bob[1])).json()["items"]
    assert (seen["status"]["state"], seen["partyId"], seen["online"]) == ("AWAY", party, True)
    await http.patch(
        f"/v1/social/friends/{bob[0]}", json={"visibility": "LIMITED"}, headers=alice[1]
    )
    (limited,) = (await http.get("/v1/social/friends", headers=bob[1])).json()["items"]
    assert (limited["status"], limited["partyId"], limited["lastSeenAt"]) == (
        {"state": "ONLINE", "timestamp": None},
        None,
        None,
    )
    bad = await http.put("/v1/profile/presence", json={"state": "OFFLINE"}, headers=alice[1])
    assert bad.status_code == 400
