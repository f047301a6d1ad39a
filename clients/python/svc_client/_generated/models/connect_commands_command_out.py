from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.connect_commands_command_out_ack_status_type_1 import (
    ConnectCommandsCommandOutAckStatusType1,
    check_connect_commands_command_out_ack_status_type_1,
)
from ..models.connect_commands_command_out_ack_status_type_2_type_1 import (
    ConnectCommandsCommandOutAckStatusType2Type1,
    check_connect_commands_command_out_ack_status_type_2_type_1,
)
from ..models.connect_commands_command_out_ack_status_type_3_type_1 import (
    ConnectCommandsCommandOutAckStatusType3Type1,
    check_connect_commands_command_out_ack_status_type_3_type_1,
)
from ..models.connect_commands_command_out_status import (
    ConnectCommandsCommandOutStatus,
    check_connect_commands_command_out_status,
)

if TYPE_CHECKING:
    from ..models.connect_commands_command_out_payload import (
        ConnectCommandsCommandOutPayload,
    )
    from ..models.connect_commands_command_out_result_type_0 import (
        ConnectCommandsCommandOutResultType0,
    )


T = TypeVar("T", bound="ConnectCommandsCommandOut")


@_attrs_define
class ConnectCommandsCommandOut:
    """
    Attributes:
        ack_status (ConnectCommandsCommandOutAckStatusType1 | ConnectCommandsCommandOutAckStatusType2Type1 |
            ConnectCommandsCommandOutAckStatusType3Type1 | None): The acknowledgement's status (success, failure, rejected);
            null until acknowledged.
        acknowledged_at (None | str): When the server acknowledged it; null until then.
        action (str): What the server should do.
        created_at (datetime.datetime): When the record was created (UTC).
        created_by (None | UUID): The dash user who created the command.
        expires_at (datetime.datetime): When the command expires unless acknowledged.
        id (str): The record's id (an opaque object id).
        payload (ConnectCommandsCommandOutPayload): Free-form object whose content depends on the action.
        result (ConnectCommandsCommandOutResultType0 | None): The acknowledgement's free-form result; null until
            acknowledged.
        server_id (UUID): The server's id (UUID); servers send it as `X-Server-Id` with their secret.
        status (ConnectCommandsCommandOutStatus): pending until the server acknowledges it (acknowledged) or it expires
            (expired).
    """

    ack_status: (
        ConnectCommandsCommandOutAckStatusType1
        | ConnectCommandsCommandOutAckStatusType2Type1
        | ConnectCommandsCommandOutAckStatusType3Type1
        | None
    )
    acknowledged_at: None | str
    action: str
    created_at: datetime.datetime
    created_by: None | UUID
    expires_at: datetime.datetime
    id: str
    payload: ConnectCommandsCommandOutPayload
    result: ConnectCommandsCommandOutResultType0 | None
    server_id: UUID
    status: ConnectCommandsCommandOutStatus
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.connect_commands_command_out_result_type_0 import (
            ConnectCommandsCommandOutResultType0,
        )

        ack_status: None | str
        if (
            isinstance(self.ack_status, str)
            or isinstance(self.ack_status, str)
            or isinstance(self.ack_status, str)
        ):
            ack_status = self.ack_status
        else:
            ack_status = self.ack_status

        acknowledged_at: None | str
        acknowledged_at = self.acknowledged_at

        action = self.action

        created_at = self.created_at.isoformat()

        created_by: None | str
        if isinstance(self.created_by, UUID):
            created_by = str(self.created_by)
        else:
            created_by = self.created_by

        expires_at = self.expires_at.isoformat()

        id = self.id

        payload = self.payload.to_dict()

        result: dict[str, Any] | None
        if isinstance(self.result, ConnectCommandsCommandOutResultType0):
            result = self.result.to_dict()
        else:
            result = self.result

        server_id = str(self.server_id)

        status: str = self.status

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ackStatus": ack_status,
                "acknowledgedAt": acknowledged_at,
                "action": action,
                "createdAt": created_at,
                "createdBy": created_by,
                "expiresAt": expires_at,
                "id": id,
                "payload": payload,
                "result": result,
                "serverId": server_id,
                "status": status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.connect_commands_command_out_payload import (
            ConnectCommandsCommandOutPayload,
        )
        from ..models.connect_commands_command_out_result_type_0 import (
            ConnectCommandsCommandOutResultType0,
        )

        d = dict(src_dict)

        def _parse_ack_status(
            data: object,
        ) -> (
            ConnectCommandsCommandOutAckStatusType1
            | ConnectCommandsCommandOutAckStatusType2Type1
            | ConnectCommandsCommandOutAckStatusType3Type1
            | None
        ):
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ack_status_type_1 = (
                    check_connect_commands_command_out_ack_status_type_1(data)
                )

                return ack_status_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ack_status_type_2_type_1 = (
                    check_connect_commands_command_out_ack_status_type_2_type_1(data)
                )

                return ack_status_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ack_status_type_3_type_1 = (
                    check_connect_commands_command_out_ack_status_type_3_type_1(data)
                )

                return ack_status_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                ConnectCommandsCommandOutAckStatusType1
                | ConnectCommandsCommandOutAckStatusType2Type1
                | ConnectCommandsCommandOutAckStatusType3Type1
                | None,
                data,
            )

        ack_status = _parse_ack_status(d.pop("ackStatus"))

        def _parse_acknowledged_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        acknowledged_at = _parse_acknowledged_at(d.pop("acknowledgedAt"))

        action = d.pop("action")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))

        def _parse_created_by(data: object) -> None | UUID:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                created_by_type_0 = UUID(data)

                return created_by_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UUID, data)

        created_by = _parse_created_by(d.pop("createdBy"))

        expires_at = datetime.datetime.fromisoformat(d.pop("expiresAt"))

        id = d.pop("id")

        payload = ConnectCommandsCommandOutPayload.from_dict(d.pop("payload"))

        def _parse_result(data: object) -> ConnectCommandsCommandOutResultType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = ConnectCommandsCommandOutResultType0.from_dict(data)

                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ConnectCommandsCommandOutResultType0 | None, data)

        result = _parse_result(d.pop("result"))

        server_id = UUID(d.pop("serverId"))

        status = check_connect_commands_command_out_status(d.pop("status"))

        connect_commands_command_out = cls(
            ack_status=ack_status,
            acknowledged_at=acknowledged_at,
            action=action,
            created_at=created_at,
            created_by=created_by,
            expires_at=expires_at,
            id=id,
            payload=payload,
            result=result,
            server_id=server_id,
            status=status,
        )

        connect_commands_command_out.additional_properties = d
        return connect_commands_command_out

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
