from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="DomainIn")


@_attrs_define
class DomainIn:
    """
    Attributes:
        domain (str): The DNS domain name to claim (normalized: IDNA ASCII, lower case, at least two labels, no
            wildcard).
    """

    domain: str

    def to_dict(self) -> dict[str, Any]:
        domain = self.domain

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "domain": domain,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        domain = d.pop("domain")

        domain_in = cls(
            domain=domain,
        )

        return domain_in
