from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.catalog_item_in_asset_type_1 import CatalogItemInAssetType1


T = TypeVar("T", bound="CatalogItemIn")


@_attrs_define
class CatalogItemIn:
    """
    Attributes:
        asset (CatalogItemInAssetType1 | str): An http(s) URL, or a JSON object describing the asset (at most 4 KiB, 4
            levels).
        enabled (bool | None | Unset): Default true; disabled items are never drawn.
        scope (None | str | Unset): The item is drawn only for this scope (e.g. server); absent for every scope.
        scope_id (None | str | Unset): The id within the scope (needs `scope`).
        weight (int | None | Unset): 1..1000000, default 1: equal weights draw uniformly.
    """

    asset: CatalogItemInAssetType1 | str
    enabled: bool | None | Unset = UNSET
    scope: None | str | Unset = UNSET
    scope_id: None | str | Unset = UNSET
    weight: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.catalog_item_in_asset_type_1 import CatalogItemInAssetType1

        asset: dict[str, Any] | str
        if isinstance(self.asset, CatalogItemInAssetType1):
            asset = self.asset.to_dict()
        else:
            asset = self.asset

        enabled: bool | None | Unset
        if isinstance(self.enabled, Unset):
            enabled = UNSET
        else:
            enabled = self.enabled

        scope: None | str | Unset
        if isinstance(self.scope, Unset):
            scope = UNSET
        else:
            scope = self.scope

        scope_id: None | str | Unset
        if isinstance(self.scope_id, Unset):
            scope_id = UNSET
        else:
            scope_id = self.scope_id

        weight: int | None | Unset
        if isinstance(self.weight, Unset):
            weight = UNSET
        else:
            weight = self.weight

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "asset": asset,
            }
        )
        if enabled is not UNSET:
            field_dict["enabled"] = enabled
        if scope is not UNSET:
            field_dict["scope"] = scope
        if scope_id is not UNSET:
            field_dict["scopeId"] = scope_id
        if weight is not UNSET:
            field_dict["weight"] = weight

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.catalog_item_in_asset_type_1 import CatalogItemInAssetType1

        d = dict(src_dict)

        def _parse_asset(data: object) -> CatalogItemInAssetType1 | str:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                asset_type_1 = CatalogItemInAssetType1.from_dict(data)

                return asset_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CatalogItemInAssetType1 | str, data)

        asset = _parse_asset(d.pop("asset"))

        def _parse_enabled(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        enabled = _parse_enabled(d.pop("enabled", UNSET))

        def _parse_scope(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        scope = _parse_scope(d.pop("scope", UNSET))

        def _parse_scope_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        scope_id = _parse_scope_id(d.pop("scopeId", UNSET))

        def _parse_weight(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        weight = _parse_weight(d.pop("weight", UNSET))

        catalog_item_in = cls(
            asset=asset,
            enabled=enabled,
            scope=scope,
            scope_id=scope_id,
            weight=weight,
        )

        return catalog_item_in
