"""Admin endpoints: grants and catalog (super admin), user lookup and detail, roles."""

from __future__ import annotations

import uuid

import pytest
from litestar.testing import AsyncTestClient

from application.identity.principal import OPERATOR
from application.permissions.grants import GrantChange
from tests.conftest import SUPER_ADMIN, bearer, sign_in


@pytest.fixture
async def admin(http: AsyncTestClient) -> dict[str, str]:
    _, token = await sign_in(http.core, SUPER_ADMIN, "Root")  # type: ignore[attr-defined]
    return bearer(token)


@pytest.fixture
async def player(http: AsyncTestClient) -> tuple[uuid.UUID, dict[str, str]]:
    user_id, token = await sign_in(http.core, uuid.uuid4(), "Player")  # type: ignore[attr-defined]
    return user_id, bearer(token)


class TestGrants:
    async def test_a_grant_round_trips_with_expiry_and_value(
        self, http: AsyncTestClient, admin: dict, player: tuple
    ) -> None:
        user_id, _ = player
        url = f"/v1/admin/users/{user_id}/permissions"
        body = {
            "node": "social:friends.max",
            "negated": False,
            "expiresAt": "2099-01-01T00:00:00Z",
            "value": {"value": 2, "unit": "K"},
        }
        assert (await http.post(url, headers=admin, json=body)).status_code == 400  # unit "K"
        body["value"] = {"value": 250, "unit": "Count"}
        created = await http.post(url, headers=admin, json=body)
        listed = await http.get(url, headers=admin)
        assert created.status_code == 200
        assert created.json() == {
            "userId": str(user_id),
            "node": "social:friends.max",
            "negated": False,
            "expiresAt": "2099-01-01T00:00:00.000Z",
            "value": {"value": 250, "unit": "count"},
        }
        assert listed.json()["items"] == [
            {k: v for k, v in created.json().items() if k != "userId"}
        ]

    async def test_value_omitted_keeps_it_and_null_clears_it(
        self, http: AsyncTestClient, admin: dict, player: tuple
    ) -> None:
        url = f"/v1/admin/users/{player[0]}/permissions"
        await http.post(url, headers=admin, json={"node": "profile-share.max", "value": 3})
        kept = await http.post(url, headers=admin, json={"node": "profile-share.max"})
        cleared = await http.post(
            url, headers=admin, json={"node": "profile-share.max", "value": None}
        )
        assert kept.json()["value"] == 3
        assert "value" not in cleared.json()

    async def test_a_past_expiry_or_a_bad_node_is_400(
        self, http: AsyncTestClient, admin: dict, player: tuple
    ) -> None:
        url = f"/v1/admin/users/{player[0]}/permissions"
        past = await http.post(
            url, headers=admin, json={"node": "a:b", "expiresAt": "2000-01-01T00:00:00Z"}
        )
        bad = await http.post(url, headers=admin, json={"node": "Bad Node!"})
        naive = await http.post(
            url, headers=admin, json={"node": "a:b", "expiresAt": "2099-01-01T00:00:00"}
        )
        assert past.status_code == bad.status_code == naive.status_code == 400
        assert past.json()["errors"][0]["field"] == "expiresAt"
        assert bad.json()["code"] == "permissions.invalid_node"
        assert (await http.get(url, headers=admin)).json()["items"] == []

    async def test_delete_reports_how_many_were_removed(
        self, http: AsyncTestClient, admin: dict, player: tuple
    ) -> None:
        url = f"/v1/admin/users/{player[0]}/permissions"
        await http.post(url, headers=admin, json={"node": "totem:*", "negated": True})
        first = await http.delete(f"{url}/totem:*", headers=admin)
        second = await http.delete(f"{url}/totem:*", headers=admin)
        assert (first.json(), second.json()) == ({"removed": 1}, {"removed": 0})

    async def test_a_grant_takes_effect_on_the_next_request(
        self, http: AsyncTestClient, admin: dict, player: tuple
    ) -> None:
        user_id, headers = player
        before = await http.get("/v1/admin/users/lookup?query=Pla", headers=headers)
        await http.post(
            f"/v1/admin/users/{user_id}/permissions",
            headers=admin,
            json={"node": "admin:user:view"},
        )
        after = await http.get("/v1/admin/users/lookup?query=Pla", headers=headers)
        assert (before.status_code, after.status_code) == (403, 200)

    async def test_grants_of_an_unknown_user_are_404(
        self, http: AsyncTestClient, admin: dict
    ) -> None:
        response = await http.get(f"/v1/admin/users/{uuid.uuid4()}/permissions", headers=admin)
        assert response.status_code == 404
        assert response.json()["code"] == "users.not_found"

    async def test_only_super_admins_manage_grants(
        self, http: AsyncTestClient, player: tuple
    ) -> None:
        user_id, headers = player
        await http.core.permissions.grants.put(OPERATOR, user_id, GrantChange("admin:user:view"))  # type: ignore[attr-defined]
        for method, path in [
            ("GET", "/v1/admin/permissions"),
            ("GET", f"/v1/admin/users/{user_id}/permissions"),
            ("POST", f"/v1/admin/users/{user_id}/permissions"),
            ("DELETE", f"/v1/admin/users/{user_id}/permissions/profile:read"),
            ("GET", "/v1/admin/roles"),
        ]:
            response = await http.request(
                method, path, headers=headers, json={"node": "x:y"} if method == "POST" else None
            )
            assert response.status_code == 403, path
        assert (await http.get("/v1/admin/permissions")).status_code == 401


