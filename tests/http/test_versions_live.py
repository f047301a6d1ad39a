"""Resolve and client events through a real uvicorn: ETag, Cache-Control and 304 on the wire,
the body limit of the events endpoint, and a rollback made by another process (a second core
on the same database) seen by the server's next resolve."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import httpx
import pytest

from bootstrap.core import build_core
from bootstrap.settings import Settings
from tests.support.databases import SqliteTemplate
from tests.support.live_server import LiveServer, server_env
from tests.support.versions import admin, artifact, release, service_scope
from tests.support.waiting import OUTBOUND

pytestmark = pytest.mark.slow
RESOLVE, EVENTS = "/v1/public/versions/resolve", "/v1/public/versions/events"


@pytest.fixture(scope="module")
def live(
    tmp_path_factory: pytest.TempPathFactory, sqlite_template: SqliteTemplate
) -> Iterator[tuple[LiveServer, str]]:
    directory = tmp_path_factory.mktemp("versions-live")
    url = sqlite_template.fresh(directory)
    with LiveServer(server_env(url, directory / "var")) as server:
        yield server, url


async def test_resolve_and_events_on_a_live_server(
    live: tuple[LiveServer, str], settings_for: Callable[..., Settings]
) -> None:
    server, url = live
    async with await build_core(settings_for(url)) as core:  # another process, in effect
        root = await admin(core)
        scope = await service_scope(core)
        old = await release(core, root, scope, "2026.01.01-abcdef0", artifacts=[artifact()])
        new = await release(core, root, scope, "2026.02.01-abcdef0", minimum="2026.01.15")
        await core.versions.channels.move(root, scope, "stable", old.id)
        await core.versions.channels.move(root, scope, "stable", new.id)
        query = {"scopeType": "service", "scopeId": scope.id, "channel": "stable",
                 "current": "2026.01.01-abcdef0"}  # fmt: skip

        async with httpx.AsyncClient(base_url=server.base_url, timeout=OUTBOUND) as client:
            first = await client.get(RESOLVE, params=query)
            assert first.status_code == 200
            assert first.json()["release"]["id"] == new.id and first.json()["mustUpdate"] is True
            assert first.headers["cache-control"] == "public, max-age=30"
            tag = first.headers["etag"]
            cached = await client.get(RESOLVE, params=query, headers={"If-None-Match": tag})
            assert (cached.status_code, cached.content) == (304, b"")

            await core.versions.channels.move(root, scope, "stable", old.id, reason="crash spike")
            rolled_back = await client.get(RESOLVE, params=query, headers={"If-None-Match": tag})
            assert rolled_back.status_code == 200 and rolled_back.headers["etag"] != tag
            assert rolled_back.json()["release"]["id"] == old.id
            assert rolled_back.json()["updateAvailable"] is False

            where = {"type": "service", "id": scope.id}
            event = {"eventId": "live-000001", "kind": "rollback", "scope": where,
                     "buildId": old.build_id.text}  # fmt: skip
            sent = await client.post(EVENTS, json={"clientId": "live", "events": [event]})
            assert sent.status_code == 202 and sent.json()["accepted"] == 1

            async def chunks():  # type: ignore[no-untyped-def]
                yield b'{"events": [], "clientId": "'
                for _ in range(64):
                    yield b"x" * 16_384
                yield b'"}'

            huge = await client.post(
                EVENTS, content=chunks(), headers={"Content-Type": "application/json"}
            )
            assert huge.status_code == 413
