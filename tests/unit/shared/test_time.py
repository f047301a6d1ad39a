"""Timestamps: UTC, millisecond precision, one ISO format (docs/api.md, "Conventions")."""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta, timezone

from hypothesis import given, settings
from hypothesis import strategies as st

from domain.shared.time import EPOCH, from_millis, iso_millis, to_millis, truncate_to_millis

# Properties beyond the required ones run fewer examples: the unit suite stays well under 10 s.
SECONDARY = settings(max_examples=25)

ISO = re.compile(r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z")

utc_moments = st.datetimes(timezones=st.just(UTC))
# Offsets to the minute (as real zones have), kept away from the ends of the datetime range.
offsets = st.integers(-(24 * 60 - 1), 24 * 60 - 1).map(lambda m: timezone(timedelta(minutes=m)))
zoned_moments = st.datetimes(
    min_value=datetime(1900, 1, 1), max_value=datetime(2200, 1, 1), timezones=offsets
)
any_moments = st.one_of(utc_moments, zoned_moments)
MIN_MILLIS = to_millis(datetime(1, 1, 1, tzinfo=UTC))
MAX_MILLIS = to_millis(datetime(9999, 12, 31, 23, 59, 59, 999000, tzinfo=UTC))


class TestIsoMillis:
    def test_a_moment_is_written_in_the_one_api_format(self) -> None:
        moment = datetime(2026, 11, 22, 10, 0, tzinfo=UTC)
        assert iso_millis(moment) == "2026-11-22T10:00:00.000Z"

    def test_milliseconds_are_always_three_digits(self) -> None:
        moment = datetime(2026, 1, 2, 3, 4, 5, 7000, tzinfo=UTC)
        assert iso_millis(moment) == "2026-01-02T03:04:05.007Z"

    def test_microseconds_are_truncated_not_rounded(self) -> None:
        moment = datetime(2026, 11, 22, 10, 0, 59, 999_999, tzinfo=UTC)
        assert iso_millis(moment) == "2026-11-22T10:00:59.999Z"

    def test_another_time_zone_is_written_in_utc(self) -> None:
        moment = datetime(2026, 11, 22, 11, 30, tzinfo=timezone(timedelta(hours=1, minutes=30)))
        assert iso_millis(moment) == "2026-11-22T10:00:00.000Z"

    def test_a_year_before_1000_is_written_with_four_digits(self) -> None:
        assert iso_millis(datetime(999, 1, 2, tzinfo=UTC)) == "0999-01-02T00:00:00.000Z"

    @SECONDARY
    @given(moment=any_moments)
    def test_every_moment_is_written_in_the_format_and_reads_back_truncated(
        self, moment: datetime
    ) -> None:
        text = iso_millis(moment)
        assert ISO.fullmatch(text), text
        assert datetime.fromisoformat(text) == truncate_to_millis(moment)


class TestTruncateToMillis:
    def test_sub_millisecond_digits_are_dropped(self) -> None:
        moment = datetime(2026, 11, 22, 10, 0, 0, 123_987, tzinfo=UTC)
        assert truncate_to_millis(moment) == datetime(2026, 11, 22, 10, 0, 0, 123_000, tzinfo=UTC)

    @SECONDARY
    @given(moment=any_moments)
    def test_the_result_is_utc_whole_milliseconds_within_one_millisecond_before(
        self, moment: datetime
    ) -> None:
        truncated = truncate_to_millis(moment)
        assert truncated.tzinfo is UTC
        assert truncated.microsecond % 1000 == 0
        assert timedelta(0) <= moment - truncated < timedelta(milliseconds=1)

    @SECONDARY
    @given(moment=any_moments)
    def test_truncating_twice_changes_nothing(self, moment: datetime) -> None:
        once = truncate_to_millis(moment)
        assert truncate_to_millis(once) == once


class TestMillis:
    def test_the_epoch_is_zero(self) -> None:
        assert to_millis(EPOCH) == 0
        assert from_millis(0) == EPOCH

    def test_a_known_moment_has_its_unix_millis(self) -> None:
        moment = datetime(2026, 11, 22, 10, 0, 0, 250_000, tzinfo=UTC)
        assert to_millis(moment) == 1_795_341_600_250

    def test_moments_before_the_epoch_are_negative(self) -> None:
        moment = datetime(1969, 12, 31, 23, 59, 59, 999_500, tzinfo=UTC)
        assert to_millis(moment) == -1
        assert from_millis(-1) == datetime(1969, 12, 31, 23, 59, 59, 999_000, tzinfo=UTC)

    def test_from_millis_is_utc(self) -> None:
        assert from_millis(1_795_341_600_000).tzinfo is UTC

    @SECONDARY
    @given(moment=any_moments)
    def test_a_moment_round_trips_through_millis_truncated(self, moment: datetime) -> None:
        assert from_millis(to_millis(moment)) == truncate_to_millis(moment)

    @SECONDARY
    @given(millis=st.integers(MIN_MILLIS, MAX_MILLIS))
    def test_millis_round_trip_exactly(self, millis: int) -> None:
        assert to_millis(from_millis(millis)) == millis

    @SECONDARY
    @given(first=any_moments, second=any_moments)
    def test_millis_keep_the_order_of_moments(self, first: datetime, second: datetime) -> None:
        if first <= second:
            assert to_millis(first) <= to_millis(second)
        else:
            assert to_millis(first) >= to_millis(second)


class TestWholeRange:
    def test_the_first_and_last_representable_milliseconds_convert(self) -> None:
        assert from_millis(MIN_MILLIS) == datetime(1, 1, 1, tzinfo=UTC)
        assert iso_millis(from_millis(MAX_MILLIS)) == "9999-12-31T23:59:59.999Z"

    def test_a_naive_moment_is_read_as_local_time_as_datetime_does(self) -> None:
        naive = datetime(2026, 11, 22, 10, 0)
        assert iso_millis(naive) == iso_millis(naive.astimezone(UTC))
