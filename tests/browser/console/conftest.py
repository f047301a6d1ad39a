"""The console's browser stack: real uvicorn on a fresh SQLite database, the tests' OpenID
Connect provider (whose user ``admin`` signs in as the configured super admin, through the
``profile_id`` claim), and data to administer: a user with sessions, a report, a feedback
item, a service whose channel moved twice, an order."""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import httpx
import pytest

from bootstrap.core import build_core
from bootstrap.settings import Settings
from domain.identity.auth_session import SessionKind
from tests.support.databases import SqliteTemplate
from tests.support.keys import encryption_key, signing_pem
from tests.support.live_server import LiveServer, free_port, server_env
from tests.support.oidc import oidc_provider
from tests.support.versions import person, release, service_scope
from tests.support.waiting import OUTBOUND

ADMIN = uuid.UUID("00000000-0000-7000-8000-0000000c0501")
PRODUCT = {
    "slug": "gold-cape", "name": "Gold cape", "kind": "one_time",
    "grants": [{"kind": "catalog_item", "ref": "capes/gold"}],
    "prices": [{"currency": "eur", "amount": 499}],
}  # fmt: skip


@dataclass(frozen=True)
class Seeded:
    bob: uuid.UUID
    bob_token: str
    root_token: str
    scope_id: str
    old_build: str
    new_build: str
    feedback_id: str
    order_id: str


@dataclass(frozen=True)
class ConsoleStack:
    svc: LiveServer
    issuer: str
    seeded: Seeded

    @property
    def console(self) -> str:
        return f"{self.svc.base_url}/console"


async def _seed(settings: Settings, base_url: str) -> Seeded:
    async with await build_core(settings) as core:
        root = await person(core, "Root", ADMIN)
        bob = await person(core, "Bob")
        await core.identity.tokens.issue(bob.user_id, SessionKind.CLI, ())
        carol = await person(core, "Carol")
        await core.social.reports.report(bob, carol.user_id, "spam in chat")
        scope = await service_scope(core)
        old = await release(core, root, scope, "2026.10.01-aaaaaaa")
        new = await release(core, root, scope, "2026.11.01-bbbbbbb")
        await core.versions.channels.move(root, scope, "stable", old.id, reason="first")
        await core.versions.channels.move(root, scope, "stable", new.id, reason="november")
        bob_token = (await core.identity.tokens.issue(bob.user_id, SessionKind.CLI, ())).token
        root_token = (await core.identity.tokens.issue(ADMIN, SessionKind.CLI, ())).token
    async with httpx.AsyncClient(base_url=base_url, timeout=OUTBOUND) as http:
        sent = await http.post("/v1/feedback", json={"category": "bug", "message": "Lag"})
        admin = {"Authorization": f"Bearer {root_token}"}
        made = await http.post("/v1/admin/shop/products", json=PRODUCT, headers=admin)
        assert made.status_code == 201, made.text
        order = await http.post(
            "/v1/shop/checkout", json={"product": "gold-cape", "currency": "eur"},
            headers={"Authorization": f"Bearer {bob_token}", "Idempotency-Key": "console-0001"},
        )  # fmt: skip
        assert order.status_code in (200, 201), order.text
    return Seeded(
        bob.user_id, bob_token, root_token, scope.id, str(old.build_id), str(new.build_id),
        sent.json()["id"], order.json()["id"],
    )  # fmt: skip


@pytest.fixture(scope="module")
def console_stack(
    tmp_path_factory: pytest.TempPathFactory, sqlite_template: SqliteTemplate
) -> Iterator[ConsoleStack]:
    directory: Path = tmp_path_factory.mktemp("console")
    database_url = sqlite_template.fresh(directory)
    port = free_port()
    with oidc_provider() as issuer:
        httpx.put(f"{issuer}/users/admin", json={"profile_id": str(ADMIN)}, timeout=OUTBOUND)
        env = server_env(
            database_url,
            directory / "var",
            SVC_BASE_URL=f"http://127.0.0.1:{port}",
            SVC_SUPER_ADMIN_IDS=str(ADMIN),
            IDP_ISSUER=issuer,
            IDP_CLIENT_ID="svc-console",
            IDP_CLIENT_SECRET="console-secret",
            IDP_PROFILE_ID_CLAIM="profile_id",
            SVC_RATE_LIMIT_SCALE="0",
        )
        with LiveServer(env, port=port) as svc:
            settings = Settings.of(
                env="test",
                database_url=database_url,
                data_dir=directory / "core",
                jwt_private_key=signing_pem(),
                encryption_keys=encryption_key(),
                super_admin_ids=frozenset({ADMIN}),
            )
            # Playwright's sync API keeps an event loop in this thread: seed beside it.
            with ThreadPoolExecutor(1) as thread:
                seeded = thread.submit(asyncio.run, _seed(settings, svc.base_url)).result()
            yield ConsoleStack(svc, issuer, seeded)
