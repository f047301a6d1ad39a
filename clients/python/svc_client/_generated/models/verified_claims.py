from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="VerifiedClaims")


@_attrs_define
class VerifiedClaims:
    """
    Attributes:
        exp (int): Expiry, in unix seconds.
        iat (int): Issue time, in unix seconds.
        sub (UUID): The user's id.
        typ (str): `api`, or `service` for a service JWT; always present.
        scopes (list[str] | Unset): The scopes the token is limited to, when it is.
        service (str | Unset): A service JWT's service slug.
    """

    exp: int
    iat: int
    sub: UUID
    typ: str
    scopes: list[str] | Unset = UNSET
    service: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        exp = self.exp

        iat = self.iat

        sub = str(self.sub)

        typ = self.typ

        scopes: list[str] | Unset
        if isinstance(self.scopes, Unset):
            scopes = UNSET
        else:
            scopes = self.scopes

        service: str | Unset
        if isinstance(self.service, Unset):
            service = UNSET
        else:
            service = self.service

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "exp": exp,
                "iat": iat,
                "sub": sub,
                "typ": typ,
            }
        )
        if scopes is not UNSET:
            field_dict["scopes"] = scopes
        if service is not UNSET:
            field_dict["service"] = service

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        exp = d.pop("exp")

        iat = d.pop("iat")

        sub = UUID(d.pop("sub"))

        typ = d.pop("typ")

        def _parse_scopes(data: object) -> list[str] | Unset:
            if isinstance(data, Unset):
                return data
            if not isinstance(data, list):
                raise TypeError()
            scopes_type_0 = cast(list[str], data)

            return scopes_type_0

        scopes = _parse_scopes(d.pop("scopes", UNSET))

        def _parse_service(data: object) -> str | Unset:
            if isinstance(data, Unset):
                return data
            return cast(str | Unset, data)

        service = _parse_service(d.pop("service", UNSET))

        verified_claims = cls(
            exp=exp,
            iat=iat,
            sub=sub,
            typ=typ,
            scopes=scopes,
            service=service,
        )

        verified_claims.additional_properties = d
        return verified_claims

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
