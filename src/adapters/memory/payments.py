"""A payment provider in memory: checkout sessions, products and prices it was told about, and
a switch to make it fail, for tests and tools that embed the core (and for development without
a provider account: its checkout URLs lead nowhere)."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from application.shop.ports import (
    CheckoutRequest,
    CheckoutSession,
    PaymentProviderError,
    ProviderPrice,
    ProviderProduct,
)
from domain.shop.money import Money


@dataclass
class MemorySession:
    id: str
    request: CheckoutRequest
    url: str


@dataclass
class MemoryPayments:
    url: str = "https://checkout.invalid/pay"
    sessions: dict[str, MemorySession] = field(default_factory=dict)
    by_key: dict[str, str] = field(default_factory=dict)
    catalog: dict[str, ProviderProduct] = field(default_factory=dict)
    failure: PaymentProviderError | None = None
    """Raised by every call while set."""
    calls: list[str] = field(default_factory=list)

    def _enter(self, call: str) -> None:
        self.calls.append(call)
        if self.failure is not None:
            raise self.failure

    async def create_checkout_session(
        self, request: CheckoutRequest, idempotency_key: str
    ) -> CheckoutSession:
        self._enter("create_checkout_session")
        if idempotency_key in self.by_key:
            session = self.sessions[self.by_key[idempotency_key]]
            return CheckoutSession(session.id, session.url)
        session_id = f"cs_test_{len(self.sessions) + 1:06d}"
        session = MemorySession(session_id, request, f"{self.url}/{session_id}")
        self.sessions[session_id] = session
        self.by_key[idempotency_key] = session_id
        return CheckoutSession(session.id, session.url)

    async def products(self) -> list[ProviderProduct]:
        self._enter("products")
        return list(self.catalog.values())

    async def create_product(self, slug: str, name: str, active: bool) -> str:
        self._enter("create_product")
        product_id = f"prod_{len(self.catalog) + 1:06d}"
        self.catalog[product_id] = ProviderProduct(product_id, slug, name, active)
        return product_id

    async def update_product(self, product_id: str, name: str, active: bool) -> None:
        self._enter("update_product")
        if product_id not in self.catalog:
            raise PaymentProviderError("rejected", f"No such product: {product_id}")
        self.catalog[product_id] = replace(self.catalog[product_id], name=name, active=active)

    async def create_price(self, product_id: str, money: Money, recurring: bool) -> str:
        self._enter("create_price")
        product = self.catalog.get(product_id)
        if product is None:
            raise PaymentProviderError("rejected", f"No such product: {product_id}")
        count = sum(len(p.prices) for p in self.catalog.values())
        price = ProviderPrice(f"price_{count + 1:06d}", money, recurring)
        self.catalog[product_id] = replace(product, prices=(*product.prices, price))
        return price.id

    async def deactivate_price(self, price_id: str) -> None:
        self._enter("deactivate_price")
        for product_id, product in self.catalog.items():
            if any(p.id == price_id for p in product.prices):
                prices = tuple(
                    replace(p, active=False) if p.id == price_id else p for p in product.prices
                )
                self.catalog[product_id] = replace(product, prices=prices)
                return
        raise PaymentProviderError("rejected", f"No such price: {price_id}")
