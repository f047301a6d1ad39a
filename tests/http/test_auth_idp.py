"""Identity-provider sign-in end to end: a real uvicorn, a real OpenID Connect provider
(oidc-provider-mock on 127.0.0.1) and httpx as the browser."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import httpx
import pytest

from tests.conftest import bearer
from tests.support.live_server import LiveServer, server_env
from tests.support.oidc import oidc_provider
from tests.support.waiting import OUTBOUND
from tests.unit.identity.test_redirects import HOSTILE

pytestmark = pytest.mark.slow
DASH = "http://localhost:5173/signed-in"


@pytest.fixture(scope="module")
def issuer() -> Iterator[str]:
    with oidc_provider() as url:
        yield url


@pytest.fixture(scope="module")
def svc(
    issuer: str, tmp_path_factory: pytest.TempPathFactory, sqlite_template
) -> Iterator[LiveServer]:  # type: ignore[no-untyped-def]
    directory = tmp_path_factory.mktemp("idp-live")
    url = sqlite_template.fresh(directory)
    env = server_env(
        url,
        Path(directory) / "var",
        SVC_ENV="development",  # cookies without Secure: httpx sends them over plain http
        SVC_RATE_LIMIT_SCALE="0",
        IDP_ISSUER=issuer,
        IDP_CLIENT_ID="svc-test",
        IDP_CLIENT_SECRET="s3cret",
        IDP_DASH_REDIRECT=DASH,
        IDP_PARTNER_REDIRECT="http://127.0.0.1:9999/partner",
        IDP_PROFILE_ID_CLAIM="svc_profile_id",
    )
    with LiveServer(env) as server:
        yield server


@pytest.fixture
def browser(svc: LiveServer) -> Iterator[httpx.Client]:
    with httpx.Client(base_url=svc.base_url, follow_redirects=False, timeout=OUTBOUND) as client:
        yield client


def start(browser: httpx.Client, **query: str) -> str:
    """Begin sign-in; returns the provider's authorize URL."""
    response = browser.get("/v1/auth/idp/login", params=query)
    assert response.status_code == 302, response.text
    return response.headers["location"]


def provider_signs_in(authorize_url: str, sub: str) -> str:
    """The person picks ``sub`` at the provider; returns our callback URL."""
    answer = httpx.post(authorize_url, data={"sub": sub}, follow_redirects=False, timeout=OUTBOUND)
    assert answer.status_code == 302, answer.text
    return answer.headers["location"]


def fragment(location: str) -> dict[str, str]:
    return {k: v[0] for k, v in parse_qs(urlsplit(location).fragment).items()}


def sign_in_dash(browser: httpx.Client, sub: str) -> dict[str, str]:
    callback = provider_signs_in(start(browser, platform="dash"), sub)
    landed = browser.get(callback)
    assert landed.status_code == 302, landed.text
    assert landed.headers["location"].startswith(DASH + "#")
    return fragment(landed.headers["location"])


def test_dash_sign_in_creates_the_account_and_returns_a_token_in_the_fragment(
    browser: httpx.Client,
) -> None:
    authorize = start(browser, platform="dash")
    query = parse_qs(urlsplit(authorize).query)
    assert query["code_challenge_method"] == ["S256"] and query["nonce"] and query["state"]
    callback = provider_signs_in(authorize, "alice")
    landed = browser.get(callback)

    assert landed.status_code == 302
    token = fragment(landed.headers["location"])
    assert token["expiresAt"].endswith("Z")
    cookie = landed.headers.get_list("set-cookie")
    assert any(
        c.startswith("svc_token=") and "HttpOnly" in c and "SameSite=lax" in c.replace("Lax", "lax")
        for c in cookie
    )
    me = browser.get("/v1/profile/self", headers=bearer(token["authToken"]))
    assert me.status_code == 200
    again = sign_in_dash(browser, "alice")
    me_again = browser.get("/v1/profile/self", headers=bearer(again["authToken"]))
    assert me_again.json()["userId"] == me.json()["userId"]  # linked, not created twice


def test_a_replayed_or_forged_state_is_refused(browser: httpx.Client) -> None:
    callback = provider_signs_in(start(browser, platform="dash"), "replay")
    assert browser.get(callback).status_code == 302
    replayed = browser.get(callback)
    forged = browser.get("/v1/auth/idp/callback", params={"state": "forged", "code": "x"})
    for refused in (replayed, forged):
        assert refused.status_code == 400
        assert refused.headers["content-type"].startswith("text/html")
        assert "location" not in refused.headers


def test_a_callback_in_another_browser_is_refused(svc: LiveServer, browser: httpx.Client) -> None:
    callback = provider_signs_in(start(browser, platform="dash"), "victim")
    with httpx.Client(follow_redirects=False, timeout=OUTBOUND) as other:  # no login cookie
        landed = other.get(callback)
    assert landed.status_code == 302, landed.text
    location = landed.headers["location"]
    assert location.startswith(DASH + "?loginError=")
    assert "authToken" not in location


