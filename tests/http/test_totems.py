"""Personal totems, the files, game options, public profiles, shares, catalogs and parts
through the real app (SQLite, files under the test's data directory)."""

from __future__ import annotations

import base64
import json
import uuid
from typing import Any

from litestar.testing import AsyncTestClient

from application.identity.principal import OPERATOR
from application.permissions.grants import GrantChange
from bootstrap.core import Core
from domain.catalog.parts import PNG_SIGNATURE
from tests.conftest import SUPER_ADMIN, bearer, sign_in
from tests.support.totems import data_of, model

TOTEM = "/v1/profile/personal-totem"
LEGACY = "/v1/api/profile/personal-totem"


def core_of(http: AsyncTestClient) -> Core:
    return http.core  # type: ignore[attr-defined, no-any-return]


async def user(http: AsyncTestClient, name: str = "Player") -> tuple[uuid.UUID, dict[str, str]]:
    user_id, token = await sign_in(core_of(http), uuid.uuid4(), name)
    return user_id, bearer(token)


class TestPersonalTotem:
    async def test_upload_then_read_it_back_on_both_prefixes(self, http: AsyncTestClient) -> None:
        _, auth = await user(http, "Alex")
        body = {
            "data": data_of(model(1)),
            "fileName": "Golden",
            "rating": {"content": "sfw", "age": 16},
            "author": {"name": "Blockbench Bob", "description": "made it"},
        }
        posted = await http.post(TOTEM, json=body, headers=auth)
        assert posted.status_code == 200, posted.text
        out = posted.json()
        model_id = out["itemModelId"]
        assert out["created"] is True and out["fileName"] == "Golden"
        assert out["itemModelRating"] == {"content": "sfw", "age": 16}
        assert out["itemModelAuthor"]["name"] == "Blockbench Bob"
        assert out["itemModelUrl"] == f"{core_of(http).settings.cdn}/{model_id}.json"
        for prefix in (TOTEM, LEGACY):
            active = (await http.get(prefix, headers=auth)).json()
            assert active["itemModelId"] == model_id and "itemModel" not in active
            inlined = (await http.get(f"{prefix}?includeModel=true", headers=auth)).json()
            assert inlined["itemModel"] == model(1) and "itemModelUrl" not in inlined
            assert (await http.get(f"{prefix}/model/{model_id}", headers=auth)).status_code == 200
            history = (await http.get(f"{prefix}/history", headers=auth)).json()
            assert [i["itemModelId"] for i in history["items"]] == [model_id]
            gallery = (await http.get(f"{prefix}/gallery", headers=auth)).json()
            assert gallery["items"][0]["active"] is True
            assert gallery["items"][0]["rating"] == {"content": "sfw", "age": 16}
            assert gallery["nextCursor"] is None
        file = await http.get(f"/cdn/{model_id}.json")
        assert file.status_code == 200 and json.loads(file.content) == model(1)
        assert file.headers["cache-control"] == "public, max-age=31536000, immutable"
        again = await http.get(
            f"/cdn/{model_id}.json", headers={"If-None-Match": file.headers["etag"]}
        )
        assert again.status_code == 304

    async def test_bad_posts_are_400_and_store_nothing(self, http: AsyncTestClient) -> None:
        _, auth = await user(http)
        made = (await http.post(TOTEM, json={"data": data_of(model(1))}, headers=auth)).json()
        for body in (
            {},
            {"data": data_of(model(2)), "itemModelId": made["itemModelId"]},
            {"data": {"format": "json", "data": "%%%not base64"}},
            {"data": {"format": "obj", "data": data_of(model(2))["data"]}},
            {"data": {"format": "json", "data": base64.b64encode(b"{oops").decode()}},
            {"data": data_of(model(2)), "rating": {"content": "sfw", "age": 17}},
            {"data": data_of(model(2)), "surprise": True},
            {"itemModelId": "not-an-id"},
        ):
            response = await http.post(TOTEM, json=body, headers=auth)
            assert response.status_code == 400, (body, response.text)
            assert response.headers["content-type"].startswith("application/problem+json")
        gallery = (await http.get(f"{TOTEM}/gallery", headers=auth)).json()
        assert [i["itemModelId"] for i in gallery["items"]] == [made["itemModelId"]]

    async def test_an_oversize_body_is_413(self, http: AsyncTestClient) -> None:
        _, auth = await user(http)
        huge = {"data": {"format": "json", "data": "A" * (4 * 1024 * 1024)}}
        response = await http.post(TOTEM, json=huge, headers=auth)
        assert response.status_code == 413
        big_model = model(1, credit="x" * (2 * 1024 * 1024))
        response = await http.post(TOTEM, json={"data": data_of(big_model)}, headers=auth)
        assert response.status_code == 400
        assert response.json()["code"] == "totem.model_too_large"

    async def test_another_users_model_is_404_unless_active(self, http: AsyncTestClient) -> None:
        _, alex = await user(http)
        _, blair = await user(http)
        made = (await http.post(TOTEM, json={"data": data_of(model(1))}, headers=alex)).json()
        path = f"{TOTEM}/model/{made['itemModelId']}"
        assert (await http.get(path, headers=blair)).status_code == 404
        chosen = await http.post(TOTEM, json={"itemModelId": made["itemModelId"]}, headers=blair)
        assert chosen.json()["created"] is False
        assert (await http.get(path, headers=blair)).status_code == 200

    async def test_without_totem_write_uploads_are_403(self, http: AsyncTestClient) -> None:
        user_id, auth = await user(http)
        grants = core_of(http).permissions.grants
        await grants.put(OPERATOR, user_id, GrantChange("totem:write", negated=True))
        response = await http.post(TOTEM, json={"data": data_of(model(1))}, headers=auth)
        assert response.status_code == 403

    async def test_the_mirror_is_deprecated_in_the_openapi_document(
        self, http: AsyncTestClient
    ) -> None:
        paths = (await http.get("/schema/openapi.json")).json()["paths"]
        assert paths[LEGACY]["post"]["deprecated"] is True
        assert paths[f"{LEGACY}/gallery"]["get"]["deprecated"] is True
        assert not paths[TOTEM]["post"].get("deprecated")

    async def test_unknown_files_are_404(self, http: AsyncTestClient) -> None:
        for path in ("/cdn/" + "a" * 24 + ".json", "/cdn/..%2Fsvc.db", "/cdn/skin-parts/x.png"):
            assert (await http.get(path)).status_code == 404


