"""Networks, join tokens and hosts through the HTTP API."""

from __future__ import annotations

from litestar.testing import AsyncTestClient

from tests.support.connect_http import dash_user


async def test_a_host_joins_with_a_token_once_and_is_listed(http: AsyncTestClient) -> None:
    owner_id, owner = await dash_user(http)
    created = await http.post("/v1/connect/networks", json={"name": "Net"}, headers=owner)
    assert created.status_code == 201
    network = created.json()["network"]
    assert network["ownerId"] == str(owner_id) and len(network["id"]) == 24
    listed = (await http.get("/v1/connect/networks", headers=owner)).json()["items"]
    assert [n["networkId"] for n in listed] == [network["networkId"]]

    issued = await http.post(
        f"/v1/connect/networks/{network['networkId']}/join-token", headers=owner
    )
    token = issued.json()
    assert (token["expiresIn"], token["networkId"]) == (900, network["networkId"])

    joined = await http.post(
        "/v1/connect/networks/join", json={"joinToken": token["joinToken"], "name": "host-1"}
    )
    assert joined.status_code == 201
    host = joined.json()
    assert (host["serverType"], host["networkId"], host["name"]) == (
        "agent", network["networkId"], "host-1",
    )  # fmt: skip
    again = await http.post(
        "/v1/connect/networks/join", json={"joinToken": token["joinToken"], "name": "host-2"}
    )
    assert (again.status_code, again.json()["code"]) == (401, "connect.invalid_join_token")

    poll = await http.get(
        f"/v1/connect/servers/{host['serverId']}/commands",
        headers={
            "Authorization": f"Bearer {host['serverSecret']}",
            "X-Server-Id": host["serverId"],
        },
    )
    assert poll.status_code == 200
    hosts = (await http.get("/v1/connect/hosts", headers=owner)).json()["items"]
    assert [h["serverId"] for h in hosts] == [host["serverId"]]
    assert hosts[0]["lastSeenIp"] == "testclient" and hosts[0]["lastSeenAt"].endswith("Z")


async def test_only_the_owner_issues_join_tokens(http: AsyncTestClient) -> None:
    _, owner = await dash_user(http)
    _, other = await dash_user(http, "Other")
    network = (await http.post("/v1/connect/networks", json={"name": "Net"}, headers=owner)).json()[
        "network"
    ]
    response = await http.post(
        f"/v1/connect/networks/{network['networkId']}/join-token", headers=other
    )
    assert (response.status_code, response.json()["code"]) == (404, "connect.network_not_found")
