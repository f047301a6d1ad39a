from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define

from ..models.conversation_in_kind import ConversationInKind, check_conversation_in_kind
from ..types import UNSET, Unset

T = TypeVar("T", bound="ConversationIn")


@_attrs_define
class ConversationIn:
    """
    Attributes:
        kind (ConversationInKind): direct (two users) or group.
        participant_ids (list[UUID]): The other participants' user ids.
        title (None | str | Unset): A group's title.
    """

    kind: ConversationInKind
    participant_ids: list[UUID]
    title: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind

        participant_ids = []
        for participant_ids_item_data in self.participant_ids:
            participant_ids_item = str(participant_ids_item_data)
            participant_ids.append(participant_ids_item)

        title: None | str | Unset
        if isinstance(self.title, Unset):
            title = UNSET
        else:
            title = self.title

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "participantIds": participant_ids,
            }
        )
        if title is not UNSET:
            field_dict["title"] = title

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = check_conversation_in_kind(d.pop("kind"))

        participant_ids = []
        _participant_ids = d.pop("participantIds")
        for participant_ids_item_data in _participant_ids:
            participant_ids_item = UUID(participant_ids_item_data)

            participant_ids.append(participant_ids_item)

        def _parse_title(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        title = _parse_title(d.pop("title", UNSET))

        conversation_in = cls(
            kind=kind,
            participant_ids=participant_ids,
            title=title,
        )

        return conversation_in
