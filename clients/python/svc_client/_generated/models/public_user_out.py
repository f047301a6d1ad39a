from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.active_totem_out import ActiveTotemOut
    from ..models.status_out import StatusOut


T = TypeVar("T", bound="PublicUserOut")


@_attrs_define
class PublicUserOut:
    """
    Attributes:
        id (UUID): The user's id.
        name (str): The user's name.
        online (bool): Whether the user counts as online (seen within 5 minutes).
        status (StatusOut):
        active_totem (ActiveTotemOut | Unset):
    """

    id: UUID
    name: str
    online: bool
    status: StatusOut
    active_totem: ActiveTotemOut | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = str(self.id)

        name = self.name

        online = self.online

        status = self.status.to_dict()

        active_totem: dict[str, Any] | Unset = UNSET
        if not isinstance(self.active_totem, Unset):
            active_totem = self.active_totem.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "online": online,
                "status": status,
            }
        )
        if active_totem is not UNSET:
            field_dict["activeTotem"] = active_totem

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.active_totem_out import ActiveTotemOut
        from ..models.status_out import StatusOut

        d = dict(src_dict)
        id = UUID(d.pop("id"))

        name = d.pop("name")

        online = d.pop("online")

        status = StatusOut.from_dict(d.pop("status"))

        _active_totem = d.pop("activeTotem", UNSET)
        active_totem: ActiveTotemOut | Unset
        if isinstance(_active_totem, Unset):
            active_totem = UNSET
        else:
            active_totem = ActiveTotemOut.from_dict(_active_totem)

        public_user_out = cls(
            id=id,
            name=name,
            online=online,
            status=status,
            active_totem=active_totem,
        )

        public_user_out.additional_properties = d
        return public_user_out

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
