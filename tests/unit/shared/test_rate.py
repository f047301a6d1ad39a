"""GCRA: ``limit`` events per ``window``, as a burst of ``limit`` then one per interval.

GCRA bounds the events of any span ``d`` by ``limit + d / interval`` (interval = window /
limit): a full burst at once, then a steady refill. It does not bound every window to
``limit``: a full burst followed by one event an interval later is allowed.
"""

from __future__ import annotations

from collections.abc import Iterable

from hypothesis import given, settings
from hypothesis import strategies as st

from domain.shared.rate import gcra

# Properties beyond the required ones run fewer examples: the unit suite stays well under 10 s.
SECONDARY = settings(max_examples=25)

limits = st.integers(1, 100)
windows = st.floats(1, 3600)
# Monotonic clock readings: seconds since boot, up to about four months.
starts = st.floats(0, 1e7)


def allowed_count(times: Iterable[float], limit: int, window: float, tat: float | None = None):
    """Feed events at ``times``; return how many were allowed and the final TAT."""
    count = 0
    for now in times:
        decision = gcra(tat, now, limit, window)
        if decision.allowed:
            count += 1
            tat = decision.tat
    return count, tat


class TestBurst:
    def test_the_first_event_is_allowed(self) -> None:
        assert gcra(None, 100.0, 30, 60).allowed

    def test_a_burst_of_exactly_the_limit_is_allowed(self) -> None:
        assert allowed_count([100.0] * 30, 30, 60)[0] == 30

    def test_the_event_after_a_full_burst_is_refused(self) -> None:
        _, tat = allowed_count([100.0] * 30, 30, 60)
        assert not gcra(tat, 100.0, 30, 60).allowed

    def test_a_burst_is_not_cut_short_when_the_interval_is_not_exact_in_binary(self) -> None:
        # 3 per second: the interval 1/3 is not exact, and rounding must not cost an event.
        assert allowed_count([1000.0] * 4, 3, 1.0)[0] == 3

    @SECONDARY
    @given(limit=limits, window=windows, now=starts)
    def test_any_burst_at_one_instant_allows_exactly_the_limit(
        self, limit: int, window: float, now: float
    ) -> None:
        assert allowed_count([now] * (limit + 5), limit, window)[0] == limit


class TestRefusal:
    def test_a_refused_event_says_how_long_to_wait(self) -> None:
        _, tat = allowed_count([100.0] * 30, 30, 60)
        decision = gcra(tat, 100.0, 30, 60)
        assert decision.retry_after == 2.0

    def test_a_refused_event_does_not_push_the_schedule_back(self) -> None:
        _, tat = allowed_count([100.0] * 30, 30, 60)
        assert tat is not None
        assert gcra(tat, 100.5, 30, 60).tat == tat

    def test_one_event_is_allowed_again_each_interval_after_a_full_burst(self) -> None:
        _, tat = allowed_count([100.0] * 30, 30, 60)
        assert not gcra(tat, 101.9, 30, 60).allowed
        assert gcra(tat, 102.0, 30, 60).allowed

    @SECONDARY
    @given(
        limit=limits,
        window=windows,
        start=starts,
        offsets=st.lists(st.floats(0, 2), min_size=1, max_size=150),
    )
    def test_waiting_the_retry_after_is_always_enough(
        self, limit: int, window: float, start: float, offsets: list[float]
    ) -> None:
        interval = window / limit
        tat = None
        for now in sorted(start + o * interval for o in offsets):
            decision = gcra(tat, now, limit, window)
            if not decision.allowed:
                assert decision.retry_after > 0
                retry = gcra(tat, now + decision.retry_after, limit, window)
                assert retry.allowed
                continue
            assert decision.retry_after == 0
            tat = decision.tat


class TestLimitOverTime:
    @given(
        limit=limits,
        window=windows,
        start=starts,
        offsets=st.lists(st.floats(0, 1, exclude_max=True), min_size=1, max_size=150),
    )
    def test_within_one_interval_no_more_than_the_limit_are_allowed(
        self, limit: int, window: float, start: float, offsets: list[float]
    ) -> None:
        interval = window / limit
        times = sorted(start + o * interval * 0.999 for o in offsets)
        assert allowed_count(times, limit, window)[0] <= limit

    @SECONDARY
    @given(
        limit=limits,
        window=windows,
        start=starts,
        offsets=st.lists(st.floats(0, 3), min_size=1, max_size=300),
    )
    def test_over_any_span_at_most_the_limit_plus_one_per_interval_are_allowed(
        self, limit: int, window: float, start: float, offsets: list[float]
    ) -> None:
        times = sorted(start + o * window for o in offsets)
        span = times[-1] - times[0]
        count, _ = allowed_count(times, limit, window)
        assert count <= limit + span / (window / limit) + 1e-6

    @given(
        limit=limits,
        window=windows,
        start=starts,
        offsets=st.lists(st.floats(0, 3), max_size=200),
    )
    def test_after_a_full_idle_window_the_limit_is_allowed_again(
        self, limit: int, window: float, start: float, offsets: list[float]
    ) -> None:
        times = sorted(start + o * window for o in offsets)
        _, tat = allowed_count(times, limit, window)
        resume = (times[-1] if times else start) + window
        assert allowed_count([resume] * (limit + 1), limit, window, tat)[0] == limit

    def test_one_event_per_interval_is_allowed_indefinitely(self) -> None:
        times = [100.0 + 2.0 * i for i in range(1000)]
        assert allowed_count(times, 30, 60)[0] == 1000

    def test_a_full_burst_then_one_event_an_interval_later_are_all_allowed(self) -> None:
        # The refill GCRA is built on: 31 events inside one 60 s window, at a steady 30/min.
        times = [100.0] * 30 + [102.0]
        assert allowed_count(times, 30, 60)[0] == 31
