"""Admin sync of the catalog to the payment provider (``POST /v1/admin/shop/sync``): our
products are the truth; the provider gets a product per slug and an active price per
(currency, amount, recurring), other prices of ours are deactivated. Running it again changes
nothing. ``dry_run`` only reports (docs/shop.md, "Sync")."""

from __future__ import annotations

from dataclasses import dataclass, replace

from application.identity.principal import Principal
from application.permissions.access import AccessControl
from application.ports import UnitOfWorkFactory
from application.shop.ports import PaymentProvider, PaymentProviderError, ProviderProduct
from domain.shared.errors import Unavailable
from domain.shop.nodes import SHOP_MANAGE
from domain.shop.product import Product, ProductKind


@dataclass(frozen=True, slots=True)
class SyncChange:
    slug: str
    change: str
    """``create_product``, ``update_product``, ``create_price``, ``deactivate_price``,
    ``unknown_at_provider_side`` (a product there with a slug we do not have; left alone)."""
    detail: str = ""


@dataclass(frozen=True, slots=True)
class SyncReport:
    dry_run: bool
    changes: list[SyncChange]


class ProviderSync:
    def __init__(
        self, uow: UnitOfWorkFactory, provider: PaymentProvider, access: AccessControl
    ) -> None:
        self._uow = uow
        self._provider = provider
        self._access = access

    async def run(self, principal: Principal, dry_run: bool) -> SyncReport:
        await self._access.require(principal, SHOP_MANAGE)
        async with self._uow() as uow:
            ours = await uow.shop.products.all()
        try:
            theirs = {p.slug: p for p in await self._provider.products()}
            changes: list[SyncChange] = []
            for product in ours:
                changes += await self._one(product, theirs.get(product.slug), dry_run)
        except PaymentProviderError as error:
            raise Unavailable(f"the payment provider did not answer ({error.reason})") from None
        known = {p.slug for p in ours}
        changes += [
            SyncChange(slug, "unknown_at_provider_side", p.id)
            for slug, p in sorted(theirs.items())
            if slug not in known
        ]
        return SyncReport(dry_run, changes)

    async def _one(
        self, product: Product, there: ProviderProduct | None, dry_run: bool
    ) -> list[SyncChange]:
        changes: list[SyncChange] = []
        recurring = product.kind is ProductKind.SUBSCRIPTION
        provider_id = there.id if there else None
        if there is None:
            changes.append(SyncChange(product.slug, "create_product", product.name))
            if not dry_run:
                provider_id = await self._provider.create_product(
                    product.slug, product.name, product.active
                )
        elif (there.name, there.active) != (product.name, product.active):
            changes.append(
                SyncChange(product.slug, "update_product", f"{there.name!r} -> {product.name!r}")
            )
            if not dry_run:
                await self._provider.update_product(there.id, product.name, product.active)
        prices = [p for p in (there.prices if there else ()) if p.active]
        for money in product.prices:
            if not any(p.money == money and p.recurring == recurring for p in prices):
                changes.append(
                    SyncChange(product.slug, "create_price", f"{money.amount} {money.currency}")
                )
                if not dry_run and provider_id is not None:
                    await self._provider.create_price(provider_id, money, recurring)
        for price in prices:
            if price.money not in product.prices or price.recurring != recurring:
                changes.append(SyncChange(product.slug, "deactivate_price", price.id))
                if not dry_run:
                    await self._provider.deactivate_price(price.id)
        if not dry_run and provider_id is not None and provider_id != product.provider_id:
            async with self._uow() as uow:
                current = await uow.shop.products.get(product.id)
                if current is not None:
                    await uow.shop.products.update(replace(current, provider_id=provider_id))
                    await uow.commit()
        return changes
