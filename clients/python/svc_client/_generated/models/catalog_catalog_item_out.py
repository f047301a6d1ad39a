from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.catalog_catalog_item_out_asset_type_1 import (
        CatalogCatalogItemOutAssetType1,
    )


T = TypeVar("T", bound="CatalogCatalogItemOut")


@_attrs_define
class CatalogCatalogItemOut:
    """
    Attributes:
        asset (CatalogCatalogItemOutAssetType1 | str): An http(s) URL, or a JSON object describing the asset.
        enabled (bool): Whether the item is drawn.
        id (str): The item's id.
        weight (int): The item's weight in draws.
        scope (str | Unset): The scope the item is drawn for; absent for every scope.
        scope_id (str | Unset): The id within the scope; absent for the whole scope.
    """

    asset: CatalogCatalogItemOutAssetType1 | str
    enabled: bool
    id: str
    weight: int
    scope: str | Unset = UNSET
    scope_id: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.catalog_catalog_item_out_asset_type_1 import (
            CatalogCatalogItemOutAssetType1,
        )

        asset: dict[str, Any] | str
        if isinstance(self.asset, CatalogCatalogItemOutAssetType1):
            asset = self.asset.to_dict()
        else:
            asset = self.asset

        enabled = self.enabled

        id = self.id

        weight = self.weight

        scope: str | Unset
        if isinstance(self.scope, Unset):
            scope = UNSET
        else:
            scope = self.scope

        scope_id: str | Unset
        if isinstance(self.scope_id, Unset):
            scope_id = UNSET
        else:
            scope_id = self.scope_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "asset": asset,
                "enabled": enabled,
                "id": id,
                "weight": weight,
            }
        )
        if scope is not UNSET:
            field_dict["scope"] = scope
        if scope_id is not UNSET:
            field_dict["scopeId"] = scope_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.catalog_catalog_item_out_asset_type_1 import (
            CatalogCatalogItemOutAssetType1,
        )

        d = dict(src_dict)

        def _parse_asset(data: object) -> CatalogCatalogItemOutAssetType1 | str:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                asset_type_1 = CatalogCatalogItemOutAssetType1.from_dict(data)

                return asset_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CatalogCatalogItemOutAssetType1 | str, data)

        asset = _parse_asset(d.pop("asset"))

        enabled = d.pop("enabled")

        id = d.pop("id")

        weight = d.pop("weight")

        def _parse_scope(data: object) -> str | Unset:
            if isinstance(data, Unset):
                return data
            return cast(str | Unset, data)

        scope = _parse_scope(d.pop("scope", UNSET))

        def _parse_scope_id(data: object) -> str | Unset:
            if isinstance(data, Unset):
                return data
            return cast(str | Unset, data)

        scope_id = _parse_scope_id(d.pop("scopeId", UNSET))

        catalog_catalog_item_out = cls(
            asset=asset,
            enabled=enabled,
            id=id,
            weight=weight,
            scope=scope,
            scope_id=scope_id,
        )

        catalog_catalog_item_out.additional_properties = d
        return catalog_catalog_item_out

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
