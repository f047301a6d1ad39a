"""Money in integer minor units (cents) of an ISO 4217 currency, written lower case as the
provider does (``eur``, ``usd``). No floats anywhere: amounts add and multiply exactly."""

from __future__ import annotations

import re
from dataclasses import dataclass

from domain.shared.errors import InvalidInput

CURRENCY = re.compile(r"^[a-z]{3}$")
AMOUNT_MAX = 99_999_999
"""The largest amount of one price or order, in minor units (the provider's own bound)."""
QUANTITY_MAX = 100


def parse_currency(raw: str, field: str = "currency") -> str:
    currency = raw.lower()
    if not CURRENCY.match(currency):
        raise InvalidInput("must be a three-letter ISO 4217 currency code", field=field)
    return currency


@dataclass(frozen=True, slots=True)
class Money:
    amount: int
    """Minor units (cents)."""
    currency: str

    def __post_init__(self) -> None:
        if isinstance(self.amount, bool) or not 0 <= self.amount <= AMOUNT_MAX:
            raise InvalidInput(f"amount must be between 0 and {AMOUNT_MAX} minor units")
        if not CURRENCY.match(self.currency):
            raise InvalidInput("currency must be a lower-case ISO 4217 code")

    def times(self, quantity: int) -> Money:
        """The amount of ``quantity`` units; InvalidInput if over the bounds."""
        if not 1 <= quantity <= QUANTITY_MAX:
            raise InvalidInput(f"must be between 1 and {QUANTITY_MAX}", field="quantity")
        total = self.amount * quantity
        if total > AMOUNT_MAX:
            raise InvalidInput("the order's total is too large", field="quantity")
        return Money(total, self.currency)
