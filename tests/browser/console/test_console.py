"""The operator console in Chromium, through its real pages (docs/console.md): an
administrator signs in through the identity provider, grants a permission with an expiry and
a quantity and sees it decide in the user's "why", revokes a session, triages a report and a
feedback item (and meets a stale edit), rolls a channel back, edits and previews a message of
the day, grants an order by hand, and finds each of these in the audit log; a form without its
token is refused; sign-out; a user without an admin permission gets nothing. One walk, in
order: the machine is small.

With SVC_SCREENSHOTS=<dir> (`make screenshots`: docs/images) the pages docs/console.md shows
are saved as console-<name>.png.
"""

from __future__ import annotations

import os
from datetime import UTC, datetime, timedelta
from pathlib import Path

import httpx
import pytest
from playwright.sync_api import Browser, Page, expect

from tests.browser.conftest import Tab, Tabs
from tests.browser.console.conftest import ConsoleStack
from tests.support.waiting import OUTBOUND

pytestmark = pytest.mark.slow
SHOTS = os.environ.get("SVC_SCREENSHOTS")


UNLABELLED = """[...document.querySelectorAll('input:not([type=hidden]), select, textarea')]
    .filter(e => !e.labels.length && !e.getAttribute('aria-label'))
    .map(e => e.outerHTML)"""


def screenshot(page: Page, name: str) -> None:
    """Each page shown is also checked: every control has a label."""
    assert page.evaluate(UNLABELLED) == [], page.url
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(SHOTS) / f"console-{name}.png"), full_page=True)


def sign_in(stack: ConsoleStack, page: Page, subject: str) -> None:
    page.goto(f"{stack.console}/")
    expect(page.get_by_role("heading", name="Sign in")).to_be_visible()
    if subject == "admin":
        screenshot(page, "sign-in")
    page.get_by_role("link", name="Sign in").click()
    page.fill("input[name=sub]", subject)
    page.get_by_role("button", name="Authorize").click()