class TestGameOptions:
    async def test_revisions_etag_and_if_match(self, http: AsyncTestClient) -> None:
        _, auth = await user(http)
        path = "/v1/profile/game-options"
        empty = await http.get(path, headers=auth)
        assert empty.json() == {"options": {}, "revision": 0}
        assert empty.headers["etag"] == '"0"'
        put = await http.put(path, json={"options": {"fov": 90}}, headers=auth)
        assert put.status_code == 200 and put.json()["revision"] == 1
        assert put.headers["etag"] == '"1"' and put.json()["updatedAt"].endswith("Z")
        stale = await http.put(path, json={"options": {}}, headers={**auth, "If-Match": '"0"'})
        assert stale.status_code == 412 and stale.json()["code"] == "precondition_failed"
        fresh = await http.put(
            path, json={"options": {"fov": 70}}, headers={**auth, "If-Match": '"1"'}
        )
        assert fresh.status_code == 200 and fresh.json()["revision"] == 2
        assert (await http.get(path, headers=auth)).json()["options"] == {"fov": 70}

    async def test_deep_or_large_documents_are_refused(self, http: AsyncTestClient) -> None:
        _, auth = await user(http)
        path = "/v1/profile/game-options"
        deep = '{"options": ' + '{"a": ' * 1000 + "1" + "}" * 1000 + "}"
        response = await http.put(
            path, content=deep, headers={**auth, "Content-Type": "application/json"}
        )
        assert response.status_code == 400
        nine = {"options": {"a": {"b": {"c": {"d": {"e": {"f": {"g": {"h": {"i": 1}}}}}}}}}}
        assert (await http.put(path, json=nine, headers=auth)).status_code == 400
        large = {"options": {"a": "x" * 20_000}}
        assert (await http.put(path, json=large, headers=auth)).status_code == 400
        huge = {"options": {"a": "x" * 100_000}}
        assert (await http.put(path, json=huge, headers=auth)).status_code == 413


class TestPublicProfilesAndShares:
    async def test_a_public_profile_by_name_or_id(self, http: AsyncTestClient) -> None:
        user_id, auth = await user(http, "PublicPat")
        await http.post(TOTEM, json={"data": data_of(model(1))}, headers=auth)
        for identifier in ("publicpat", str(user_id)):
            body = (await http.get(f"/v1/public/users/{identifier}")).json()
            assert body["id"] == str(user_id) and body["name"] == "PublicPat"
            assert body["online"] is True and body["status"] == {
                "state": "ONLINE",
                "timestamp": None,
            }
            assert body["activeTotem"]["itemModelUrl"].endswith(".json")
        assert (await http.get("/v1/public/users/nobody-here")).status_code == 404

    async def test_share_resolve_revoke_and_the_cap(self, http: AsyncTestClient) -> None:
        user_id, auth = await user(http, "Sharer")
        created = await http.post("/v1/profile/shares", json={"label": "wiki"}, headers=auth)
        assert created.status_code == 201
        share = created.json()["share"]
        assert share["state"] == "active" and share["url"].endswith(share["code"])
        resolved = await http.get(f"/v1/public/profile-shares/{share['code']}")
        assert resolved.status_code == 200
        assert resolved.json()["profile"]["id"] == str(user_id)
        assert resolved.json()["label"] == "wiki"
        revoked = await http.delete(f"/v1/profile/shares/{share['id']}", headers=auth)
        assert revoked.json()["share"]["state"] == "revoked"
        gone = await http.get(f"/v1/public/profile-shares/{share['code']}")
        assert gone.status_code == 410 and gone.json()["code"] == "profile_shares.gone"
        assert (await http.get("/v1/public/profile-shares/unknown")).status_code == 404
        grants = core_of(http).permissions.grants
        await grants.put(OPERATOR, user_id, GrantChange("profile-share.max", value=_count(1)))
        assert (await http.post("/v1/profile/shares", json={}, headers=auth)).status_code == 201
        capped = await http.post("/v1/profile/shares", json={}, headers=auth)
        assert capped.status_code == 409 and capped.json()["code"] == "profile_shares.limit_reached"
        assert "1" in capped.json()["detail"]
        mine = (await http.get("/v1/profile/shares", headers=auth)).json()
        assert [s["state"] for s in mine["items"]] == ["active", "revoked"]
        assert (await http.get("/v1/admin/profile-shares", headers=auth)).status_code == 403
        _, admin_token = await sign_in(core_of(http), SUPER_ADMIN, "Admin")
        listed = await http.get(
            f"/v1/admin/profile-shares?userId={user_id}", headers=bearer(admin_token)
        )
        assert len(listed.json()["items"]) == 2 and listed.json()["items"][0]["userId"] == str(
            user_id
        )


