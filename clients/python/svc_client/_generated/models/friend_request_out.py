from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.friend_request_out_direction import (
    FriendRequestOutDirection,
    check_friend_request_out_direction,
)
from ..models.friend_request_out_status import (
    FriendRequestOutStatus,
    check_friend_request_out_status,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.player_out import PlayerOut


T = TypeVar("T", bound="FriendRequestOut")


@_attrs_define
class FriendRequestOut:
    """
    Attributes:
        created_at (datetime.datetime): When the record was created (UTC).
        direction (FriendRequestOutDirection): incoming or outgoing, relative to the caller.
        expires_at (datetime.datetime): When the request expires.
        id (str): The record's id (an opaque object id).
        player (PlayerOut):
        recipient_id (UUID): The recipient's user id.
        sender_id (UUID): The sender's user id.
        status (FriendRequestOutStatus): pending, accepted, declined, cancelled or expired.
        note (str | Unset): The sender's note; absent when none.
    """

    created_at: datetime.datetime
    direction: FriendRequestOutDirection
    expires_at: datetime.datetime
    id: str
    player: PlayerOut
    recipient_id: UUID
    sender_id: UUID
    status: FriendRequestOutStatus
    note: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at.isoformat()

        direction: str = self.direction

        expires_at = self.expires_at.isoformat()

        id = self.id

        player = self.player.to_dict()

        recipient_id = str(self.recipient_id)

        sender_id = str(self.sender_id)

        status: str = self.status

        note: str | Unset
        if isinstance(self.note, Unset):
            note = UNSET
        else:
            note = self.note

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "createdAt": created_at,
                "direction": direction,
                "expiresAt": expires_at,
                "id": id,
                "player": player,
                "recipientId": recipient_id,
                "senderId": sender_id,
                "status": status,
            }
        )
        if note is not UNSET:
            field_dict["note"] = note

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.player_out import PlayerOut

        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))

        direction = check_friend_request_out_direction(d.pop("direction"))

        expires_at = datetime.datetime.fromisoformat(d.pop("expiresAt"))

        id = d.pop("id")

        player = PlayerOut.from_dict(d.pop("player"))

        recipient_id = UUID(d.pop("recipientId"))

        sender_id = UUID(d.pop("senderId"))

        status = check_friend_request_out_status(d.pop("status"))

        def _parse_note(data: object) -> str | Unset:
            if isinstance(data, Unset):
                return data
            return cast(str | Unset, data)

        note = _parse_note(d.pop("note", UNSET))

        friend_request_out = cls(
            created_at=created_at,
            direction=direction,
            expires_at=expires_at,
            id=id,
            player=player,
            recipient_id=recipient_id,
            sender_id=sender_id,
            status=status,
            note=note,
        )

        friend_request_out.additional_properties = d
        return friend_request_out

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
