"""The ports of the shop: its repositories (``uow.shop``) and the payment provider (an
outbound port, bootstrap/outbound.py)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Protocol
from uuid import UUID

from domain.shop.facts import Facts
from domain.shop.money import Money
from domain.shop.order import Order, OrderState
from domain.shop.product import Product, ProductKind

# -- the payment provider ---------------------------------------------------------------


class PaymentProviderError(Exception):
    """The provider refused (``rejected``), or did not answer (``unavailable``)."""

    def __init__(self, reason: str, detail: str = "") -> None:
        super().__init__(f"{reason}: {detail}" if detail else reason)
        self.reason = reason
        self.detail = detail


@dataclass(frozen=True, slots=True)
class CheckoutRequest:
    order_id: str
    product_name: str
    kind: ProductKind
    unit_price: Money
    quantity: int
    success_url: str
    cancel_url: str
    provider_price_id: str | None = None
    """The synced price at the provider; None sends the price inline."""


@dataclass(frozen=True, slots=True)
class CheckoutSession:
    id: str
    url: str


@dataclass(frozen=True, slots=True)
class ProviderPrice:
    id: str
    money: Money
    recurring: bool = False
    """Billed monthly (subscriptions) rather than once."""
    active: bool = True


@dataclass(frozen=True, slots=True)
class ProviderProduct:
    id: str
    slug: str
    """Our slug (``metadata[slug]`` at the provider)."""
    name: str
    active: bool
    prices: tuple[ProviderPrice, ...] = ()


class PaymentProvider(Protocol):
    async def create_checkout_session(
        self, request: CheckoutRequest, idempotency_key: str
    ) -> CheckoutSession:
        """A hosted checkout page for the order; the same key answers the same session."""
        ...

    async def products(self) -> list[ProviderProduct]:
        """Every product at the provider that carries one of our slugs, with its prices."""
        ...

    async def create_product(self, slug: str, name: str, active: bool) -> str: ...

    async def update_product(self, product_id: str, name: str, active: bool) -> None: ...

    async def create_price(self, product_id: str, money: Money, recurring: bool) -> str: ...

    async def deactivate_price(self, price_id: str) -> None: ...


# -- repositories -------------------------------------------------------------------------


class ProductRepository(Protocol):
    async def add(self, product: Product) -> bool:
        """False, storing nothing, when the slug is taken."""
        ...

    async def get(self, product_id: str) -> Product | None: ...

    async def by_slug(self, slug: str) -> Product | None: ...

    async def update(self, product: Product) -> bool:
        """Store every field; False when the slug is taken by another product."""
        ...

    async def page(self, active_only: bool, after: str | None, limit: int) -> list[Product]:
        """By id (oldest first), after ``after``."""
        ...

    async def all(self) -> list[Product]: ...


@dataclass(frozen=True, slots=True)
class OrderFilter:
    user_id: UUID | None = None
    """Orders bought by, or given to, this user."""
    state: OrderState | None = None
    product_id: str | None = None


class OrderRepository(Protocol):
    async def add(self, order: Order) -> Order:
        """Store the order, or answer the stored one with the same (user, idempotency key)."""
        ...

    async def get(self, order_id: str, *, lock: bool = False) -> Order | None:
        """``lock``: hold the row until the transaction ends (writers of one order queue)."""
        ...

    async def update(self, order: Order) -> None: ...

    async def page(self, where: OrderFilter, before: str | None, limit: int) -> list[Order]:
        """Newest first, ids below ``before``."""
        ...


@dataclass(frozen=True, slots=True)
class StoredEvent:
    id: str
    type: str
    order_id: str | None
    received_at: datetime
    outcome: str
    """What it did: the effect on the order (``grant``, ``revoke``, ``extend``, ``none``),
    ``deferred`` (kept until its payment's order is known), ``unknown_kind`` or
    ``unknown_order``."""


class ShopEventRepository(Protocol):
    async def add(self, event: StoredEvent) -> bool:
        """Store the event once by id: False (nothing stored) for a replay."""
        ...

    async def get(self, event_id: str) -> StoredEvent | None: ...

    async def of_order(self, order_id: str) -> list[StoredEvent]:
        """The provider's events that named the order, oldest first."""
        ...


@dataclass(frozen=True, slots=True)
class PaymentLink:
    """A provider payment (``pi_...``) and the order it belongs to, once an event told us;
    until then, the facts of events that named only the payment, kept for that order."""

    payment_intent: str
    order_id: str | None
    parked: Facts


class PaymentLinkRepository(Protocol):
    async def lock(self, payment_intent: str) -> PaymentLink:
        """The payment's link (made empty if new), held until the transaction ends: every
        event naming the payment locks it before its order, so an event kept for later and
        the one that ties the payment to its order cannot miss each other."""
        ...

    async def bind(self, payment_intent: str, order_id: str) -> None:
        """Tie the payment to the order; the kept facts are dropped (the caller applied
        them)."""
        ...

    async def park(self, payment_intent: str, facts: Facts) -> None:
        """Keep ``facts`` (added to those kept) until the payment's order is known."""
        ...


@dataclass(frozen=True, slots=True)
class AuditEntry:
    id: str
    order_id: str
    actor_id: UUID
    action: str  # "grant" | "revoke"
    reason: str
    at: datetime


class ShopAuditRepository(Protocol):
    async def add(self, entry: AuditEntry) -> None: ...

    async def of_order(self, order_id: str) -> list[AuditEntry]: ...


class ShopRepositories(Protocol):
    @property
    def products(self) -> ProductRepository: ...

    @property
    def orders(self) -> OrderRepository: ...

    @property
    def events(self) -> ShopEventRepository: ...

    @property
    def audit(self) -> ShopAuditRepository: ...

    @property
    def payments(self) -> PaymentLinkRepository: ...
