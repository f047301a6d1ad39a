"""Settings through the HTTP API."""

from __future__ import annotations

from litestar.testing import AsyncTestClient

from tests.support.connect_http import claimed, dash_user, server_headers

SCHEMA = {
    "version": "1",
    "fields": [
        {"key": "pvp", "label": "PvP", "type": "bool"},
        {"key": "mode", "label": "Mode", "type": "enum", "options": ["survival", "creative"]},
    ],
}


async def test_dash_writes_and_the_server_reads(http: AsyncTestClient) -> None:
    owner_id, owner = await dash_user(http)
    registration = await claimed(http, owner)
    url = f"/v1/connect/servers/{registration['serverId']}/settings"
    put = await http.put(
        url, json={"source": "game", "data": {"pvp": True}, "schema": SCHEMA}, headers=owner
    )
    assert put.status_code == 200
    entry = put.json()["settings"]
    assert (entry["revision"], entry["schemaVersion"], entry["updatedBy"]) == (
        1, "1", str(owner_id),
    )  # fmt: skip
    assert entry["schema"] == SCHEMA
    second = await http.put(
        url, json={"source": "game", "data": {"mode": "creative"}, "schemaVersion": "1"},
        headers=owner,
    )  # fmt: skip
    assert second.json()["settings"]["revision"] == 2

    read = await http.get(url, params={"source": "game"}, headers=server_headers(registration))
    assert [e["data"] for e in read.json()["items"]] == [{"mode": "creative"}]
    history = await http.get(f"{url}/history", params={"limit": 1}, headers=owner)
    assert [e["revision"] for e in history.json()["items"]] == [2]


async def test_data_that_breaks_the_schema_is_a_400_naming_the_field(
    http: AsyncTestClient,
) -> None:
    _, owner = await dash_user(http)
    registration = await claimed(http, owner)
    url = f"/v1/connect/servers/{registration['serverId']}/settings"
    await http.put(url, json={"source": "game", "data": {}, "schema": SCHEMA}, headers=owner)
    response = await http.put(url, json={"source": "game", "data": {"mode": 3}}, headers=owner)
    assert response.status_code == 400
    body = response.json()
    assert (body["code"], body["errors"][0]["field"]) == ("connect.schema_mismatch", "data.mode")
    bad_schema = {"version": "1", "fields": [{"key": "x", "label": "X", "type": "enum"}]}
    response = await http.put(
        url, json={"source": "game", "data": {}, "schema": bad_schema}, headers=owner
    )
    assert response.json()["errors"][0]["field"] == "schema.fields[0].options"
    unknown_type = {"version": "1", "fields": [{"key": "x", "label": "X", "type": "date"}]}
    response = await http.put(
        url, json={"source": "game", "data": {}, "schema": unknown_type}, headers=owner
    )
    assert response.status_code == 400


async def test_history_limits_and_access(http: AsyncTestClient) -> None:
    _, owner = await dash_user(http)
    registration = await claimed(http, owner)
    url = f"/v1/connect/servers/{registration['serverId']}/settings"
    _, stranger = await dash_user(http, "Stranger")
    assert (await http.get(f"{url}/history", params={"limit": 0}, headers=owner)).status_code == 400
    assert (await http.get(url, headers=stranger)).status_code == 404
    assert (await http.get(url)).status_code == 401
    assert (await http.get(url, params={"source": "Bad Source"}, headers=owner)).status_code == 400


class TestNoLostUpdates:
    """The finding: a dash edit of {"pvp": false} dropped `mode`, and two dash users editing at
    once overwrote each other."""

    async def test_a_merge_patch_changes_only_what_it_names(self, http: AsyncTestClient) -> None:
        _, owner = await dash_user(http)
        registration = await claimed(http, owner)
        url = f"/v1/connect/servers/{registration['serverId']}/settings"
        await http.put(url, json={"source": "game", "data": {"pvp": True, "mode": "survival"},
                                  "schema": SCHEMA}, headers=owner)  # fmt: skip
        patched = await http.patch(
            url,
            params={"source": "game"},
            content=b'{"pvp": false}',
            headers={**owner, "Content-Type": "application/merge-patch+json"},
        )
        assert patched.status_code == 200, patched.text
        assert patched.json()["settings"]["data"] == {"pvp": False, "mode": "survival"}
        assert patched.headers["etag"] == '"2"'

    async def test_an_editor_that_did_not_see_a_change_gets_412(
        self, http: AsyncTestClient
    ) -> None:
        _, alice = await dash_user(http, "Alice")
        registration = await claimed(http, alice)
        url = f"/v1/connect/servers/{registration['serverId']}/settings"
        await http.put(url, json={"source": "game", "data": {"pvp": True}}, headers=alice)
        read = await http.get(url, params={"source": "game"}, headers=alice)
        etag = read.headers["etag"]
        assert etag == '"1"'
        first = await http.put(url, json={"source": "game", "data": {"pvp": False}},
                               headers={**alice, "If-Match": etag})  # fmt: skip
        stale = await http.patch(url, params={"source": "game"}, json={"mode": "creative"},
                                 headers={**alice, "If-Match": etag})  # fmt: skip
        assert first.status_code == 200 and first.headers["etag"] == '"2"'
        assert stale.status_code == 412
        assert stale.json()["code"] == "connect.settings_changed"
        garbled = await http.put(url, json={"source": "game", "data": {}},
                                 headers={**alice, "If-Match": "yesterday"})  # fmt: skip
        assert garbled.status_code == 412
        after = await http.get(url, params={"source": "game"}, headers=alice)
        assert after.json()["items"][0]["data"] == {"pvp": False}

    async def test_each_accepted_write_is_one_settings_updated(self, http: AsyncTestClient) -> None:
        core = http.core  # type: ignore[attr-defined]
        heard: list[object] = []

        class Sink:
            async def publish(self, event: object) -> None:
                heard.append(event)

        _, owner = await dash_user(http)
        registration = await claimed(http, owner)
        url = f"/v1/connect/servers/{registration['serverId']}/settings"
        core.connect.events.attach(Sink())
        await http.put(url, json={"source": "game", "data": {"a": 1}}, headers=owner)
        await http.patch(url, params={"source": "game"}, json={"b": 2}, headers=owner)
        await http.patch(url, params={"source": "game"}, json={"c": 3},
                         headers={**owner, "If-Match": '"1"'})  # fmt: skip  # refused
        assert [type(e).__name__ for e in heard] == ["SettingsUpdated", "SettingsUpdated"]
