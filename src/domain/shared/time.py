"""Timestamps as the platform keeps them: timezone-aware UTC, millisecond precision."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

EPOCH = datetime(1970, 1, 1, tzinfo=UTC)


def to_millis(moment: datetime) -> int:
    delta = moment - EPOCH
    return (delta.days * 86_400 + delta.seconds) * 1000 + delta.microseconds // 1000


def from_millis(millis: int) -> datetime:
    # Integer arithmetic: exact over the whole datetime range, and about twice as fast as
    # ``datetime.fromtimestamp`` (every row a list reads converts several of these).
    return EPOCH + timedelta(milliseconds=millis)


def truncate_to_millis(moment: datetime) -> datetime:
    return moment.astimezone(UTC).replace(microsecond=moment.microsecond // 1000 * 1000)


def iso_millis(moment: datetime) -> str:
    """``2026-11-22T10:00:00.000Z``: the one timestamp format of the API."""
    m = moment if moment.tzinfo is UTC else moment.astimezone(UTC)
    # One %-format is faster than isoformat() and its suffix rewrite (lists write several a row).
    return "%04d-%02d-%02dT%02d:%02d:%02d.%03dZ" % (  # noqa: UP031
        m.year,
        m.month,
        m.day,
        m.hour,
        m.minute,
        m.second,
        m.microsecond // 1000,
    )
