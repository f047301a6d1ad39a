"""Friends and friend requests over HTTP: shapes, statuses and problem codes."""

from __future__ import annotations

import uuid
from collections.abc import Callable
from datetime import timedelta

from litestar.testing import AsyncTestClient

from application.identity.principal import OPERATOR
from application.permissions.grants import GrantChange
from bootstrap.core import build_core
from bootstrap.settings import Settings
from domain.social.requests import FriendRequest
from entrypoints.http.app import create_app
from tests.conftest import SUPER_ADMIN, bearer, sign_in

FRIENDS, REQUESTS = "/v1/social/friends", "/v1/social/friends/requests"
ISO = r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$"


async def user(client: AsyncTestClient, name: str) -> tuple[uuid.UUID, dict[str, str]]:
    user_id, token = await sign_in(client.core, uuid.uuid4(), name)  # type: ignore[attr-defined]
    return user_id, bearer(token)


async def friends(client: AsyncTestClient, a, b) -> None:  # type: ignore[no-untyped-def]
    sent = await client.post(
        REQUESTS, json={"targetId": str(b[0]), "targetName": "x"}, headers=a[1]
    )
    accepted = await client.post(f"{REQUESTS}/{sent.json()['request']['id']}/accept", headers=b[1])
    assert accepted.status_code == 200, accepted.text


async def test_request_accept_list_patch_and_remove(http: AsyncTestClient) -> None:
    alice, bob = await user(http, "Alice"), await user(http, "Bob")
    sent = await http.post(
        REQUESTS,
        json={"targetId": str(bob[0]), "targetName": "Bob", "note": "hi"},
        headers=alice[1],
    )
    assert sent.status_code == 201, sent.text
    request = sent.json()["request"]
    assert sent.json()["friend"] is None
    assert set(request) == {
        "id",
        "senderId",
        "recipientId",
        "direction",
        "status",
        "note",
        "createdAt",
        "expiresAt",
        "player",
    }
    assert (request["direction"], request["status"], request["note"]) == (
        "outgoing",
        "pending",
        "hi",
    )
    assert request["player"]["name"] == "Bob" and len(request["id"]) == 24

    incoming = (await http.get(REQUESTS, params={"direction": "incoming"}, headers=bob[1])).json()
    assert [(r["id"], r["direction"]) for r in incoming["items"]] == [(request["id"], "incoming")]
    assert incoming["nextCursor"] is None

    accepted = await http.post(f"{REQUESTS}/{request['id']}/accept", headers=bob[1])
    assert accepted.status_code == 200
    friend = accepted.json()["friend"]
    assert friend["friendId"] == str(alice[0]) and friend["name"] == "Alice"
    assert {
        "favorite",
        "visibility",
        "createdAt",
        "acceptedAt",
        "updatedAt",
        "lastSeenAt",
        "online",
        "partyId",
        "status",
        "player",
    } <= set(friend)
    assert friend["player"]["id"] == str(alice[0]) and friend["status"]["state"] in (
        "ONLINE",
        "OFFLINE",
    )

    await http.core.identity.presence.flush()  # type: ignore[attr-defined]  # lastSeenAt, as every 15 s
    listed = (await http.get(FRIENDS, headers=alice[1])).json()
    assert [f["friendId"] for f in listed["items"]] == [str(bob[0])]
    assert listed["counts"] == {"total": 1, "online": 1, "favorites": 0}
    assert listed["nextCursor"] is None

    patched = await http.patch(
        f"{FRIENDS}/{bob[0]}",
        json={"favorite": True, "visibility": "LIMITED", "note": "n"},
        headers=alice[1],
    )
    assert patched.status_code == 200
    assert {k: patched.json()["friend"][k] for k in ("favorite", "visibility", "note")} == {
        "favorite": True,
        "visibility": "LIMITED",
        "note": "n",
    }
    removed = await http.delete(f"{FRIENDS}/{alice[0]}", headers=bob[1])
    assert (removed.status_code, removed.json()) == (200, {"removed": 1})
    again = await http.delete(f"{FRIENDS}/{alice[0]}", headers=bob[1])
    assert (again.status_code, again.json()["code"]) == (404, "friends.not_friends")
    assert (await http.get(FRIENDS, headers=alice[1])).json()["items"] == []


async def test_problem_codes(http: AsyncTestClient) -> None:
    alice, bob, carol = [await user(http, n) for n in ("A", "B", "C")]

    async def send(who, target, **extra):  # type: ignore[no-untyped-def]
        body = {"targetId": str(target), "targetName": "x", **extra}
        return await http.post(REQUESTS, json=body, headers=who[1])

    cases = [
        (await send(alice, alice[0]), 400, "friends.self_request"),
        (await send(alice, uuid.uuid4()), 404, "users.not_found"),
        (await send(alice, bob[0], note="x" * 201), 400, "validation"),
    ]
    await http.patch("/v1/profile/settings", json={"allowFriendRequests": False}, headers=carol[1])
    cases.append((await send(alice, carol[0]), 403, "friends.requests_refused"))
    first = await send(alice, bob[0])
    cases.append((await send(alice, bob[0]), 409, "friends.request_pending"))
    request_id = first.json()["request"]["id"]
    cases.append(
        (
            await http.post(f"{REQUESTS}/{request_id}/accept", headers=alice[1]),
            403,
            "friends.not_recipient",
        )
    )
    cases.append(
        (
            await http.post(f"{REQUESTS}/{request_id}/accept", headers=carol[1]),
            404,
            "friends.request_not_found",
        )
    )
    cases.append(
        (
            await http.post(f"{REQUESTS}/{'0' * 24}/decline", headers=bob[1]),
            404,
            "friends.request_not_found",
        )
    )
    await http.post(f"{REQUESTS}/{request_id}/accept", headers=bob[1])
    cases.append((await send(bob, alice[0]), 409, "friends.already_friends"))
    cases.append(
        (
            await http.delete(f"{REQUESTS}/{request_id}", headers=alice[1]),
            409,
            "friends.request_closed",
        )
    )
    cases.append(
        (
            await http.post(f"{REQUESTS}/nothex/accept", headers=bob[1]),
            400,  # a malformed id, named in the problem (path_parameters.py)
            "validation",
        )
    )
    for response, status, code in cases:
        assert (response.status_code, response.json()["code"]) == (status, code), response.text
        assert response.headers["content-type"].startswith("application/problem+json")


