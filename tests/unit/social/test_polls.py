"""Poll rules (docs/decisions.md, "Chat and polls"), shared by chat and news."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain.polls.poll import (
    DURATION_MAX_MS,
    DURATION_MIN_MS,
    PollClosed,
    count_votes,
    define_poll,
    tally,
)
from domain.shared.errors import InvalidInput

NOW = datetime(2026, 11, 22, tzinfo=UTC)
label = st.text(st.characters(codec="utf-8", categories=("L", "N")), min_size=1, max_size=80)
labels = st.lists(label, min_size=2, max_size=10, unique_by=str.casefold)


@given(question=label, options=labels, duration=st.integers(DURATION_MIN_MS, DURATION_MAX_MS))
def test_a_valid_poll_keeps_its_options_and_expires_after_its_duration(
    question: str, options: list[str], duration: int
) -> None:
    poll = define_poll(question, options, NOW, duration_ms=duration)
    assert poll.options == tuple(options)
    assert poll.expires_at == NOW + timedelta(milliseconds=duration)


@given(options=st.lists(label, min_size=0, max_size=20))
def test_option_count_is_two_to_ten(options: list[str]) -> None:
    unique = list(dict.fromkeys(o.casefold() for o in options))
    if 2 <= len(unique) <= 10:
        assert len(define_poll("q", unique, NOW).options) == len(unique)
    else:
        with pytest.raises(InvalidInput):
            define_poll("q", unique, NOW)


@given(duration=st.integers(-(10**12), 10**12))
def test_duration_is_bounded(duration: int) -> None:
    if DURATION_MIN_MS <= duration <= DURATION_MAX_MS:
        define_poll("q", ["a", "b"], NOW, duration_ms=duration)
    else:
        with pytest.raises(InvalidInput):
            define_poll("q", ["a", "b"], NOW, duration_ms=duration)


@pytest.mark.parametrize(
    ("question", "options", "kwargs"),
    [
        ("", ["a", "b"], {}),
        ("   ", ["a", "b"], {}),
        ("x" * 201, ["a", "b"], {}),
        ("q", ["Yes", " yes "], {}),
        ("q", ["a", "x" * 81], {}),
        ("q", ["a", ""], {}),
        ("q", ["a", "b"], {"expires_at": NOW}),
        ("q", ["a", "b"], {"expires_at": NOW + timedelta(days=31)}),
        ("q", ["a", "b"], {"duration_ms": 60_000, "expires_at": NOW + timedelta(hours=1)}),
        ("q", ["a", "b"], {"expiry_required": True}),
    ],
)
def test_invalid_definitions(question: str, options: list[str], kwargs: dict) -> None:
    with pytest.raises(InvalidInput):
        define_poll(question, options, NOW, **kwargs)


def test_a_chat_poll_may_have_a_future_expiry_or_none() -> None:
    at = NOW + timedelta(hours=2)
    assert define_poll("q", ["a", "b"], NOW, expires_at=at).expires_at == at
    assert define_poll(" q ", [" a", "b "], NOW).expires_at is None
    assert define_poll(" q ", [" a", "b "], NOW).options == ("a", "b")


def test_votes_are_checked_against_options_and_expiry() -> None:
    poll = define_poll("q", ["a", "b"], NOW, duration_ms=60_000)
    poll.check_vote(1, NOW)
    with pytest.raises(InvalidInput):
        poll.check_vote(2, NOW)
    with pytest.raises(PollClosed):
        poll.check_vote(0, NOW + timedelta(minutes=1))


@given(choices=st.lists(st.integers(0, 3), max_size=50), selection=st.none() | st.integers(0, 3))
def test_tally_counts_every_vote_once(choices: list[int], selection: int | None) -> None:
    poll = define_poll("q", ["a", "b", "c", "d"], NOW)
    result = tally(poll, count_votes(choices), selection, NOW)
    assert result.total == len(choices)
    assert list(result.counts) == [choices.count(i) for i in range(4)]
    assert result.selection == selection and not result.closed
