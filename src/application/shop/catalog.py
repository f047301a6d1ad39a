"""The shop's products: public reads, admin writes (nodes admin:shop:view, admin:shop:manage)."""

from __future__ import annotations

from dataclasses import dataclass, replace

from application.audit.trail import AuditTrail
from application.identity.principal import Principal
from application.permissions.access import AccessControl
from application.ports import Clock, IdGenerator, UnitOfWork, UnitOfWorkFactory
from application.shared import cursors
from application.shared.page import Page
from domain.audit import snapshots
from domain.audit.entry import Target
from domain.shared.errors import InvalidInput, PreconditionFailed
from domain.shared.pagination import LimitRule
from domain.shop.errors import ProductNotFound, SlugTaken
from domain.shop.money import Money
from domain.shop.nodes import SHOP_MANAGE, SHOP_VIEW
from domain.shop.product import GrantKind, Product, ProductGrant, ProductKind, check_product

LIST_LIMIT = LimitRule(default=50, maximum=200)


@dataclass(frozen=True, slots=True)
class ProductDraft:
    slug: str
    name: str
    kind: ProductKind
    grants: tuple[ProductGrant, ...]
    prices: tuple[Money, ...]
    description: str = ""
    images: tuple[str, ...] = ()
    active: bool = True


class Products:
    def __init__(
        self, uow: UnitOfWorkFactory, access: AccessControl, clock: Clock, ids: IdGenerator
    ) -> None:
        self._uow = uow
        self._access = access
        self._clock = clock
        self._ids = ids
        self._audit = AuditTrail(clock, ids)

    async def page(
        self,
        limit: int | None,
        cursor: str | None,
        principal: Principal | None = None,
        include_inactive: bool = False,
    ) -> Page[Product]:
        """Active products for anyone; every product for admin:shop:view."""
        if include_inactive:
            if principal is None:
                raise InvalidInput("sign in to list inactive products")
            await self._access.require(principal, SHOP_VIEW)
        limit = LIST_LIMIT.apply(limit)
        after = cursors.object_id(cursors.decode(cursor, 1)[0]) if cursor else None
        async with self._uow() as uow:
            rows = await uow.shop.products.page(not include_inactive, after, limit + 1)
        more, rows = len(rows) > limit, rows[:limit]
        return Page(rows, cursors.encode(rows[-1].id) if more else None)

    async def by_slug(self, slug: str) -> Product:
        async with self._uow() as uow:
            product = await uow.shop.products.by_slug(slug)
        if product is None or not product.active:
            raise ProductNotFound()
        return product

    async def get(self, principal: Principal, product_id: str) -> Product:
        await self._access.require(principal, SHOP_VIEW)
        async with self._uow() as uow:
            product = await uow.shop.products.get(product_id)
        if product is None:
            raise ProductNotFound()
        return product

    async def create(self, principal: Principal, draft: ProductDraft) -> Product:
        await self._access.require(principal, SHOP_MANAGE)
        now = self._clock.now()
        product = check_product(
            Product(
                id=self._ids.new_object_id(),
                slug=draft.slug,
                name=draft.name.strip(),
                description=draft.description,
                images=draft.images,
                kind=draft.kind,
                grants=draft.grants,
                prices=draft.prices,
                active=draft.active,
                created_at=now,
                updated_at=now,
            )
        )
        async with self._uow() as uow:
            await _check_roles(uow, product)
            if not await uow.shop.products.add(product):
                raise SlugTaken()
            await self._audit.record(
                uow, principal, "shop.product.create", Target("product", product.id),
                after=snapshots.product(product),
            )  # fmt: skip
            await uow.commit()
        return product

    async def update(
        self, principal: Principal, product_id: str, draft: ProductDraft, revision: int | None
    ) -> Product:
        """Replace every field (PUT); ``revision`` from If-Match, 412 when stale."""
        await self._access.require(principal, SHOP_MANAGE)
        async with self._uow() as uow:
            current = await uow.shop.products.get(product_id)
            if current is None:
                raise ProductNotFound()
            if revision is not None and revision != current.revision:
                raise PreconditionFailed()
            product = check_product(
                replace(
                    current,
                    slug=draft.slug,
                    name=draft.name.strip(),
                    description=draft.description,
                    images=draft.images,
                    kind=draft.kind,
                    grants=draft.grants,
                    prices=draft.prices,
                    active=draft.active,
                    updated_at=self._clock.now(),
                    revision=current.revision + 1,
                )
            )
            await _check_roles(uow, product)
            if not await uow.shop.products.update(product):
                raise SlugTaken()
            await self._audit.record(
                uow, principal, "shop.product.update", Target("product", product.id),
                before=snapshots.product(current), after=snapshots.product(product),
            )  # fmt: skip
            await uow.commit()
        return product


async def _check_roles(uow: UnitOfWork, product: Product) -> None:
    """A role a product grants must exist (assignments refer to it)."""
    for g in product.grants:
        if g.kind is GrantKind.ROLE and await uow.roles.get(g.ref) is None:
            raise InvalidInput(f"no role {g.ref}", field="grants")
