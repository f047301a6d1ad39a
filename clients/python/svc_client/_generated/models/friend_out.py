from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.visibility import Visibility, check_visibility
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.player_out import PlayerOut
    from ..models.status_out import StatusOut


T = TypeVar("T", bound="FriendOut")


@_attrs_define
class FriendOut:
    """
    Attributes:
        accepted_at (datetime.datetime): When the friendship was accepted.
        created_at (datetime.datetime): When the record was created (UTC).
        favorite (bool): Whether the caller marked the friend as a favorite.
        friend_id (UUID): The friend's user id.
        last_seen_at (None | str): When the user last made an authenticated request; null if never.
        name (str): The friend's name.
        online (bool): Whether the user counts as online (seen within 5 minutes).
        party_id (None | UUID): The friend's party; null when none or hidden.
        player (PlayerOut):
        status (StatusOut):
        updated_at (datetime.datetime): When the record last changed (UTC).
        visibility (Visibility): What the friend sees of the caller: DEFAULT, LIMITED or HIDDEN.
        note (str | Unset): The caller's note on the friend; absent when none.
    """

    accepted_at: datetime.datetime
    created_at: datetime.datetime
    favorite: bool
    friend_id: UUID
    last_seen_at: None | str
    name: str
    online: bool
    party_id: None | UUID
    player: PlayerOut
    status: StatusOut
    updated_at: datetime.datetime
    visibility: Visibility
    note: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        accepted_at = self.accepted_at.isoformat()

        created_at = self.created_at.isoformat()

        favorite = self.favorite

        friend_id = str(self.friend_id)

        last_seen_at: None | str
        last_seen_at = self.last_seen_at

        name = self.name

        online = self.online

        party_id: None | str
        if isinstance(self.party_id, UUID):
            party_id = str(self.party_id)
        else:
            party_id = self.party_id

        player = self.player.to_dict()

        status = self.status.to_dict()

        updated_at = self.updated_at.isoformat()

        visibility: str = self.visibility

        note: str | Unset
        if isinstance(self.note, Unset):
            note = UNSET
        else:
            note = self.note

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "acceptedAt": accepted_at,
                "createdAt": created_at,
                "favorite": favorite,
                "friendId": friend_id,
                "lastSeenAt": last_seen_at,
                "name": name,
                "online": online,
                "partyId": party_id,
                "player": player,
                "status": status,
                "updatedAt": updated_at,
                "visibility": visibility,
            }
        )
        if note is not UNSET:
            field_dict["note"] = note

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.player_out import PlayerOut
        from ..models.status_out import StatusOut

        d = dict(src_dict)
        accepted_at = datetime.datetime.fromisoformat(d.pop("acceptedAt"))

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))

        favorite = d.pop("favorite")

        friend_id = UUID(d.pop("friendId"))

        def _parse_last_seen_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        last_seen_at = _parse_last_seen_at(d.pop("lastSeenAt"))

        name = d.pop("name")

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

        player = PlayerOut.from_dict(d.pop("player"))

        status = StatusOut.from_dict(d.pop("status"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))

        visibility = check_visibility(d.pop("visibility"))

        def _parse_note(data: object) -> str | Unset:
            if isinstance(data, Unset):
                return data
            return cast(str | Unset, data)

        note = _parse_note(d.pop("note", UNSET))

        friend_out = cls(
            accepted_at=accepted_at,
            created_at=created_at,
            favorite=favorite,
            friend_id=friend_id,
            last_seen_at=last_seen_at,
            name=name,
            online=online,
            party_id=party_id,
            player=player,
            status=status,
            updated_at=updated_at,
            visibility=visibility,
            note=note,
        )

        friend_out.additional_properties = d
        return friend_out

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
