"""Browser tests: Debian's Chromium driven by Playwright for Python (docs/dashboard.md).

Chromium comes from the distribution (`apt-get install chromium`, as `.ci/run` does), never
from Playwright's own download: it is launched by path (``SVC_CHROMIUM``, default
/usr/bin/chromium), headless, with the background networking that would call Google's hosts
turned off. Without it the tests are skipped; CI installs it, so CI never skips them.

Every page is kept on loopback: any other host does not resolve, and a request to one is
recorded (``Tab.outside``), as are console errors and uncaught exceptions (``Tab.errors``).
Tests wait for elements and events (Playwright's auto-waiting), never for a fixed time.
"""

from __future__ import annotations

import asyncio
import os
import uuid
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import (
    Browser,
    BrowserContext,
    ConsoleMessage,
    Page,
    Request,
    expect,
    sync_playwright,
)

from bootstrap.core import build_core
from bootstrap.settings import Settings
from tests.browser.dashboard_build import DASH_PAGES, built_dashboard
from tests.conftest import sign_in
from tests.support.databases import SqliteTemplate
from tests.support.keys import encryption_key, signing_pem
from tests.support.live_server import LiveServer, server_env
from tests.support.oidc import oidc_provider
from tests.support.static_site import static_site
from tests.support.waiting import OUTBOUND

CHROMIUM = Path(os.environ.get("SVC_CHROMIUM", "/usr/bin/chromium"))
ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    # Every other host is unknown to this browser: pages stay on loopback. (Not Playwright's
    # request routing: a routed request's CORS preflight is answered by Playwright itself,
    # so the browser's own CORS check would never be tested.)
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost",
]
LOOPBACK = {"127.0.0.1", "localhost"}
# expect() waits 5 s by default: too short on a busy 2-core machine; as long as one call.
expect.set_options(timeout=OUTBOUND * 1000)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    if CHROMIUM.exists():
        return
    skip = pytest.mark.skip(reason=f"no Chromium at {CHROMIUM} (apt-get install chromium)")
    for item in items:
        if "tests/browser/" in str(item.path).replace(os.sep, "/"):
            item.add_marker(skip)


# Per module, not per session: Playwright's sync API runs an event loop on the test thread
# while it is started, and with a file per worker (`--dist loadfile`) the worker's next files
# (asyncio tests, hypothesis state machines) could not run their own loop after it.
@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=str(CHROMIUM), args=ARGS)
        yield launched
        launched.close()


@dataclass
class Tab:
    """A page, with what it asked outside loopback and the errors it logged (each prefixed
    with the address of the page it was on)."""

    def errors_on(self, origin: str) -> list[str]:
        return [e for e in self.errors if e.startswith(origin)]

    def outside_from(self, origin: str) -> list[str]:
        return [e for e in self.outside if e.startswith(origin)]

    page: Page
    outside: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    console: list[str] = field(default_factory=list)


class Tabs:
    """Tabs of one browser profile (shared cookies and storage), each watched."""

    def __init__(self, context: BrowserContext) -> None:
        self.context = context
        self.opened: list[Tab] = []
        context.set_default_timeout(OUTBOUND * 1000)

    def new(self) -> Tab:
        tab = Tab(self.context.new_page())

        def on_console(message: ConsoleMessage) -> None:
            tab.console.append(message.text)
            if message.type == "error":
                tab.errors.append(f"{tab.page.url} {message.text}")

        def on_request(request: Request) -> None:
            url = urlsplit(request.url)
            if url.scheme in ("http", "https", "ws", "wss") and url.hostname not in LOOPBACK:
                tab.outside.append(f"{tab.page.url} {request.url}")

        tab.page.on("request", on_request)
        tab.page.on("console", on_console)
        tab.page.on("pageerror", lambda e: tab.errors.append(f"{tab.page.url} uncaught: {e}"))
        self.opened.append(tab)
        return tab


@pytest.fixture
def tabs(browser: Browser) -> Iterator[Tabs]:
    context = browser.new_context(viewport={"width": 1100, "height": 760})
    yield Tabs(context)
    context.close()


@pytest.fixture
def tab(tabs: Tabs) -> Tab:
    return tabs.new()


@dataclass(frozen=True)
class Stack:
    """The API (real uvicorn, SQLite) with the identity provider of the tests, and the example
    dashboard's site as SVC_DASH_URL; ``token`` signs a user in beside the browser."""

    svc: LiveServer
    issuer: str
    dash: str
    database_url: str
    settings: Settings

    def token(self, name: str, user_id: uuid.UUID | None = None) -> tuple[uuid.UUID, str]:
        async def issue() -> tuple[uuid.UUID, str]:
            async with await build_core(self.settings) as core:
                return await sign_in(core, user_id, name)

        # Playwright's sync API keeps an event loop in this thread: run beside it.
        with ThreadPoolExecutor(1) as thread:
            return thread.submit(asyncio.run, issue()).result()


@pytest.fixture(scope="session")
def stack(
    tmp_path_factory: pytest.TempPathFactory, sqlite_template: SqliteTemplate
) -> Iterator[Stack]:
    directory: Path = tmp_path_factory.mktemp("browser")
    database_url = sqlite_template.fresh(directory)
    site = built_dashboard()
    with oidc_provider() as issuer, static_site(site, DASH_PAGES) as dash:
        env = server_env(
            database_url,
            directory / "var",
            SVC_DASH_URL=dash,
            IDP_ISSUER=issuer,
            IDP_CLIENT_ID="svc-dashboard",
            IDP_CLIENT_SECRET="dashboard-secret",
            SVC_RATE_LIMIT_SCALE="0",
        )
        with LiveServer(env) as svc:
            settings = Settings.of(
                env="test",
                database_url=database_url,
                data_dir=directory / "core",
                jwt_private_key=signing_pem(),
                encryption_keys=encryption_key(),
            )
            yield Stack(svc, issuer, dash, database_url, settings)
