"""Connect servers through the HTTP API: registration, claim keys, claims, owner changes."""

from __future__ import annotations

import uuid
from collections.abc import Callable
from typing import Any

from litestar.testing import AsyncTestClient

from tests.support.connect_http import claimed, dash_user, register, server_headers


async def test_registration_returns_credentials_and_a_claim_key(http: AsyncTestClient) -> None:
    body = await register(http, "Lobby", templateId=None, tempInstance=False)
    assert set(body) == {
        "serverId", "serverSecret", "networkId", "claimKey", "claimKeyExpiresAt", "serverType",
        "serverName", "networkName",
    }  # fmt: skip
    assert (body["serverType"], body["serverName"]) == ("paper", "Lobby")
    assert body["networkId"] is None and body["networkName"] is None
    assert str(uuid.UUID(body["serverSecret"])) == body["serverSecret"]
    assert len(body["claimKey"]) == 9 and body["claimKey"][4] == "-"


async def test_registration_is_limited_per_ip(http_with: Callable[..., Any]) -> None:
    statuses = []
    async with http_with(rate_limit_scale=0.1) as http:  # 30 a minute scaled to 3 (20 s apart)
        for n in range(4):
            response = await http.post(
                "/v1/connect/servers/register", json={"serverType": "paper", "serverName": f"S{n}"}
            )
            statuses.append(response.status_code)
    assert statuses == [201, 201, 201, 429]
    assert int(response.headers["retry-after"]) >= 1
    assert response.json()["code"] == "rate_limited"


async def test_bad_registrations_are_problems_naming_the_field(http: AsyncTestClient) -> None:
    response = await http.post(
        "/v1/connect/servers/register", json={"serverType": "agent", "serverName": "X"}
    )
    assert response.status_code == 400
    assert response.json()["errors"][0]["field"] == "serverType"
    response = await http.post(
        "/v1/connect/servers/register",
        json={"serverType": "paper", "serverName": "X", "templateId": str(uuid.uuid4())},
    )
    assert response.status_code == 400
    assert response.json()["code"] == "connect.template_not_found"


class TestClaimKeyEndpoint:
    async def test_the_server_gets_fresh_keys_until_claimed(self, http: AsyncTestClient) -> None:
        registration = await register(http)
        url = f"/v1/connect/servers/{registration['serverId']}/claim-key"
        fresh = (await http.get(url, headers=server_headers(registration))).json()
        assert fresh["claimed"] is False and fresh["claimKey"] != registration["claimKey"]
        assert fresh["expiresAt"].endswith("Z")
        _, owner = await dash_user(http)
        claim = await http.post(
            "/v1/connect/servers/claim", json={"claimKey": fresh["claimKey"]}, headers=owner
        )
        assert claim.status_code == 200
        after = (await http.get(url, headers=server_headers(registration))).json()
        assert after == {"claimKey": None, "claimed": True, "expiresAt": None}

    async def test_wrong_credentials_are_401_and_other_servers_404(
        self, http: AsyncTestClient
    ) -> None:
        mine, other = await register(http, "Mine"), await register(http, "Other")
        url = f"/v1/connect/servers/{mine['serverId']}/claim-key"
        wrong = {**server_headers(mine), "Authorization": f"Bearer {other['serverSecret']}"}
        response = await http.get(url, headers=wrong)
        assert response.status_code == 401
        assert response.json()["code"] == "connect.invalid_server_credentials"
        assert (await http.get(url)).status_code == 401
        response = await http.get(url, headers=server_headers(other))
        assert response.status_code == 404


class TestClaim:
    async def test_a_claim_makes_the_caller_owner_once(self, http: AsyncTestClient) -> None:
        registration = await register(http)
        owner_id, owner = await dash_user(http)
        response = await http.post(
            "/v1/connect/servers/claim",
            json={"claimKey": registration["claimKey"].lower()},
            headers=owner,
        )
        server = response.json()["server"]
        assert server["serverId"] == registration["serverId"]
        assert server["ownerId"] == str(owner_id) and server["networkId"] is None
        assert len(server["id"]) == 24 and server["isTemplate"] is False
        _, other = await dash_user(http, "Other")
        again = await http.post(
            "/v1/connect/servers/claim", json={"claimKey": registration["claimKey"]}, headers=other
        )
        assert (again.status_code, again.json()["code"]) == (409, "connect.claim_key_used")
        listed = (await http.get("/v1/connect/servers", headers=owner)).json()["items"]
        assert [s["serverId"] for s in listed] == [registration["serverId"]]
        assert (await http.get("/v1/connect/servers", headers=other)).json() == {"items": []}

    async def test_unknown_keys_and_missing_tokens(self, http: AsyncTestClient) -> None:
        _, owner = await dash_user(http)
        unknown = await http.post(
            "/v1/connect/servers/claim", json={"claimKey": "ZZZZ-ZZZZ"}, headers=owner
        )
        assert (unknown.status_code, unknown.json()["code"]) == (404, "connect.claim_key_not_found")
        anonymous = await http.post("/v1/connect/servers/claim", json={"claimKey": "ZZZZ-ZZZZ"})
        assert anonymous.status_code == 401

    async def test_claims_are_limited_per_user(self, http_with: Callable[..., Any]) -> None:
        async with http_with(rate_limit_scale=0.2) as http:  # 10 a minute scaled to 2
            _, owner = await dash_user(http)
            statuses = [
                (
                    await http.post(
                        "/v1/connect/servers/claim", json={"claimKey": "ZZZZ-ZZZZ"}, headers=owner
                    )
                ).status_code
                for _ in range(3)
            ]
        assert statuses == [404, 404, 429]


