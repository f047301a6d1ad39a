"""Versions over HTTP: releases, channels, the public resolve and client events."""

from __future__ import annotations

import json
import uuid
from collections.abc import Callable
from contextlib import AbstractAsyncContextManager

from litestar.testing import AsyncTestClient

from bootstrap.core import Core
from domain.identity.auth_session import SessionKind
from tests.conftest import SUPER_ADMIN, bearer, sign_in
from tests.support.versions import SHA, person, service_scope

RELEASES, CHANNELS = "/v1/versions/releases", "/v1/versions/channels"
RESOLVE, EVENTS = "/v1/public/versions/resolve", "/v1/public/versions/events"


async def root(client: AsyncTestClient) -> dict[str, str]:
    return bearer((await sign_in(client.core, SUPER_ADMIN, "Root"))[1])  # type: ignore[attr-defined]


async def scope_of(client: AsyncTestClient) -> dict[str, str]:
    core: Core = client.core  # type: ignore[attr-defined]
    scope = await service_scope(core, await person(core, "Owner"))
    return {"type": scope.type.value, "id": scope.id}


def artifact(n: int = 0) -> dict[str, object]:
    return {"url": f"https://cdn.example/b{n}.zip", "sha256": SHA, "size": 2048, "platform": "win"}


async def create(
    client: AsyncTestClient,
    headers: dict[str, str],
    scope: dict[str, str],
    build: str,
    **more: object,
) -> dict:
    body = {"scope": scope, "buildId": build, "status": "published", **more}
    made = await client.post(RELEASES, json=body, headers=headers)
    assert made.status_code == 201, made.text
    return made.json()["release"]


async def test_a_release_is_created_read_changed_and_deleted(http: AsyncTestClient) -> None:
    admin = await root(http)
    scope = await scope_of(http)
    body = {
        "scope": scope,
        "buildId": "2026.11.20-0a1b2c3",
        "notes": "Faster start",
        "artifacts": [artifact()],
        "minimumSupported": "2026.10.01",
    }
    made = await http.post(RELEASES, json=body, headers=admin)
    assert made.status_code == 201, made.text
    assert made.headers["etag"] == '"1"'
    release = made.json()["release"]
    assert {k: release[k] for k in ("scope", "buildId", "status", "notes", "minimumSupported")} == {
        "scope": scope,
        "buildId": "2026.11.20-0a1b2c3",
        "status": "draft",
        "notes": "Faster start",
        "minimumSupported": "2026.10.01",
    }
    assert release["artifacts"] == [artifact()] and release["publishedAt"] is None
    url = f"{RELEASES}/{release['id']}"
    got = await http.get(url, headers=admin)
    assert got.status_code == 200 and got.headers["etag"] == '"1"'

    stale = await http.patch(url, json={"notes": "x"}, headers={**admin, "If-Match": '"7"'})
    assert (stale.status_code, stale.json()["code"]) == (412, "versions.stale_revision")
    changed = await http.patch(
        url,
        json={"status": "published", "minimumSupported": None},
        headers={**admin, "If-Match": '"1"'},
    )
    assert changed.status_code == 200, changed.text
    assert changed.headers["etag"] == '"2"'
    assert changed.json()["release"]["minimumSupported"] is None
    assert changed.json()["release"]["publishedAt"] is not None
    frozen = await http.patch(url, json={"artifacts": []}, headers=admin)
    assert (frozen.status_code, frozen.json()["code"]) == (409, "versions.release_frozen")
    assert (await http.delete(url, headers=admin)).json()["code"] == "versions.not_draft"
    draft = await http.post(RELEASES, json={"scope": scope, "buildId": "2026.11.21"}, headers=admin)
    gone = await http.delete(f"{RELEASES}/{draft.json()['release']['id']}", headers=admin)
    assert gone.status_code == 204
    listed = await http.get(
        RELEASES, params={"scopeType": scope["type"], "scopeId": scope["id"]}, headers=admin
    )
    assert [r["id"] for r in listed.json()["items"]] == [release["id"]]
    assert listed.json()["nextCursor"] is None


async def test_bad_releases_are_400_naming_the_field(http: AsyncTestClient) -> None:
    admin = await root(http)
    scope = await scope_of(http)
    cases = {
        "scope": {"scope": {"type": "service", "id": "0" * 24}, "buildId": "2026.01.01"},
        "buildId": {"scope": scope, "buildId": "2026.02.30-abcdef0"},
        "artifacts[0].url": {
            "scope": scope,
            "buildId": "2026.01.01",
            "artifacts": [{**artifact(), "url": "ftp://x.example/a"}],
        },
    }
    for field, body in cases.items():
        refused = await http.post(RELEASES, json=body, headers=admin)
        assert refused.status_code == 400, (field, refused.text)
        assert refused.json()["errors"][0]["field"] == field
    unknown = await http.post(RELEASES, json=cases["scope"], headers=admin)
    assert unknown.json()["code"] == "versions.unknown_scope"
    await create(http, admin, scope, "2026.01.01")
    taken = await http.post(RELEASES, json={"scope": scope, "buildId": "2026.01.01"}, headers=admin)
    assert (taken.status_code, taken.json()["code"]) == (409, "versions.build_id_taken")


