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
