"""The shop, wired: every use case of the area behind one attribute (``core.shop``)."""

from __future__ import annotations

from dataclasses import dataclass

from application.permissions.access import AccessControl
from application.ports import Clock, IdGenerator, UnitOfWorkFactory
from application.shared.rate_limits import RateLimits
from application.shop.catalog import Products
from application.shop.checkout import Checkout, CheckoutUrls
from application.shop.orders import Orders
from application.shop.ports import PaymentProvider
from application.shop.sync import ProviderSync
from application.shop.webhooks import WebhookConfig, Webhooks


@dataclass(frozen=True, slots=True)
class Shop:
    products: Products
    checkout: Checkout
    webhooks: Webhooks
    orders: Orders
    sync: ProviderSync


def build_shop(
    uow: UnitOfWorkFactory,
    provider: PaymentProvider,
    access: AccessControl,
    urls: CheckoutUrls,
    webhook: WebhookConfig,
    limits: RateLimits,
    clock: Clock,
    ids: IdGenerator,
) -> Shop:
    return Shop(
        products=Products(uow, access, clock, ids),
        checkout=Checkout(uow, provider, urls, limits, clock, ids),
        webhooks=Webhooks(uow, access, webhook, clock, ids),
        orders=Orders(uow, access, clock, ids),
        sync=ProviderSync(uow, provider, access),
    )