async def test_channels_move_and_resolve_is_public_and_cacheable(http: AsyncTestClient) -> None:
    admin = await root(http)
    scope = await scope_of(http)
    old = await create(http, admin, scope, "2026.01.01-aaaaaaa", artifacts=[artifact(1)])
    new = await create(
        http,
        admin,
        scope,
        "2026.02.01-bbbbbbb",
        artifacts=[artifact(2)],
        minimumSupported="2026.01.15",
    )
    query = {"scopeType": scope["type"], "scopeId": scope["id"], "channel": "stable"}
    nothing = await http.get(RESOLVE, params=query)
    assert (nothing.status_code, nothing.json()["code"]) == (404, "versions.not_resolved")

    moved = await http.post(
        f"{CHANNELS}/active",
        json={"scope": scope, "channel": "stable", "releaseId": old["id"], "reason": "first"},
        headers=admin,
    )
    assert moved.status_code == 200, moved.text
    assert moved.headers["etag"] == '"1"'
    assert moved.json()["move"]["kind"] == "initial"
    resolved = await http.get(RESOLVE, params={**query, "current": "2025.12.01"})
    assert resolved.status_code == 200
    assert resolved.headers["cache-control"].startswith("public, max-age=")
    body = resolved.json()
    assert body["release"]["id"] == old["id"] and body["release"]["artifacts"] == [artifact(1)]
    assert (body["mustUpdate"], body["updateAvailable"]) == (False, True)
    tag = resolved.headers["etag"]
    again = await http.get(
        RESOLVE, params={**query, "current": "2025.12.01"}, headers={"If-None-Match": tag}
    )
    assert again.status_code == 304 and again.content == b"" and again.headers["etag"] == tag

    forward = await http.post(
        f"{CHANNELS}/active",
        json={"scope": scope, "channel": "stable", "releaseId": new["id"]},
        headers={**admin, "If-Match": '"1"'},
    )
    assert forward.json()["move"]["kind"] == "roll-forward"
    changed = await http.get(
        RESOLVE, params={**query, "current": "2026.01.01-aaaaaaa"}, headers={"If-None-Match": tag}
    )
    assert changed.status_code == 200 and changed.headers["etag"] != tag
    assert changed.json()["release"]["id"] == new["id"] and changed.json()["mustUpdate"] is True

    back = await http.post(
        f"{CHANNELS}/active",
        json={"scope": scope, "channel": "stable", "releaseId": old["id"], "reason": "crashes"},
        headers={**admin, "If-Match": '"1"'},
    )
    assert (back.status_code, back.json()["code"]) == (412, "versions.stale_revision")
    back = await http.post(
        f"{CHANNELS}/active",
        json={"scope": scope, "channel": "stable", "releaseId": old["id"], "reason": "crashes"},
        headers=admin,
    )
    assert back.json()["move"]["kind"] == "rollback"
    active = await http.get(
        f"{CHANNELS}/active",
        params={"scopeType": scope["type"], "scopeId": scope["id"]},
        headers=admin,
    )
    assert [(c["channel"], c["release"]["id"], c["revision"]) for c in active.json()["items"]] == [
        ("stable", old["id"], 3)
    ]
    moves = await http.get(f"{CHANNELS}/moves", params={**query, "limit": 2}, headers=admin)
    page = moves.json()
    assert [m["kind"] for m in page["items"]] == ["rollback", "roll-forward"]
    assert page["items"][0]["reason"] == "crashes" and page["nextCursor"]
    rest = await http.get(
        f"{CHANNELS}/moves", params={**query, "cursor": page["nextCursor"]}, headers=admin
    )
    assert [m["kind"] for m in rest.json()["items"]] == ["initial"]
    bad = await http.get(RESOLVE, params={**query, "current": "yesterday"})
    assert bad.status_code == 400 and bad.json()["errors"][0]["field"] == "current"


