"""Composition of the shop area: products, checkout, orders, the provider's webhook, sync."""

from __future__ import annotations

from dataclasses import dataclass

from bootstrap.config import integer, number, optional_url, secret, secrets_list, url


@dataclass(frozen=True, slots=True)
class ShopSettings:
    payments_api_url: str = url("SVC_PAYMENTS_API_URL", "https://api.stripe.com")
    payments_secret_key: str | None = secret("SVC_PAYMENTS_SECRET_KEY")
    payments_webhook_secrets: tuple[str, ...] = secrets_list("SVC_PAYMENTS_WEBHOOK_SECRETS")
    payments_timeout: float = number("SVC_PAYMENTS_TIMEOUT", 10.0, 0.1, 120)
    shop_webhook_tolerance_seconds: int = integer(
        "SVC_SHOP_WEBHOOK_TOLERANCE_SECONDS", 300, 1, 3600
    )
    shop_success_url: str | None = optional_url("SVC_SHOP_SUCCESS_URL")
    shop_cancel_url: str | None = optional_url("SVC_SHOP_CANCEL_URL")
