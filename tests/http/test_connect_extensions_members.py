"""Extensions and members through the HTTP API."""

from __future__ import annotations

from litestar.testing import AsyncTestClient

from tests.support.connect_http import claimed, dash_user, server_headers


async def test_the_catalog_is_kept_by_its_creators(http: AsyncTestClient) -> None:
    creator_id, creator = await dash_user(http)
    _, other = await dash_user(http, "Other")
    body = {"extensionId": "chat", "name": "Chat", "description": "Talk"}
    created = await http.post("/v1/connect/extensions", json=body, headers=creator)
    assert created.status_code == 201
    assert created.json()["extension"]["createdBy"] == str(creator_id)
    duplicate = await http.post("/v1/connect/extensions", json=body, headers=other)
    assert (duplicate.status_code, duplicate.json()["code"]) == (409, "connect.extension_exists")
    changed = await http.put("/v1/connect/extensions/chat", json={"name": "Chat!"}, headers=creator)
    assert changed.json()["extension"]["name"] == "Chat!"
    refused = await http.put("/v1/connect/extensions/chat", json={"name": "x"}, headers=other)
    assert refused.status_code == 403
    missing = await http.put("/v1/connect/extensions/none", json={"name": "x"}, headers=creator)
    assert missing.status_code == 404
    page = (await http.get("/v1/connect/extensions", headers=other)).json()
    assert [e["extensionId"] for e in page["items"]] == ["chat"] and page["nextCursor"] is None


async def test_a_server_publishes_actions_that_dash_may_send(http: AsyncTestClient) -> None:
    _, owner = await dash_user(http)
    registration = await claimed(http, owner)
    server = f"/v1/connect/servers/{registration['serverId']}"
    action = {
        "id": "mute",
        "label": "Mute",
        "schema": {"version": "1", "fields": [{"key": "who", "label": "Who", "type": "string"}]},
    }
    published = await http.put(
        f"{server}/extensions/chat",
        json={"name": "Chat", "actions": [action]},
        headers=server_headers(registration),
    )
    assert published.status_code == 200
    listed = (await http.get(f"{server}/extensions", headers=owner)).json()["items"]
    assert [a["id"] for a in listed[0]["actions"]] == ["mute"]
    ok = await http.post(
        f"{server}/commands",
        json={"action": "extension:chat:mute", "payload": {"who": "Steve"}},
        headers=owner,
    )
    assert ok.status_code == 201
    misfit = await http.post(
        f"{server}/commands",
        json={"action": "extension:chat:mute", "payload": {"who": 1}},
        headers=owner,
    )
    assert misfit.json()["errors"][0]["field"] == "payload.who"
    by_dash = await http.put(f"{server}/extensions/chat", json={"name": "Chat"}, headers=owner)
    assert by_dash.status_code == 401


async def test_members_are_managed_with_the_members_nodes(http: AsyncTestClient) -> None:
    owner_id, owner = await dash_user(http)
    registration = await claimed(http, owner)
    members = f"/v1/connect/servers/{registration['serverId']}/members"
    operator_id, operator = await dash_user(http, "Operator")
    viewer_id, _ = await dash_user(http, "Viewer")

    put = await http.put(f"{members}/{operator_id}", json={"role": "operator"}, headers=owner)
    assert put.json()["member"]["role"] == "operator"
    assert put.json()["member"]["name"] == "Operator"
    listed = (await http.get(members, headers=operator)).json()["items"]
    assert [(m["userId"], m["role"]) for m in listed] == [(str(operator_id), "operator")]
    refused = await http.put(f"{members}/{viewer_id}", json={"role": "viewer"}, headers=operator)
    assert refused.status_code == 403
    owner_as_member = await http.put(f"{members}/{owner_id}", json={"role": "admin"}, headers=owner)
    assert (owner_as_member.status_code, owner_as_member.json()["code"]) == (
        409, "connect.member_is_owner",
    )  # fmt: skip
    bad_role = await http.put(f"{members}/{viewer_id}", json={"role": "owner"}, headers=owner)
    assert bad_role.status_code == 400
    removed = await http.delete(f"{members}/{operator_id}", headers=owner)
    assert removed.json() == {"removed": 1}
    assert (await http.get(members, headers=operator)).status_code == 404