class TestPatch:
    async def test_the_owner_assigns_a_network_and_flags_a_template(
        self, http: AsyncTestClient
    ) -> None:
        _, owner = await dash_user(http)
        registration = await claimed(http, owner)
        network = (
            await http.post("/v1/connect/networks", json={"name": "Net"}, headers=owner)
        ).json()["network"]
        url = f"/v1/connect/servers/{registration['serverId']}"
        assigned = await http.patch(url, json={"networkId": network["networkId"]}, headers=owner)
        assert assigned.json()["server"]["networkId"] == network["networkId"]
        flagged = await http.patch(url, json={"isTemplate": True}, headers=owner)
        assert flagged.json()["server"]["isTemplate"] is True
        assert flagged.json()["templateKey"].startswith("svct_")
        cleared = await http.patch(url, json={"networkId": None}, headers=owner)
        assert cleared.json()["server"]["networkId"] is None
        assert "templateKey" not in cleared.json()  # shown once, when flagged
        assert (await http.patch(url, json={}, headers=owner)).status_code == 400

    async def test_strangers_get_404_and_members_403(self, http: AsyncTestClient) -> None:
        _, owner = await dash_user(http)
        registration = await claimed(http, owner)
        member_id, member = await dash_user(http, "Member")
        _, stranger = await dash_user(http, "Stranger")
        base = f"/v1/connect/servers/{registration['serverId']}"
        await http.put(f"{base}/members/{member_id}", json={"role": "admin"}, headers=owner)
        for headers, status in ((stranger, 404), (member, 403)):
            response = await http.patch(base, json={"isTemplate": True}, headers=headers)
            assert response.status_code == status


class TestTemplates:
    """The finding: registration needs no sign-in and took `templateId` alone, so counting
    back from one's own server id found another owner's template and copied its settings."""

    async def test_a_guessed_template_id_copies_nothing_and_tells_nothing(
        self, http: AsyncTestClient
    ) -> None:
        _, owner = await dash_user(http)
        template = await claimed(http, owner, "Template")
        server = server_headers(template)
        put = await http.put(
            f"/v1/connect/servers/{template['serverId']}/settings",
            json={"source": "game", "data": {"password": "hunter2"}},
            headers=server,
        )
        assert put.status_code == 200, put.text
        url = f"/v1/connect/servers/{template['serverId']}"
        key = (await http.patch(url, json={"isTemplate": True}, headers=owner)).json()
        answers = []
        for extra in (
            {"templateId": template["serverId"]},
            {"templateId": template["serverId"], "templateKey": "svct_guess"},
            {"templateId": str(uuid.uuid4()), "templateKey": key["templateKey"]},
        ):
            response = await http.post(
                "/v1/connect/servers/register",
                json={"serverType": "paper", "serverName": "Copy", **extra},
            )
            assert response.status_code == 400
            answers.append((response.json()["code"], response.json()["detail"]))
        assert len(set(answers)) == 1  # an existing template looks like an unknown id

        copy = await register(
            http, "Copy", templateId=template["serverId"], templateKey=key["templateKey"]
        )
        copied = await http.get(
            f"/v1/connect/servers/{copy['serverId']}/settings", headers=server_headers(copy)
        )
        assert copied.json()["items"][0]["data"] == {"password": "hunter2"}


async def test_profile_servers_lists_connect_servers_tagged_svc(http: AsyncTestClient) -> None:
    _, owner = await dash_user(http)
    registration = await claimed(http, owner, "Survival")
    response = await http.get("/v1/profile/servers", params={"tag": "svc"}, headers=owner)
    assert response.json() == [
        {
            "id": registration["serverId"],
            "displayName": "Survival",
            "category": "paper",
            "tags": ["svc"],
            "favorite": False,
        }
    ]
    assert (await http.get("/v1/profile/servers", params={"tag": "x"}, headers=owner)).json() == []
    assert (await http.get("/v1/profile/servers")).status_code == 401
