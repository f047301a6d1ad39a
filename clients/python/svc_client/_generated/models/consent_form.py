from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="ConsentForm")


@_attrs_define
class ConsentForm:
    """
    Attributes:
        csrf (str | Unset): The form's anti-forgery token, as the consent screen gave it. Default: ''.
        redirect (str | Unset): Where to send the user after consent (one of the service's registered redirect URLs).
            Default: ''.
        service (str | Unset): The service's slug. Default: ''.
    """

    csrf: str | Unset = ""
    redirect: str | Unset = ""
    service: str | Unset = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        csrf = self.csrf

        redirect = self.redirect

        service = self.service

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if csrf is not UNSET:
            field_dict["csrf"] = csrf
        if redirect is not UNSET:
            field_dict["redirect"] = redirect
        if service is not UNSET:
            field_dict["service"] = service

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        csrf = d.pop("csrf", UNSET)

        redirect = d.pop("redirect", UNSET)

        service = d.pop("service", UNSET)

        consent_form = cls(
            csrf=csrf,
            redirect=redirect,
            service=service,
        )

        consent_form.additional_properties = d
        return consent_form

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
