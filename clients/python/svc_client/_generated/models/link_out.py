from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="LinkOut")


@_attrs_define
class LinkOut:
    """
    Attributes:
        account_id (str): The account's id at the provider.
        display_name (str): The account's name at the provider.
        linked_at (datetime.datetime): When the account was linked.
        provider (str): membership or chat.
        status (str): active, or broken: the provider no longer accepts our tokens; link again.
    """

    account_id: str
    display_name: str
    linked_at: datetime.datetime
    provider: str
    status: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        account_id = self.account_id

        display_name = self.display_name

        linked_at = self.linked_at.isoformat()

        provider = self.provider

        status = self.status

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "accountId": account_id,
                "displayName": display_name,
                "linkedAt": linked_at,
                "provider": provider,
                "status": status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        account_id = d.pop("accountId")

        display_name = d.pop("displayName")

        linked_at = datetime.datetime.fromisoformat(d.pop("linkedAt"))

        provider = d.pop("provider")

        status = d.pop("status")

        link_out = cls(
            account_id=account_id,
            display_name=display_name,
            linked_at=linked_at,
            provider=provider,
            status=status,
        )

        link_out.additional_properties = d
        return link_out

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
