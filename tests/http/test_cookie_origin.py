"""The origin rule (docs/security.md, "The cookie and origins"), through the real app: a request
the session cookie signs in, that changes something, is refused (403 `auth.origin_refused`,
nothing changed) unless one of our own pages sent it: its Origin is SVC_BASE_URL's or the
dashboard's. A bearer token is not the browser's to send, so it works from anywhere.
The streams are in test_cookie_origin_live.py."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable, Iterator
from typing import Any

import pytest
from litestar.testing import AsyncTestClient

from bootstrap.core import build_core
from bootstrap.settings import Settings
from entrypoints.http.app import create_app
from tests.conftest import bearer, sign_in
from tests.support.dns_server import TxtZone, txt_server

OWN = "http://127.0.0.1:8000"  # the origin of the settings' SVC_BASE_URL
DASH = "https://dash.example"
SERVICE = "https://app.example"  # a service's verified domain: CORS, without credentials
SHARES = "/v1/profile/shares"
BODY = b'{"label": "wiki"}'
REFUSED = (403, "auth.origin_refused")


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
        dash_url=DASH,
        dns_nameservers=(f"127.0.0.1:{dns[1]}",),
        rate_limit_scale=0,
    )
    assert settings.server.base_url == OWN
    async with (
        await build_core(settings) as core,
        AsyncTestClient(app=create_app(core=core)) as client,
    ):
        client.core = core  # type: ignore[attr-defined]
        yield client


async def _token(http: AsyncTestClient) -> str:
    return (await sign_in(http.core))[1]  # type: ignore[attr-defined]


def _cookie(token: str, **headers: str) -> dict[str, str]:
    return {"Cookie": f"svc_token={token}", **headers}


async def _shares(http: AsyncTestClient, token: str) -> list[dict[str, Any]]:
    answer = await http.get(SHARES, headers=bearer(token))
    assert answer.status_code == 200, answer.text
    items: list[dict[str, Any]] = answer.json()["items"]
    return items


@pytest.mark.parametrize(
    "content_type", ["text/plain", "application/x-www-form-urlencoded", "application/json"]
)
@pytest.mark.parametrize(
    "origin",
    [
        "https://evil.example",
        "null",  # a sandboxed frame, or a redirect that hid the origin
        "http://127.0.0.1:8001",  # our host, another port: another origin
        "https://evil.dash.example",  # same site as the dashboard, another origin
    ],
)
async def test_a_cookie_from_another_origin_creates_nothing(
    http: AsyncTestClient, origin: str, content_type: str
) -> None:
    """The issue's probe: the cookie, a foreign Origin and a body a page may send without a
    preflight. Refused before the body is read; nothing is created."""
    token = await _token(http)
    headers = _cookie(token, Origin=origin, **{"Content-Type": content_type})
    answer = await http.post(SHARES, content=BODY, headers=headers)
    assert (answer.status_code, answer.json()["code"]) == REFUSED, answer.text
    assert await _shares(http, token) == []


@pytest.mark.parametrize("fetch_site", ["cross-site", "same-site"])
async def test_without_an_origin_a_request_another_site_sent_is_refused(
    http: AsyncTestClient, fetch_site: str
) -> None:
    token = await _token(http)
    headers = _cookie(token, **{"Sec-Fetch-Site": fetch_site, "Content-Type": "application/json"})
    answer = await http.post(SHARES, content=BODY, headers=headers)
    assert (answer.status_code, answer.json()["code"]) == REFUSED
    assert await _shares(http, token) == []


async def test_a_cookie_cannot_delete_from_another_origin(http: AsyncTestClient) -> None:
    token = await _token(http)
    share = (await http.post(SHARES, json={"label": "wiki"}, headers=bearer(token))).json()
    path = f"{SHARES}/{share['share']['id']}"
    answer = await http.delete(path, headers=_cookie(token, Origin="https://evil.example"))
    assert (answer.status_code, answer.json()["code"]) == REFUSED
    assert [s["id"] for s in await _shares(http, token)] == [share["share"]["id"]]


@pytest.mark.parametrize(
    "headers",
    [
        {"Origin": OWN},  # our own pages (the docs UI, our HTML pages)
        {"Origin": DASH},  # the dashboard: CORS with credentials
        {"Sec-Fetch-Site": "same-origin"},
        {},  # no Origin: not a page of a browser; the holder sent its own cookie
    ],
    ids=["own-origin", "dashboard", "same-origin-fetch", "no-origin"],
)
async def test_a_cookie_from_our_own_pages_works(
    http: AsyncTestClient, headers: dict[str, str]
) -> None:
    token = await _token(http)
    answer = await http.post(SHARES, json={"label": "wiki"}, headers=_cookie(token, **headers))
    assert answer.status_code == 201, answer.text
    assert [s["label"] for s in await _shares(http, token)] == ["wiki"]


async def test_a_bearer_token_works_from_any_origin(http: AsyncTestClient) -> None:
    token = await _token(http)
    foreign = {"Origin": "https://evil.example", **bearer(token)}
    answer = await http.post(SHARES, json={"label": "wiki"}, headers=foreign)
    assert answer.status_code == 201, answer.text
    # the header is the credential, whatever cookie rides along
    also = await http.post(SHARES, json={}, headers={**foreign, "Cookie": "svc_token=x"})
    assert also.status_code == 201, also.text
    assert len(await _shares(http, token)) == 2


async def test_reading_with_a_cookie_from_another_origin_is_not_refused(
    http: AsyncTestClient,
) -> None:
    """GET changes nothing, and CORS keeps the answer from a foreign page."""
    token = await _token(http)
    answer = await http.get(SHARES, headers=_cookie(token, Origin="https://evil.example"))
    assert answer.status_code == 200
    assert "access-control-allow-origin" not in answer.headers


async def test_a_service_page_uses_its_token_not_the_cookie(
    http: AsyncTestClient, dns: tuple[TxtZone, int]
) -> None:
    """A verified domain of a service may call the API (CORS), but without credentials: the
    user's cookie from its pages is refused; the token it holds works."""
    token = await _token(http)
    body = {
        "slug": "companion",
        "name": "Companion",
        "redirectUrls": [f"{SERVICE}/cb"],
        "allowedDomains": ["app.example"],
        "permissions": ["profile:read"],
    }
    created = (await http.post("/v1/services", json=body, headers=bearer(token))).json()["service"]
    dns[0].records["_svc-service.app.example"] = [created["allowedDomains"][0]["txt"]["value"]]
    verify = f"/v1/services/{created['id']}/domains/app.example/verify"
    assert (await http.post(verify, headers=bearer(token))).status_code == 200

    cookie = await http.post(SHARES, json={}, headers=_cookie(token, Origin=SERVICE))
    assert (cookie.status_code, cookie.json()["code"]) == REFUSED
    assert cookie.headers["access-control-allow-origin"] == SERVICE  # CORS allows the origin
    held = await http.post(SHARES, json={}, headers={"Origin": SERVICE, **bearer(token)})
    assert held.status_code == 201, held.text
