from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.dns_sync_out import DnsSyncOut
    from ..models.route_out import RouteOut


T = TypeVar("T", bound="PublishedRouteOut")


@_attrs_define
class PublishedRouteOut:
    """
    Attributes:
        dns (DnsSyncOut | None): What DNS automation did with the route's A records; null without automation.
        route (RouteOut):
    """

    dns: DnsSyncOut | None
    route: RouteOut
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.dns_sync_out import DnsSyncOut

        dns: dict[str, Any] | None
        if isinstance(self.dns, DnsSyncOut):
            dns = self.dns.to_dict()
        else:
            dns = self.dns

        route = self.route.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "dns": dns,
                "route": route,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.dns_sync_out import DnsSyncOut
        from ..models.route_out import RouteOut

        d = dict(src_dict)

        def _parse_dns(data: object) -> DnsSyncOut | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                dns_type_0 = DnsSyncOut.from_dict(data)

                return dns_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DnsSyncOut | None, data)

        dns = _parse_dns(d.pop("dns"))

        route = RouteOut.from_dict(d.pop("route"))

        published_route_out = cls(
            dns=dns,
            route=route,
        )

        published_route_out.additional_properties = d
        return published_route_out

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
