"""A grant is active until its expiry."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from domain.permissions.grant import Grant

NOW = datetime(2026, 11, 22, 10, 0, tzinfo=UTC)


class TestGrantActive:
    def test_a_grant_without_expiry_is_active(self) -> None:
        assert Grant("profile:read").active(NOW)

    def test_a_grant_expiring_later_is_active(self) -> None:
        assert Grant("profile:read", expires_at=NOW + timedelta(milliseconds=1)).active(NOW)

    def test_a_grant_expiring_exactly_now_is_no_longer_active(self) -> None:
        assert not Grant("profile:read", expires_at=NOW).active(NOW)

    def test_a_grant_that_expired_earlier_is_not_active(self) -> None:
        assert not Grant("profile:read", expires_at=NOW - timedelta(days=1)).active(NOW)

    def test_a_grant_defaults_to_an_allow_without_value(self) -> None:
        grant = Grant("profile:read")
        assert not grant.negated
        assert grant.value is None