class TestCatalog:
    async def test_nodes_can_be_added_listed_and_removed(
        self, http: AsyncTestClient, admin: dict
    ) -> None:
        added = (
            await http.post("/v1/admin/permissions", headers=admin, json={"node": "shop:buy"})
        ).json()
        again = (
            await http.post("/v1/admin/permissions", headers=admin, json={"node": "shop:buy"})
        ).json()
        nodes = [
            e["node"]
            for e in (await http.get("/v1/admin/permissions", headers=admin)).json()["items"]
        ]
        removed = await http.delete(f"/v1/admin/permissions/{added['id']}", headers=admin)
        missing = await http.delete(f"/v1/admin/permissions/{added['id']}", headers=admin)
        assert added == again
        assert "shop:buy" in nodes and "profile:read" in nodes and nodes == sorted(nodes)
        assert removed.json() == {"removed": 1}
        assert missing.status_code == 404


class TestUserLookup:
    async def test_lookup_by_prefix_and_by_uuid(self, http: AsyncTestClient, admin: dict) -> None:
        alex, _ = await sign_in(http.core, uuid.uuid4(), "Alexandra")  # type: ignore[attr-defined]
        await sign_in(http.core, uuid.uuid4(), "alexis")  # type: ignore[attr-defined]
        by_prefix = (await http.get("/v1/admin/users/lookup?query=ALEX", headers=admin)).json()
        by_id = (await http.get(f"/v1/admin/users/lookup?query={alex}", headers=admin)).json()
        limited = (
            await http.get("/v1/admin/users/lookup?query=alex&limit=1", headers=admin)
        ).json()
        assert [i["name"] for i in by_prefix["items"]] == ["Alexandra", "alexis"]
        assert [i["userId"] for i in by_id["items"]] == [str(alex)]
        assert set(by_id["items"][0]) == {"userId", "name", "homeRegion", "lastSeenAt"}
        assert len(limited["items"]) == 1

    async def test_limit_is_clamped_above_50_and_refused_below_1(
        self, http: AsyncTestClient, admin: dict
    ) -> None:
        assert (
            await http.get("/v1/admin/users/lookup?query=a&limit=500", headers=admin)
        ).status_code == 200
        for bad in ("0", "-1", "ten"):
            response = await http.get(f"/v1/admin/users/lookup?query=a&limit={bad}", headers=admin)
            assert response.status_code == 400

    async def test_detail_shows_the_admin_view(
        self, http: AsyncTestClient, admin: dict, player: tuple
    ) -> None:
        body = (await http.get(f"/v1/admin/users/{player[0]}", headers=admin)).json()
        assert body["userId"] == str(player[0])
        assert body["allowFriendRequests"] is True
        assert {"lastRegion", "createdAt", "updatedAt", "firstJoinedAt", "lastRegionAt"} <= set(
            body
        )
        missing = await http.get(f"/v1/admin/users/{uuid.uuid4()}", headers=admin)
        assert missing.status_code == 404