def test_a_denied_sign_in_returns_to_the_dashboard_with_login_error(
    browser: httpx.Client,
) -> None:
    authorize = start(browser, platform="dash")
    denied = httpx.post(
        authorize, data={"action": "deny"}, follow_redirects=False, timeout=OUTBOUND
    )
    error = parse_qs(urlsplit(denied.headers["location"]).query)["error"][0]
    # The mock drops `state` on a denial; a conforming provider returns it (RFC 6749 4.1.2.1).
    state = parse_qs(urlsplit(authorize).query)["state"][0]
    landed = browser.get("/v1/auth/idp/callback", params={"error": error, "state": state})
    assert landed.status_code == 302
    assert landed.headers["location"].startswith(DASH + "?loginError=")
    without_state = browser.get(denied.headers["location"])
    assert without_state.status_code == 400  # no state: we cannot know where to send it


def test_the_profile_claim_links_to_an_existing_game_profile(
    issuer: str, browser: httpx.Client
) -> None:
    profile = uuid.uuid4()
    httpx.put(
        f"{issuer}/users/bob",
        json={"svc_profile_id": profile.hex, "preferred_username": "Bob"},
        timeout=OUTBOUND,
    ).raise_for_status()
    token = sign_in_dash(browser, "bob")
    me = browser.get("/v1/profile/self", headers=bearer(token["authToken"])).json()
    assert me["userId"] == str(profile)
    assert me["name"] == "Bob"


def test_without_a_dashboard_platform_an_html_page_shows_the_token(
    browser: httpx.Client,
) -> None:
    page = browser.get(provider_signs_in(start(browser), "carol"))
    assert page.status_code == 200
    assert page.headers["content-type"].startswith("text/html")
    policy = page.headers["content-security-policy"]
    assert "default-src 'none'" in policy and "frame-ancestors 'none'" in policy
    assert page.headers["cache-control"] == "no-store"
    token = page.text.split("<textarea readonly aria-label=token>")[1].split("</textarea>")[0]
    assert browser.get("/v1/profile/self", headers=bearer(token)).status_code == 200


def test_a_redirect_on_an_allowed_host_receives_the_fragment(browser: httpx.Client) -> None:
    target = "http://127.0.0.1:4000/cli-callback"
    landed = browser.get(provider_signs_in(start(browser, platform="dash", redirect=target), "d"))
    assert landed.headers["location"].startswith(target + "#authToken=")


@pytest.mark.parametrize("hostile", HOSTILE[:20])
def test_open_redirects_are_refused_with_400_and_no_redirect(
    browser: httpx.Client, hostile: str
) -> None:
    response = browser.get("/v1/auth/idp/login", params={"platform": "dash", "redirect": hostile})
    assert response.status_code == 400
    assert "location" not in response.headers
    assert response.json()["code"] in ("auth.redirect_refused", "validation")


def test_session_exchange_turns_the_cookie_into_a_fresh_token(browser: httpx.Client) -> None:
    first = sign_in_dash(browser, "erin")  # the cookie jar now holds svc_token
    exchanged = browser.get("/v1/auth/session/exchange", params={"platform": "app"})
    assert exchanged.status_code == 200
    fresh = exchanged.json()
    assert fresh["accessToken"] != first["authToken"] and fresh["expiresIn"] == 2592000
    dash = browser.get("/v1/auth/session/exchange", params={"platform": "dash"})
    assert dash.status_code == 302 and dash.headers["location"].startswith(DASH + "#authToken=")
    partner = browser.get("/v1/auth/session/exchange", params={"platform": "partner"})
    assert partner.headers["location"].startswith("http://127.0.0.1:9999/partner#authToken=")
    me = browser.get("/v1/profile/self", headers=bearer(fresh["accessToken"])).json()
    assert (
        me["userId"]
        == browser.get("/v1/profile/self", headers=bearer(first["authToken"])).json()["userId"]
    )


def test_session_exchange_without_a_cookie_starts_the_login_flow(svc: LiveServer) -> None:
    with httpx.Client(base_url=svc.base_url, follow_redirects=False, timeout=OUTBOUND) as anonymous:
        anonymous.cookies.set("svc_token", "not-a-token")
        response = anonymous.get("/v1/auth/session/exchange", params={"platform": "dash"})
        assert response.status_code == 302
        assert response.headers["location"].startswith("/v1/auth/idp/login?platform=dash")
        onward = anonymous.get(response.headers["location"])
        assert onward.status_code == 302 and onward.headers["location"].startswith(
            "http://127.0.0.1"
        )
