from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.event_in_kind import EventInKind, check_event_in_kind
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.event_in_data_type_0 import EventInDataType0
    from ..models.scope_io import ScopeIO


T = TypeVar("T", bound="EventIn")


@_attrs_define
class EventIn:
    """
    Attributes:
        build_id (str): The build the client runs.
        event_id (str): The event's id, 8..64 of `[A-Za-z0-9._:-]`; stored once per (clientId, eventId).
        kind (EventInKind): install, update, start, stop, crash, rollback (back to an older build) or error.
        scope (ScopeIO):
        channel (None | str | Unset): The channel the client follows.
        data (EventInDataType0 | None | Unset): Free-form details, at most 2 KiB as compact JSON, 4 levels.
        occurred_at (datetime.datetime | None | Unset): When it happened (within the last 30 days).
    """

    build_id: str
    event_id: str
    kind: EventInKind
    scope: ScopeIO
    channel: None | str | Unset = UNSET
    data: EventInDataType0 | None | Unset = UNSET
    occurred_at: datetime.datetime | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.event_in_data_type_0 import EventInDataType0

        build_id = self.build_id

        event_id = self.event_id

        kind: str = self.kind

        scope = self.scope.to_dict()

        channel: None | str | Unset
        if isinstance(self.channel, Unset):
            channel = UNSET
        else:
            channel = self.channel

        data: dict[str, Any] | None | Unset
        if isinstance(self.data, Unset):
            data = UNSET
        elif isinstance(self.data, EventInDataType0):
            data = self.data.to_dict()
        else:
            data = self.data

        occurred_at: None | str | Unset
        if isinstance(self.occurred_at, Unset):
            occurred_at = UNSET
        elif isinstance(self.occurred_at, datetime.datetime):
            occurred_at = self.occurred_at.isoformat()
        else:
            occurred_at = self.occurred_at

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "buildId": build_id,
                "eventId": event_id,
                "kind": kind,
                "scope": scope,
            }
        )
        if channel is not UNSET:
            field_dict["channel"] = channel
        if data is not UNSET:
            field_dict["data"] = data
        if occurred_at is not UNSET:
            field_dict["occurredAt"] = occurred_at

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.event_in_data_type_0 import EventInDataType0
        from ..models.scope_io import ScopeIO

        d = dict(src_dict)
        build_id = d.pop("buildId")

        event_id = d.pop("eventId")

        kind = check_event_in_kind(d.pop("kind"))

        scope = ScopeIO.from_dict(d.pop("scope"))

        def _parse_channel(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        channel = _parse_channel(d.pop("channel", UNSET))

        def _parse_data(data: object) -> EventInDataType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_0 = EventInDataType0.from_dict(data)

                return data_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EventInDataType0 | None | Unset, data)

        data = _parse_data(d.pop("data", UNSET))

        def _parse_occurred_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                occurred_at_type_0 = datetime.datetime.fromisoformat(data)

                return occurred_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        occurred_at = _parse_occurred_at(d.pop("occurredAt", UNSET))

        event_in = cls(
            build_id=build_id,
            event_id=event_id,
            kind=kind,
            scope=scope,
            channel=channel,
            data=data,
            occurred_at=occurred_at,
        )

        return event_in
