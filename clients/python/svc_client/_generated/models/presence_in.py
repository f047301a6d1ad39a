from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define

from ..models.presence_in_state import PresenceInState, check_presence_in_state
from ..types import UNSET, Unset

T = TypeVar("T", bound="PresenceIn")


@_attrs_define
class PresenceIn:
    """
    Attributes:
        state (PresenceInState): The state to show: ONLINE (automatic, by activity), AWAY or BUSY.
        party_id (None | Unset | UUID): The caller's party; null for none.
    """

    state: PresenceInState
    party_id: None | Unset | UUID = UNSET

    def to_dict(self) -> dict[str, Any]:
        state: str = self.state

        party_id: None | str | Unset
        if isinstance(self.party_id, Unset):
            party_id = UNSET
        elif isinstance(self.party_id, UUID):
            party_id = str(self.party_id)
        else:
            party_id = self.party_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "state": state,
            }
        )
        if party_id is not UNSET:
            field_dict["partyId"] = party_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        state = check_presence_in_state(d.pop("state"))

        def _parse_party_id(data: object) -> None | Unset | UUID:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                party_id_type_0 = UUID(data)

                return party_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | UUID, data)

        party_id = _parse_party_id(d.pop("partyId", UNSET))

        presence_in = cls(
            state=state,
            party_id=party_id,
        )

        return presence_in
