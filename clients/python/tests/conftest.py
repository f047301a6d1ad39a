"""The clients' suites run against a real `svc serve` (tests/support/live_server.py) on a
migrated SQLite file, beside a local game session server for the sign-in handshake."""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import Iterator

import pytest
from hypothesis import HealthCheck
from hypothesis import settings as hypothesis_settings

from bootstrap.core import build_core
from bootstrap.settings import Settings
from tests.conftest import sign_in
from tests.support.databases import SqliteTemplate
from tests.support.live_server import LiveServer, server_env
from tests.support.session_server import SessionServer, session_server

# As tests/conftest.py: no deadlines (a busy two-core machine), when run alone too.
hypothesis_settings.register_profile(
    "svc", deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
hypothesis_settings.load_profile("svc")

SUPER_ADMIN = uuid.UUID("7d0f3a52-94c1-4b8e-a6f2-3c5d1e9b0a47")
"""SVC_SUPER_ADMIN_IDS of the live server."""


@pytest.fixture(scope="session")
def clients_template(tmp_path_factory: pytest.TempPathFactory) -> SqliteTemplate:
    return SqliteTemplate(tmp_path_factory.mktemp("clients-template"))


@pytest.fixture(scope="module")
def sessions() -> Iterator[SessionServer]:
    with session_server() as running:
        yield running


@pytest.fixture(scope="module")
def live_env(
    tmp_path_factory: pytest.TempPathFactory,
    clients_template: SqliteTemplate,
    sessions: SessionServer,
) -> dict[str, str]:
    directory = tmp_path_factory.mktemp("clients-live")
    return server_env(
        clients_template.fresh(directory),
        directory / "var",
        SVC_SESSION_SERVICE_URL=sessions.url,
        SVC_STREAM_PING_SECONDS="0.5",
        SVC_SUPER_ADMIN_IDS=str(SUPER_ADMIN),
    )


@pytest.fixture(scope="module")
def live(live_env: dict[str, str]) -> Iterator[LiveServer]:
    with LiveServer(live_env) as server:
        yield server


class Operator:
    """What an operator does beside the server, on its database (as `svc token issue` does,
    in this process: a core on the same database and keys)."""

    def __init__(self, env: dict[str, str]) -> None:
        self.env = env

    def token(self, name: str, user_id: uuid.UUID | None = None) -> tuple[uuid.UUID, str]:
        """A full sign-in token for a (new) user."""

        async def issue() -> tuple[uuid.UUID, str]:
            async with await build_core(Settings.from_env(self.env)) as core:
                return await sign_in(core, user_id or uuid.uuid4(), name)

        return asyncio.run(issue())


@pytest.fixture(scope="module")
def operator(live_env: dict[str, str]) -> Operator:
    return Operator(live_env)