def _count(value: int) -> Any:
    from domain.permissions.quantity import parse_quantity

    return parse_quantity(value, "count")


class TestCatalogs:
    async def test_crud_and_draws(self, http: AsyncTestClient) -> None:
        _, admin_token = await sign_in(core_of(http), SUPER_ADMIN, "Admin")
        admin = bearer(admin_token)
        _, someone = await user(http)
        body = {
            "slug": "heads",
            "kind": "head",
            "items": [
                {"asset": "https://cdn.example/a.png"},
                {"asset": {"texture": "b"}, "weight": 3},
                {"asset": "https://cdn.example/s.png", "scope": "server", "scopeId": "s1"},
                {"asset": "https://cdn.example/off.png", "enabled": False},
            ],
        }
        assert (await http.post("/v1/catalogs", json=body, headers=someone)).status_code == 403
        created = await http.post("/v1/catalogs", json=body, headers=admin)
        assert created.status_code == 201, created.text
        catalog_id = created.json()["catalog"]["id"]
        assert created.json()["catalog"]["itemCount"] == 4
        assert (await http.post("/v1/catalogs", json=body, headers=admin)).status_code == 409
        drawn = await http.get("/v1/public/catalogs/heads/random?scope=server&scopeId=s1")
        assert drawn.status_code == 200 and drawn.json()["url"] == "https://cdn.example/s.png"
        assert "no-store" in drawn.headers["cache-control"]
        seen = set()
        for _ in range(60):
            answer = (await http.get("/v1/head/random?scope=server&scopeId=other")).json()
            seen.add(json.dumps(answer["asset"]))
        assert seen == {'"https://cdn.example/a.png"', '{"texture": "b"}'}
        assert (await http.get("/v1/banner/random")).status_code == 404
        assert (await http.get("/v1/public/catalogs/missing/random")).status_code == 404
        assert (await http.get("/v1/public/catalogs/heads/random?scopeId=x")).status_code == 400
        changed = await http.put(
            f"/v1/catalogs/{catalog_id}", json={"kind": "banner", "items": []}, headers=admin
        )
        assert changed.status_code == 200 and changed.json()["items"] == []
        assert (await http.get("/v1/public/catalogs/heads/random")).status_code == 404
        assert (await http.delete(f"/v1/catalogs/{catalog_id}", headers=admin)).status_code == 200
        assert (await http.get(f"/v1/catalogs/{catalog_id}", headers=admin)).status_code == 404

    async def test_skin_builder_parts(self, http: AsyncTestClient) -> None:
        _, admin_token = await sign_in(core_of(http), SUPER_ADMIN, "Admin")
        admin = bearer(admin_token)
        image = base64.b64encode(PNG_SIGNATURE + b"\0" * 16).decode()
        body = {"category": "hats", "name": "Top hat", "data": {"format": "png", "data": image}}
        posted = await http.post("/v1/admin/skin-builder/parts", json=body, headers=admin)
        assert posted.status_code == 201, posted.text
        part = posted.json()["part"]
        listed = (await http.get("/v1/public/skin-builder/parts?category=hats")).json()
        assert [p["id"] for p in listed["items"]] == [part["id"]]
        file = await http.get(f"/cdn/skin-parts/{part['id']}.png")
        assert file.status_code == 200 and file.content.startswith(PNG_SIGNATURE)
        assert file.headers["content-type"] == "image/png"
        _, someone = await user(http)
        path = f"/v1/admin/skin-builder/parts/{part['id']}"
        assert (await http.delete(path, headers=someone)).status_code == 403
        assert (await http.delete(path, headers=admin)).status_code == 200
        assert (await http.get(f"/cdn/skin-parts/{part['id']}.png")).status_code == 404
