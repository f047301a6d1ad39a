from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="Jwk")


@_attrs_define
class Jwk:
    """
    Attributes:
        alg (str): Algorithm: EdDSA.
        crv (str): Curve: Ed25519.
        kid (str): The key's id, as tokens name it in their header.
        kty (str): Key type: OKP.
        use (str): Key use: sig.
        x (str): The public key, base64url.
    """

    alg: str
    crv: str
    kid: str
    kty: str
    use: str
    x: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        alg = self.alg

        crv = self.crv

        kid = self.kid

        kty = self.kty

        use = self.use

        x = self.x

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "alg": alg,
                "crv": crv,
                "kid": kid,
                "kty": kty,
                "use": use,
                "x": x,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        alg = d.pop("alg")

        crv = d.pop("crv")

        kid = d.pop("kid")

        kty = d.pop("kty")

        use = d.pop("use")

        x = d.pop("x")

        jwk = cls(
            alg=alg,
            crv=crv,
            kid=kid,
            kty=kty,
            use=use,
            x=x,
        )

        jwk.additional_properties = d
        return jwk

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
