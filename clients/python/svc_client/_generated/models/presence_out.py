from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.presence_out_state import PresenceOutState, check_presence_out_state

if TYPE_CHECKING:
    from ..models.status_out import StatusOut


T = TypeVar("T", bound="PresenceOut")


@_attrs_define
class PresenceOut:
    """
    Attributes:
        last_seen_at (None | str): When the user last made an authenticated request; null if never.
        online (bool): Whether the user counts as online (seen within 5 minutes).
        party_id (None | UUID): The caller's party; null for none.
        state (PresenceOutState): The state the caller chose.
        status (StatusOut):
        updated_at (None | str): When the caller last set it; null if never.
    """

    last_seen_at: None | str
    online: bool
    party_id: None | UUID
    state: PresenceOutState
    status: StatusOut
    updated_at: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        last_seen_at: None | str
        last_seen_at = self.last_seen_at

        online = self.online

        party_id: None | str
        if isinstance(self.party_id, UUID):
            party_id = str(self.party_id)
        else:
            party_id = self.party_id

        state: str = self.state

        status = self.status.to_dict()

        updated_at: None | str
        updated_at = self.updated_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "lastSeenAt": last_seen_at,
                "online": online,
                "partyId": party_id,
                "state": state,
                "status": status,
                "updatedAt": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.status_out import StatusOut

        d = dict(src_dict)

        def _parse_last_seen_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        last_seen_at = _parse_last_seen_at(d.pop("lastSeenAt"))

        online = d.pop("online")

        def _parse_party_id(data: object) -> None | UUID:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                party_id_type_0 = UUID(data)

                return party_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UUID, data)

        party_id = _parse_party_id(d.pop("partyId"))

        state = check_presence_out_state(d.pop("state"))

        status = StatusOut.from_dict(d.pop("status"))

        def _parse_updated_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        updated_at = _parse_updated_at(d.pop("updatedAt"))

        presence_out = cls(
            last_seen_at=last_seen_at,
            online=online,
            party_id=party_id,
            state=state,
            status=status,
            updated_at=updated_at,
        )

        presence_out.additional_properties = d
        return presence_out

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
