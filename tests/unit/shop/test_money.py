"""Money is integer minor units: totals are exact and bounded."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain.shared.errors import InvalidInput
from domain.shop.money import AMOUNT_MAX, QUANTITY_MAX, Money, parse_currency


@given(st.integers(0, AMOUNT_MAX), st.integers(1, QUANTITY_MAX))
def test_a_total_is_the_exact_product_or_refused(amount: int, quantity: int) -> None:
    unit = Money(amount, "eur")
    if amount * quantity > AMOUNT_MAX:
        with pytest.raises(InvalidInput):
            unit.times(quantity)
    else:
        assert unit.times(quantity) == Money(amount * quantity, "eur")


@pytest.mark.parametrize("quantity", [0, -1, QUANTITY_MAX + 1])
def test_quantities_out_of_bounds_are_refused(quantity: int) -> None:
    with pytest.raises(InvalidInput):
        Money(100, "eur").times(quantity)


@pytest.mark.parametrize("amount", [-1, AMOUNT_MAX + 1, True])
def test_amounts_out_of_bounds_are_refused(amount: int) -> None:
    with pytest.raises(InvalidInput):
        Money(amount, "eur")


def test_currencies_are_three_letters_lower_case() -> None:
    assert parse_currency("EUR") == "eur"
    for bad in ("eu", "euro", "e1r", ""):
        with pytest.raises(InvalidInput):
            parse_currency(bad)
