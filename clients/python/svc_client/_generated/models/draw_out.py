from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.draw_out_asset_type_1 import DrawOutAssetType1


T = TypeVar("T", bound="DrawOut")


@_attrs_define
class DrawOut:
    """
    Attributes:
        asset (DrawOutAssetType1 | str): An http(s) URL, or a JSON object describing the asset.
        catalog_id (str): The catalog it was drawn from.
        item_id (str): The drawn item's id.
        scope (str | Unset): The scope of the drawn item; absent for every scope.
        scope_id (str | Unset): The id within the scope; absent for the whole scope.
        url (str | Unset): The asset's URL, when it is one.
    """

    asset: DrawOutAssetType1 | str
    catalog_id: str
    item_id: str
    scope: str | Unset = UNSET
    scope_id: str | Unset = UNSET
    url: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.draw_out_asset_type_1 import DrawOutAssetType1

        asset: dict[str, Any] | str
        if isinstance(self.asset, DrawOutAssetType1):
            asset = self.asset.to_dict()
        else:
            asset = self.asset

        catalog_id = self.catalog_id

        item_id = self.item_id

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

        url: str | Unset
        if isinstance(self.url, Unset):
            url = UNSET
        else:
            url = self.url

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "asset": asset,
                "catalogId": catalog_id,
                "itemId": item_id,
            }
        )
        if scope is not UNSET:
            field_dict["scope"] = scope
        if scope_id is not UNSET:
            field_dict["scopeId"] = scope_id
        if url is not UNSET:
            field_dict["url"] = url

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.draw_out_asset_type_1 import DrawOutAssetType1

        d = dict(src_dict)

        def _parse_asset(data: object) -> DrawOutAssetType1 | str:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                asset_type_1 = DrawOutAssetType1.from_dict(data)

                return asset_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DrawOutAssetType1 | str, data)

        asset = _parse_asset(d.pop("asset"))

        catalog_id = d.pop("catalogId")

        item_id = d.pop("itemId")

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

        def _parse_url(data: object) -> str | Unset:
            if isinstance(data, Unset):
                return data
            return cast(str | Unset, data)

        url = _parse_url(d.pop("url", UNSET))

        draw_out = cls(
            asset=asset,
            catalog_id=catalog_id,
            item_id=item_id,
            scope=scope,
            scope_id=scope_id,
            url=url,
        )

        draw_out.additional_properties = d
        return draw_out

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
