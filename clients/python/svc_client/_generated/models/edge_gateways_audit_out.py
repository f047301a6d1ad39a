from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="EdgeGatewaysAuditOut")


@_attrs_define
class EdgeGatewaysAuditOut:
    """
    Attributes:
        action (str): What was done.
        actor_id (UUID): The staff user who acted.
        at (datetime.datetime): When it was done.
        detail (str): Details of the change.
        id (str): The record's id (an opaque object id).
        subject (str): What it was done to.
    """

    action: str
    actor_id: UUID
    at: datetime.datetime
    detail: str
    id: str
    subject: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        actor_id = str(self.actor_id)

        at = self.at.isoformat()

        detail = self.detail

        id = self.id

        subject = self.subject

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "action": action,
                "actorId": actor_id,
                "at": at,
                "detail": detail,
                "id": id,
                "subject": subject,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = d.pop("action")

        actor_id = UUID(d.pop("actorId"))

        at = datetime.datetime.fromisoformat(d.pop("at"))

        detail = d.pop("detail")

        id = d.pop("id")

        subject = d.pop("subject")

        edge_gateways_audit_out = cls(
            action=action,
            actor_id=actor_id,
            at=at,
            detail=detail,
            id=id,
            subject=subject,
        )

        edge_gateways_audit_out.additional_properties = d
        return edge_gateways_audit_out

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
