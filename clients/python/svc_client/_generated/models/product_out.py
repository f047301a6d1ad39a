from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.product_out_kind import ProductOutKind, check_product_out_kind

if TYPE_CHECKING:
    from ..models.grant_io import GrantIO
    from ..models.price_io import PriceIO


T = TypeVar("T", bound="ProductOut")


@_attrs_define
class ProductOut:
    """
    Attributes:
        active (bool): Whether it is on sale.
        created_at (datetime.datetime): When the record was created (UTC).
        description (str): What the product is.
        grants (list[GrantIO]): What buying it grants.
        id (str): The record's id (an opaque object id).
        images (list[str]): URLs of its images.
        kind (ProductOutKind): one_time or subscription.
        name (str): The product's name.
        prices (list[PriceIO]): Its prices, one per currency.
        revision (int): Revision of the product: each change is a new one (also the ETag).
        slug (str): The product's unique slug.
        updated_at (datetime.datetime): When the record last changed (UTC).
    """

    active: bool
    created_at: datetime.datetime
    description: str
    grants: list[GrantIO]
    id: str
    images: list[str]
    kind: ProductOutKind
    name: str
    prices: list[PriceIO]
    revision: int
    slug: str
    updated_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        active = self.active

        created_at = self.created_at.isoformat()

        description = self.description

        grants = []
        for grants_item_data in self.grants:
            grants_item = grants_item_data.to_dict()
            grants.append(grants_item)

        id = self.id

        images = self.images

        kind: str = self.kind

        name = self.name

        prices = []
        for prices_item_data in self.prices:
            prices_item = prices_item_data.to_dict()
            prices.append(prices_item)

        revision = self.revision

        slug = self.slug

        updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "active": active,
                "createdAt": created_at,
                "description": description,
                "grants": grants,
                "id": id,
                "images": images,
                "kind": kind,
                "name": name,
                "prices": prices,
                "revision": revision,
                "slug": slug,
                "updatedAt": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.grant_io import GrantIO
        from ..models.price_io import PriceIO

        d = dict(src_dict)
        active = d.pop("active")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))

        description = d.pop("description")

        grants = []
        _grants = d.pop("grants")
        for grants_item_data in _grants:
            grants_item = GrantIO.from_dict(grants_item_data)

            grants.append(grants_item)

        id = d.pop("id")

        images = cast(list[str], d.pop("images"))

        kind = check_product_out_kind(d.pop("kind"))

        name = d.pop("name")

        prices = []
        _prices = d.pop("prices")
        for prices_item_data in _prices:
            prices_item = PriceIO.from_dict(prices_item_data)

            prices.append(prices_item)

        revision = d.pop("revision")

        slug = d.pop("slug")

        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))

        product_out = cls(
            active=active,
            created_at=created_at,
            description=description,
            grants=grants,
            id=id,
            images=images,
            kind=kind,
            name=name,
            prices=prices,
            revision=revision,
            slug=slug,
            updated_at=updated_at,
        )

        product_out.additional_properties = d
        return product_out

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
