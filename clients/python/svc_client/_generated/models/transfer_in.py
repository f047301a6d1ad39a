from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar
from uuid import UUID

from attrs import define as _attrs_define

T = TypeVar("T", bound="TransferIn")


@_attrs_define
class TransferIn:
    """
    Attributes:
        owner_id (UUID): The user id of the new owner.
    """

    owner_id: UUID

    def to_dict(self) -> dict[str, Any]:
        owner_id = str(self.owner_id)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ownerId": owner_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        owner_id = UUID(d.pop("ownerId"))

        transfer_in = cls(
            owner_id=owner_id,
        )

        return transfer_in
