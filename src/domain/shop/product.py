"""Products of the shop: what they cost (one price per currency) and what a purchase grants."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime, timedelta
from enum import StrEnum

from domain.permissions.node import parse_node
from domain.shared.errors import InvalidInput
from domain.shop.money import Money

SLUG = re.compile(r"^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$")
NAME_MAX = 120
DESCRIPTION_MAX = 4000
IMAGES_MAX = 8
IMAGE_URL_MAX = 500
GRANTS_MAX = 8
PRICES_MAX = 8
REF_MAX = 128
DURATION_DAYS_MAX = 3660


class ProductKind(StrEnum):
    ONE_TIME = "one_time"
    SUBSCRIPTION = "subscription"


class GrantKind(StrEnum):
    PERMISSION = "permission"
    """``ref`` is a permission node, granted to the recipient (with ``value`` if given)."""
    ROLE = "role"
    """``ref`` is a role id, assigned to the recipient."""
    CATALOG_ITEM = "catalog_item"
    """``ref`` names a catalog item; the purchase records it (games read purchases)."""
    SUPPORTER_TIER = "supporter_tier"
    """``ref`` names a supporter tier; recorded like a catalog item."""


@dataclass(frozen=True, slots=True)
class ProductGrant:
    kind: GrantKind
    ref: str
    value: float | None = None
    """A permission grant's value (a number, as admins give them)."""
    duration_days: int | None = None
    """How long a one-time purchase grants; None is forever. Subscriptions grant until the
    end of the paid period instead."""

    def __post_init__(self) -> None:
        if not 1 <= len(self.ref) <= REF_MAX:
            raise InvalidInput(f"ref must be 1 to {REF_MAX} characters", field="grants")
        if self.kind is GrantKind.PERMISSION:
            parse_node(self.ref, allow_wildcard=False)
        elif self.value is not None:
            raise InvalidInput("only a permission grant has a value", field="grants")
        if self.duration_days is not None and not 1 <= self.duration_days <= DURATION_DAYS_MAX:
            raise InvalidInput(
                f"durationDays must be between 1 and {DURATION_DAYS_MAX}", field="grants"
            )

    def expiry(self, start: datetime, period_end: datetime | None) -> datetime | None:
        """When what this grants lapses, for a purchase paid at ``start``."""
        if period_end is not None:
            return period_end
        return start + timedelta(days=self.duration_days) if self.duration_days else None


@dataclass(frozen=True, slots=True)
class Product:
    id: str
    slug: str
    name: str
    description: str
    images: tuple[str, ...]
    kind: ProductKind
    grants: tuple[ProductGrant, ...]
    prices: tuple[Money, ...]
    active: bool
    created_at: datetime
    updated_at: datetime
    revision: int = 1
    provider_id: str | None = None
    """The product's id at the payment provider, once synced."""

    def price_in(self, currency: str) -> Money | None:
        return next((p for p in self.prices if p.currency == currency), None)


def check_product(product: Product) -> Product:
    """Every field rule of a product; returns it."""
    if not SLUG.match(product.slug):
        raise InvalidInput("lower-case letters, digits and inner dashes, at most 64", "slug")
    if not 1 <= len(product.name.strip()) <= NAME_MAX:
        raise InvalidInput(f"must be 1 to {NAME_MAX} characters", field="name")
    if len(product.description) > DESCRIPTION_MAX:
        raise InvalidInput(f"at most {DESCRIPTION_MAX} characters", field="description")
    if len(product.images) > IMAGES_MAX or any(
        not (i.startswith("https://") and len(i) <= IMAGE_URL_MAX) for i in product.images
    ):
        raise InvalidInput(f"at most {IMAGES_MAX} https URLs", field="images")
    if not 1 <= len(product.grants) <= GRANTS_MAX:
        raise InvalidInput(f"1 to {GRANTS_MAX} grants", field="grants")
    if not 1 <= len(product.prices) <= PRICES_MAX:
        raise InvalidInput(f"1 to {PRICES_MAX} prices", field="prices")
    if len({p.currency for p in product.prices}) != len(product.prices):
        raise InvalidInput("one price per currency", field="prices")
    if any(p.amount == 0 for p in product.prices):
        raise InvalidInput("a price is at least 1 minor unit", field="prices")
    return product
