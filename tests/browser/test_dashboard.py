"""Tests 1, 3 and 4 through the example dashboard's own UI (clients/typescript/dashboard) in
Chromium: the sign-in redirect dance through the identity provider, settings edited with
`If-Match` (a stale tab sees the 412), and a change the game server makes appearing live.

With SVC_SCREENSHOTS=<dir> (`make screenshots`: docs/images) the pages docs/dashboard.md shows
are saved there."""

from __future__ import annotations

import os
import uuid
from pathlib import Path
from typing import Any

import httpx
import pytest
from playwright.sync_api import Page, expect

from tests.browser.conftest import Stack, Tab, Tabs
from tests.conftest import bearer
from tests.support.waiting import OUTBOUND

pytestmark = pytest.mark.slow
SHOTS = os.environ.get("SVC_SCREENSHOTS")


def screenshot(page: Page, name: str) -> None:
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(SHOTS) / f"dashboard-{name}.png"))


def sign_in(stack: Stack, tab: Tab, subject: str) -> list[str]:
    """Through the dashboard's Sign in button and the provider's form; the addresses the tab
    went through."""
    visited: list[str] = []
    tab.page.on(
        "framenavigated", lambda f: visited.append(f.url) if f.parent_frame is None else None
    )
    tab.page.goto(f"{stack.dash}/?api={stack.svc.base_url}")
    screenshot(tab.page, "sign-in")
    tab.page.click("#signin")
    tab.page.fill("input[name=sub]", subject)
    tab.page.get_by_role("button", name="Authorize").click()
    expect(tab.page.locator("#user")).to_contain_text("Signed in as")
    return visited


def token_of(tab: Tab) -> str:
    token = tab.page.evaluate("localStorage.getItem('svc.token')")
    assert isinstance(token, str)
    return token


def claimed_server(stack: Stack, token: str, name: str) -> dict[str, Any]:
    """A game server registers, its owner claims it, and it publishes settings (source game)."""
    with httpx.Client(base_url=stack.svc.base_url, timeout=OUTBOUND) as http:
        registration = http.post(
            "/v1/connect/servers/register", json={"serverType": "paper", "serverName": name}
        ).json()
        claim = http.post(
            "/v1/connect/servers/claim",
            json={"claimKey": registration["claimKey"]},
            headers=bearer(token),
        )
        assert claim.status_code == 200, claim.text
        put = http.put(
            f"/v1/connect/servers/{registration['serverId']}/settings",
            json={"source": "game", "data": {"motd": "Welcome", "pvp": True}},
            headers=as_server(registration),
        )
        assert put.status_code == 200, put.text
    return dict(registration)


def as_server(registration: dict[str, Any]) -> dict[str, str]:
    return {
        "Authorization": f"Bearer {registration['serverSecret']}",
        "X-Server-Id": registration["serverId"],
    }


def open_server(tab: Tab, name: str) -> None:
    tab.page.get_by_role("button", name=name).click()
    expect(tab.page.locator("#server-name")).to_have_text(name)
    expect(tab.page.locator("#etag")).to_have_text('"1"')
    expect(tab.page.locator("#live")).to_contain_text("revision 1")  # the stream's hello


def save(tab: Tab, key: str, value: str) -> None:
    tab.page.fill("#key", key)
    tab.page.fill("#value", value)
    tab.page.click("#save")


def test_sign_in_goes_through_the_provider_and_back_with_the_token_in_the_fragment(
    stack: Stack, tab: Tab
) -> None:
    visited = sign_in(stack, tab, f"alice-{uuid.uuid4().hex[:8]}")
    provider = [url for url in visited if url.startswith(stack.issuer)]
    assert provider, visited  # the provider's own page was shown
    back = [url for url in visited if url.startswith(stack.dash) and "#authToken=" in url]
    assert back and "expiresAt=" in back[0], visited
    assert "authToken" not in tab.page.url  # the page took it out of the address bar
    expect(tab.page.locator("#no-servers")).to_be_visible()
    with httpx.Client(base_url=stack.svc.base_url, timeout=OUTBOUND) as http:
        me = http.get("/v1/profile/self", headers=bearer(token_of(tab)))
    assert me.status_code == 200  # a full dashboard token
    assert tab.errors_on(stack.dash) == [] and tab.outside_from(stack.dash) == []


def test_a_stale_tab_sees_412_and_the_page_reads_the_etag(stack: Stack, tabs: Tabs) -> None:
    first = tabs.new()
    sign_in(stack, first, f"bob-{uuid.uuid4().hex[:8]}")
    claimed_server(stack, token_of(first), "Lobby")
    first.page.reload()
    expect(first.page.locator("#servers")).to_contain_text("Lobby")
    screenshot(first.page, "servers")
    open_server(first, "Lobby")
    second = tabs.new()  # the same browser profile: already signed in
    second.page.goto(f"{stack.dash}/")
    open_server(second, "Lobby")

    save(second, "motd", "Closed for maintenance")
    expect(second.page.locator("#message")).to_have_text("Saved: revision 2")
    expect(second.page.locator("#etag")).to_have_text('"2"')
    expect(first.page.locator("#live")).to_contain_text("Closed for maintenance")

    save(first, "pvp", "false")  # still If-Match: "1"
    expect(first.page.locator("#message")).to_contain_text("412 connect.settings_changed")
    screenshot(first.page, "412")
    first.page.click("#reload")
    expect(first.page.locator("#etag")).to_have_text('"2"')
    save(first, "pvp", "false")
    expect(first.page.locator("#message")).to_have_text("Saved: revision 3")
    assert '"pvp": false' in first.page.inner_text("#data")
    assert "Closed for maintenance" in first.page.inner_text("#data")
    for tab in (first, second):
        assert tab.outside_from(stack.dash) == []
        assert [e for e in tab.errors_on(stack.dash) if "412" not in e] == []  # Chromium logs it


def test_a_change_by_the_game_server_appears_live(stack: Stack, tab: Tab) -> None:
    sign_in(stack, tab, f"carol-{uuid.uuid4().hex[:8]}")
    server = claimed_server(stack, token_of(tab), "Survival")
    tab.page.reload()
    open_server(tab, "Survival")
    with httpx.Client(base_url=stack.svc.base_url, timeout=OUTBOUND) as http:
        patched = http.patch(
            f"/v1/connect/servers/{server['serverId']}/settings",
            params={"source": "game"},
            content=b'{"motd": "Event tonight"}',
            headers={**as_server(server), "Content-Type": "application/merge-patch+json"},
        )
    assert patched.status_code == 200, patched.text
    expect(tab.page.locator("#live")).to_contain_text("Event tonight")
    expect(tab.page.locator("#live-state")).to_have_text("Live: revision 2 arrived")
    screenshot(tab.page, "live")
    assert tab.errors_on(stack.dash) == [] and tab.outside_from(stack.dash) == []
