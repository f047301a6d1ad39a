"""The soak of bench/soak.py, bounded to 60 s: two instances on PostgreSQL and Redis under
mixed traffic (reads, writes, streams, sign-ins) answer nothing unintended.

The 10-minute figures (and RSS growth between minute 2 and 10) are in bench/README.md.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from bench.soak import WEIGHTS, run_soak

from tests.cluster.conftest import core_on
from tests.support.cluster import Cluster
from tests.support.redis import redis_url
from tests.support.session_server import SessionServer

pytestmark = [pytest.mark.slow, pytest.mark.postgres, pytest.mark.redis]

SECONDS = 60.0


@pytest.mark.parametrize("backend", ["postgres"])
async def test_a_minute_of_mixed_traffic_on_two_instances_has_no_unintended_answer(
    tmp_path: Path, database_url: str, game_sessions: SessionServer
) -> None:
    url = database_url
    with Cluster(
        url,
        tmp_path,
        workers=(1, 1),
        redis_url=redis_url(),
        SVC_RATE_LIMIT_SCALE="0",
        SVC_SESSION_SERVICE_URL=game_sessions.url,
        SVC_LOG_LEVEL="warning",
    ) as cluster:
        async with core_on(url, tmp_path) as core:
            result = await run_soak(
                cluster, core, game_sessions, SECONDS, clients=8, streams=4, people=8,
                rss_from=20.0,
            )  # fmt: skip
    print("\n" + result.text())
    assert result.errors == 0, result.text()
    assert result.stream_errors == 0, result.text()
    assert set(result.by_op) == set(WEIGHTS), result.by_op
    assert result.streams >= 4 and result.requests > 100, result.text()
    # A bound against a leak, not a measurement: a minute is too short to judge growth.
    assert result.rss_growth < 0.5, result.text()
