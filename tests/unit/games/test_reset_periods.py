"""Reset periods of cron schedules (evaluated in UTC): the period a moment falls in holds it,
periods follow each other without gaps, and bad expressions are refused (hypothesis)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from hypothesis import given
from hypothesis import strategies as st

from adapters.cron.schedules import CronsimSchedules
from domain.shared.errors import InvalidInput
from domain.shared.time import truncate_to_millis

schedules = CronsimSchedules()
EXPRESSIONS = ["0 0 * * 1", "*/15 * * * *", "0 */6 * * *", "30 4 1 * *", "0 0 1 1 *", "5 3 * * 1-5"]
moments = st.datetimes(
    min_value=datetime(2020, 1, 1), max_value=datetime(2035, 1, 1), timezones=st.just(UTC)
).map(truncate_to_millis)


@given(st.sampled_from(EXPRESSIONS), moments)
def test_the_period_holds_the_moment_and_the_next_one_follows_it(
    expression: str, at: datetime
) -> None:
    period = schedules.period(expression, at)
    assert at in period and period.start < period.end
    # A firing starts its period: the start is in it, the end starts the next one.
    assert schedules.period(expression, period.start) == period
    following = schedules.period(expression, period.end)
    assert following.start == period.end
    just_before = schedules.period(expression, period.end - timedelta(milliseconds=1))
    assert just_before == period


def test_weekly_periods_start_on_monday_midnight_utc() -> None:
    period = schedules.period("0 0 * * 1", datetime(2026, 11, 28, 9, 30, tzinfo=UTC))
    assert (period.start, period.end) == (
        datetime(2026, 11, 23, tzinfo=UTC), datetime(2026, 11, 30, tzinfo=UTC)
    )  # fmt: skip


@pytest.mark.parametrize("bad", ["61 * * * *", "* * *", "every monday", "0 0 * * 1 2026", ""])
def test_bad_expressions_are_refused(bad: str) -> None:
    with pytest.raises(InvalidInput) as refused:
        schedules.check(bad)
    assert refused.value.code == "games.invalid_schedule"


def test_expressions_are_normalized() -> None:
    assert schedules.check("  0  0 * *   1 ") == "0 0 * * 1"
