"""What a friend sees of a user's presence, by the visibility the user chose."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime, timedelta

import pytest

from domain.profile.presence import PresenceState
from domain.shared.errors import InvalidInput
from domain.social.links import Visibility
from domain.social.presence import presence_setting, seen_presence

NOW = datetime(2026, 11, 22, 12, tzinfo=UTC)
RECENT, LONG_AGO = NOW - timedelta(minutes=2), NOW - timedelta(hours=3)
PARTY = uuid.uuid4()


def seen(last_seen, state=None, visibility=Visibility.DEFAULT):  # type: ignore[no-untyped-def]
    return seen_presence(last_seen, state, NOW - timedelta(minutes=1), PARTY, visibility, NOW)


def test_default_shows_everything_while_online() -> None:
    view = seen(RECENT, PresenceState.BUSY)
    assert (view.online, view.state, view.party_id, view.last_seen_at) == (
        True,
        PresenceState.BUSY,
        PARTY,
        RECENT,
    )
    assert view.timestamp == NOW - timedelta(minutes=1)


def test_online_without_a_chosen_state_is_online_since_last_seen() -> None:
    view = seen(RECENT)
    assert (view.state, view.timestamp) == (PresenceState.ONLINE, RECENT)


def test_offline_hides_the_chosen_state_and_the_party() -> None:
    view = seen(LONG_AGO, PresenceState.AWAY)
    assert (view.online, view.state, view.party_id, view.last_seen_at) == (
        False,
        PresenceState.OFFLINE,
        None,
        LONG_AGO,
    )


@pytest.mark.parametrize("last_seen", [RECENT, LONG_AGO, None])
def test_limited_shows_online_or_offline_only(last_seen: datetime | None) -> None:
    view = seen(last_seen, PresenceState.BUSY, Visibility.LIMITED)
    assert view.state in (PresenceState.ONLINE, PresenceState.OFFLINE)
    assert view.online is (last_seen == RECENT)
    assert (view.timestamp, view.last_seen_at, view.party_id) == (None, None, None)


@pytest.mark.parametrize("last_seen", [RECENT, LONG_AGO, None])
def test_hidden_is_always_offline(last_seen: datetime | None) -> None:
    view = seen(last_seen, PresenceState.AWAY, Visibility.HIDDEN)
    assert (view.online, view.state, view.timestamp, view.last_seen_at, view.party_id) == (
        False,
        PresenceState.OFFLINE,
        None,
        None,
        None,
    )


def test_online_means_automatic_and_offline_cannot_be_chosen() -> None:
    assert presence_setting(PARTY, "ONLINE", None, NOW).state is None
    assert presence_setting(PARTY, "AWAY", None, NOW).state is PresenceState.AWAY
    for state in ("OFFLINE", "away", "HIDDEN"):
        with pytest.raises(InvalidInput):
            presence_setting(PARTY, state, None, NOW)
