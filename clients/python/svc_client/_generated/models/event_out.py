from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.event_out_kind import EventOutKind, check_event_out_kind

if TYPE_CHECKING:
    from ..models.event_out_data_type_0 import EventOutDataType0


T = TypeVar("T", bound="EventOut")


@_attrs_define
class EventOut:
    """
    Attributes:
        build_id (str): The build's id, `YYYY.MM.DD-<short hash>` (earlier ones `YYYY.MM.DD`); builds order by its date.
        channel (None | str): The client's channel; null when not sent.
        client_id (None | str): The installation's id; null when not sent.
        data (EventOutDataType0 | None): Free-form details; null when none.
        event_id (str): The event's id, as the client sent it.
        id (str): The record's id (an opaque object id).
        kind (EventOutKind): install, update, start, stop, crash, rollback (back to an older build) or error.
        occurred_at (None | str): When it happened; null when not sent.
        received_at (datetime.datetime): When the platform received it.
        release_id (str): The release's id.
    """

    build_id: str
    channel: None | str
    client_id: None | str
    data: EventOutDataType0 | None
    event_id: str
    id: str
    kind: EventOutKind
    occurred_at: None | str
    received_at: datetime.datetime
    release_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.event_out_data_type_0 import EventOutDataType0

        build_id = self.build_id

        channel: None | str
        channel = self.channel

        client_id: None | str
        client_id = self.client_id

        data: dict[str, Any] | None
        if isinstance(self.data, EventOutDataType0):
            data = self.data.to_dict()
        else:
            data = self.data

        event_id = self.event_id

        id = self.id

        kind: str = self.kind

        occurred_at: None | str
        occurred_at = self.occurred_at

        received_at = self.received_at.isoformat()

        release_id = self.release_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "buildId": build_id,
                "channel": channel,
                "clientId": client_id,
                "data": data,
                "eventId": event_id,
                "id": id,
                "kind": kind,
                "occurredAt": occurred_at,
                "receivedAt": received_at,
                "releaseId": release_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.event_out_data_type_0 import EventOutDataType0

        d = dict(src_dict)
        build_id = d.pop("buildId")

        def _parse_channel(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        channel = _parse_channel(d.pop("channel"))

        def _parse_client_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        client_id = _parse_client_id(d.pop("clientId"))

        def _parse_data(data: object) -> EventOutDataType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_0 = EventOutDataType0.from_dict(data)

                return data_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EventOutDataType0 | None, data)

        data = _parse_data(d.pop("data"))

        event_id = d.pop("eventId")

        id = d.pop("id")

        kind = check_event_out_kind(d.pop("kind"))

        def _parse_occurred_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        occurred_at = _parse_occurred_at(d.pop("occurredAt"))

        received_at = datetime.datetime.fromisoformat(d.pop("receivedAt"))

        release_id = d.pop("releaseId")

        event_out = cls(
            build_id=build_id,
            channel=channel,
            client_id=client_id,
            data=data,
            event_id=event_id,
            id=id,
            kind=kind,
            occurred_at=occurred_at,
            received_at=received_at,
            release_id=release_id,
        )

        event_out.additional_properties = d
        return event_out

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
