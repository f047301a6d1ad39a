from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ServiceRef")


@_attrs_define
class ServiceRef:
    """
    Attributes:
        id (str): The service's id.
        name (str): The service's name.
        slug (str): The service's slug.
        verification_level (str): How far the service's owner is verified.
        verified (bool): Whether the service is verified.
    """

    id: str
    name: str
    slug: str
    verification_level: str
    verified: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        slug = self.slug

        verification_level = self.verification_level

        verified = self.verified

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "slug": slug,
                "verificationLevel": verification_level,
                "verified": verified,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        slug = d.pop("slug")

        verification_level = d.pop("verificationLevel")

        verified = d.pop("verified")

        service_ref = cls(
            id=id,
            name=name,
            slug=slug,
            verification_level=verification_level,
            verified=verified,
        )

        service_ref.additional_properties = d
        return service_ref

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
