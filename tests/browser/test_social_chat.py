"""Chat and notifications, live, through the example dashboard's chat panel
(clients/typescript/dashboard/chat.ts) in Chromium: two people, each in a browser context of
their own and signed in through the identity provider, become friends (through the API: the
dashboard has no friends pages) and chat; every message, friend and notification reaches the
other page live over the social stream, without a reload.

With SVC_SCREENSHOTS=<dir> (`make screenshots`) the chat panel is saved as dashboard-chat.png."""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from playwright.sync_api import Browser, Locator, expect

from tests.browser.conftest import Stack, Tab, Tabs
from tests.browser.test_dashboard import sign_in, token_of
from tests.conftest import bearer
from tests.support.waiting import OUTBOUND

pytestmark = pytest.mark.slow
SHOTS = os.environ.get("SVC_SCREENSHOTS")


@pytest.fixture
def other_tabs(browser: Browser) -> Iterator[Tabs]:
    """A second browser profile: its own cookies and storage, so its own sign-in."""
    context = browser.new_context(viewport={"width": 1100, "height": 760})
    yield Tabs(context)
    context.close()


def befriend(stack: Stack, asker: str, answerer: str) -> None:
    """``asker`` sends a friend request to ``answerer``, who accepts it (tokens of both)."""
    with httpx.Client(base_url=stack.svc.base_url, timeout=OUTBOUND) as http:
        me = http.get("/v1/profile/self", headers=bearer(answerer)).json()
        sent = http.post(
            "/v1/social/friends/requests",
            json={"targetId": me["userId"], "targetName": me["name"]},
            headers=bearer(asker),
        )
        assert sent.status_code == 201, sent.text
        accepted = http.post(
            f"/v1/social/friends/requests/{sent.json()['request']['id']}/accept",
            headers=bearer(answerer),
        )
        assert accepted.status_code == 200, accepted.text


def shown_name(tab: Tab) -> str:
    """The user's name as the API keeps it (the provider's profile decides it)."""
    return tab.page.locator("#user").inner_text().removeprefix("Signed in as ")


def say(tab: Tab, text: str) -> None:
    tab.page.get_by_label("Message", exact=True).fill(text)
    tab.page.get_by_role("button", name="Send").click()


def messages(tab: Tab) -> Locator:
    return tab.page.locator("#messages li")


def test_two_people_chat_live_through_the_dashboard(
    stack: Stack, tabs: Tabs, other_tabs: Tabs
) -> None:
    alice, bob = tabs.new(), other_tabs.new()
    sign_in(stack, alice, f"alice-{uuid.uuid4().hex[:8]}")
    sign_in(stack, bob, f"bob-{uuid.uuid4().hex[:8]}")
    alice_name, bob_name = shown_name(alice), shown_name(bob)
    for tab in (alice, bob):
        expect(tab.page.locator("#social-state")).to_have_text("Live: connected")
        expect(tab.page.locator("#no-friends")).to_be_visible()
        tab.page.evaluate("window.sameDocument = true")  # gone if the page reloads

    befriend(stack, token_of(alice), token_of(bob))
    # friends.accepted on both pages, and the new notification on the asker's
    expect(alice.page.get_by_label("Friend", exact=True)).to_have_text(bob_name)
    expect(bob.page.get_by_label("Friend", exact=True)).to_have_text(alice_name)
    notice = alice.page.locator("#notifications li")
    expect(notice).to_have_count(1)
    expect(notice).to_contain_text(f"{bob_name} accepted your friend request")
    expect(alice.page.locator("#unread")).to_have_text("(1 unread)")

    alice.page.get_by_role("button", name="Open chat").click()
    expect(alice.page.locator("#chat-title")).to_have_text(f"Chat with {bob_name}")
    say(alice, "Hi Bob, ready for the raid?")
    expect(messages(alice)).to_contain_text([f"{alice_name}: Hi Bob, ready for the raid?"])

    # Bob has no conversation open: the message shows up beside it, and opens it
    elsewhere = bob.page.locator("#elsewhere li")
    expect(elsewhere).to_contain_text(f"{alice_name}: Hi Bob, ready for the raid?")
    bob.page.get_by_role("button", name=f"Open the chat with {alice_name}").click()
    expect(bob.page.locator("#chat-title")).to_have_text(f"Chat with {alice_name}")
    expect(messages(bob)).to_contain_text([f"{alice_name}: Hi Bob, ready for the raid?"])
    expect(elsewhere).to_have_count(0)

    say(bob, "Ready. Bring potions!")
    # Alice's own message came back on her stream before Bob's answer (one sequence): still once
    expect(messages(alice)).to_contain_text(
        [f"{alice_name}: Hi Bob, ready for the raid?", f"{bob_name}: Ready. Bring potions!"]
    )
    expect(messages(alice)).to_have_count(2)

    say(alice, "On my way")
    expect(messages(bob)).to_contain_text(
        [f"{alice_name}: Hi Bob", f"{bob_name}: Ready.", f"{alice_name}: On my way"]
    )
    expect(messages(bob)).to_have_count(3)
    expect(bob.page.get_by_label("Message", exact=True)).to_have_value("")  # cleared after sending

    mark_read = f"Mark “{bob_name} accepted your friend request” read"
    alice.page.get_by_role("button", name=mark_read).click()
    expect(alice.page.locator("#unread")).to_have_text("")
    expect(notice).to_have_class("read")
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        bob.page.locator("#social").screenshot(path=str(Path(SHOTS) / "dashboard-chat.png"))

    for tab in (alice, bob):
        assert tab.page.evaluate("window.sameDocument") is True  # never reloaded
        assert tab.errors_on(stack.dash) == [] and tab.outside_from(stack.dash) == []
