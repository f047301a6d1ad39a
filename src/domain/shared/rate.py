"""The generic cell rate algorithm: ``limit`` events per ``window``, smoothly.

State is one number per key, the theoretical arrival time (TAT). Each allowed event pushes it
one emission interval (window / limit) into the future; an event is refused while the TAT is
more than a whole window ahead of now. The same arithmetic runs in memory and in Redis (Lua).
"""

from __future__ import annotations

import math
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class RateDecision:
    allowed: bool
    tat: float
    retry_after: float


def gcra(tat: float | None, now: float, limit: int, window: float) -> RateDecision:
    interval = window / limit
    start = now if tat is None or tat < now else tat
    new_tat = start + interval
    allow_at = new_tat - window
    if allow_at - now > _slack(new_tat, interval, limit):
        return RateDecision(False, start, allow_at - now)
    return RateDecision(True, new_tat, 0.0)


def _slack(new_tat: float, interval: float, limit: int) -> float:
    """What float rounding may have added to the TAT: an ulp per event, under half an interval.

    Without it a burst of exactly ``limit`` events is often cut short (e.g. 3 per second).
    """
    return min(interval / 2, limit * math.ulp(new_tat))
