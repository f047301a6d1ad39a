"""Feedback and messages of the day over HTTP: anonymous and signed-in feedback, the admin
list and triage with ETag/If-Match, the public message of the day with ETag/304 and its
management."""

from __future__ import annotations

from litestar.testing import AsyncTestClient

from bootstrap.core import Core
from tests.conftest import SUPER_ADMIN, bearer, sign_in


def core_of(http: AsyncTestClient) -> Core:
    return http.core  # type: ignore[attr-defined, no-any-return]


async def test_feedback_sent_listed_and_triaged(http: AsyncTestClient) -> None:
    body = {"category": "bug", "message": "Friends list empty", "clientVersion": "2026.11.20"}
    anonymous = await http.post("/v1/feedback", json=body)
    assert anonymous.status_code == 201 and anonymous.json()["status"] == "new"
    user_id, token = await sign_in(core_of(http))
    signed = await http.post("/v1/feedback", json=body | {"category": "idea"},
                             headers=bearer(token))  # fmt: skip
    assert signed.status_code == 201
    bad_token = await http.post("/v1/feedback", json=body, headers=bearer("nope"))
    assert bad_token.status_code == 401
    unknown = await http.post("/v1/feedback", json=body | {"mood": "angry"})
    assert unknown.status_code == 400

    assert (await http.get("/v1/admin/feedback", headers=bearer(token))).status_code == 403
    _, root_token = await sign_in(core_of(http), SUPER_ADMIN, "Root")
    root = bearer(root_token)
    listed = (await http.get("/v1/admin/feedback", headers=root)).json()["items"]
    assert [(f["category"], f["userId"]) for f in listed] == [
        ("idea", str(user_id)), ("bug", None)
    ]  # fmt: skip
    path = f"/v1/admin/feedback/{signed.json()['id']}"
    read = await http.get(path, headers=root)
    assert read.headers["etag"] == '"1"'
    triaged = await http.patch(path, json={"status": "triaged", "note": "#812"},
                               headers=root | {"If-Match": '"1"'})  # fmt: skip
    assert triaged.status_code == 200 and triaged.headers["etag"] == '"2"'
    stale = await http.patch(path, json={"status": "closed"}, headers=root | {"If-Match": '"1"'})
    assert stale.status_code == 412
    only = await http.get("/v1/admin/feedback", params={"status": "triaged"}, headers=root)
    assert [f["note"] for f in only.json()["items"]] == ["#812"]


async def test_message_of_the_day_is_cacheable_and_managed(http: AsyncTestClient) -> None:
    empty = await http.get("/v1/motd", params={"locale": "de"})
    assert empty.status_code == 200 and empty.json() == {"message": None}
    assert empty.headers["cache-control"] == "public, max-age=60"
    _, root_token = await sign_in(core_of(http), SUPER_ADMIN, "Root")
    root = bearer(root_token)
    made = await http.post("/v1/motd/messages", json={"text": "&6Willkommen!", "locale": "de"},
                           headers=root)  # fmt: skip
    assert made.status_code == 201, made.text
    shown = await http.get("/v1/motd", params={"locale": "de-AT"})
    assert shown.json()["message"]["text"] == "&6Willkommen!"
    tag = shown.headers["etag"]
    assert tag != empty.headers["etag"]
    cached = await http.get("/v1/motd", params={"locale": "de-AT"}, headers={"If-None-Match": tag})
    assert cached.status_code == 304
    other = await http.get("/v1/motd", params={"locale": "fr"})
    assert other.json() == {"message": None}

    path = f"/v1/motd/messages/{made.json()['id']}"
    changed = await http.put(path, json={"text": "Hallo", "locale": "de"},
                             headers=root | {"If-Match": '"1"'})  # fmt: skip
    assert changed.status_code == 200 and changed.headers["etag"] == '"2"'
    fresh = await http.get("/v1/motd", params={"locale": "de"}, headers={"If-None-Match": tag})
    assert fresh.status_code == 200 and fresh.json()["message"]["text"] == "Hallo"
    _, token = await sign_in(core_of(http))
    refused = await http.post("/v1/motd/messages", json={"text": "Mine"}, headers=bearer(token))
    assert refused.status_code == 403
    assert (await http.delete(path, headers=bearer(token))).status_code == 404
    assert (await http.delete(path, headers=root)).status_code == 204
    assert (
        await http.get("/v1/motd", params={"scope": "server", "scopeId": "x"})
    ).status_code == 400
