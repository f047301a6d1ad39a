"""Test 6: the API's docs page at /schema renders in a real Chromium with no network beyond
the server: it shows the API's title, logs no console error, asks no other host."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Stack, Tab

pytestmark = pytest.mark.slow
TITLE = "svc public API"  # openapi_config's title (entrypoints/http/openapi.py)


def test_the_schema_page_renders_offline_without_errors(stack: Stack, tab: Tab) -> None:
    # the page renders the whole document: generous on a busy machine
    answer = tab.page.goto(f"{stack.svc.base_url}/schema", wait_until="load", timeout=90_000)
    assert answer is not None and answer.status == 200
    expect(tab.page.get_by_text(TITLE).first).to_be_visible()
    tab.page.wait_for_load_state("networkidle")
    assert tab.outside == [], "the page asked hosts other than the server"
    assert tab.errors == [], tab.errors
