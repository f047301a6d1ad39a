"""Fixtures every suite shares: settings, databases per backend, a wired core, an HTTP client.

Backends: ``memory`` and ``sqlite`` always; ``postgres`` when SVC_TEST_POSTGRES_URL is set
(otherwise those cases are skipped, with the reason shown by ``-ra``).

No test depends on the machine's speed (CI machines have two busy cores): hypothesis runs
without deadlines, calls to local test doubles get generous timeouts, and waits poll a
condition up to a generous bound (tests/support/waiting.py).
"""

from __future__ import annotations

import os
import uuid
from collections.abc import AsyncIterator, Callable, Iterator
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from datetime import UTC, datetime
from pathlib import Path

import pytest
from hypothesis import HealthCheck
from hypothesis import settings as hypothesis_settings
from litestar.testing import AsyncTestClient

from adapters.system.clock import FrozenClock
from bootstrap.core import Core, build_core
from bootstrap.settings import Settings
from domain.identity.auth_session import SessionKind
from tests.support.databases import PostgresTemplate, SqliteTemplate, postgres_admin_url
from tests.support.keys import encryption_key, signing_pem
from tests.support.waiting import OUTBOUND

BACKENDS = ("memory", "sqlite", "postgres")
SUPER_ADMIN = uuid.UUID("00000000-0000-7000-8000-00000000a0a0")

# A time limit per example, or on generating one, fails on a busy machine, not on a bug.
hypothesis_settings.register_profile(
    "svc", deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
hypothesis_settings.load_profile("svc")


@pytest.fixture(scope="session")
def sqlite_template(tmp_path_factory: pytest.TempPathFactory) -> SqliteTemplate:
    return SqliteTemplate(tmp_path_factory.mktemp("sqlite-template"))


@pytest.fixture(scope="session")
def postgres_template() -> Iterator[PostgresTemplate | None]:
    admin = postgres_admin_url()
    if admin is None:
        yield None
        return
    template = PostgresTemplate(admin)
    yield template
    template.drop_all()


@pytest.fixture
def database_url_for(
    tmp_path: Path,
    sqlite_template: SqliteTemplate,
    postgres_template: PostgresTemplate | None,
) -> Callable[[str], str]:
    """A fresh, migrated database of the given backend."""

    def fresh(backend: str) -> str:
        if backend == "memory":
            return "memory://"
        if backend == "sqlite":
            directory = tmp_path / f"sqlite-{uuid.uuid4().hex[:6]}"
            directory.mkdir()
            return sqlite_template.fresh(directory)
        if postgres_template is None:
            pytest.skip("PostgreSQL suite: set SVC_TEST_POSTGRES_URL to run it")
        return postgres_template.fresh()

    return fresh


@pytest.fixture(params=BACKENDS)
def backend(request: pytest.FixtureRequest) -> str:
    return request.param


@pytest.fixture
def database_url(backend: str, database_url_for: Callable[[str], str]) -> str:
    return database_url_for(backend)


@pytest.fixture
def settings_for(tmp_path: Path) -> Callable[..., Settings]:
    def make(database_url: str = "memory://", **overrides: object) -> Settings:
        base = Settings.of(
            env="test",
            database_url=database_url,
            data_dir=tmp_path / "var",
            jwt_private_key=signing_pem(),
            encryption_keys=encryption_key(),
            super_admin_ids=frozenset({SUPER_ADMIN}),
            region="test-1",
            build_id="2026.11.22-test",
            presence_flush_seconds=3600,
            session_service_timeout=OUTBOUND,
            idp_timeout=OUTBOUND,
            dns_timeout=OUTBOUND,
            # Small pools: the suite's workers, the cluster and the tests that race two cores
            # share one PostgreSQL (100 connections by default); 4 (+4 overflow, +4 fast read)
            # still lets 50 racing writers through, queued.
            db_pool_size=4,
        )
        return base.with_overrides(**overrides)

    return make


@pytest.fixture
def clock() -> FrozenClock:
    return FrozenClock(datetime(2026, 11, 22, 10, 0, tzinfo=UTC))


@pytest.fixture
async def core(
    database_url: str, settings_for: Callable[..., Settings], clock: FrozenClock
) -> AsyncIterator[Core]:
    """The wired core on each backend, with a clock that moves only when told to."""
    async with await build_core(settings_for(database_url), clock=clock) as built:
        yield built


async def sign_in(
    core: Core, user_id: uuid.UUID | None = None, name: str = "Player", scopes: tuple[str, ...] = ()
) -> tuple[uuid.UUID, str]:
    """Create (or reuse) a user and return its id with a fresh bearer token."""
    user_id = user_id or uuid.uuid4()
    await core.identity.users.ensure(user_id, name)
    issued = await core.identity.tokens.issue(user_id, SessionKind.CLI, scopes)
    return user_id, issued.token


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


@pytest.fixture
def http_with(
    database_url_for: Callable[[str], str], settings_for: Callable[..., Settings]
) -> Callable[..., AbstractAsyncContextManager[AsyncTestClient]]:
    """``http`` with settings changed: ``async with http_with(rate_limit_scale=0.1) as http``."""
    from entrypoints.http.app import create_app

    @asynccontextmanager
    async def client_with(**overrides: object) -> AsyncIterator[AsyncTestClient]:
        async with (
            await build_core(settings_for(database_url_for("sqlite"), **overrides)) as built,
            AsyncTestClient(app=create_app(core=built)) as client,
        ):
            client.core = built  # type: ignore[attr-defined]
            yield client

    return client_with


@pytest.fixture
async def http(
    http_with: Callable[..., AbstractAsyncContextManager[AsyncTestClient]],
) -> AsyncIterator[AsyncTestClient]:
    """The real app on a fresh SQLite database, through Litestar's ASGI test client."""
    async with http_with() as client:
        yield client


def pytest_report_header() -> list[str]:
    return [
        f"PostgreSQL suite: {'on' if postgres_admin_url() else 'off (set SVC_TEST_POSTGRES_URL)'}",
        "Redis suite: "
        + ("on" if os.environ.get("SVC_TEST_REDIS_URL") else "off (set SVC_TEST_REDIS_URL)"),
    ]
