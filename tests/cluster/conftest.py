"""One cluster for the module's tests: three `svc serve` instances (the middle one with
``--workers 2``) on one fresh PostgreSQL database and one Redis under a key prefix of its own.

Skipped, visibly, without SVC_TEST_POSTGRES_URL and SVC_TEST_REDIS_URL. Tests make their own
users, servers and networks, so they share the cluster without seeing each other.
"""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path

import pytest

from bootstrap.core import Core, build_core
from bootstrap.settings import Settings
from tests.conftest import SUPER_ADMIN
from tests.support.cluster import Cluster, ClusterClient
from tests.support.databases import PostgresTemplate
from tests.support.keys import encryption_key, signing_pem
from tests.support.redis import redis_url
from tests.support.session_server import SessionServer, session_server

PERMISSION_CACHE_SECONDS = 5.0
"""The bound of a lost invalidation in this cluster (SVC_PERMISSION_CACHE_SECONDS)."""
RATE_LIMIT_SCALE = 2.0


@dataclass(frozen=True)
class Running:
    cluster: Cluster
    database_url: str
    session: SessionServer


@pytest.fixture(scope="session")
def game_sessions() -> Iterator[SessionServer]:
    with session_server() as state:
        yield state


@pytest.fixture(scope="session")
def running(
    tmp_path_factory: pytest.TempPathFactory,
    postgres_template: PostgresTemplate | None,
    game_sessions: SessionServer,
) -> Iterator[Running]:
    if postgres_template is None:
        pytest.skip("cluster suite: set SVC_TEST_POSTGRES_URL to run it")
    redis = redis_url()
    url = postgres_template.fresh()
    directory = tmp_path_factory.mktemp("cluster")
    with Cluster(
        url,
        directory,
        workers=(1, 2, 1),
        redis_url=redis,
        SVC_SUPER_ADMIN_IDS=str(SUPER_ADMIN),
        SVC_PERMISSION_CACHE_SECONDS=str(PERMISSION_CACHE_SECONDS),
        SVC_RATE_LIMIT_SCALE=str(RATE_LIMIT_SCALE),
        SVC_SESSION_SERVICE_URL=game_sessions.url,
        SVC_TRUSTED_PROXIES="127.0.0.1/32",  # the soak speaks for many addresses
    ) as cluster:
        yield Running(cluster, url, game_sessions)


@pytest.fixture
async def nodes(running: Running) -> AsyncIterator[ClusterClient]:
    async with running.cluster.client() as client:
        yield client


@pytest.fixture
async def core(running: Running, tmp_path: Path) -> AsyncIterator[Core]:
    """A core on the cluster's database in the test's process (users and tokens, as the CLI)."""
    async with core_on(running.database_url, tmp_path) as built:
        yield built


@asynccontextmanager
async def core_on(database_url: str, tmp_path: Path) -> AsyncIterator[Core]:
    settings = Settings.of(
        env="test",
        database_url=database_url,
        data_dir=tmp_path / "core-var",
        jwt_private_key=signing_pem(),
        encryption_keys=encryption_key(),
        super_admin_ids=frozenset({SUPER_ADMIN}),
        presence_flush_seconds=3600,
    )
    async with await build_core(settings) as built:
        yield built


async def tokens(core: Core, *names: str) -> list[tuple[uuid.UUID, dict[str, str]]]:
    """A new user for each name, with the bearer header of a fresh CLI token."""
    from tests.conftest import bearer, sign_in

    made = []
    for name in names:
        user_id, token = await sign_in(core, uuid.uuid4(), name)
        made.append((user_id, bearer(token)))
    return made


async def admin(core: Core) -> dict[str, str]:
    from tests.conftest import bearer, sign_in

    _, token = await sign_in(core, SUPER_ADMIN, "Admin")
    return bearer(token)
