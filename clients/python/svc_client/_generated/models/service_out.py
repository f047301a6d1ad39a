from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.allowed_domain_out import AllowedDomainOut


T = TypeVar("T", bound="ServiceOut")


@_attrs_define
class ServiceOut:
    """
    Attributes:
        allowed_domains (list[AllowedDomainOut]): Domains browsers may call the API from, and their verification.
        created_at (datetime.datetime): When the record was created (UTC).
        description (str): What the service is.
        id (str): The record's id (an opaque object id).
        name (str): The service's name.
        owner_id (UUID): The user id of the service's owner.
        permissions (list[str]): The permission nodes the service's tokens carry.
        redirect_urls (list[str]): Where sign-ins may return to.
        slug (str): The service's slug.
        updated_at (datetime.datetime): When the record last changed (UTC).
        verification_level (str): How far the service is verified.
        verified (bool): Whether the service is verified.
    """

    allowed_domains: list[AllowedDomainOut]
    created_at: datetime.datetime
    description: str
    id: str
    name: str
    owner_id: UUID
    permissions: list[str]
    redirect_urls: list[str]
    slug: str
    updated_at: datetime.datetime
    verification_level: str
    verified: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        allowed_domains = []
        for allowed_domains_item_data in self.allowed_domains:
            allowed_domains_item = allowed_domains_item_data.to_dict()
            allowed_domains.append(allowed_domains_item)

        created_at = self.created_at.isoformat()

        description = self.description

        id = self.id

        name = self.name

        owner_id = str(self.owner_id)

        permissions = self.permissions

        redirect_urls = self.redirect_urls

        slug = self.slug

        updated_at = self.updated_at.isoformat()

        verification_level = self.verification_level

        verified = self.verified

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "allowedDomains": allowed_domains,
                "createdAt": created_at,
                "description": description,
                "id": id,
                "name": name,
                "ownerId": owner_id,
                "permissions": permissions,
                "redirectUrls": redirect_urls,
                "slug": slug,
                "updatedAt": updated_at,
                "verificationLevel": verification_level,
                "verified": verified,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.allowed_domain_out import AllowedDomainOut

        d = dict(src_dict)
        allowed_domains = []
        _allowed_domains = d.pop("allowedDomains")
        for allowed_domains_item_data in _allowed_domains:
            allowed_domains_item = AllowedDomainOut.from_dict(allowed_domains_item_data)

            allowed_domains.append(allowed_domains_item)

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))

        description = d.pop("description")

        id = d.pop("id")

        name = d.pop("name")

        owner_id = UUID(d.pop("ownerId"))

        permissions = cast(list[str], d.pop("permissions"))

        redirect_urls = cast(list[str], d.pop("redirectUrls"))

        slug = d.pop("slug")

        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))

        verification_level = d.pop("verificationLevel")

        verified = d.pop("verified")

        service_out = cls(
            allowed_domains=allowed_domains,
            created_at=created_at,
            description=description,
            id=id,
            name=name,
            owner_id=owner_id,
            permissions=permissions,
            redirect_urls=redirect_urls,
            slug=slug,
            updated_at=updated_at,
            verification_level=verification_level,
            verified=verified,
        )

        service_out.additional_properties = d
        return service_out

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
