"""Reset periods of leaderboards (docs/games.md, "Reset periods").

A board with a reset schedule (a cron expression, evaluated in UTC) keeps one standing per
player *per period*: a period runs from one firing of the schedule (included) to the next
(excluded), and a score counts in the period its submission falls in. Older periods stay as
the board's archive. A board without a schedule has one period, keyed 0.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from domain.shared.time import to_millis

NO_PERIOD = 0
SCHEDULE_MAX = 100


@dataclass(frozen=True, slots=True)
class Period:
    start: datetime
    end: datetime

    def __contains__(self, moment: datetime) -> bool:
        return self.start <= moment < self.end

    @property
    def key(self) -> int:
        """How entries of the period are stored: the start in epoch milliseconds."""
        return to_millis(self.start)


def period_key(period: Period | None) -> int:
    return NO_PERIOD if period is None else period.key
