"""Product rules: slugs, one price per currency, grants of the right shape, expiries."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta

import pytest

from domain.shared.errors import InvalidInput
from domain.shop.money import Money
from domain.shop.product import GrantKind, Product, ProductGrant, ProductKind, check_product

T0 = datetime(2026, 11, 28, tzinfo=UTC)
GOOD = Product("a" * 24, "gold-cape", "Gold cape", "", (), ProductKind.ONE_TIME,
               (ProductGrant(GrantKind.PERMISSION, "cosmetics:cape.gold"),),
               (Money(499, "eur"),), True, T0, T0)  # fmt: skip


def test_a_good_product_passes() -> None:
    assert check_product(GOOD) is GOOD


@pytest.mark.parametrize(
    "change",
    [
        {"slug": "Gold Cape"},
        {"slug": "-gold"},
        {"slug": "x" * 65},
        {"name": "   "},
        {"prices": ()},
        {"prices": (Money(499, "eur"), Money(599, "eur"))},
        {"prices": (Money(0, "eur"),)},
        {"grants": ()},
        {"images": ("http://insecure.example.com/a.png",)},
    ],
)
def test_broken_products_are_refused(change: dict[str, object]) -> None:
    with pytest.raises(InvalidInput):
        check_product(replace(GOOD, **change))  # type: ignore[arg-type]


def test_grants_are_checked() -> None:
    with pytest.raises(InvalidInput):
        ProductGrant(GrantKind.PERMISSION, "not a node!")
    with pytest.raises(InvalidInput):
        ProductGrant(GrantKind.ROLE, "a" * 24, value=3)
    with pytest.raises(InvalidInput):
        ProductGrant(GrantKind.SUPPORTER_TIER, "gold", duration_days=0)


def test_expiry_is_the_period_end_or_the_duration() -> None:
    forever = ProductGrant(GrantKind.CATALOG_ITEM, "capes/gold")
    week = ProductGrant(GrantKind.CATALOG_ITEM, "capes/gold", duration_days=7)
    end = T0 + timedelta(days=31)
    assert forever.expiry(T0, None) is None
    assert week.expiry(T0, None) == T0 + timedelta(days=7)
    assert week.expiry(T0, end) == end and forever.expiry(T0, end) == end
