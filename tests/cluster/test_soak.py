"""The soak of bench/soak.py, bounded to 25 s (a listener reconnects once), on the session's
cluster (three instances, one with two workers, on PostgreSQL and Redis, rate limits on):
mixed traffic (reads, writes, streams, sign-ins) answers nothing unintended.

The 10-minute figures (and RSS growth between minute 2 and 10) are in bench/README.md.
"""

from __future__ import annotations

import pytest

from bench.soak import WEIGHTS, run_soak
from bootstrap.core import Core
from tests.cluster.conftest import Running

pytestmark = [pytest.mark.slow, pytest.mark.postgres, pytest.mark.redis]

SECONDS = 25.0


async def test_mixed_traffic_has_no_unintended_answer(running: Running, core: Core) -> None:
    result = await run_soak(
        running.cluster, core, running.session, SECONDS, clients=8, streams=4, people=8,
        rss_from=10.0,
    )  # fmt: skip
    print("\n" + result.text())
    assert result.errors == 0, result.text()
    assert result.stream_errors == 0, result.text()
    assert set(result.by_op) == set(WEIGHTS), result.by_op
    assert result.streams >= 4 and result.requests > 100, result.text()
    # A bound against a leak, not a measurement: 25 s are too short to judge growth.
    assert result.rss_growth < 0.5, result.text()
