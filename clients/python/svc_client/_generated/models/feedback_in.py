from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.feedback_in_category import FeedbackInCategory, check_feedback_in_category
from ..types import UNSET, Unset

T = TypeVar("T", bound="FeedbackIn")


@_attrs_define
class FeedbackIn:
    """
    Attributes:
        category (FeedbackInCategory): bug, idea, praise, complaint or other.
        message (str): The feedback.
        client_version (None | str | Unset): The version of the client that sent it.
        contact (None | str | Unset): How to reach the sender, if they want an answer.
        server_id (None | str | Unset): The server the sender was playing on.
    """

    category: FeedbackInCategory
    message: str
    client_version: None | str | Unset = UNSET
    contact: None | str | Unset = UNSET
    server_id: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        category: str = self.category

        message = self.message

        client_version: None | str | Unset
        if isinstance(self.client_version, Unset):
            client_version = UNSET
        else:
            client_version = self.client_version

        contact: None | str | Unset
        if isinstance(self.contact, Unset):
            contact = UNSET
        else:
            contact = self.contact

        server_id: None | str | Unset
        if isinstance(self.server_id, Unset):
            server_id = UNSET
        else:
            server_id = self.server_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "category": category,
                "message": message,
            }
        )
        if client_version is not UNSET:
            field_dict["clientVersion"] = client_version
        if contact is not UNSET:
            field_dict["contact"] = contact
        if server_id is not UNSET:
            field_dict["serverId"] = server_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        category = check_feedback_in_category(d.pop("category"))

        message = d.pop("message")

        def _parse_client_version(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        client_version = _parse_client_version(d.pop("clientVersion", UNSET))

        def _parse_contact(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        contact = _parse_contact(d.pop("contact", UNSET))

        def _parse_server_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        server_id = _parse_server_id(d.pop("serverId", UNSET))

        feedback_in = cls(
            category=category,
            message=message,
            client_version=client_version,
            contact=contact,
            server_id=server_id,
        )

        return feedback_in
