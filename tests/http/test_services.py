"""/v1/services, DNS proof of allowed domains (a real DNS server on 127.0.0.1), consent,
service tokens, CORS and rate limits, through the real app."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable, Iterator
from typing import Any
from urllib.parse import parse_qs, urlsplit

import pytest
from litestar.testing import AsyncTestClient

from application.identity.principal import OPERATOR
from application.permissions.grants import GrantChange
from bootstrap.core import build_core
from bootstrap.settings import Settings
from entrypoints.http.app import create_app
from tests.conftest import SUPER_ADMIN, bearer, sign_in
from tests.support.dns_server import TxtZone, txt_server

CALLBACK = "https://app.example/cb"


@pytest.fixture
def dns() -> Iterator[tuple[TxtZone, int]]:
    with txt_server() as running:
        yield running


@pytest.fixture
async def http(
    dns: tuple[TxtZone, int],
    database_url_for: Callable[[str], str],
    settings_for: Callable[..., Settings],
) -> AsyncIterator[AsyncTestClient]:
    settings = settings_for(
        database_url_for("sqlite"),
        dns_nameservers=(f"127.0.0.1:{dns[1]}",),
        service_redirect_schemes=frozenset({"com.example.app"}),
        dash_url="https://dash.example",
        rate_limit_scale=0,
    )
    async with (
        await build_core(settings) as core,
        AsyncTestClient(app=create_app(core=core)) as client,
    ):
        client.core = core  # type: ignore[attr-defined]
        yield client


def new_service(**changes: object) -> dict:
    return {
        "slug": "companion",
        "name": "Companion",
        "description": "Shows your totems",
        "redirectUrls": [CALLBACK, "com.example.app:/auth"],
        "allowedDomains": ["app.example"],
        "permissions": ["profile:read", "totem:read"],
        **changes,
    }


async def create(http: AsyncTestClient, token: str, **changes: object) -> dict:
    response = await http.post("/v1/services", json=new_service(**changes), headers=bearer(token))
    assert response.status_code == 201, response.text
    return response.json()["service"]


async def test_a_service_is_registered_read_listed_replaced_and_deleted(
    http: AsyncTestClient,
) -> None:
    owner, token = await sign_in(http.core)  # type: ignore[attr-defined]
    created = await create(http, token)
    assert created["ownerId"] == str(owner)
    assert created["verificationLevel"] == "none" and created["verified"] is False
    domain = created["allowedDomains"][0]
    assert domain["txt"]["name"] == "_svc-service.app.example"
    assert domain["txt"]["value"].startswith("svc-service=")

    by_slug = await http.get("/v1/services/companion", headers=bearer(token))
    listed = await http.get("/v1/services", headers=bearer(token))
    replaced = await http.put(
        f"/v1/services/{created['id']}",
        json=new_service(name="Companion 2", allowedDomains=["app.example", "two.example"]),
        headers=bearer(token),
    )
    assert by_slug.json()["service"]["id"] == created["id"]
    assert [s["id"] for s in listed.json()["items"]] == [created["id"]]
    assert replaced.json()["service"]["name"] == "Companion 2"
    kept = replaced.json()["service"]["allowedDomains"][0]
    assert kept["txt"] == domain["txt"]  # a kept domain keeps its token
    deleted = await http.delete(f"/v1/services/{created['id']}", headers=bearer(token))
    assert deleted.json() == {"removed": 1}
    gone = await http.get(f"/v1/services/{created['id']}", headers=bearer(token))
    assert gone.status_code == 404


@pytest.mark.parametrize(
    "bad",
    [
        {"slug": "Not A Slug"},
        {"redirectUrls": ["javascript:alert(1)"]},
        {"redirectUrls": ["http://app.example/cb"]},  # plain http off loopback
        {"redirectUrls": ["otherapp:/cb"]},  # scheme not whitelisted
        {"redirectUrls": ["https://user@app.example/cb"]},
        {"allowedDomains": ["not a domain"]},
        {"allowedDomains": ["localhost"]},
        {"permissions": ["admin:*"]},
    ],
)
async def test_bad_services_are_400(http: AsyncTestClient, bad: dict) -> None:
    _, token = await sign_in(http.core)  # type: ignore[attr-defined]
    response = await http.post("/v1/services", json=new_service(**bad), headers=bearer(token))
    assert response.status_code == 400, response.text


async def test_slugs_are_unique(http: AsyncTestClient) -> None:
    _, token = await sign_in(http.core)  # type: ignore[attr-defined]
    await create(http, token)
    again = await http.post("/v1/services", json=new_service(), headers=bearer(token))
    assert again.status_code == 409 and again.json()["code"] == "services.slug_taken"


async def test_only_the_owner_or_a_super_admin_may_change_or_delete(http: AsyncTestClient) -> None:
    core = http.core  # type: ignore[attr-defined]
    _, owner = await sign_in(core)
    _, stranger = await sign_in(core)
    _, admin = await sign_in(core, SUPER_ADMIN, "Root")
    created = await create(http, owner)
    path = f"/v1/services/{created['id']}"

    seen = await http.get(path, headers=bearer(stranger))
    assert seen.status_code == 200 and "txt" not in seen.json()["service"]["allowedDomains"][0]
    assert (await http.put(path, json=new_service(), headers=bearer(stranger))).status_code == 403
    assert (await http.delete(path, headers=bearer(stranger))).status_code == 403
    assert (await http.get("/v1/services", headers=bearer(stranger))).json()["items"] == []
    official = await http.put(path, json=new_service(official=True), headers=bearer(owner))
    assert official.status_code == 403
    made = await http.put(path, json=new_service(official=True), headers=bearer(admin))
    assert made.json()["service"]["verificationLevel"] == "official"
    assert (await http.delete(path, headers=bearer(admin))).status_code == 200


async def test_a_domain_is_verified_by_its_txt_record_and_then_allowed_by_cors(
    http: AsyncTestClient, dns: tuple[TxtZone, int]
) -> None:
    zone, _ = dns
    _, token = await sign_in(http.core)  # type: ignore[attr-defined]
    created = await create(http, token)
    verify = f"/v1/services/{created['id']}/domains/app.example/verify"
    preflight = {"Origin": "https://app.example", "Access-Control-Request-Method": "POST"}

    missing = await http.post(verify, headers=bearer(token))
    assert missing.status_code == 409 and missing.json()["code"] == "services.domain_not_verified"
    assert (
        "access-control-allow-origin"
        not in (await http.options("/v1/profile/self", headers=preflight)).headers
    )
    zone.records["_svc-service.app.example"] = ["unrelated", "svc-service=wrong"]
    assert (await http.post(verify, headers=bearer(token))).status_code == 409
    zone.records["_svc-service.app.example"].append(created["allowedDomains"][0]["txt"]["value"])
    proven = await http.post(verify, headers=bearer(token))

    assert proven.status_code == 200, proven.text
    service = proven.json()["service"]
    assert service["verified"] is True and service["verificationLevel"] == "domain"
    assert service["allowedDomains"][0]["verifiedAt"]
    answer = await http.options("/v1/profile/self", headers=preflight)
    assert answer.status_code == 204
    assert answer.headers["access-control-allow-origin"] == "https://app.example"
    allowed = answer.headers["access-control-allow-headers"].lower()
    for header in ("authorization", "traceparent", "tracestate", "x-svc-user-agent"):
        assert header in allowed
    assert "access-control-allow-credentials" not in answer.headers
    simple = await http.get("/health", headers={"Origin": "https://eu.app.example"})
    assert simple.headers["access-control-allow-origin"] == "https://eu.app.example"
    other = await http.get("/health", headers={"Origin": "https://evil.example"})
    assert "access-control-allow-origin" not in other.headers
    unlisted = await http.post(
        f"/v1/services/{created['id']}/domains/other.example/verify", headers=bearer(token)
    )
    assert unlisted.status_code == 404


async def test_the_dash_origin_may_send_credentials(http: AsyncTestClient) -> None:
    answer = await http.options(
        "/v1/profile/self",
        headers={"Origin": "https://dash.example", "Access-Control-Request-Method": "GET"},
    )
    assert answer.headers["access-control-allow-origin"] == "https://dash.example"
    assert answer.headers["access-control-allow-credentials"] == "true"


async def test_a_service_token_carries_the_consented_permissions(http: AsyncTestClient) -> None:
    core = http.core  # type: ignore[attr-defined]
    user_id, token = await sign_in(core)
    await create(http, token)

    issued = await http.post(
        "/v1/auth/service/token",
        json={"service": "companion", "redirect": CALLBACK},
        headers=bearer(token),
    )

    assert issued.status_code == 200, issued.text
    body = issued.json()
    assert body["expiresIn"] == 2592000 and body["user"] == {"id": str(user_id)}
    assert body["permissions"] == ["profile:read", "totem:read"]
    assert body["service"]["slug"] == "companion" and body["service"]["verified"] is False
    target = urlsplit(body["redirectUrl"])
    assert body["redirectUrl"].startswith(CALLBACK + "#")
    assert parse_qs(target.fragment)["service"] == ["companion"]
    assert parse_qs(target.fragment)["authToken"] == [body["accessToken"]]
    verified = await http.get("/v1/auth/verify", headers=bearer(body["accessToken"]))
    assert verified.status_code == 200
    assert verified.json()["claims"]["sub"] == str(user_id)
    assert verified.json()["claims"]["typ"] == "service"
    assert verified.json()["claims"]["service"] == "companion"
    async with core.uow() as uow:
        consent = await uow.consents.get(user_id, body["service"]["id"])
    assert consent is not None and consent.permissions == ("profile:read", "totem:read")
    me = await http.get("/v1/profile/self", headers=bearer(body["accessToken"]))
    assert me.status_code == 200  # profile:read was consented
    minted = await http.post(
        "/v1/auth/service/token",
        json={"service": "companion", "redirect": CALLBACK},
        headers=bearer(body["accessToken"]),
    )
    assert minted.status_code == 403  # a service token cannot mint service tokens


async def test_service_verify_gates_no_verification(http: AsyncTestClient) -> None:
    """docs/decisions.md, "service:verify is registered and gates nothing": docs/api.md rule 5
    lets verification accept service tokens with no condition, so a user's negated
    service:verify does not stop the service reading the token's claims; the node is in the
    catalogue for grants and roles."""
    core = http.core  # type: ignore[attr-defined]
    user_id, token = await sign_in(core)
    await create(http, token)
    await core.permissions.grants.put(
        OPERATOR, user_id, GrantChange("service:verify", negated=True)
    )
    service_token = (
        await http.post(
            "/v1/auth/service/token",
            json={"service": "companion", "redirect": CALLBACK},
            headers=bearer(token),
        )
    ).json()["accessToken"]
    verified = await http.get("/v1/auth/verify", headers=bearer(service_token))
    assert verified.status_code == 200 and verified.json()["claims"]["typ"] == "service"
    _, root = await sign_in(core, SUPER_ADMIN, "Root")
    nodes = (await http.get("/v1/admin/permissions", headers=bearer(root))).json()["items"]
    assert "service:verify" in [n["node"] for n in nodes]


async def test_deleting_a_service_revokes_its_tokens(http: AsyncTestClient) -> None:
    _, token = await sign_in(http.core)  # type: ignore[attr-defined]
    created = await create(http, token)
    service_token = (
        await http.post(
            "/v1/auth/service/token",
            json={"service": "companion", "redirect": CALLBACK},
            headers=bearer(token),
        )
    ).json()["accessToken"]
    await http.delete(f"/v1/services/{created['id']}", headers=bearer(token))
    assert (await http.get("/v1/auth/verify", headers=bearer(service_token))).status_code == 401


@pytest.mark.parametrize(
    ("query", "status"),
    [
        ({}, 400),
        ({"service": "nope", "redirect": CALLBACK}, 404),
        ({"service": "companion"}, 400),
        ({"service": "companion", "redirect": "https://evil.example/cb"}, 400),
        ({"service": "companion", "redirect": "javascript:alert(1)"}, 400),
        ({"service": "companion", "redirect": CALLBACK + "/../x"}, 400),
    ],
)
async def test_service_exchange_errors_are_html_pages(
    http: AsyncTestClient, query: dict, status: int
) -> None:
    _, token = await sign_in(http.core)  # type: ignore[attr-defined]
    await create(http, token)
    response = await http.get("/v1/auth/service/exchange", params=query)
    assert response.status_code == status
    assert response.headers["content-type"].startswith("text/html")
    assert "location" not in response.headers


async def test_signed_in_users_go_to_the_dash_consent_screen(http: AsyncTestClient) -> None:
    _, token = await sign_in(http.core)  # type: ignore[attr-defined]
    await create(http, token)
    http.cookies.set("svc_token", token)
    response = await http.get(
        "/v1/auth/service/exchange",
        params={"service": "companion", "redirect": CALLBACK},
        follow_redirects=False,
    )
    assert response.status_code == 302, response.text
    location = urlsplit(response.headers["location"])
    assert f"{location.scheme}://{location.netloc}{location.path}" == "https://dash.example/consent"
    assert parse_qs(location.query) == {"service": ["companion"], "redirect": [CALLBACK]}


async def test_without_a_dashboard_our_consent_page_issues_the_token(
    dns: tuple[TxtZone, int],
    database_url_for: Callable[[str], str],
    settings_for: Callable[..., Settings],
) -> None:
    settings = settings_for(database_url_for("sqlite"), rate_limit_scale=0)
    async with (
        await build_core(settings) as core,
        AsyncTestClient(app=create_app(core=core)) as http,
    ):
        _, token = await sign_in(core)
        await create(http, token, name="<script>alert(1)</script>", redirectUrls=[CALLBACK])
        http.cookies.set("svc_token", token)
        page = await http.get(
            "/v1/auth/service/exchange", params={"service": "companion", "redirect": CALLBACK}
        )
        assert page.status_code == 200
        assert "<script>alert" not in page.text and "&lt;script&gt;" in page.text
        assert "form-action 'self' https://app.example" in page.headers["content-security-policy"]
        csrf = page.text.split('name=csrf value="')[1].split('"')[0]
        form = {"service": "companion", "redirect": CALLBACK, "csrf": csrf}
        forged = await http.post("/v1/auth/service/consent", data={**form, "csrf": "forged"})
        allowed = await http.post("/v1/auth/service/consent", data=form, follow_redirects=False)

    assert forged.status_code == 403
    assert allowed.status_code == 303
    assert allowed.headers["location"].startswith(CALLBACK + "#authToken=")
    assert "&service=companion" in allowed.headers["location"]


async def test_auth_endpoints_are_rate_limited_per_ip(http_with: Callable[..., Any]) -> None:
    async with http_with(rate_limit_scale=0.1) as http:  # 30 a minute scaled to 3 (20 s apart)
        answers = [
            (await http.post("/v1/auth/session/game/join", json={})).status_code for _ in range(4)
        ]
        exchange = await http.get("/v1/auth/session/exchange")
    assert answers == [200, 200, 200, 429]
    assert exchange.status_code == 429 and exchange.headers["retry-after"]
