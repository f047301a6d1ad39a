"""Test 5: what a browser lets pages of other origins do. The dashboard's origin may send a
write with `If-Match` (the preflight allows it) and read the `ETag`; a page of an origin the
API does not trust is stopped by Chromium's own CORS check, and a form it posts with the
user's session cookie is refused by the server (403 `auth.origin_refused`, nothing stored)."""

from __future__ import annotations

from collections.abc import Iterator

import httpx
import pytest

from tests.browser.conftest import Stack, Tab
from tests.conftest import bearer
from tests.support.static_site import static_site
from tests.support.waiting import OUTBOUND

pytestmark = pytest.mark.slow
SHARES = "/v1/profile/shares"

WRITE = """async ([api, token]) => {
  try {
    const answer = await fetch(api + "/v1/profile/settings", {
      method: "PATCH",
      headers: {"Authorization": "Bearer " + token, "Content-Type": "application/json",
                "If-Match": '"1"'},
      body: JSON.stringify({allowFriendRequests: false}),
    });
    return {status: answer.status, requestId: answer.headers.get("X-Request-Id"),
            body: await answer.text()};
  } catch (error) {
    return {error: String(error)};
  }
}"""

READ_ETAG = """async ([api, token]) => {
  const answer = await fetch(api + "/v1/profile/game-options",
                             {headers: {"Authorization": "Bearer " + token}});
  return answer.headers.get("ETag");
}"""

FORM = """<!doctype html><html><body>
<form id=f method=post enctype="text/plain" action="{action}">
<input name='{{"label":"' value='stolen"}}'><button id=go>go</button></form></body></html>"""


@pytest.fixture(scope="module")
def foreign(stack: Stack) -> Iterator[str]:
    """A site on another port of 127.0.0.1: another origin (same site), not trusted."""
    pages = {
        "/": "<!doctype html><title>foreign</title>",
        "/form": FORM.format(action=f"{stack.svc.base_url}{SHARES}"),
    }
    with static_site(pages=pages) as origin:
        yield origin


def test_the_dashboard_origin_may_write_with_if_match_and_read_the_etag(
    stack: Stack, tab: Tab
) -> None:
    _, token = stack.token("Dasha")
    tab.page.goto(f"{stack.dash}/blank.html")
    answer = tab.page.evaluate(WRITE, [stack.svc.base_url, token])
    assert answer.get("status") == 200, answer
    assert answer["requestId"], "X-Request-Id is exposed"
    assert tab.page.evaluate(READ_ETAG, [stack.svc.base_url, token]) == '"0"'


def test_a_foreign_origin_is_refused_by_the_browser(stack: Stack, foreign: str, tab: Tab) -> None:
    _, token = stack.token("Fiona")
    settings = f"{stack.svc.base_url}/v1/profile/settings"
    before = httpx.get(settings, headers=bearer(token), timeout=OUTBOUND).json()
    assert before["allowFriendRequests"] is True  # the write would turn it off
    tab.page.goto(f"{foreign}/")
    with tab.page.expect_console_message(lambda m: "CORS policy" in m.text) as refused:
        answer = tab.page.evaluate(WRITE, [stack.svc.base_url, token])
    assert "Failed to fetch" in answer.get("error", ""), answer
    assert "Access-Control-Allow-Origin" in refused.value.text
    after = httpx.get(settings, headers=bearer(token), timeout=OUTBOUND).json()
    assert after["allowFriendRequests"] is True  # the preflight failed: never sent


def test_a_cookie_write_from_a_foreign_page_is_refused_by_the_server(
    stack: Stack, foreign: str, tab: Tab
) -> None:
    _, token = stack.token("Cora")
    tab.page.context.add_cookies(
        [
            {
                "name": "svc_token",
                "value": token,
                "url": stack.svc.base_url,
                "httpOnly": True,
                "sameSite": "Lax",
            }
        ]
    )
    tab.page.goto(f"{foreign}/form")
    with tab.page.expect_navigation():
        tab.page.click("#go")
    body = tab.page.inner_text("body")
    assert "auth.origin_refused" in body, body
    shares = httpx.get(f"{stack.svc.base_url}{SHARES}", headers=bearer(token), timeout=OUTBOUND)
    assert shares.json()["items"] == []
