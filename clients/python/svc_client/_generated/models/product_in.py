from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.product_in_kind import ProductInKind, check_product_in_kind
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.grant_io import GrantIO
    from ..models.price_io import PriceIO


T = TypeVar("T", bound="ProductIn")


@_attrs_define
class ProductIn:
    """
    Attributes:
        grants (list[GrantIO]): What buying it grants.
        kind (ProductInKind): one_time or subscription.
        name (str): The product's name.
        prices (list[PriceIO]): Its prices, one per currency.
        slug (str): The product's unique slug.
        active (bool | Unset): Whether it is on sale. Default: True.
        description (str | Unset): What the product is. Default: ''.
        images (list[str] | Unset): URLs of its images.
    """

    grants: list[GrantIO]
    kind: ProductInKind
    name: str
    prices: list[PriceIO]
    slug: str
    active: bool | Unset = True
    description: str | Unset = ""
    images: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        grants = []
        for grants_item_data in self.grants:
            grants_item = grants_item_data.to_dict()
            grants.append(grants_item)

        kind: str = self.kind

        name = self.name

        prices = []
        for prices_item_data in self.prices:
            prices_item = prices_item_data.to_dict()
            prices.append(prices_item)

        slug = self.slug

        active = self.active

        description = self.description

        images: list[str] | Unset = UNSET
        if not isinstance(self.images, Unset):
            images = self.images

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "grants": grants,
                "kind": kind,
                "name": name,
                "prices": prices,
                "slug": slug,
            }
        )
        if active is not UNSET:
            field_dict["active"] = active
        if description is not UNSET:
            field_dict["description"] = description
        if images is not UNSET:
            field_dict["images"] = images

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.grant_io import GrantIO
        from ..models.price_io import PriceIO

        d = dict(src_dict)
        grants = []
        _grants = d.pop("grants")
        for grants_item_data in _grants:
            grants_item = GrantIO.from_dict(grants_item_data)

            grants.append(grants_item)

        kind = check_product_in_kind(d.pop("kind"))

        name = d.pop("name")

        prices = []
        _prices = d.pop("prices")
        for prices_item_data in _prices:
            prices_item = PriceIO.from_dict(prices_item_data)

            prices.append(prices_item)

        slug = d.pop("slug")

        active = d.pop("active", UNSET)

        description = d.pop("description", UNSET)

        images = cast(list[str], d.pop("images", UNSET))

        product_in = cls(
            grants=grants,
            kind=kind,
            name=name,
            prices=prices,
            slug=slug,
            active=active,
            description=description,
            images=images,
        )

        return product_in