def test_an_administrator_walks_the_console(
    console_stack: ConsoleStack, tabs: Tabs, tab: Tab
) -> None:
    stack, seeded, page = console_stack, console_stack.seeded, tab.page
    sign_in(stack, page, "admin")
    expect(page.get_by_role("heading", name="Console")).to_be_visible()
    expect(page.get_by_role("navigation", name="Console")).to_contain_text("Users")
    screenshot(page, "home")

    # Users: find, then grant a node with an expiry and a quantity.
    page.get_by_role("link", name="Users").first.click()
    page.get_by_label("Name prefix or user id").fill("Bo")
    page.get_by_label("Name prefix or user id").press("Enter")  # the keyboard alone
    page.get_by_role("link", name="Bob").click()
    expect(page.get_by_role("heading", name="Bob")).to_be_visible()
    expires = (datetime.now(UTC) + timedelta(days=30)).replace(second=0, microsecond=0)
    page.get_by_label("Node", exact=True).fill("social:friends.max")
    page.get_by_label("Expires (UTC)").first.fill(expires.strftime("%Y-%m-%dT%H:%M"))
    page.get_by_label("Quantity").fill("50")
    page.get_by_label("Unit").fill("count")
    page.get_by_role("button", name="Save grant").click()
    expect(page.get_by_role("status")).to_have_text("The grant is saved.")
    row = page.locator("#grants + table tr", has_text="social:friends.max")
    expect(row).to_contain_text(expires.strftime("%Y-%m-%d %H:%M UTC"))
    expect(row).to_contain_text("50 count")

    # Why: the grant just made decides, with its expiry and quantity.
    page.get_by_label("Node to explain").fill("social:friends.max")
    page.get_by_role("button", name="Explain").click()
    answer = page.locator("#why-answer")
    expect(answer).to_contain_text("social:friends.max is allowed")
    expect(answer).to_contain_text("of the user's own grants")
    expect(answer).to_contain_text(f"until {expires.strftime('%Y-%m-%d %H:%M UTC')}")
    expect(answer).to_contain_text("quantity 50 count")
    screenshot(page, "why")

    # Revoke Bob's newest session: its token stops working.
    sessions = page.locator("#sessions + table tbody tr")
    expect(sessions).to_have_count(3)
    assert _status(stack, seeded.bob_token) == 200
    sessions.first.get_by_role("button", name="Revoke").click()
    expect(page.get_by_role("status")).to_have_text(
        "The session is revoked: its tokens no longer work."
    )
    expect(sessions.first).to_contain_text("revoked")
    assert _status(stack, seeded.bob_token) == 401
    screenshot(page, "user")

    # A form without its token is refused, and changes nothing.
    page.evaluate("document.querySelector('form[action$=\"/grants\"] input[name=csrf]').remove()")
    page.get_by_label("Node", exact=True).fill("profile:read")
    page.get_by_role("button", name="Save grant").click()
    expect(page.get_by_role("heading", name="Form refused")).to_be_visible()
    page.go_back()
    page.reload()
    expect(page.locator("#grants + table")).not_to_contain_text("profile:read")

    # Moderation: a report triaged in the queue, and a feedback item triaged.
    page.get_by_role("link", name="Moderation").click()
    report = page.locator("#reports ~ table tbody tr", has_text="spam in chat")
    expect(report).to_contain_text("open")
    report.get_by_label("Status").select_option("dismissed")
    report.get_by_label("Note").fill("banter between friends")
    report.get_by_role("button", name="Save the triage of the report on Carol").click()
    expect(page.get_by_role("status")).to_have_text("The report is triaged.")
    expect(report).to_contain_text("dismissed: banter between friends")
    page.get_by_role("link", name="Lag").click()
    page.get_by_label("Status").select_option("triaged")
    page.get_by_label("Note").fill("Looking into it")
    page.get_by_role("button", name="Save triage").click()
    expect(page.get_by_role("status")).to_have_text("The feedback is triaged.")
    expect(page.locator("#status")).to_have_text("triaged")
    screenshot(page, "feedback")

    # A stale triage: someone else triages over the API meanwhile; the page shows the conflict.
    changed = httpx.patch(
        f"{stack.svc.base_url}/v1/admin/feedback/{seeded.feedback_id}",
        json={"note": "Fixed in 2026.11.30"},
        headers={"Authorization": f"Bearer {seeded.root_token}"},
        timeout=OUTBOUND,
    )
    assert changed.status_code == 200, changed.text
    page.get_by_label("Status").select_option("closed")
    page.get_by_role("button", name="Save triage").click()
    expect(page.get_by_role("alert")).to_contain_text("Someone triaged this feedback")
    expect(page.locator("#note")).to_have_text("Fixed in 2026.11.30")
    expect(page.locator("#status")).to_have_text("triaged")
    screenshot(page, "conflict")

    # Releases: roll the channel back, after the confirmation step.
    page.get_by_role("link", name="Releases").click()
    page.get_by_label("Scope id").fill(seeded.scope_id)
    page.get_by_role("button", name="Show channels").click()
    channel = page.locator("tbody tr", has_text="stable")
    expect(channel).to_contain_text(seeded.new_build)
    channel.get_by_role("link", name="Roll back stable…").click()
    expect(page.get_by_role("heading", name="Roll back stable?")).to_be_visible()
    page.get_by_label("Reason").fill("crash on start")
    screenshot(page, "rollback")
    page.get_by_role("button", name="Confirm rollback").click()
    expect(page.get_by_role("status")).to_have_text("The channel is rolled back.")
    expect(page.locator("tbody tr", has_text="stable")).to_contain_text(seeded.old_build)

    # Message of the day: create, edit, preview per locale.
    page.get_by_role("link", name="Message of the day").click()
    page.get_by_label("Locale", exact=True).fill("de")
    page.get_by_label("Text").fill("Wartung um 18 Uhr")
    page.get_by_role("button", name="Create").click()
    expect(page.get_by_role("status")).to_have_text("The message is created.")
    page.get_by_role("link", name="Edit the de message").click()
    page.get_by_label("Text").fill("Wartung um 19 Uhr")
    page.get_by_role("button", name="Save").click()
    expect(page.get_by_role("status")).to_have_text("The message is saved.")
    page.get_by_label("Preview locale").fill("de-at")
    page.get_by_role("button", name="Show").click()
    expect(page.locator("#preview")).to_have_text("Wartung um 19 Uhr")
    page.get_by_label("Preview locale").fill("fr")
    page.get_by_role("button", name="Show").click()
    expect(page.locator("#preview")).to_have_text("No message is shown to this locale now.")
    page.get_by_label("Preview locale").fill("de")
    page.get_by_role("button", name="Show").click()
    screenshot(page, "motd")

    # Shop: an order granted by hand.
    page.get_by_role("link", name="Shop").click()
    page.get_by_role("link", name=seeded.order_id).click()
    page.get_by_label("Action").select_option("grant")
    page.get_by_label("Reason").fill("paid by bank transfer")
    page.get_by_role("button", name="Apply").click()
    expect(page.get_by_role("status")).to_have_text("The order is granted.")
    expect(page.locator("#decisions tbody tr").first).to_contain_text("paid by bank transfer")
    screenshot(page, "order")

    # The audit log: each of these changes, made through the console, with who and when.
    page.get_by_role("link", name="Audit log").click()
    entries = page.locator("#audit tbody tr")
    for action, target in [
        ("permissions.grant", str(seeded.bob)),
        ("sessions.revoke", "session"),
        ("feedback.triage", seeded.feedback_id),
        ("reports.triage", "report"),
        ("versions.channel.move", "stable"),
        ("motd.create", "motd"),
        ("motd.put", "motd"),
        ("shop.order.grant", seeded.order_id),
    ]:
        by_console = entries.filter(has_text=action).filter(has_text=target)
        expect(
            by_console.filter(has=page.get_by_role("cell", name="console", exact=True))
        ).not_to_have_count(0)
    page.get_by_label("Action").fill("permissions.*")
    page.get_by_role("button", name="Filter").click()
    expect(entries).to_have_count(1)
    expect(entries.first).to_contain_text("social:friends.max")
    screenshot(page, "audit")

    # Sign out: the console's session ends.
    page.get_by_role("button", name="Sign out").click()
    expect(page.get_by_text("You are signed out.")).to_be_visible()
    page.goto(f"{stack.console}/users")
    expect(page.get_by_role("heading", name="Sign in")).to_be_visible()
    assert tab.outside_from(stack.svc.base_url) == []  # the console loads nothing outside
    # No script runs, so no script fails; the refusals above (401, 403, 409) are logged as
    # failed loads, which is what they are.
    assert [e for e in tab.errors if "Failed to load resource" not in e] == []


def test_a_user_without_an_admin_permission_gets_nothing(
    console_stack: ConsoleStack, browser: Browser
) -> None:
    context = browser.new_context()
    try:
        page = context.new_page()
        sign_in(console_stack, page, "mallory")
        expect(page.get_by_role("heading", name="Not allowed")).to_be_visible()
        expect(page.get_by_role("navigation")).to_have_count(0)
        page.goto(f"{console_stack.console}/users")
        expect(page.get_by_role("heading", name="Sign in")).to_be_visible()
    finally:
        context.close()


def _status(stack: ConsoleStack, token: str) -> int:
    answer = httpx.get(
        f"{stack.svc.base_url}/v1/profile/settings",
        headers={"Authorization": f"Bearer {token}"},
        timeout=OUTBOUND,
    )
    return answer.status_code
