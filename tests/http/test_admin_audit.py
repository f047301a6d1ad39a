"""The audit log over HTTP: admin actions through the API are listed with who, what, the
target before and after; filters, cursor pagination, the admin:audit:view guard and the 400s
of bad filters."""

from __future__ import annotations

from litestar.testing import AsyncTestClient

from bootstrap.core import Core
from tests.conftest import SUPER_ADMIN, bearer, sign_in


def core_of(http: AsyncTestClient) -> Core:
    return http.core  # type: ignore[attr-defined, no-any-return]


async def test_admin_actions_are_listed_filtered_and_paged(http: AsyncTestClient) -> None:
    user_id, token = await sign_in(core_of(http))
    _, root_token = await sign_in(core_of(http), SUPER_ADMIN, "Root")
    root = bearer(root_token)
    grants = f"/v1/admin/users/{user_id}/permissions"
    body = {"node": "totem:upload", "expiresAt": "2027-01-01T00:00:00Z", "value": 3}
    assert (await http.post(grants, json=body, headers=root)).status_code == 200
    changed = body | {"value": {"value": 2, "unit": "GB"}}
    assert (await http.post(grants, json=changed, headers=root)).status_code == 200
    role = await http.post("/v1/admin/roles", json={"slug": "mods", "name": "Mods"}, headers=root)
    assert role.status_code == 201, role.text
    refused = await http.post(grants, json={"node": "Not A Node"}, headers=root)
    assert refused.status_code == 400

    listed = await http.get("/v1/admin/audit", headers=root)
    assert listed.status_code == 200, listed.text
    items = listed.json()["items"]
    assert [i["action"] for i in items] == ["roles.create", "permissions.grant",
                                            "permissions.grant"]  # fmt: skip
    newest_grant, first_grant = items[1], items[2]
    assert first_grant["actorId"] == str(SUPER_ADMIN) and first_grant["via"] == "api"
    assert first_grant["target"] == {"kind": "user", "id": str(user_id)}
    assert first_grant["before"] is None
    assert first_grant["after"] == {
        "node": "totem:upload",
        "negated": False,
        "expiresAt": "2027-01-01T00:00:00.000Z",
        "value": 3,
    }
    assert newest_grant["before"] == first_grant["after"]
    assert newest_grant["after"]["value"] == {"value": 2, "unit": "gib"}
    assert items[0]["target"] == {"kind": "role", "id": role.json()["role"]["id"]}

    page = await http.get("/v1/admin/audit", params={"limit": 2}, headers=root)
    assert len(page.json()["items"]) == 2 and page.json()["nextCursor"]
    rest = await http.get("/v1/admin/audit", params={"cursor": page.json()["nextCursor"]},
                          headers=root)  # fmt: skip
    assert [i["id"] for i in rest.json()["items"]] == [first_grant["id"]]
    assert rest.json()["nextCursor"] is None

    async def ids(**params: str) -> list[str]:
        found = await http.get("/v1/admin/audit", params=params, headers=root)
        assert found.status_code == 200, found.text
        return [i["id"] for i in found.json()["items"]]

    grant_ids = [newest_grant["id"], first_grant["id"]]
    assert await ids(action="permissions.grant") == grant_ids
    assert await ids(action="permissions.*") == grant_ids
    assert await ids(action="roles.*") == [items[0]["id"]]
    assert await ids(targetKind="user", targetId=str(user_id)) == grant_ids
    assert await ids(actorId=str(SUPER_ADMIN)) == [i["id"] for i in items]
    assert await ids(actorId=str(user_id)) == []
    assert await ids(since="2000-01-01T00:00:00Z", until="2100-01-01T00:00:00Z") == [
        i["id"] for i in items
    ]
    assert await ids(until="2000-01-01T00:00:00Z") == []

    # Only who holds admin:audit:view reads it.
    assert (await http.get("/v1/admin/audit")).status_code == 401
    denied = await http.get("/v1/admin/audit", headers=bearer(token))
    assert denied.status_code == 403 and denied.json()["code"] == "permissions.denied"
    assert (await http.post(grants, json={"node": "admin:audit:view"}, headers=root)).is_success
    assert (await http.get("/v1/admin/audit", headers=bearer(token))).status_code == 200


async def test_bad_filters_are_400(http: AsyncTestClient) -> None:
    _, root_token = await sign_in(core_of(http), SUPER_ADMIN, "Root")
    root = bearer(root_token)
    for params, field in (
        ({"action": "Permissions Grant"}, "action"),
        ({"action": "*"}, "action"),
        ({"targetKind": "User!"}, "targetKind"),
        ({"cursor": "not-a-cursor"}, "cursor"),
        ({"since": "2026-11-22T10:00:00Z", "until": "2026-11-22T09:00:00Z"}, "until"),
        ({"limit": "0"}, "limit"),
    ):
        answer = await http.get("/v1/admin/audit", params=params, headers=root)
        assert answer.status_code == 400, (params, answer.text)
        assert field in answer.text, (params, answer.text)
    for params in (
        {"actorId": "nope"},
        {"since": "2026-11-22T10:00:00"},
        {"since": "yesterday"},
        {"until": "0.5"},
        {"since": "2026-13-01T00:00:00Z"},
    ):
        answer = await http.get("/v1/admin/audit", params=params, headers=root)
        assert answer.status_code == 400, (params, answer.text)
