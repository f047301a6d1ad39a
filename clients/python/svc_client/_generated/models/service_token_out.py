from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.service_ref import ServiceRef
    from ..models.user_ref import UserRef


T = TypeVar("T", bound="ServiceTokenOut")


@_attrs_define
class ServiceTokenOut:
    """
    Attributes:
        access_token (str): The service JWT, scoped to the service and the user.
        expires_at (datetime.datetime): When the API JWT expires.
        expires_in (int): Seconds the API JWT lives: 2592000 (30 days).
        permissions (list[str]): The permissions the token carries (the service's).
        redirect_url (str): The redirect with the fragment `#authToken=<jwt>&expiresAt=<iso timestamp>&service=<slug>`.
        service (ServiceRef):
        user (UserRef):
    """

    access_token: str
    expires_at: datetime.datetime
    expires_in: int
    permissions: list[str]
    redirect_url: str
    service: ServiceRef
    user: UserRef
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        access_token = self.access_token

        expires_at = self.expires_at.isoformat()

        expires_in = self.expires_in

        permissions = self.permissions

        redirect_url = self.redirect_url

        service = self.service.to_dict()

        user = self.user.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "accessToken": access_token,
                "expiresAt": expires_at,
                "expiresIn": expires_in,
                "permissions": permissions,
                "redirectUrl": redirect_url,
                "service": service,
                "user": user,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.service_ref import ServiceRef
        from ..models.user_ref import UserRef

        d = dict(src_dict)
        access_token = d.pop("accessToken")

        expires_at = datetime.datetime.fromisoformat(d.pop("expiresAt"))

        expires_in = d.pop("expiresIn")

        permissions = cast(list[str], d.pop("permissions"))

        redirect_url = d.pop("redirectUrl")

        service = ServiceRef.from_dict(d.pop("service"))

        user = UserRef.from_dict(d.pop("user"))

        service_token_out = cls(
            access_token=access_token,
            expires_at=expires_at,
            expires_in=expires_in,
            permissions=permissions,
            redirect_url=redirect_url,
            service=service,
            user=user,
        )

        service_token_out.additional_properties = d
        return service_token_out

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
