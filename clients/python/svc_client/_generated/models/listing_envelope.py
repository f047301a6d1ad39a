from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.listing_out import ListingOut


T = TypeVar("T", bound="ListingEnvelope")


@_attrs_define
class ListingEnvelope:
    """
    Attributes:
        server (ListingOut | None): The network's public server listing; null when not published.
    """

    server: ListingOut | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.listing_out import ListingOut

        server: dict[str, Any] | None
        if isinstance(self.server, ListingOut):
            server = self.server.to_dict()
        else:
            server = self.server

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "server": server,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.listing_out import ListingOut

        d = dict(src_dict)

        def _parse_server(data: object) -> ListingOut | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                server_type_0 = ListingOut.from_dict(data)

                return server_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ListingOut | None, data)

        server = _parse_server(d.pop("server"))

        listing_envelope = cls(
            server=server,
        )

        listing_envelope.additional_properties = d
        return listing_envelope

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