class TestRoles:
    async def test_a_role_is_created_assigned_and_takes_effect(
        self, http: AsyncTestClient, admin: dict, player: tuple
    ) -> None:
        user_id, headers = player
        created = await http.post(
            "/v1/admin/roles",
            headers=admin,
            json={"slug": "support", "name": "Support", "grants": [{"node": "admin:user:view"}]},
        )
        role = created.json()["role"]
        assigned = await http.put(
            f"/v1/admin/users/{user_id}/roles/{role['id']}", headers=admin, json={}
        )
        listed = (await http.get(f"/v1/admin/users/{user_id}/roles", headers=admin)).json()
        lookup = await http.get("/v1/admin/users/lookup?query=p", headers=headers)
        assert created.status_code == 201 and role["grants"] == [
            {"node": "admin:user:view", "negated": False}
        ]
        assert assigned.status_code == 200
        assert [i["role"]["slug"] for i in listed["items"]] == ["support"]
        assert lookup.status_code == 200
        unassigned = await http.delete(
            f"/v1/admin/users/{user_id}/roles/{role['id']}", headers=admin
        )
        assert unassigned.json() == {"removed": 1}
        assert (
            await http.get("/v1/admin/users/lookup?query=p", headers=headers)
        ).status_code == 403

    async def test_invalid_slugs_names_and_unknown_scopes_are_400(
        self, http: AsyncTestClient, admin: dict
    ) -> None:
        bodies = [
            {"slug": "Bad Slug", "name": "x"},
            {"slug": "-lead", "name": "x"},
            {"slug": "ok", "name": "   "},
            {"slug": "ok", "name": "x", "scope": {"type": "planet", "id": "mars"}},
            {"slug": "ok", "name": "x", "grants": [{"node": "a:b"}, {"node": "a:b"}]},
        ]
        for body in bodies:
            response = await http.post("/v1/admin/roles", headers=admin, json=body)
            assert response.status_code == 400, body
        codes = [
            (await http.post("/v1/admin/roles", headers=admin, json=b)).json()["code"]
            for b in bodies[:4]
        ]
        assert codes == [
            "roles.invalid_slug",
            "roles.invalid_slug",
            "roles.invalid_name",
            "roles.invalid_scope",
        ]

    async def test_a_duplicate_slug_is_409(self, http: AsyncTestClient, admin: dict) -> None:
        body = {"slug": "mods", "name": "Mods"}
        assert (await http.post("/v1/admin/roles", headers=admin, json=body)).status_code == 201
        response = await http.post("/v1/admin/roles", headers=admin, json=body)
        assert response.status_code == 409
        assert response.json()["code"] == "roles.slug_taken"

    async def test_the_default_role_is_editable_but_not_deletable(
        self, http: AsyncTestClient, admin: dict, player: tuple
    ) -> None:
        roles = (await http.get("/v1/admin/roles", headers=admin)).json()["items"]
        (default,) = [r for r in roles if r["slug"] == "default"]
        url = f"/v1/admin/roles/{default['id']}"
        edited = await http.put(
            url,
            headers=admin,
            json={
                "slug": "default",
                "name": "Everyone",
                "isDefault": True,
                "grants": [{"node": "profile:read"}],
            },
        )
        self_view = await http.get("/v1/profile/self", headers=player[1])
        assert edited.status_code == 200
        assert self_view.json()["permissions"] == ["profile:read"]
        assert (await http.delete(url, headers=admin)).status_code == 409
        renamed = await http.put(
            url, headers=admin, json={"slug": "everyone", "name": "E", "isDefault": True}
        )
        assert renamed.status_code == 409

    async def test_deleting_a_role_removes_its_assignments(
        self, http: AsyncTestClient, admin: dict, player: tuple
    ) -> None:
        role = (
            await http.post("/v1/admin/roles", headers=admin, json={"slug": "temp", "name": "T"})
        ).json()["role"]
        await http.put(f"/v1/admin/users/{player[0]}/roles/{role['id']}", headers=admin, json={})
        assert (await http.delete(f"/v1/admin/roles/{role['id']}", headers=admin)).json() == {
            "removed": 1
        }
        assert (await http.get(f"/v1/admin/roles/{role['id']}", headers=admin)).status_code == 404
        listed = (await http.get(f"/v1/admin/users/{player[0]}/roles", headers=admin)).json()
        assert listed["items"] == []
