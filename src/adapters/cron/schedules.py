"""Cron schedules of leaderboard resets with cronsim (five fields, evaluated in UTC)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from cronsim import CronSim, CronSimError

from domain.games.period import SCHEDULE_MAX, Period
from domain.shared.errors import InvalidInput

_TICK = timedelta(microseconds=1)
"""Moments are whole milliseconds: a microsecond past one is never a firing, so looking back
from there finds a firing at the moment itself."""


class CronsimSchedules:
    def check(self, expression: str, field: str = "resetSchedule") -> str:
        text = " ".join(expression.split())
        if len(text) > SCHEDULE_MAX or len(text.split(" ")) != 5:
            raise InvalidInput(
                "must be a cron expression of five fields (minute hour day month weekday)",
                field=field,
                code="games.invalid_schedule",
            )
        try:
            next(CronSim(text, datetime(2026, 1, 1, tzinfo=UTC)))
        except (CronSimError, StopIteration, ValueError) as error:
            raise InvalidInput(
                f"not a cron expression: {error}", field=field, code="games.invalid_schedule"
            ) from None
        return text

    def period(self, expression: str, moment: datetime) -> Period:
        at = moment.astimezone(UTC)
        start = next(CronSim(expression, at + _TICK, reverse=True))
        end = next(CronSim(expression, at))
        return Period(start.astimezone(UTC), end.astimezone(UTC))
