from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.feedback_out_category import (
    FeedbackOutCategory,
    check_feedback_out_category,
)
from ..models.feedback_out_status import FeedbackOutStatus, check_feedback_out_status

T = TypeVar("T", bound="FeedbackOut")


@_attrs_define
class FeedbackOut:
    """
    Attributes:
        category (FeedbackOutCategory): bug, idea, praise, complaint or other.
        client_version (None | str): The client's version; null when not given.
        contact (None | str): How to reach the sender; null when not given.
        created_at (datetime.datetime): When the record was created (UTC).
        id (str): The record's id (an opaque object id).
        message (str): The feedback.
        note (str): Staff's note.
        revision (int): Revision of the record: each change is a new one (also the ETag).
        server_id (None | str): The server the sender was playing on; null when not given.
        status (FeedbackOutStatus): new, triaged or closed.
        triaged_by (None | UUID): The staff user who last triaged it; null before.
        updated_at (datetime.datetime): When the record last changed (UTC).
        user_id (None | UUID): The sender's user id; null when sent anonymously.
    """

    category: FeedbackOutCategory
    client_version: None | str
    contact: None | str
    created_at: datetime.datetime
    id: str
    message: str
    note: str
    revision: int
    server_id: None | str
    status: FeedbackOutStatus
    triaged_by: None | UUID
    updated_at: datetime.datetime
    user_id: None | UUID
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        category: str = self.category

        client_version: None | str
        client_version = self.client_version

        contact: None | str
        contact = self.contact

        created_at = self.created_at.isoformat()

        id = self.id

        message = self.message

        note = self.note

        revision = self.revision

        server_id: None | str
        server_id = self.server_id

        status: str = self.status

        triaged_by: None | str
        if isinstance(self.triaged_by, UUID):
            triaged_by = str(self.triaged_by)
        else:
            triaged_by = self.triaged_by

        updated_at = self.updated_at.isoformat()

        user_id: None | str
        if isinstance(self.user_id, UUID):
            user_id = str(self.user_id)
        else:
            user_id = self.user_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "category": category,
                "clientVersion": client_version,
                "contact": contact,
                "createdAt": created_at,
                "id": id,
                "message": message,
                "note": note,
                "revision": revision,
                "serverId": server_id,
                "status": status,
                "triagedBy": triaged_by,
                "updatedAt": updated_at,
                "userId": user_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        category = check_feedback_out_category(d.pop("category"))

        def _parse_client_version(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        client_version = _parse_client_version(d.pop("clientVersion"))

        def _parse_contact(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        contact = _parse_contact(d.pop("contact"))

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))

        id = d.pop("id")

        message = d.pop("message")

        note = d.pop("note")

        revision = d.pop("revision")

        def _parse_server_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        server_id = _parse_server_id(d.pop("serverId"))

        status = check_feedback_out_status(d.pop("status"))

        def _parse_triaged_by(data: object) -> None | UUID:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                triaged_by_type_0 = UUID(data)

                return triaged_by_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UUID, data)

        triaged_by = _parse_triaged_by(d.pop("triagedBy"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))

        def _parse_user_id(data: object) -> None | UUID:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                user_id_type_0 = UUID(data)

                return user_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UUID, data)

        user_id = _parse_user_id(d.pop("userId"))

        feedback_out = cls(
            category=category,
            client_version=client_version,
            contact=contact,
            created_at=created_at,
            id=id,
            message=message,
            note=note,
            revision=revision,
            server_id=server_id,
            status=status,
            triaged_by=triaged_by,
            updated_at=updated_at,
            user_id=user_id,
        )

        feedback_out.additional_properties = d
        return feedback_out

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
