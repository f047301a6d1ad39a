"""Why a user is allowed a node, over HTTP: the deciding grant with its expiry and quantity,
a role's deny, the default role, the super-admin guard, and the 400s and 404 of bad input."""

from __future__ import annotations

import uuid

from litestar.testing import AsyncTestClient

from bootstrap.core import Core
from tests.conftest import SUPER_ADMIN, bearer, sign_in


def core_of(http: AsyncTestClient) -> Core:
    return http.core  # type: ignore[attr-defined, no-any-return]


async def test_why_names_the_deciding_grant_and_the_candidates(http: AsyncTestClient) -> None:
    user_id, token = await sign_in(core_of(http))
    _, root_token = await sign_in(core_of(http), SUPER_ADMIN, "Root")
    root = bearer(root_token)
    why = f"/v1/admin/users/{user_id}/permissions/why"

    # Nothing granted: the default role decides what every player does.
    everyday = (await http.get(why, params={"node": "social:friends.read"}, headers=root)).json()
    assert (everyday["allowed"], everyday["decider"]) == (True, "default-role")
    assert everyday["decidedBy"]["roleName"] == "Everyone"
    nothing = (await http.get(why, params={"node": "admin:shop:view"}, headers=root)).json()
    assert nothing == {"userId": str(user_id), "node": "admin:shop:view", "allowed": False,
                       "decider": "none", "candidates": []}  # fmt: skip

    # The user's own grant, with an expiry and a quantity, decides over a role's deny.
    grants = f"/v1/admin/users/{user_id}/permissions"
    body = {"node": "admin:shop:*", "expiresAt": "2027-01-01T00:00:00Z",
            "value": {"value": 2, "unit": "GB"}}  # fmt: skip
    assert (await http.post(grants, json=body, headers=root)).status_code == 200
    role = await http.post("/v1/admin/roles", headers=root, json={
        "slug": "no-shop", "name": "No shop", "grants": [{"node": "admin:shop:view",
                                                          "negated": True}]})  # fmt: skip
    role_id = role.json()["role"]["id"]
    assigned = await http.put(f"/v1/admin/users/{user_id}/roles/{role_id}", headers=root)
    assert assigned.is_success, assigned.text
    decided = (await http.get(why, params={"node": "admin:shop:view"}, headers=root)).json()
    assert (decided["allowed"], decided["decider"]) == (True, "grant")
    assert decided["decidedBy"] == {"kind": "grant", "pattern": "admin:shop:*", "negated": False,
                                    "active": True, "deciding": True,
                                    "expiresAt": "2027-01-01T00:00:00.000Z",
                                    "value": {"value": 2, "unit": "gib"}}  # fmt: skip
    assert decided["candidates"][1] == {"kind": "role", "pattern": "admin:shop:view",
                                        "negated": True, "active": True, "deciding": False,
                                        "roleId": role_id, "roleName": "No shop"}  # fmt: skip
    # Without the user's grant, the role's deny decides; the answer is the check's.
    removed = await http.delete(f"{grants}/admin:shop:*", headers=root)
    assert removed.is_success, removed.text
    denied = (await http.get(why, params={"node": "admin:shop:view"}, headers=root)).json()
    assert (denied["allowed"], denied["decider"]) == (False, "role")
    listing = await http.get("/v1/admin/shop/orders", headers=bearer(token))
    assert listing.status_code == 403

    root_why = f"/v1/admin/users/{SUPER_ADMIN}/permissions/why"
    su = (await http.get(root_why, params={"node": "admin:shop:view"}, headers=root)).json()
    assert (su["allowed"], su["decider"]) == (True, "super-admin")


async def test_why_is_for_super_admins_and_checks_its_input(http: AsyncTestClient) -> None:
    user_id, token = await sign_in(core_of(http))
    _, root_token = await sign_in(core_of(http), SUPER_ADMIN, "Root")
    root = bearer(root_token)
    why = f"/v1/admin/users/{user_id}/permissions/why"
    assert (await http.get(why, params={"node": "totem:read"})).status_code == 401
    refused = await http.get(why, params={"node": "totem:read"}, headers=bearer(token))
    assert refused.status_code == 403 and refused.json()["code"] == "permissions.denied"
    # Holding a grant's admin node is not enough: reading grants is for super admins.
    await http.post(f"/v1/admin/users/{user_id}/permissions", json={"node": "admin:audit:view"},
                    headers=root)  # fmt: skip
    assert (await http.get(why, params={"node": "x:y"}, headers=bearer(token))).status_code == 403

    for params in ({}, {"node": ""}, {"node": "Not A Node"}, {"node": "totem:*"},
                   {"node": "x" * 201}):  # fmt: skip
        answer = await http.get(why, params=params, headers=root)
        assert answer.status_code == 400, (params, answer.text)
    unknown = await http.get(f"/v1/admin/users/{uuid.uuid4()}/permissions/why",
                             params={"node": "totem:read"}, headers=root)  # fmt: skip
    assert unknown.status_code == 404
    bad_id = await http.get("/v1/admin/users/nope/permissions/why", params={"node": "totem:read"},
                            headers=root)  # fmt: skip
    assert bad_id.status_code in (400, 404)
