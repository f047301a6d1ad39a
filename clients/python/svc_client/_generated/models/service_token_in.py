from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ServiceTokenIn")


@_attrs_define
class ServiceTokenIn:
    """
    Attributes:
        redirect (str): Where to send the user after consent; must be one of the service's registered redirect URLs.
        service (str): The service's slug.
    """

    redirect: str
    service: str

    def to_dict(self) -> dict[str, Any]:
        redirect = self.redirect

        service = self.service

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "redirect": redirect,
                "service": service,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        redirect = d.pop("redirect")

        service = d.pop("service")

        service_token_in = cls(
            redirect=redirect,
            service=service,
        )

        return service_token_in
