from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.conversation_out_kind import (
    ConversationOutKind,
    check_conversation_out_kind,
)

if TYPE_CHECKING:
    from ..models.participant_out import ParticipantOut


T = TypeVar("T", bound="ConversationOut")


@_attrs_define
class ConversationOut:
    """
    Attributes:
        created_at (datetime.datetime): When the record was created (UTC).
        id (str): The record's id (an opaque object id).
        kind (ConversationOutKind): direct or group.
        last_message_at (None | str): When the last message was sent; null before the first.
        participants (list[ParticipantOut]): The conversation's participants.
        title (None | str): A group's title; null for direct conversations.
    """

    created_at: datetime.datetime
    id: str
    kind: ConversationOutKind
    last_message_at: None | str
    participants: list[ParticipantOut]
    title: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at.isoformat()

        id = self.id

        kind: str = self.kind

        last_message_at: None | str
        last_message_at = self.last_message_at

        participants = []
        for participants_item_data in self.participants:
            participants_item = participants_item_data.to_dict()
            participants.append(participants_item)

        title: None | str
        title = self.title

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "createdAt": created_at,
                "id": id,
                "kind": kind,
                "lastMessageAt": last_message_at,
                "participants": participants,
                "title": title,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.participant_out import ParticipantOut

        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))

        id = d.pop("id")

        kind = check_conversation_out_kind(d.pop("kind"))

        def _parse_last_message_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        last_message_at = _parse_last_message_at(d.pop("lastMessageAt"))

        participants = []
        _participants = d.pop("participants")
        for participants_item_data in _participants:
            participants_item = ParticipantOut.from_dict(participants_item_data)

            participants.append(participants_item)

        def _parse_title(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        title = _parse_title(d.pop("title"))

        conversation_out = cls(
            created_at=created_at,
            id=id,
            kind=kind,
            last_message_at=last_message_at,
            participants=participants,
            title=title,
        )

        conversation_out.additional_properties = d
        return conversation_out

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
