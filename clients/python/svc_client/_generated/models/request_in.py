from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="RequestIn")


@_attrs_define
class RequestIn:
    """
    Attributes:
        target_id (UUID): The recipient's user id.
        target_name (str): The recipient's name.
        note (None | str | Unset): A note for the recipient.
    """

    target_id: UUID
    target_name: str
    note: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        target_id = str(self.target_id)

        target_name = self.target_name

        note: None | str | Unset
        if isinstance(self.note, Unset):
            note = UNSET
        else:
            note = self.note

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "targetId": target_id,
                "targetName": target_name,
            }
        )
        if note is not UNSET:
            field_dict["note"] = note

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        target_id = UUID(d.pop("targetId"))

        target_name = d.pop("targetName")

        def _parse_note(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        note = _parse_note(d.pop("note", UNSET))

        request_in = cls(
            target_id=target_id,
            target_name=target_name,
            note=note,
        )

        return request_in
