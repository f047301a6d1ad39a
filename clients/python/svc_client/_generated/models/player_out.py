from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.status_out import StatusOut


T = TypeVar("T", bound="PlayerOut")


@_attrs_define
class PlayerOut:
    """
    Attributes:
        id (UUID): The player's user id.
        name (str): The player's name.
        online (bool): Whether the user counts as online (seen within 5 minutes).
        party_id (None | UUID): The player's party; null when none or hidden.
        status (StatusOut):
    """

    id: UUID
    name: str
    online: bool
    party_id: None | UUID
    status: StatusOut
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = str(self.id)

        name = self.name

        online = self.online

        party_id: None | str
        if isinstance(self.party_id, UUID):
            party_id = str(self.party_id)
        else:
            party_id = self.party_id

        status = self.status.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "online": online,
                "partyId": party_id,
                "status": status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.status_out import StatusOut

        d = dict(src_dict)
        id = UUID(d.pop("id"))

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

        status = StatusOut.from_dict(d.pop("status"))

        player_out = cls(
            id=id,
            name=name,
            online=online,
            party_id=party_id,
            status=status,
        )

        player_out.additional_properties = d
        return player_out

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
