from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.audit_entry_out_via import AuditEntryOutVia, check_audit_entry_out_via

if TYPE_CHECKING:
    from ..models.audit_entry_out_after_type_0 import AuditEntryOutAfterType0
    from ..models.audit_entry_out_before_type_0 import AuditEntryOutBeforeType0
    from ..models.audit_target_out import AuditTargetOut


T = TypeVar("T", bound="AuditEntryOut")


@_attrs_define
class AuditEntryOut:
    """
    Attributes:
        action (str): What was done: the area, then the action (`permissions.grant`, `roles.create`,
            `sessions.revoke`...).
        actor_id (UUID): The user who acted; the nil UUID for the operator (`svc`).
        after (AuditEntryOutAfterType0 | None): The target after the action.
        at (datetime.datetime): When the action was done (UTC).
        before (AuditEntryOutBeforeType0 | None): The target before the action.
        id (str): The record's id (an opaque object id).
        target (AuditTargetOut):
        via (AuditEntryOutVia): Through what: the JSON API, the console or the CLI.
    """

    action: str
    actor_id: UUID
    after: AuditEntryOutAfterType0 | None
    at: datetime.datetime
    before: AuditEntryOutBeforeType0 | None
    id: str
    target: AuditTargetOut
    via: AuditEntryOutVia
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.audit_entry_out_after_type_0 import AuditEntryOutAfterType0
        from ..models.audit_entry_out_before_type_0 import AuditEntryOutBeforeType0

        action = self.action

        actor_id = str(self.actor_id)

        after: dict[str, Any] | None
        if isinstance(self.after, AuditEntryOutAfterType0):
            after = self.after.to_dict()
        else:
            after = self.after

        at = self.at.isoformat()

        before: dict[str, Any] | None
        if isinstance(self.before, AuditEntryOutBeforeType0):
            before = self.before.to_dict()
        else:
            before = self.before

        id = self.id

        target = self.target.to_dict()

        via: str = self.via

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "action": action,
                "actorId": actor_id,
                "after": after,
                "at": at,
                "before": before,
                "id": id,
                "target": target,
                "via": via,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.audit_entry_out_after_type_0 import AuditEntryOutAfterType0
        from ..models.audit_entry_out_before_type_0 import AuditEntryOutBeforeType0
        from ..models.audit_target_out import AuditTargetOut

        d = dict(src_dict)
        action = d.pop("action")

        actor_id = UUID(d.pop("actorId"))

        def _parse_after(data: object) -> AuditEntryOutAfterType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                after_type_0 = AuditEntryOutAfterType0.from_dict(data)

                return after_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AuditEntryOutAfterType0 | None, data)

        after = _parse_after(d.pop("after"))

        at = datetime.datetime.fromisoformat(d.pop("at"))

        def _parse_before(data: object) -> AuditEntryOutBeforeType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                before_type_0 = AuditEntryOutBeforeType0.from_dict(data)

                return before_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AuditEntryOutBeforeType0 | None, data)

        before = _parse_before(d.pop("before"))

        id = d.pop("id")

        target = AuditTargetOut.from_dict(d.pop("target"))

        via = check_audit_entry_out_via(d.pop("via"))

        audit_entry_out = cls(
            action=action,
            actor_id=actor_id,
            after=after,
            at=at,
            before=before,
            id=id,
            target=target,
            via=via,
        )

        audit_entry_out.additional_properties = d
        return audit_entry_out

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
