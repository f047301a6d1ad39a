"""Test 2: a third-party service signs a user in through the dashboard's consent screen
(docs/auth.md, section 4), in Chromium: the service's page sends the browser to the API, which
sends it (signed in by its cookie) to `{SVC_DASH_URL}/consent`; Allow brings the service its
token in the fragment of its registered redirect, Deny brings it nothing."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from urllib.parse import quote

import httpx
import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Stack, Tab
from tests.browser.test_dashboard import screenshot, sign_in
from tests.conftest import bearer
from tests.support.static_site import static_site
from tests.support.waiting import OUTBOUND

pytestmark = pytest.mark.slow
LANDED = "<!doctype html><title>Companion</title><p id=landed>Companion got the answer</p>"


@pytest.fixture(scope="module")
def service(stack: Stack) -> Iterator[tuple[str, str]]:
    """A registered service (slug) with its site on loopback; yields (slug, redirect)."""
    _, owner = stack.token("Service owner")
    slug = f"companion-{uuid.uuid4().hex[:6]}"
    with static_site(pages={"/callback": LANDED}) as site:
        redirect = f"{site}/callback"
        created = httpx.post(
            f"{stack.svc.base_url}/v1/services",
            json={
                "slug": slug,
                "name": "Companion",
                "description": "Shows your totems",
                "redirectUrls": [redirect],
                "allowedDomains": ["companion.example"],
                "permissions": ["profile:read"],
            },
            headers=bearer(owner),
            timeout=OUTBOUND,
        )
        assert created.status_code == 201, created.text
        yield slug, redirect


def start(stack: Stack, tab: Tab, slug: str, redirect: str) -> None:
    """Signed in on the dashboard (which leaves the API's cookie), the service's link."""
    sign_in(stack, tab, f"dora-{uuid.uuid4().hex[:8]}")
    exchange = f"/v1/auth/service/exchange?service={slug}&redirect={quote(redirect, safe='')}"
    tab.page.goto(f"{stack.svc.base_url}{exchange}")
    expect(tab.page.locator("#service")).to_have_text(slug)
    assert tab.page.url.startswith(f"{stack.dash}/consent")


def test_allow_gives_the_service_its_token_in_the_fragment(
    stack: Stack, service: tuple[str, str], tab: Tab
) -> None:
    slug, redirect = service
    start(stack, tab, slug, redirect)
    screenshot(tab.page, "consent")
    tab.page.click("#approve")
    expect(tab.page.locator("#landed")).to_be_visible()
    assert tab.page.url.startswith(f"{redirect}#authToken=")
    fragment = dict(p.split("=", 1) for p in tab.page.url.split("#", 1)[1].split("&"))
    assert fragment["service"] == slug and fragment["expiresAt"]
    verified = httpx.get(
        f"{stack.svc.base_url}/v1/auth/verify",
        headers=bearer(fragment["authToken"]),
        timeout=OUTBOUND,
    )
    assert verified.status_code == 200, verified.text
    claims = verified.json()["claims"]
    assert claims["service"] == slug and claims["scopes"] == ["profile:read"]
    assert tab.errors_on(stack.dash) == [] and tab.outside_from(stack.dash) == []


def test_deny_gives_the_service_nothing(stack: Stack, service: tuple[str, str], tab: Tab) -> None:
    slug, redirect = service
    start(stack, tab, slug, redirect)
    tab.page.click("#deny")
    expect(tab.page.locator("#denied")).to_contain_text(f"You did not allow {slug}")
    assert tab.page.url.startswith(f"{stack.dash}/consent")  # never sent to the service
    assert tab.errors_on(stack.dash) == []