async def test_an_expired_request_is_gone(http: AsyncTestClient) -> None:
    alice, bob = await user(http, "A"), await user(http, "B")
    core = http.core  # type: ignore[attr-defined]
    old = FriendRequest.new(
        core.ids.new_object_id(), alice[0], bob[0], None, core.clock.now() - timedelta(days=31)
    )
    async with core.uow() as uow:
        await uow.social.requests.add(old)
        await uow.commit()
    assert (await http.get(REQUESTS, headers=bob[1])).json()["items"] == []
    gone = await http.post(f"{REQUESTS}/{old.id}/accept", headers=bob[1])
    assert (gone.status_code, gone.json()["code"]) == (410, "friends.request_expired")


async def test_limits_and_cursors(http: AsyncTestClient) -> None:
    me = await user(http, "Me")
    for i in range(3):
        await friends(http, me, await user(http, f"F{i}"))
    assert (await http.get(FRIENDS, params={"limit": 0}, headers=me[1])).status_code == 400
    big = await http.get(FRIENDS, params={"limit": 100000}, headers=me[1])
    assert big.status_code == 200 and len(big.json()["items"]) == 3
    first = (await http.get(FRIENDS, params={"limit": 2}, headers=me[1])).json()
    assert len(first["items"]) == 2 and first["nextCursor"]
    rest = await http.get(
        FRIENDS, params={"limit": 2, "cursor": first["nextCursor"]}, headers=me[1]
    )
    names = [f["name"] for f in first["items"] + rest.json()["items"]]
    assert sorted(names) == ["F0", "F1", "F2"] and rest.json()["nextCursor"] is None
    bad = await http.get(FRIENDS, params={"cursor": "garbage"}, headers=me[1])
    assert (bad.status_code, bad.json()["errors"][0]["field"]) == (400, "cursor")


async def test_a_users_friends_for_them_and_for_admins(http: AsyncTestClient) -> None:
    alice, bob, carol = [await user(http, n) for n in ("A", "B", "C")]
    await friends(http, alice, bob)
    await http.post(REQUESTS, json={"targetId": str(alice[0]), "targetName": "A"}, headers=carol[1])
    own = await http.get(f"/v1/users/{alice[0]}/friends", headers=alice[1])
    assert own.status_code == 200
    body = own.json()
    assert body["userId"] == str(alice[0]) and body["counts"]["total"] == 1
    assert [r["direction"] for r in body["requests"]["items"]] == ["incoming"]
    other = await http.get(f"/v1/users/{alice[0]}/friends", headers=carol[1])
    assert (other.status_code, other.json()["code"]) == (403, "permissions.denied")
    _, root = await sign_in(http.core, SUPER_ADMIN, "Root")  # type: ignore[attr-defined]
    admin = await http.get(f"/v1/users/{alice[0]}/friends", headers=bearer(root))
    assert admin.status_code == 200 and admin.json()["items"][0]["friendId"] == str(bob[0])
    nobody = await http.get(f"/v1/users/{uuid.uuid4()}/friends", headers=bearer(root))
    assert (nobody.status_code, nobody.json()["code"]) == (404, "users.not_found")


async def test_permission_nodes_are_checked(http: AsyncTestClient) -> None:
    alice, bob = await user(http, "A"), await user(http, "B")
    grants = http.core.permissions.grants  # type: ignore[attr-defined]
    await grants.put(OPERATOR, alice[0], GrantChange("social:friends.read", negated=True))
    await grants.put(OPERATOR, alice[0], GrantChange("social:friends.write", negated=True))
    await grants.put(OPERATOR, bob[0], GrantChange("social:friends.edit", negated=True))
    for response in (
        await http.get(FRIENDS, headers=alice[1]),
        await http.get(REQUESTS, headers=alice[1]),
        await http.post(
            REQUESTS, json={"targetId": str(bob[0]), "targetName": "B"}, headers=alice[1]
        ),
        await http.post(
            "/v1/social/friends/blocks", json={"targetId": str(alice[0])}, headers=bob[1]
        ),
    ):
        assert (response.status_code, response.json()["code"]) == (403, "permissions.denied")


async def test_friend_requests_are_rate_limited(
    database_url_for: Callable[[str], str], settings_for: Callable[..., Settings]
) -> None:
    settings = settings_for(database_url_for("sqlite"), rate_limit_scale=0.05)  # 3 per hour
    async with (
        await build_core(settings) as core,
        AsyncTestClient(app=create_app(core=core)) as client,
    ):
        client.core = core  # type: ignore[attr-defined]
        me = await user(client, "Me")
        statuses = []
        for i in range(4):
            target = await user(client, f"T{i}")
            body = {"targetId": str(target[0]), "targetName": "T"}
            response = await client.post(REQUESTS, json=body, headers=me[1])
            statuses.append(response.status_code)
        assert statuses == [201, 201, 201, 429]
        assert int(response.headers["retry-after"]) >= 1
        assert response.json()["code"] == "rate_limited"
