from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.route_out import RouteOut
    from ..models.target_out import TargetOut


T = TypeVar("T", bound="ServerGatewaysOut")


@_attrs_define
class ServerGatewaysOut:
    """
    Attributes:
        items (list[TargetOut]): The entries, in the order the operation answers them.
        route (None | RouteOut): The route the server published; null for none.
        route_host (str): Preferred routeHost hint: the network's verified domain when available, else
            `<serverId>.connect.gateway`.
    """

    items: list[TargetOut]
    route: None | RouteOut
    route_host: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.route_out import RouteOut

        items = []
        for items_item_data in self.items:
            items_item = items_item_data.to_dict()
            items.append(items_item)

        route: dict[str, Any] | None
        if isinstance(self.route, RouteOut):
            route = self.route.to_dict()
        else:
            route = self.route

        route_host = self.route_host

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "items": items,
                "route": route,
                "routeHost": route_host,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.route_out import RouteOut
        from ..models.target_out import TargetOut

        d = dict(src_dict)
        items = []
        _items = d.pop("items")
        for items_item_data in _items:
            items_item = TargetOut.from_dict(items_item_data)

            items.append(items_item)

        def _parse_route(data: object) -> None | RouteOut:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                route_type_0 = RouteOut.from_dict(data)

                return route_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RouteOut, data)

        route = _parse_route(d.pop("route"))

        route_host = d.pop("routeHost")

        server_gateways_out = cls(
            items=items,
            route=route,
            route_host=route_host,
        )

        server_gateways_out.additional_properties = d
        return server_gateways_out

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
