"""Polls (docs/decisions.md, "Chat and polls"): definition, voting and tallies. Pure; shared by
chat and news.

- question: 1..200 characters; options: 2..10 labels of 1..80 characters, unique
  case-insensitively (surrounding whitespace is trimmed first);
- expiry: ``duration_ms`` of 60 000 .. 30 days from creation, or (where the area allows it,
  as chat does) an explicit ``expires_at`` in the same window; an area may also allow no
  expiry at all;
- one vote per user, changeable (but not withdrawn) until ``expires_at``;
- every payload shows per-option counts and the viewer's own selection.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta

from domain.shared.errors import Conflict, InvalidInput, NotFound

QUESTION_MAX = 200
OPTIONS_MIN, OPTIONS_MAX = 2, 10
LABEL_MAX = 80
DURATION_MIN_MS = 60_000
DURATION_MAX_MS = 30 * 86_400_000


class PollNotFound(NotFound):
    """There is no poll here."""

    code = "polls.not_found"


class PollClosed(Conflict):
    """This poll is closed; votes can no longer change."""

    code = "polls.closed"


def _text(value: str, maximum: int, field: str) -> str:
    cleaned = value.strip()
    if not 1 <= len(cleaned) <= maximum:
        raise InvalidInput(f"must be 1..{maximum} characters", field=field, code="polls.invalid")
    if any(not ch.isprintable() for ch in cleaned):
        raise InvalidInput("must not contain control characters", field=field, code="polls.invalid")
    return cleaned


def _labels(options: Sequence[str], field: str) -> tuple[str, ...]:
    if not OPTIONS_MIN <= len(options) <= OPTIONS_MAX:
        raise InvalidInput(
            f"a poll has {OPTIONS_MIN}..{OPTIONS_MAX} options", field=field, code="polls.invalid"
        )
    labels = tuple(_text(o, LABEL_MAX, f"{field}[{i}]") for i, o in enumerate(options))
    if len({label.casefold() for label in labels}) != len(labels):
        raise InvalidInput("option labels must be unique", field=field, code="polls.invalid")
    return labels


def _expiry(
    now: datetime, duration_ms: int | None, expires_at: datetime | None, field: str
) -> datetime | None:
    if duration_ms is not None and expires_at is not None:
        raise InvalidInput(
            "give durationMs or expiresAt, not both", field=field, code="polls.invalid"
        )
    if duration_ms is not None:
        if not DURATION_MIN_MS <= duration_ms <= DURATION_MAX_MS:
            raise InvalidInput(
                f"durationMs must be {DURATION_MIN_MS}..{DURATION_MAX_MS}",
                field=f"{field}.durationMs",
                code="polls.invalid",
            )
        return now + timedelta(milliseconds=duration_ms)
    if expires_at is not None:
        delta = expires_at - now
        if (
            not timedelta(milliseconds=DURATION_MIN_MS)
            <= delta
            <= timedelta(milliseconds=DURATION_MAX_MS)
        ):
            raise InvalidInput(
                "expiresAt must be between one minute and 30 days from now",
                field=f"{field}.expiresAt",
                code="polls.invalid",
            )
        return expires_at
    return None


@dataclass(frozen=True, slots=True)
class Poll:
    question: str
    options: tuple[str, ...]
    expires_at: datetime | None = None

    def is_open(self, now: datetime) -> bool:
        return self.expires_at is None or now < self.expires_at

    def check_vote(self, option: int, now: datetime) -> None:
        if not 0 <= option < len(self.options):
            raise InvalidInput(
                f"option must be 0..{len(self.options) - 1}",
                field="option",
                code="polls.invalid_option",
            )
        if not self.is_open(now):
            raise PollClosed()


def define_poll(
    question: str,
    options: Sequence[str],
    now: datetime,
    *,
    duration_ms: int | None = None,
    expires_at: datetime | None = None,
    expiry_required: bool = False,
    field: str = "poll",
) -> Poll:
    """Validate a poll definition; the expiry is fixed from ``now``."""
    poll = Poll(
        question=_text(question, QUESTION_MAX, f"{field}.question"),
        options=_labels(options, f"{field}.options"),
        expires_at=_expiry(now, duration_ms, expires_at, field),
    )
    if expiry_required and poll.expires_at is None:
        raise InvalidInput(
            "durationMs is required", field=f"{field}.durationMs", code="polls.invalid"
        )
    return poll


@dataclass(frozen=True, slots=True)
class Tally:
    counts: tuple[int, ...]
    selection: int | None
    closed: bool

    @property
    def total(self) -> int:
        return sum(self.counts)


def tally(poll: Poll, counts: Mapping[int, int], selection: int | None, now: datetime) -> Tally:
    """Per-option counts (votes for options that no longer exist are ignored)."""
    return Tally(
        counts=tuple(counts.get(i, 0) for i in range(len(poll.options))),
        selection=selection if selection is not None and selection < len(poll.options) else None,
        closed=not poll.is_open(now),
    )


def count_votes(choices: Iterable[int]) -> dict[int, int]:
    """Per-option counts from individual votes (one choice per voter)."""
    counts: dict[int, int] = {}
    for choice in choices:
        counts[choice] = counts.get(choice, 0) + 1
    return counts
