from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ServiceIn")


@_attrs_define
class ServiceIn:
    """
    Attributes:
        name (str): The service's name.
        slug (str): The service's slug: the `service` of sign-in and token requests.
        allowed_domains (list[str] | Unset): Domains browsers may call the API from (CORS) once verified.
        description (str | Unset): What the service is. Default: ''.
        official (bool | None | Unset): Whether the service is the platform's own (super admin only); may then carry
            account scopes.
        permissions (list[str] | Unset): The permission nodes the service's tokens carry.
        redirect_urls (list[str] | Unset): Where sign-ins may return to (non-HTTP schemes only when whitelisted).
    """

    name: str
    slug: str
    allowed_domains: list[str] | Unset = UNSET
    description: str | Unset = ""
    official: bool | None | Unset = UNSET
    permissions: list[str] | Unset = UNSET
    redirect_urls: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        slug = self.slug

        allowed_domains: list[str] | Unset = UNSET
        if not isinstance(self.allowed_domains, Unset):
            allowed_domains = self.allowed_domains

        description = self.description

        official: bool | None | Unset
        if isinstance(self.official, Unset):
            official = UNSET
        else:
            official = self.official

        permissions: list[str] | Unset = UNSET
        if not isinstance(self.permissions, Unset):
            permissions = self.permissions

        redirect_urls: list[str] | Unset = UNSET
        if not isinstance(self.redirect_urls, Unset):
            redirect_urls = self.redirect_urls

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "slug": slug,
            }
        )
        if allowed_domains is not UNSET:
            field_dict["allowedDomains"] = allowed_domains
        if description is not UNSET:
            field_dict["description"] = description
        if official is not UNSET:
            field_dict["official"] = official
        if permissions is not UNSET:
            field_dict["permissions"] = permissions
        if redirect_urls is not UNSET:
            field_dict["redirectUrls"] = redirect_urls

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        slug = d.pop("slug")

        allowed_domains = cast(list[str], d.pop("allowedDomains", UNSET))

        description = d.pop("description", UNSET)

        def _parse_official(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        official = _parse_official(d.pop("official", UNSET))

        permissions = cast(list[str], d.pop("permissions", UNSET))

        redirect_urls = cast(list[str], d.pop("redirectUrls", UNSET))

        service_in = cls(
            name=name,
            slug=slug,
            allowed_domains=allowed_domains,
            description=description,
            official=official,
            permissions=permissions,
            redirect_urls=redirect_urls,
        )

        return service_in
