"""GET /v1/profile/self and GET/PATCH /v1/profile/settings."""

from __future__ import annotations

import uuid

from litestar.testing import AsyncTestClient

from application.identity.principal import OPERATOR
from application.permissions.grants import GrantChange
from tests.conftest import bearer, sign_in


class TestSelf:
    async def test_self_shows_name_permissions_and_presence(self, http: AsyncTestClient) -> None:
        user_id, token = await sign_in(http.core, uuid.uuid4(), "Alex")  # type: ignore[attr-defined]
        body = (await http.get("/v1/profile/self", headers=bearer(token))).json()
        assert body["userId"] == str(user_id)
        assert body["name"] == "Alex"
        assert {"profile:read", "totem:read", "social:friends.read"} <= set(body["permissions"])
        assert "admin:user:view" not in body["permissions"]
        # this very request marks the user as seen
        assert body["online"] is True
        assert body["status"]["state"] == "ONLINE"
        assert body["lastSeenAt"].endswith("Z")

    async def test_a_denied_node_disappears_from_self(self, http: AsyncTestClient) -> None:
        user_id, token = await sign_in(http.core)  # type: ignore[attr-defined]
        await http.core.permissions.grants.put(  # type: ignore[attr-defined]
            OPERATOR, user_id, GrantChange("totem:write", negated=True)
        )
        body = (await http.get("/v1/profile/self", headers=bearer(token))).json()
        assert "totem:write" not in body["permissions"]

    async def test_without_profile_read_self_is_403(self, http: AsyncTestClient) -> None:
        user_id, token = await sign_in(http.core)  # type: ignore[attr-defined]
        await http.core.permissions.grants.put(  # type: ignore[attr-defined]
            OPERATOR, user_id, GrantChange("profile:read", negated=True)
        )
        response = await http.get("/v1/profile/self", headers=bearer(token))
        assert response.status_code == 403
        assert response.json()["code"] == "permissions.denied"


class TestSettings:
    async def test_settings_start_with_friend_requests_allowed(self, http: AsyncTestClient) -> None:
        _, token = await sign_in(http.core)  # type: ignore[attr-defined]
        body = (await http.get("/v1/profile/settings", headers=bearer(token))).json()
        assert body["allowFriendRequests"] is True
        assert body["uiStyle"] is None

    async def test_patch_changes_only_what_is_given(self, http: AsyncTestClient) -> None:
        _, token = await sign_in(http.core)  # type: ignore[attr-defined]
        style = {"syncEnabled": True, "source": "dash", "payload": {"accent": "#ff0000"}}
        first = await http.patch(
            "/v1/profile/settings", headers=bearer(token), json={"uiStyle": style}
        )
        second = await http.patch(
            "/v1/profile/settings", headers=bearer(token), json={"allowFriendRequests": False}
        )
        read = (await http.get("/v1/profile/settings", headers=bearer(token))).json()
        assert first.status_code == second.status_code == 200
        assert read["uiStyle"] == style
        assert read["allowFriendRequests"] is False
        assert read["updatedAt"] >= first.json()["updatedAt"]

    async def test_null_clears_the_style(self, http: AsyncTestClient) -> None:
        _, token = await sign_in(http.core)  # type: ignore[attr-defined]
        await http.patch(
            "/v1/profile/settings", headers=bearer(token), json={"uiStyle": {"syncEnabled": False}}
        )
        response = await http.patch(
            "/v1/profile/settings", headers=bearer(token), json={"uiStyle": None}
        )
        assert response.json()["uiStyle"] is None

    async def test_oversized_deep_or_malformed_styles_are_400_and_change_nothing(
        self, http: AsyncTestClient
    ) -> None:
        _, token = await sign_in(http.core)  # type: ignore[attr-defined]
        deep: dict = {}
        cursor = deep
        for _ in range(10):
            cursor["x"] = {}
            cursor = cursor["x"]
        bad = [
            {"payload": {"blob": "x" * 17_000}},
            {"payload": deep},
            {"syncEnabled": "yes"},
            {"colour": "red"},
            ["not", "an", "object"],
        ]
        for style in bad:
            response = await http.patch(
                "/v1/profile/settings", headers=bearer(token), json={"uiStyle": style}
            )
            assert response.status_code == 400, style
            assert response.json()["errors"][0]["field"].startswith("uiStyle")
        read = (await http.get("/v1/profile/settings", headers=bearer(token))).json()
        assert read["uiStyle"] is None

    async def test_unknown_fields_are_refused(self, http: AsyncTestClient) -> None:
        _, token = await sign_in(http.core)  # type: ignore[attr-defined]
        response = await http.patch("/v1/profile/settings", headers=bearer(token), json={"nope": 1})
        assert response.status_code == 400


class TestOwnPresence:
    async def test_self_shows_the_state_the_user_chose_while_online(
        self, http: AsyncTestClient
    ) -> None:
        _, token = await sign_in(http.core)  # type: ignore[attr-defined]
        chosen = await http.put(
            "/v1/profile/presence", headers=bearer(token), json={"state": "BUSY"}
        )
        busy = (await http.get("/v1/profile/self", headers=bearer(token))).json()
        await http.put("/v1/profile/presence", headers=bearer(token), json={"state": "ONLINE"})
        automatic = (await http.get("/v1/profile/self", headers=bearer(token))).json()
        assert chosen.status_code == 200
        assert (busy["online"], busy["status"]["state"]) == (True, "BUSY")
        assert automatic["status"]["state"] == "ONLINE"
