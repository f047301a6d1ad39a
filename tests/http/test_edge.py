"""The edge through the HTTP API: domain claims, DNS automation, listings, directory,
gateways, routes and the admin lists."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable

import pytest
from litestar.testing import AsyncTestClient

from bootstrap.settings import Settings
from tests.conftest import SUPER_ADMIN, bearer, sign_in
from tests.support.connect_http import claimed, dash_user, server_headers
from tests.support.edge import (
    GATEWAY_HOST,
    PROVIDER_TOKEN,
    REGISTRATION_TOKEN,
    ZONE,
    ZONE_ID,
    EdgeFakes,
    edge_http,
)


@pytest.fixture
async def edge(
    database_url_for: Callable[[str], str], settings_for: Callable[..., Settings]
) -> AsyncIterator[tuple[AsyncTestClient, EdgeFakes]]:
    async with edge_http(database_url_for("sqlite"), settings_for) as running:
        yield running


async def network(http: AsyncTestClient, owner: dict[str, str]) -> str:
    created = await http.post("/v1/connect/networks", json={"name": "Net"}, headers=owner)
    assert created.status_code == 201
    return str(created.json()["network"]["networkId"])


async def test_claim_verify_and_reasons(edge: tuple[AsyncTestClient, EdgeFakes]) -> None:
    http, fakes = edge
    _, owner = await dash_user(http)
    net = await network(http, owner)
    created = await http.post(
        f"/v1/connect/networks/{net}/domains", json={"domain": "Play.Example."}, headers=owner
    )
    assert created.status_code == 201, created.text
    body = created.json()
    claim = body["domain"]
    assert claim["domain"] == "play.example" and claim["verified"] is False
    assert body["txt"] == {"name": "_svc.play.example", "value": f"svc-network={claim['token']}"}
    assert body["gateway"] == {
        "type": "CNAME", "name": "play.example", "value": GATEWAY_HOST, "autoManaged": False,
    }  # fmt: skip
    assert body["dns"] is None

    verify = f"/v1/connect/networks/{net}/domains/{claim['id']}/verify"
    missing = (await http.post(verify, headers=owner)).json()
    assert (missing["verified"], missing["reason"]) == (False, "nxdomain")
    fakes.resolver.names.add("_svc.play.example")
    assert (await http.post(verify, headers=owner)).json()["reason"] == "no_txt_record"
    fakes.resolver.set_txt("_svc.play.example", "svc-network=someone-else")
    assert (await http.post(verify, headers=owner)).json()["reason"] == "mismatch"
    fakes.resolver.fail("_svc.play.example")
    assert (await http.post(verify, headers=owner)).json()["reason"] == "timeout"
    fakes.resolver.unavailable.clear()
    fakes.resolver.set_txt("_svc.play.example", body["txt"]["value"])
    done = (await http.post(verify, headers=owner)).json()
    assert (done["verified"], done["reason"]) == (True, None)
    assert done["domain"]["verifiedAt"] and done["domain"]["lastCheck"]["outcome"] == "verified"

    again = await http.post(
        f"/v1/connect/networks/{net}/domains", json={"domain": "play.example"}, headers=owner
    )
    assert (again.status_code, again.json()["code"]) == (409, "edge.domain_already_claimed")
    _, other = await dash_user(http, "Other")
    other_net = await network(http, other)
    taken = await http.post(
        f"/v1/connect/networks/{other_net}/domains", json={"domain": "play.example"}, headers=other
    )
    assert (taken.status_code, taken.json()["code"]) == (409, "edge.domain_taken")
    hidden = await http.get(f"/v1/connect/networks/{net}/domains", headers=other)
    assert hidden.status_code == 404


@pytest.mark.parametrize(
    "raw",
    ["*.example.com", "127.0.0.1", "[::1]", "localhost", "a..b", "-a.example", "x" * 250 + ".com",
     "exa mple.com"],
)  # fmt: skip
async def test_bad_names_are_refused(edge: tuple[AsyncTestClient, EdgeFakes], raw: str) -> None:
    http, _ = edge
    _, owner = await dash_user(http)
    net = await network(http, owner)
    response = await http.post(
        f"/v1/connect/networks/{net}/domains", json={"domain": raw}, headers=owner
    )
    assert (response.status_code, response.json()["code"]) == (400, "edge.invalid_domain")


async def test_dns_automation_writes_records_and_hides_the_token(
    edge: tuple[AsyncTestClient, EdgeFakes],
) -> None:
    http, fakes = edge
    _, owner = await dash_user(http)
    net = await network(http, owner)
    early = await http.post(
        f"/v1/connect/networks/{net}/domains", json={"domain": "play.example"}, headers=owner
    )
    url = f"/v1/connect/networks/{net}/dns/provider"
    assert (await http.get(url, headers=owner)).json() == {"config": None}
    bad = await http.put(url, json={"apiToken": "nope", "zoneId": ZONE_ID}, headers=owner)
    assert (bad.status_code, bad.json()["code"]) == (400, "edge.dns_token_invalid")
    assert bad.json()["errors"][0]["field"] == "apiToken"
    zone = await http.put(url, json={"apiToken": PROVIDER_TOKEN, "zoneId": "zz"}, headers=owner)
    assert (zone.status_code, zone.json()["code"]) == (400, "edge.dns_zone_invalid")
    assert (await http.get(url, headers=owner)).json() == {"config": None}

    saved = await http.put(url, json={"apiToken": PROVIDER_TOKEN, "zoneId": ZONE_ID},
                           headers=owner)  # fmt: skip
    assert saved.status_code == 200, saved.text
    config = saved.json()["config"]
    assert (config["provider"], config["zoneName"], config["tokenStatus"]) == (
        "cloudflare", ZONE, "valid",
    )  # fmt: skip
    assert config["gatewayBaseDomain"] == "svc.example"
    assert saved.json()["dns"] == {"synced": True, "error": None}
    assert PROVIDER_TOKEN not in saved.text
    assert PROVIDER_TOKEN not in (await http.get(url, headers=owner)).text
    records = fakes.provider.zones[ZONE_ID].records
    token = early.json()["domain"]["token"]
    assert records[("_svc.play.example", "TXT")] == (f"svc-network={token}",)
    assert records[("play.example", "CNAME")] == (GATEWAY_HOST,)

    created = await http.post(
        f"/v1/connect/networks/{net}/domains", json={"domain": "eu.play.example"}, headers=owner
    )
    body = created.json()
    assert body["dns"] == {"synced": True, "error": None} and body["gateway"]["autoManaged"]
    assert records[("eu.play.example", "CNAME")] == (GATEWAY_HOST,)

    from application.edge.ports import DnsProviderError

    fakes.provider.failure = DnsProviderError("unavailable", "503 from the provider")
    failed = await http.post(
        f"/v1/connect/networks/{net}/domains", json={"domain": "us.play.example"}, headers=owner
    )
    assert failed.status_code == 201
    assert failed.json()["dns"] == {"synced": False, "error": "503 from the provider"}
    listed = (await http.get(f"/v1/connect/networks/{net}/domains", headers=owner)).json()
    assert "us.play.example" in [c["domain"] for c in listed["items"]]
    state = (await http.get(url, headers=owner)).json()["config"]
    assert state["tokenStatus"] == "unverified"

    removed = await http.delete(url, headers=owner)
    assert removed.json() == {"removed": True}
    assert (await http.delete(url, headers=owner)).json() == {"removed": False}


async def test_listing_directory_and_favorites(edge: tuple[AsyncTestClient, EdgeFakes]) -> None:
    http, fakes = edge
    _, owner = await dash_user(http)
    net = await network(http, owner)
    url = f"/v1/connect/networks/{net}/public-server"
    assert (await http.get(url, headers=owner)).json() == {"server": None}
    listing = {
        "address": "mc.play.example:25566",
        "displayName": "Play Example",
        "category": "survival",
        "tags": ["PvP", "economy"],
        "socialLinks": [{"kind": "discord", "url": "https://discord.example/abc"}],
    }
    bad = await http.put(url, json={**listing, "category": "nope"}, headers=owner)
    assert bad.status_code == 400
    too_many = await http.put(url, json={**listing, "tags": [f"t{i}" for i in range(11)]},
                              headers=owner)  # fmt: skip
    assert too_many.status_code == 400
    http_link = [{"kind": "website", "url": "http://insecure.example"}]
    assert (await http.put(url, json={**listing, "socialLinks": http_link},
                           headers=owner)).status_code == 400  # fmt: skip
    put = await http.put(url, json=listing, headers=owner)
    assert put.status_code == 200, put.text
    server = put.json()["server"]
    assert server["tags"] == ["pvp", "economy"] and server["ownershipState"] == "unverified"
    # Present but null while unverified (docs/decisions.md, "Directory, gateways and routes").
    assert "ownershipVerifiedAt" in server and server["ownershipVerifiedAt"] is None
    assert (server["discoveryState"], server["discoverySource"]) == ("pending", "manual")
    assert server["favorite"] is False and server["favoriteCount"] == 0

    created = (await http.post(f"/v1/connect/networks/{net}/domains",
                               json={"domain": "play.example"}, headers=owner)).json()  # fmt: skip
    fakes.resolver.set_txt("_svc.play.example", created["txt"]["value"])
    await http.post(
        f"/v1/connect/networks/{net}/domains/{created['domain']['id']}/verify", headers=owner
    )
    owned = (await http.get(url, headers=owner)).json()["server"]
    assert owned["ownershipState"] == "verified" and owned["ownershipVerifiedAt"]

    page = (await http.get("/v1/public/servers")).json()
    assert [s["id"] for s in page["items"]] == [server["id"]] and page["nextCursor"] is None
    assert (await http.get("/v1/public/servers", params={"q": "PVP"})).json()["items"]
    assert not (await http.get("/v1/public/servers", params={"q": "creative"})).json()["items"]
    by_category = await http.get("/v1/public/servers", params={"category": "creative"})
    assert by_category.json()["items"] == []
    assert (await http.get("/v1/public/servers", params={"cursor": "zz"})).status_code == 400
    assert (await http.get("/v1/public/servers", params={"limit": 0})).status_code == 400

    _, fan = await dash_user(http, "Fan")
    fav = f"/v1/connect/listings/{server['id']}/favorite"
    assert (await http.put(fav, headers=fan)).json() == {"favorite": True, "favoriteCount": 1}
    assert (await http.put(fav, headers=fan)).json() == {"favorite": True, "favoriteCount": 1}
    mine = (await http.get("/v1/connect/listings/favorites", headers=fan)).json()["items"]
    assert [m["id"] for m in mine] == [server["id"]] and mine[0]["favorite"] is True
    assert (await http.get(url, headers=owner)).json()["server"]["favorite"] is False
    assert (await http.delete(fav, headers=fan)).json() == {"favorite": False, "favoriteCount": 0}

    host = await claimed(http, owner)
    patched = await http.patch(f"/v1/connect/servers/{host['serverId']}",
                               json={"networkId": net}, headers=owner)  # fmt: skip
    assert patched.status_code == 200, patched.text
    reported = await http.post(
        f"/v1/connect/servers/{host['serverId']}/public-status",
        json={"motd": "Hello", "playerCount": 12, "playerCapacity": 100, "pingMs": 5},
        headers=server_headers(host),
    )
    assert reported.status_code == 200, reported.text
    live = reported.json()["server"]
    assert (live["discoveryState"], live["playerCount"]) == ("online", 12)

    assert (await http.delete(url, headers=owner)).json() == {"ok": True}
    assert (await http.get("/v1/public/servers")).json()["items"] == []


async def test_gateways_routes_and_admin(edge: tuple[AsyncTestClient, EdgeFakes]) -> None:
    http, fakes = edge
    gateway = {"name": "eu-1", "publicIp": "203.0.113.7", "region": "eu-west", "version": "1.2.0"}
    refused = await http.post("/v1/connect/gateways/register", json=gateway,
                              headers=bearer("wrong"))  # fmt: skip
    assert (refused.status_code, refused.json()["code"]) == (401, "edge.invalid_registration_token")
    registered = await http.post("/v1/connect/gateways/register", json=gateway,
                                 headers=bearer(REGISTRATION_TOKEN))  # fmt: skip
    assert registered.status_code == 201, registered.text
    g = registered.json()
    beat = await http.post(
        f"/v1/connect/gateways/{g['gatewayId']}/heartbeat",
        json={"publicIp": "203.0.113.8", "region": "eu-west", "load": 0.25, "version": "1.2.1"},
        headers=bearer(g["gatewaySecret"]),
    )
    assert beat.status_code == 200, beat.text
    assert beat.json()["gateway"]["publicIp"] == "203.0.113.8"
    wrong = await http.post(
        f"/v1/connect/gateways/{g['gatewayId']}/heartbeat",
        json={"publicIp": "203.0.113.8", "region": "eu-west", "version": "1"},
        headers=bearer("not-the-secret"),
    )
    assert wrong.status_code == 401
    shared = fakes.provider.zones["gw-zone"].records
    assert shared[(GATEWAY_HOST, "A")] == ("203.0.113.8",)
    assert shared[(f"{g['gatewayId']}.svc.example", "A")] == ("203.0.113.8",)

    owner_id, owner = await dash_user(http)
    net = await network(http, owner)
    server = await claimed(http, owner)
    await http.patch(f"/v1/connect/servers/{server['serverId']}", json={"networkId": net},
                     headers=owner)  # fmt: skip
    targets = (await http.get(f"/v1/connect/servers/{server['serverId']}/gateways",
                              headers=server_headers(server))).json()  # fmt: skip
    assert [t["gatewayId"] for t in targets["items"]] == [g["gatewayId"]]
    assert targets["routeHost"] == f"{server['serverId']}.connect.gateway"

    await http.put(f"/v1/connect/networks/{net}/dns/provider",
                   json={"apiToken": PROVIDER_TOKEN, "zoneId": ZONE_ID}, headers=owner)  # fmt: skip
    claim = (await http.post(f"/v1/connect/networks/{net}/domains",
                             json={"domain": "play.example"}, headers=owner)).json()  # fmt: skip
    fakes.resolver.set_txt("_svc.play.example", claim["txt"]["value"])
    await http.post(f"/v1/connect/networks/{net}/domains/{claim['domain']['id']}/verify",
                    headers=owner)  # fmt: skip
    route = await http.put(f"/v1/connect/servers/{server['serverId']}/gateway-route", json={},
                           headers=server_headers(server))  # fmt: skip
    assert route.status_code == 200, route.text
    assert route.json()["route"]["routeHost"] == "play.example"
    assert route.json()["dns"] == {"synced": True, "error": None}
    assert fakes.provider.zones[ZONE_ID].records[("play.example", "A")] == ("203.0.113.8",)
    foreign = await http.put(f"/v1/connect/servers/{server['serverId']}/gateway-route",
                             json={"routeHost": "elsewhere.example"},
                             headers=server_headers(server))  # fmt: skip
    assert foreign.status_code == 400

    _, admin = await sign_in(http.core, SUPER_ADMIN, "Admin")  # type: ignore[attr-defined]
    admin_h = bearer(admin)
    assert (await http.get("/v1/admin/connect/gateways", headers=owner)).status_code == 403
    listed = (await http.get("/v1/admin/connect/gateways", headers=admin_h)).json()["items"]
    assert listed[0]["id"] == g["gatewayId"] and listed[0]["stale"] is False
    drained = await http.patch(f"/v1/admin/connect/gateways/{g['gatewayId']}",
                               json={"state": "draining"}, headers=admin_h)  # fmt: skip
    assert drained.json()["state"] == "draining"
    none = (await http.get(f"/v1/connect/servers/{server['serverId']}/gateways",
                           headers=server_headers(server))).json()  # fmt: skip
    assert none["items"] == [] and none["routeHost"] == "play.example"
    assert fakes.provider.zones[ZONE_ID].records.get(("play.example", "A")) is None
    routes = (await http.get("/v1/admin/connect/gateway-routes", headers=admin_h)).json()
    assert [r["serverId"] for r in routes["items"]] == [server["serverId"]]

    networks = (await http.get("/v1/admin/connect/networks", headers=admin_h,
                               params={"search": "ne"})).json()  # fmt: skip
    assert net in [n["networkId"] for n in networks["items"]]
    servers = (await http.get("/v1/admin/connect/servers", headers=admin_h,
                              params={"ownerId": str(owner_id)})).json()  # fmt: skip
    assert [s["serverId"] for s in servers["items"]] == [server["serverId"]]
    await claimed(http, owner, "Second")
    one = (await http.get("/v1/admin/connect/servers", headers=admin_h,
                          params={"limit": 1})).json()  # fmt: skip
    assert len(one["items"]) == 1 and one["nextCursor"] == one["items"][0]["id"]
    new_owner, _ = await dash_user(http, "Heir")
    moved = await http.post(f"/v1/admin/connect/networks/{net}/transfer",
                            json={"ownerId": str(new_owner)}, headers=admin_h)  # fmt: skip
    assert moved.json()["network"]["ownerId"] == str(new_owner)
    revoked = await http.post(f"/v1/admin/connect/servers/{server['serverId']}/revoke-secret",
                              headers=admin_h)  # fmt: skip
    assert revoked.json() == {"revoked": True}
    dead = await http.get(f"/v1/connect/servers/{server['serverId']}/gateways",
                          headers=server_headers(server))  # fmt: skip
    assert dead.status_code == 401
    audit = (await http.get("/v1/admin/connect/audit", headers=admin_h)).json()["items"]
    assert [a["action"] for a in audit] == [
        "server.revoke_secret", "network.transfer", "gateway.update",
    ]  # fmt: skip
