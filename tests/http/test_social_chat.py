"""Chat conversations, messages and polls over HTTP."""

from __future__ import annotations

import uuid

from litestar.testing import AsyncTestClient

from tests.conftest import bearer, sign_in

CHAT, REQUESTS = "/v1/social/chat/conversations", "/v1/social/friends/requests"


async def user(client: AsyncTestClient, name: str) -> tuple[uuid.UUID, dict[str, str]]:
    user_id, token = await sign_in(client.core, uuid.uuid4(), name)  # type: ignore[attr-defined]
    return user_id, bearer(token)


async def friends(client: AsyncTestClient, a, b) -> None:  # type: ignore[no-untyped-def]
    sent = await client.post(
        REQUESTS, json={"targetId": str(b[0]), "targetName": "x"}, headers=a[1]
    )
    await client.post(f"{REQUESTS}/{sent.json()['request']['id']}/accept", headers=b[1])


async def test_a_group_conversation_with_a_poll(http: AsyncTestClient) -> None:
    alice, bob, carol, dave = [await user(http, n) for n in ("Alice", "Bob", "Carol", "Dave")]
    await friends(http, alice, bob)
    await friends(http, alice, carol)
    body = {"kind": "group", "participantIds": [str(bob[0]), str(carol[0])], "title": "Trio"}
    created = await http.post(CHAT, json=body, headers=alice[1])
    assert created.status_code == 201, created.text
    conversation = created.json()["conversation"]
    assert {p["name"] for p in conversation["participants"]} == {"Alice", "Bob", "Carol"}
    assert (conversation["kind"], conversation["title"], conversation["lastMessageAt"]) == (
        "group",
        "Trio",
        None,
    )
    cid = conversation["id"]

    poll = {"question": "Tonight?", "options": ["Yes", "No"], "durationMs": 3_600_000}
    posted = await http.post(f"{CHAT}/{cid}/messages", json={"poll": poll}, headers=bob[1])
    assert posted.status_code == 201, posted.text
    message = posted.json()["message"]
    assert message["text"] is None and message["senderName"] == "Bob"
    assert message["poll"]["options"] == [
        {"index": 0, "label": "Yes", "votes": 0},
        {"index": 1, "label": "No", "votes": 0},
    ]
    assert message["poll"]["viewerSelection"] is None and message["poll"]["closed"] is False

    vote = f"{CHAT}/{cid}/messages/{message['id']}/poll/vote"
    await http.post(vote, json={"option": 0}, headers=carol[1])
    first = await http.post(vote, json={"option": 0}, headers=alice[1])
    changed = await http.post(vote, json={"option": 1}, headers=alice[1])
    assert first.status_code == changed.status_code == 200
    result = changed.json()["message"]["poll"]
    assert ([o["votes"] for o in result["options"]], result["totalVotes"]) == ([1, 1], 2)
    assert result["viewerSelection"] == 1
    assert (await http.post(vote, json={"option": 5}, headers=alice[1])).status_code == 400
    assert (await http.post(vote, json={"option": 0}, headers=dave[1])).status_code == 404

    await http.post(f"{CHAT}/{cid}/messages", json={"text": "see you"}, headers=carol[1])
    page = (await http.get(f"{CHAT}/{cid}/messages", params={"limit": 1}, headers=bob[1])).json()
    assert [m["text"] for m in page["items"]] == ["see you"] and page["nextCursor"]
    older = await http.get(
        f"{CHAT}/{cid}/messages", params={"cursor": page["nextCursor"]}, headers=bob[1]
    )
    (with_poll,) = older.json()["items"]
    assert with_poll["poll"]["viewerSelection"] is None
    assert [o["votes"] for o in with_poll["poll"]["options"]] == [1, 1]

    listed = (await http.get(CHAT, headers=carol[1])).json()
    assert [c["id"] for c in listed["items"]] == [cid] and listed["items"][0]["lastMessageAt"]
    hidden = await http.get(f"{CHAT}/{cid}/messages", headers=dave[1])
    assert (hidden.status_code, hidden.json()["code"]) == (404, "chat.conversation_not_found")


async def test_direct_conversations_are_unique_and_need_friendship(http: AsyncTestClient) -> None:
    alice, bob, carol = [await user(http, n) for n in ("Alice", "Bob", "Carol")]
    await friends(http, alice, bob)
    body = {"kind": "direct", "participantIds": [str(bob[0])]}
    first = await http.post(CHAT, json=body, headers=alice[1])
    again = await http.post(
        CHAT, json={"kind": "direct", "participantIds": [str(alice[0])]}, headers=bob[1]
    )
    assert (first.status_code, again.status_code) == (201, 200)
    assert first.json()["conversation"]["id"] == again.json()["conversation"]["id"]
    stranger = await http.post(
        CHAT, json={"kind": "direct", "participantIds": [str(carol[0])]}, headers=alice[1]
    )
    assert (stranger.status_code, stranger.json()["code"]) == (403, "chat.refused")
    empty = await http.post(
        f"{CHAT}/{first.json()['conversation']['id']}/messages", json={}, headers=alice[1]
    )
    assert empty.status_code == 400