async def test_a_staged_rollout_by_client_id(http: AsyncTestClient) -> None:
    admin = await root(http)
    scope = await scope_of(http)
    old = await create(http, admin, scope, "2026.01.01")
    new = await create(http, admin, scope, "2026.02.01")
    for release_id, percent in ((old["id"], 100), (new["id"], 25)):
        await http.post(
            f"{CHANNELS}/active",
            json={
                "scope": scope,
                "channel": "beta",
                "releaseId": release_id,
                "rolloutPercent": percent,
            },
            headers=admin,
        )
    query = {"scopeType": scope["type"], "scopeId": scope["id"], "channel": "beta"}
    got = [
        (await http.get(RESOLVE, params={**query, "clientId": f"install-{i}"})).json()["release"][
            "id"
        ]
        for i in range(80)
    ]
    assert set(got) == {old["id"], new["id"]}
    assert (await http.get(RESOLVE, params=query)).json()["release"]["id"] == old["id"]
    active = (
        await http.get(
            f"{CHANNELS}/active",
            params={"scopeType": scope["type"], "scopeId": scope["id"]},
            headers=admin,
        )
    ).json()
    assert active["items"][0]["previousRelease"]["id"] == old["id"]
    assert active["items"][0]["rolloutPercent"] == 25


def _event(n: int, scope: dict[str, str], build: str, kind: str = "start") -> dict[str, object]:
    return {"eventId": f"ev-{n:08d}", "kind": kind, "scope": scope, "buildId": build}


async def test_events_are_reported_without_sign_in_and_listed_with_counts(
    http: AsyncTestClient,
) -> None:
    admin = await root(http)
    scope = await scope_of(http)
    build = await create(http, admin, scope, "2026.03.01-abcdef0")
    batch = {
        "clientId": "install-1",
        "events": [_event(n, scope, build["buildId"], "crash") for n in range(3)],
    }
    sent = await http.post(EVENTS, json=batch)
    assert sent.status_code == 202, sent.text
    assert sent.json() == {"accepted": 3, "duplicates": 0, "unknown": 0}
    assert (await http.post(EVENTS, json=batch)).json() == {
        "accepted": 0,
        "duplicates": 3,
        "unknown": 0,
    }
    unknown = await http.post(EVENTS, json={"events": [_event(9, scope, "2020.01.01")]})
    assert unknown.json()["unknown"] == 1
    bad = await http.post(
        EVENTS, json={"events": [{**_event(1, scope, "2026.03.01"), "kind": "boom"}]}
    )
    assert bad.status_code == 400
    too_many = await http.post(
        EVENTS, json={"events": [_event(n, scope, "2026.03.01") for n in range(101)]}
    )
    assert too_many.status_code == 400
    huge = json.dumps({"events": [_event(1, scope, "2026.03.01")], "clientId": "x" * 600_000})
    too_large = await http.post(EVENTS, content=huge, headers={"Content-Type": "application/json"})
    assert too_large.status_code == 413

    query = {"scopeType": scope["type"], "scopeId": scope["id"], "byHour": "true"}
    listed = await http.get("/v1/versions/events", params=query, headers=admin)
    assert listed.status_code == 200, listed.text
    page = listed.json()
    assert len(page["items"]) == 3 and page["items"][0]["clientId"] == "install-1"
    assert page["counts"] == [
        {"releaseId": build["id"], "buildId": build["buildId"], "kind": "crash", "count": 3}
    ]
    assert page["hours"][0]["count"] == 3 and page["hours"][0]["hour"].endswith(":00:00.000Z")
    _, token = await sign_in(http.core, uuid.uuid4(), "Nobody")  # type: ignore[attr-defined]
    denied = await http.get("/v1/versions/events", params=query, headers=bearer(token))
    assert (denied.status_code, denied.json()["code"]) == (403, "permissions.denied")


async def test_event_reports_are_rate_limited_per_address(
    http_with: Callable[..., AbstractAsyncContextManager[AsyncTestClient]],
) -> None:
    async with http_with(rate_limit_scale=2 / 120) as client:
        admin = await root(client)
        scope = await scope_of(client)
        build = await create(client, admin, scope, "2026.03.01")
        answers = [
            (
                await client.post(EVENTS, json={"events": [_event(n, scope, build["buildId"])]})
            ).status_code
            for n in range(3)
        ]
        assert answers[:2] == [202, 202] and answers[2] == 429
        limited = await client.post(EVENTS, json={"events": [_event(9, scope, build["buildId"])]})
        assert limited.headers["retry-after"].isdigit()


async def test_a_token_limited_to_versions_read_reads_but_does_not_write(
    http: AsyncTestClient,
) -> None:
    core: Core = http.core  # type: ignore[attr-defined]
    scope = await scope_of(http)
    await core.identity.users.ensure(SUPER_ADMIN, "Root")
    issued = await core.identity.tokens.issue(SUPER_ADMIN, SessionKind.CLI, ("versions:read",))
    limited = bearer(issued.token)
    listed = await http.get(
        RELEASES, params={"scopeType": scope["type"], "scopeId": scope["id"]}, headers=limited
    )
    assert listed.status_code == 200
    refused = await http.post(
        RELEASES, json={"scope": scope, "buildId": "2026.01.01"}, headers=limited
    )
    assert (refused.status_code, refused.json()["code"]) == (403, "auth.scoped_token_refused")
