"""What the shop refuses, each with a stable code (docs/api.md, docs/shop.md)."""

from __future__ import annotations

from domain.shared.errors import Conflict, InvalidInput, NotFound


class ProductNotFound(NotFound):
    """No such product (or it is not for sale)."""

    code = "shop.product_not_found"


class OrderNotFound(NotFound):
    """No such order."""

    code = "shop.order_not_found"


class SlugTaken(Conflict):
    """A product with this slug already exists."""

    code = "shop.slug_taken"


class NoPrice(InvalidInput):
    """The product has no price in that currency."""

    def __init__(self, currency: str) -> None:
        super().__init__(
            f"the product has no price in {currency}", field="currency", code="shop.no_price"
        )


class IdempotencyKeyReused(Conflict):
    """This Idempotency-Key was used for a different checkout."""

    code = "shop.idempotency_key_reused"


class GrantStateConflict(Conflict):
    """The order is not in a state that allows this."""

    code = "shop.order_state"


class SignatureInvalid(InvalidInput):
    """The webhook's signature header is missing, malformed, stale or matches no secret
    (a 400, as the provider expects: it retries the delivery later)."""

    def __init__(self, reason: str) -> None:
        super().__init__(f"webhook signature refused: {reason}", code="shop.signature_invalid")
        self.reason = reason
