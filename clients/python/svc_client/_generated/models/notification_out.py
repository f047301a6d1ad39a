from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.notification_out_payload import NotificationOutPayload


T = TypeVar("T", bound="NotificationOut")


@_attrs_define
class NotificationOut:
    """
    Attributes:
        created_at (datetime.datetime): When the record was created (UTC).
        deeplink (str): Where the notification leads (e.g. the friends view).
        id (str): The record's id (an opaque object id).
        kind (str): What happened, e.g. friend_accepted.
        payload (NotificationOutPayload): Free-form details of the kind.
        read_at (None | str): When the user read it; null while unread.
    """

    created_at: datetime.datetime
    deeplink: str
    id: str
    kind: str
    payload: NotificationOutPayload
    read_at: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at.isoformat()

        deeplink = self.deeplink

        id = self.id

        kind = self.kind

        payload = self.payload.to_dict()

        read_at: None | str
        read_at = self.read_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "createdAt": created_at,
                "deeplink": deeplink,
                "id": id,
                "kind": kind,
                "payload": payload,
                "readAt": read_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.notification_out_payload import NotificationOutPayload

        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))

        deeplink = d.pop("deeplink")

        id = d.pop("id")

        kind = d.pop("kind")

        payload = NotificationOutPayload.from_dict(d.pop("payload"))

        def _parse_read_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        read_at = _parse_read_at(d.pop("readAt"))

        notification_out = cls(
            created_at=created_at,
            deeplink=deeplink,
            id=id,
            kind=kind,
            payload=payload,
            read_at=read_at,
        )

        notification_out.additional_properties = d
        return notification_out

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
