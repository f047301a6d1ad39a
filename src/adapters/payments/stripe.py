"""A Stripe-style payment provider over HTTP (httpx): form-encoded requests, JSON answers.

- ``POST /v1/checkout/sessions``: a hosted checkout page (``mode`` payment or subscription,
  one line item with inline ``price_data`` or a synced ``price``; ``client_reference_id`` and
  ``metadata[order_id]`` name our order, passed on to the payment or the subscription so that
  refunds, disputes and renewals name it too). ``Idempotency-Key`` makes a retry answer the
  same session.
- ``GET /v1/products``, ``GET /v1/prices?product=``: lists ``{data, has_more}``, paged with
  ``starting_after``; our products carry ``metadata[slug]``.
- ``POST /v1/products``, ``POST /v1/products/{id}``, ``POST /v1/prices``,
  ``POST /v1/prices/{id}`` (``active=false``).

Errors are ``{"error": {"type", "code", "message"}}``: 429 and 5xx (and no answer) are
``unavailable``, other refusals ``rejected``. The secret key is sent as a bearer token and
never logged. No card data passes through us: the customer pays on the provider's page.
"""

from __future__ import annotations

from typing import Any

import httpx

from adapters.shared.http_client import http_client
from application.shop.ports import (
    CheckoutRequest,
    CheckoutSession,
    PaymentProviderError,
    ProviderPrice,
    ProviderProduct,
)
from domain.shop.money import Money
from domain.shop.product import ProductKind

DEFAULT_URL = "https://api.stripe.com"
PAGE = 100


class StripePayments:
    def __init__(
        self,
        secret_key: str,
        base_url: str = DEFAULT_URL,
        timeout: float = 10.0,
        client: httpx.AsyncClient | None = None,
        page_size: int = PAGE,
    ) -> None:
        self._key = secret_key
        self._page = page_size
        self._base = base_url.rstrip("/")
        self._client = client or http_client(timeout)

    async def aclose(self) -> None:
        await self._client.aclose()

    async def _call(
        self,
        method: str,
        path: str,
        form: dict[str, str] | None = None,
        params: dict[str, str] | None = None,
        idempotency_key: str | None = None,
    ) -> dict[str, Any]:
        headers = {"Authorization": f"Bearer {self._key}"}
        if idempotency_key:
            headers["Idempotency-Key"] = idempotency_key
        try:
            answer = await self._client.request(
                method, f"{self._base}{path}", data=form, params=params, headers=headers
            )
        except httpx.HTTPError as error:
            raise PaymentProviderError("unavailable", type(error).__name__) from None
        try:
            body = answer.json()
        except ValueError:
            body = None
        if answer.status_code == 429 or answer.status_code >= 500 or not isinstance(body, dict):
            raise PaymentProviderError("unavailable", f"status {answer.status_code}")
        if answer.status_code >= 400:
            found = body.get("error")
            message = found.get("message") if isinstance(found, dict) else None
            raise PaymentProviderError("rejected", str(message or answer.status_code))
        return body

    async def create_checkout_session(
        self, request: CheckoutRequest, idempotency_key: str
    ) -> CheckoutSession:
        subscription = request.kind is ProductKind.SUBSCRIPTION
        form = {
            "mode": "subscription" if subscription else "payment",
            "success_url": request.success_url,
            "cancel_url": request.cancel_url,
            "client_reference_id": request.order_id,
            "metadata[order_id]": request.order_id,
            "line_items[0][quantity]": str(request.quantity),
        }
        if request.provider_price_id:
            form["line_items[0][price]"] = request.provider_price_id
        else:
            form |= {
                "line_items[0][price_data][currency]": request.unit_price.currency,
                "line_items[0][price_data][unit_amount]": str(request.unit_price.amount),
                "line_items[0][price_data][product_data][name]": request.product_name,
            }
            if subscription:
                form["line_items[0][price_data][recurring][interval]"] = "month"
        passed_on = "subscription_data" if subscription else "payment_intent_data"
        form[f"{passed_on}[metadata][order_id]"] = request.order_id
        body = await self._call("POST", "/v1/checkout/sessions", form, None, idempotency_key)
        session_id, url = body.get("id"), body.get("url")
        if not isinstance(session_id, str) or not isinstance(url, str):
            raise PaymentProviderError("rejected", "the session has no id or url")
        return CheckoutSession(session_id, url)

    async def _list(self, path: str, params: dict[str, str]) -> list[dict[str, Any]]:
        items: list[dict[str, Any]] = []
        after: str | None = None
        while True:
            query = params | {"limit": str(self._page)}
            if after:
                query["starting_after"] = after
            body = await self._call("GET", path, params=query)
            page = [d for d in body.get("data") or [] if isinstance(d, dict)]
            items += page
            if not body.get("has_more") or not page:
                return items
            after = str(page[-1]["id"])

    async def products(self) -> list[ProviderProduct]:
        found = []
        for product in await self._list("/v1/products", {}):
            metadata = product.get("metadata") or {}
            slug = metadata.get("slug") if isinstance(metadata, dict) else None
            if not isinstance(slug, str):
                continue
            prices = await self._list("/v1/prices", {"product": str(product["id"])})
            found.append(
                ProviderProduct(
                    id=str(product["id"]),
                    slug=slug,
                    name=str(product.get("name", "")),
                    active=bool(product.get("active")),
                    prices=tuple(_price(p) for p in prices),
                )
            )
        return found

    async def create_product(self, slug: str, name: str, active: bool) -> str:
        body = await self._call(
            "POST", "/v1/products",
            {"name": name, "active": _bool(active), "metadata[slug]": slug},
            idempotency_key=f"product-{slug}",
        )  # fmt: skip
        return str(body["id"])

    async def update_product(self, product_id: str, name: str, active: bool) -> None:
        await self._call(
            "POST", f"/v1/products/{product_id}", {"name": name, "active": _bool(active)}
        )

    async def create_price(self, product_id: str, money: Money, recurring: bool) -> str:
        form = {"product": product_id, "currency": money.currency,
                "unit_amount": str(money.amount)}  # fmt: skip
        if recurring:
            form["recurring[interval]"] = "month"
        body = await self._call("POST", "/v1/prices", form)
        return str(body["id"])

    async def deactivate_price(self, price_id: str) -> None:
        await self._call("POST", f"/v1/prices/{price_id}", {"active": "false"})


def _bool(value: bool) -> str:
    return "true" if value else "false"


def _price(body: dict[str, Any]) -> ProviderPrice:
    return ProviderPrice(
        id=str(body["id"]),
        money=Money(int(body.get("unit_amount") or 0), str(body.get("currency", "")).lower()),
        recurring=bool(body.get("recurring")),
        active=bool(body.get("active", True)),
    )
