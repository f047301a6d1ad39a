"""The list-limit rule: a default, clamping above the maximum, an error below one."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.shared.errors import InvalidInput
from domain.shared.pagination import LimitRule

# Properties beyond the required ones run fewer examples: the unit suite stays well under 10 s.
SECONDARY = settings(max_examples=25)

RULE = LimitRule(default=50, maximum=200)
maxima = st.integers(1, 1000)


class TestLimitRule:
    def test_no_limit_gives_the_default(self) -> None:
        assert RULE.apply(None) == 50

    def test_a_limit_within_range_is_kept(self) -> None:
        assert RULE.apply(20) == 20

    def test_one_is_the_smallest_limit(self) -> None:
        assert RULE.apply(1) == 1

    def test_the_maximum_itself_is_kept(self) -> None:
        assert RULE.apply(200) == 200

    def test_a_limit_above_the_maximum_is_clamped(self) -> None:
        assert RULE.apply(201) == 200

    @pytest.mark.parametrize("requested", [0, -1, -500])
    def test_a_limit_below_one_is_refused_naming_the_field(self, requested: int) -> None:
        with pytest.raises(InvalidInput) as caught:
            RULE.apply(requested)
        assert caught.value.field == "limit"

    @given(maximum=maxima, requested=st.integers(1, 10**9))
    def test_any_limit_of_at_least_one_is_clamped_to_the_maximum(
        self, maximum: int, requested: int
    ) -> None:
        rule = LimitRule(default=1, maximum=maximum)
        assert rule.apply(requested) == min(requested, maximum)

    @SECONDARY
    @given(maximum=maxima, requested=st.integers(-(10**9), 0))
    def test_any_limit_below_one_is_refused(self, maximum: int, requested: int) -> None:
        with pytest.raises(InvalidInput):
            LimitRule(default=1, maximum=maximum).apply(requested)
