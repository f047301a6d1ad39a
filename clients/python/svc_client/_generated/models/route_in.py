from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="RouteIn")


@_attrs_define
class RouteIn:
    """
    Attributes:
        route_host (None | str | Unset): The host to route; defaults to the preferred host. Must be that fallback or
            under a verified domain of the network.
    """

    route_host: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        route_host: None | str | Unset
        if isinstance(self.route_host, Unset):
            route_host = UNSET
        else:
            route_host = self.route_host

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if route_host is not UNSET:
            field_dict["routeHost"] = route_host

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_route_host(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        route_host = _parse_route_host(d.pop("routeHost", UNSET))

        route_in = cls(
            route_host=route_host,
        )

        return route_in
