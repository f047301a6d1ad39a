from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.poll_out import PollOut


T = TypeVar("T", bound="MessageOut")


@_attrs_define
class MessageOut:
    """
    Attributes:
        conversation_id (str): The conversation's id.
        created_at (datetime.datetime): When the record was created (UTC).
        id (str): The record's id (an opaque object id).
        poll (None | PollOut): The message's poll, with counts and the caller's selection; null for none.
        sender_id (UUID): The sender's user id.
        sender_name (str): The sender's name.
        text (None | str): The message's text; null for a poll-only message.
    """

    conversation_id: str
    created_at: datetime.datetime
    id: str
    poll: None | PollOut
    sender_id: UUID
    sender_name: str
    text: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.poll_out import PollOut

        conversation_id = self.conversation_id

        created_at = self.created_at.isoformat()

        id = self.id

        poll: dict[str, Any] | None
        if isinstance(self.poll, PollOut):
            poll = self.poll.to_dict()
        else:
            poll = self.poll

        sender_id = str(self.sender_id)

        sender_name = self.sender_name

        text: None | str
        text = self.text

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "conversationId": conversation_id,
                "createdAt": created_at,
                "id": id,
                "poll": poll,
                "senderId": sender_id,
                "senderName": sender_name,
                "text": text,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.poll_out import PollOut

        d = dict(src_dict)
        conversation_id = d.pop("conversationId")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))

        id = d.pop("id")

        def _parse_poll(data: object) -> None | PollOut:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                poll_type_0 = PollOut.from_dict(data)

                return poll_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PollOut, data)

        poll = _parse_poll(d.pop("poll"))

        sender_id = UUID(d.pop("senderId"))

        sender_name = d.pop("senderName")

        def _parse_text(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        text = _parse_text(d.pop("text"))

        message_out = cls(
            conversation_id=conversation_id,
            created_at=created_at,
            id=id,
            poll=poll,
            sender_id=sender_id,
            sender_name=sender_name,
            text=text,
        )

        message_out.additional_properties = d
        return message_out

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
