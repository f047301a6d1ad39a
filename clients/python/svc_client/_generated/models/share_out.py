from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="ShareOut")


@_attrs_define
class ShareOut:
    """
    Attributes:
        code (str): The share's code.
        created_at (datetime.datetime): When the record was created (UTC).
        id (str): The record's id (an opaque object id).
        state (str): active, expired or revoked.
        url (str): The URL that shows the profile.
        expires_at (str | Unset): When the share expires; absent for never.
        label (str | Unset): The share's label; absent when none.
        revoked_at (str | Unset): When the share was revoked; absent while not.
        user_id (Unset | UUID): The sharing user's id (admin lists only).
    """

    code: str
    created_at: datetime.datetime
    id: str
    state: str
    url: str
    expires_at: str | Unset = UNSET
    label: str | Unset = UNSET
    revoked_at: str | Unset = UNSET
    user_id: Unset | UUID = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        code = self.code

        created_at = self.created_at.isoformat()

        id = self.id

        state = self.state

        url = self.url

        expires_at: str | Unset
        if isinstance(self.expires_at, Unset):
            expires_at = UNSET
        else:
            expires_at = self.expires_at

        label: str | Unset
        if isinstance(self.label, Unset):
            label = UNSET
        else:
            label = self.label

        revoked_at: str | Unset
        if isinstance(self.revoked_at, Unset):
            revoked_at = UNSET
        else:
            revoked_at = self.revoked_at

        user_id: str | Unset
        if isinstance(self.user_id, Unset):
            user_id = UNSET
        else:
            user_id = str(self.user_id)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "code": code,
                "createdAt": created_at,
                "id": id,
                "state": state,
                "url": url,
            }
        )
        if expires_at is not UNSET:
            field_dict["expiresAt"] = expires_at
        if label is not UNSET:
            field_dict["label"] = label
        if revoked_at is not UNSET:
            field_dict["revokedAt"] = revoked_at
        if user_id is not UNSET:
            field_dict["userId"] = user_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        code = d.pop("code")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))

        id = d.pop("id")

        state = d.pop("state")

        url = d.pop("url")

        def _parse_expires_at(data: object) -> str | Unset:
            if isinstance(data, Unset):
                return data
            return cast(str | Unset, data)

        expires_at = _parse_expires_at(d.pop("expiresAt", UNSET))

        def _parse_label(data: object) -> str | Unset:
            if isinstance(data, Unset):
                return data
            return cast(str | Unset, data)

        label = _parse_label(d.pop("label", UNSET))

        def _parse_revoked_at(data: object) -> str | Unset:
            if isinstance(data, Unset):
                return data
            return cast(str | Unset, data)

        revoked_at = _parse_revoked_at(d.pop("revokedAt", UNSET))

        def _parse_user_id(data: object) -> Unset | UUID:
            if isinstance(data, Unset):
                return data
            if not isinstance(data, str):
                raise TypeError()
            user_id_type_0 = UUID(data)

            return user_id_type_0

        user_id = _parse_user_id(d.pop("userId", UNSET))

        share_out = cls(
            code=code,
            created_at=created_at,
            id=id,
            state=state,
            url=url,
            expires_at=expires_at,
            label=label,
            revoked_at=revoked_at,
            user_id=user_id,
        )

        share_out.additional_properties = d
        return share_out

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
