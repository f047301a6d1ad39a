from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.check_out import CheckOut


T = TypeVar("T", bound="DomainClaimOut")


@_attrs_define
class DomainClaimOut:
    """
    Attributes:
        created_at (datetime.datetime): When the record was created (UTC).
        domain (str): The claimed DNS domain name.
        id (str): The record's id (an opaque object id).
        last_check (CheckOut | None): The last TXT lookup and its outcome; null before the first.
        network_id (UUID): The network's id (UUID).
        token (str): The value proven via TXT record (published as `svc-network=<token>`).
        updated_at (datetime.datetime): When the record last changed (UTC).
        verified (bool): Whether the TXT record was found; false at creation.
        verified_at (None | str): When the claim was verified; null until then.
    """

    created_at: datetime.datetime
    domain: str
    id: str
    last_check: CheckOut | None
    network_id: UUID
    token: str
    updated_at: datetime.datetime
    verified: bool
    verified_at: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.check_out import CheckOut

        created_at = self.created_at.isoformat()

        domain = self.domain

        id = self.id

        last_check: dict[str, Any] | None
        if isinstance(self.last_check, CheckOut):
            last_check = self.last_check.to_dict()
        else:
            last_check = self.last_check

        network_id = str(self.network_id)

        token = self.token

        updated_at = self.updated_at.isoformat()

        verified = self.verified

        verified_at: None | str
        verified_at = self.verified_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "createdAt": created_at,
                "domain": domain,
                "id": id,
                "lastCheck": last_check,
                "networkId": network_id,
                "token": token,
                "updatedAt": updated_at,
                "verified": verified,
                "verifiedAt": verified_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.check_out import CheckOut

        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))

        domain = d.pop("domain")

        id = d.pop("id")

        def _parse_last_check(data: object) -> CheckOut | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                last_check_type_0 = CheckOut.from_dict(data)

                return last_check_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CheckOut | None, data)

        last_check = _parse_last_check(d.pop("lastCheck"))

        network_id = UUID(d.pop("networkId"))

        token = d.pop("token")

        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))

        verified = d.pop("verified")

        def _parse_verified_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        verified_at = _parse_verified_at(d.pop("verifiedAt"))

        domain_claim_out = cls(
            created_at=created_at,
            domain=domain,
            id=id,
            last_check=last_check,
            network_id=network_id,
            token=token,
            updated_at=updated_at,
            verified=verified,
            verified_at=verified_at,
        )

        domain_claim_out.additional_properties = d
        return domain_claim_out

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
