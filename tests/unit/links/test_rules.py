"""The pure rules of links: when a token is refreshed, who counts as a supporter."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from uuid import UUID

from hypothesis import given, settings
from hypothesis import strategies as st

from domain.links.accounts import REFRESH_MARGIN, LinkProvider, ProviderTokens
from domain.links.link import AccountLink, LinkStatus
from domain.links.membership import Membership, MembershipStatus

NOW = datetime(2026, 11, 28, 10, 0, tzinfo=UTC)
offsets = st.integers(min_value=-86_400, max_value=86_400).map(lambda s: timedelta(seconds=s))


@settings(deadline=None)
@given(offsets, st.booleans(), st.sampled_from(LinkStatus))
def test_a_link_is_due_exactly_when_its_token_expires_within_the_margin(
    left: timedelta, refreshable: bool, status: LinkStatus
) -> None:
    link = AccountLink(
        user_id=UUID(int=1), provider=LinkProvider.CHAT, account_id="1",
        display_name="x", scopes=(), access_sealed="a",
        refresh_sealed="r" if refreshable else None, expires_at=NOW + left, status=status,
        linked_at=NOW, refreshed_at=NOW,
    )  # fmt: skip
    expected = refreshable and status is LinkStatus.ACTIVE and left <= REFRESH_MARGIN
    assert link.refresh_due(NOW) is expected
    tokens = ProviderTokens("acc-Zq81", "ref-Yx72" if refreshable else None, NOW + left, ())
    assert "acc-Zq81" not in repr(tokens) and "ref-Yx72" not in repr(tokens)


@settings(deadline=None)
@given(st.integers(0, 10_000), st.integers(0, 10_000), st.sampled_from(MembershipStatus))
def test_only_an_active_pledge_of_at_least_the_amount_supports(
    pledged: int, required: int, status: MembershipStatus
) -> None:
    membership = Membership("1", None, pledged, "USD", status, None)
    assert membership.supports_with(required) is (
        status is MembershipStatus.ACTIVE and pledged >= required
    )
