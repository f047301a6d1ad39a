"""Commands through the HTTP API: dash sends, the server polls and acknowledges."""

from __future__ import annotations

from litestar.testing import AsyncTestClient

from tests.support.connect_http import claimed, dash_user, register, server_headers


async def test_a_command_goes_from_dash_to_the_server_and_back(http: AsyncTestClient) -> None:
    owner_id, owner = await dash_user(http)
    registration = await claimed(http, owner)
    base = f"/v1/connect/servers/{registration['serverId']}/commands"
    as_server = server_headers(registration)

    created = await http.post(base, json={"action": "say", "payload": {"t": 1}}, headers=owner)
    assert created.status_code == 201
    command = created.json()["command"]
    assert (command["status"], command["createdBy"], command["ackStatus"]) == (
        "pending", str(owner_id), None,
    )  # fmt: skip
    polled = (await http.get(base, headers=as_server)).json()
    assert [c["id"] for c in polled["items"]] == [command["id"]]
    assert polled["nextCursor"] is None

    ack_url = f"{base}/{command['id']}/ack"
    acked = await http.post(
        ack_url, json={"status": "success", "result": {"ok": 1}}, headers=as_server
    )
    assert acked.status_code == 200
    assert acked.json()["command"]["status"] == "acknowledged"
    again = await http.post(ack_url, json={"status": "success"}, headers=as_server)
    assert (again.status_code, again.json()["code"]) == (
        409,
        "connect.command_already_acknowledged",
    )
    assert (await http.get(base, headers=as_server)).json()["items"] == []

    history = (await http.get(base, headers=owner)).json()["items"]
    assert history[0]["status"] == "acknowledged" and history[0]["result"] == {"ok": 1}


async def test_acknowledgements_are_checked(http: AsyncTestClient) -> None:
    _, owner = await dash_user(http)
    registration, other = await claimed(http, owner), await register(http, "Other")
    base = f"/v1/connect/servers/{registration['serverId']}/commands"
    command = (await http.post(base, json={"action": "say"}, headers=owner)).json()["command"]
    ack_url = f"{base}/{command['id']}/ack"
    bad = await http.post(ack_url, json={"status": "done"}, headers=server_headers(registration))
    assert bad.status_code == 400
    foreign = await http.post(ack_url, json={"status": "success"}, headers=server_headers(other))
    assert foreign.status_code == 404
    other_base = f"/v1/connect/servers/{other['serverId']}/commands/{command['id']}/ack"
    mismatched = await http.post(
        other_base, json={"status": "success"}, headers=server_headers(other)
    )
    assert (mismatched.status_code, mismatched.json()["code"]) == (
        404, "connect.command_not_found",
    )  # fmt: skip
    by_dash = await http.post(ack_url, json={"status": "success"}, headers=owner)
    assert by_dash.status_code == 401


async def test_dash_access_follows_roles(http: AsyncTestClient) -> None:
    _, owner = await dash_user(http)
    registration = await claimed(http, owner)
    server = f"/v1/connect/servers/{registration['serverId']}"
    viewer_id, viewer = await dash_user(http, "Viewer")
    _, stranger = await dash_user(http, "Stranger")
    await http.put(f"{server}/members/{viewer_id}", json={"role": "viewer"}, headers=owner)

    assert (await http.get(f"{server}/commands", headers=viewer)).status_code == 200
    denied = await http.post(f"{server}/commands", json={"action": "say"}, headers=viewer)
    assert (denied.status_code, denied.json()["code"]) == (403, "permissions.denied")
    for method, body in (("GET", None), ("POST", {"action": "say"})):
        response = await http.request(method, f"{server}/commands", json=body, headers=stranger)
        assert (response.status_code, response.json()["code"]) == (
            404, "connect.server_not_found",
        )  # fmt: skip


async def test_limits_and_cursors_are_validated(http: AsyncTestClient) -> None:
    _, owner = await dash_user(http)
    registration = await claimed(http, owner)
    base = f"/v1/connect/servers/{registration['serverId']}/commands"
    for n in range(3):
        await http.post(base, json={"action": "say", "payload": {"n": n}}, headers=owner)
    page = (await http.get(base, params={"limit": 2}, headers=owner)).json()
    assert [c["payload"]["n"] for c in page["items"]] == [2, 1]
    rest = (await http.get(base, params={"cursor": page["nextCursor"]}, headers=owner)).json()
    assert [c["payload"]["n"] for c in rest["items"]] == [0] and rest["nextCursor"] is None
    assert (await http.get(base, params={"limit": 0}, headers=owner)).status_code == 400
    assert (await http.get(base, params={"limit": "x"}, headers=owner)).status_code == 400
    assert (await http.get(base, params={"cursor": "nope"}, headers=owner)).status_code == 400
    assert (await http.get(base, params={"limit": 10_000}, headers=owner)).status_code == 200
