"""Timestamps as the platform keeps them: timezone-aware UTC, millisecond precision."""

from __future__ import annotations

from datetime import UTC, datetime

EPOCH = datetime(1970, 1, 1, tzinfo=UTC)


def to_millis(moment: datetime) -> int:
    delta = moment - EPOCH
    return (delta.days * 86_400 + delta.seconds) * 1000 + delta.microseconds // 1000


def from_millis(millis: int) -> datetime:
    return datetime.fromtimestamp(millis / 1000, tz=UTC).replace(microsecond=(millis % 1000) * 1000)


def truncate_to_millis(moment: datetime) -> datetime:
    return moment.astimezone(UTC).replace(microsecond=moment.microsecond // 1000 * 1000)


def iso_millis(moment: datetime) -> str:
    """``2026-11-22T10:00:00.000Z``: the one timestamp format of the API."""
    utc = moment.astimezone(UTC).replace(tzinfo=None)
    return utc.isoformat(timespec="milliseconds") + "Z"
