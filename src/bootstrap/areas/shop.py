"""Composition of the shop area: products, checkout, orders, the provider's webhook, sync."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from application.permissions.area import Permissions
from application.shop.area import Shop, build_shop
from application.shop.checkout import CheckoutUrls
from application.shop.webhooks import WebhookConfig
from bootstrap.config import integer, number, optional_url, secret, secrets_list, url

if TYPE_CHECKING:
    from bootstrap.kernel import Kernel


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


def build_shop_area(*, kernel: Kernel, permissions: Permissions) -> Shop:
    own, base = kernel.settings.shop, kernel.settings.server.base_url
    return build_shop(
        kernel.uow,
        kernel.outbound.payments,
        permissions.access,
        CheckoutUrls(
            own.shop_success_url or f"{base}/shop/success",
            own.shop_cancel_url or f"{base}/shop/canceled",
        ),
        WebhookConfig(own.payments_webhook_secrets, own.shop_webhook_tolerance_seconds),
        kernel.limits,
        kernel.clock,
        kernel.ids,
    )
