"""Presence as others see it, derived from when the user was last seen."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from domain.profile.presence import ONLINE_WINDOW, Presence, PresenceState

NOW = datetime(2026, 11, 22, 10, 0, tzinfo=UTC)


class TestPresenceFromLastSeen:
    def test_a_user_never_seen_is_offline_without_timestamp(self) -> None:
        presence = Presence.from_last_seen(None, NOW)
        assert presence == Presence(online=False, state=PresenceState.OFFLINE, timestamp=None)

    def test_a_user_seen_just_now_is_online(self) -> None:
        presence = Presence.from_last_seen(NOW, NOW)
        assert presence.online
        assert presence.state is PresenceState.ONLINE

    def test_a_user_seen_exactly_one_window_ago_is_still_online(self) -> None:
        assert Presence.from_last_seen(NOW - ONLINE_WINDOW, NOW).online

    def test_a_user_seen_just_over_one_window_ago_is_offline(self) -> None:
        seen = NOW - ONLINE_WINDOW - timedelta(milliseconds=1)
        presence = Presence.from_last_seen(seen, NOW)
        assert not presence.online
        assert presence.state is PresenceState.OFFLINE

    def test_the_online_window_is_five_minutes(self) -> None:
        assert Presence.from_last_seen(NOW - timedelta(minutes=4, seconds=59), NOW).online
        assert not Presence.from_last_seen(NOW - timedelta(minutes=5, seconds=1), NOW).online

    def test_the_timestamp_is_when_the_user_was_last_seen(self) -> None:
        seen = NOW - timedelta(hours=3)
        assert Presence.from_last_seen(seen, NOW).timestamp == seen

    def test_states_serialize_as_the_spec_spells_them(self) -> None:
        assert PresenceState.ONLINE == "ONLINE"
        assert PresenceState.OFFLINE == "OFFLINE"
