from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.status_out import StatusOut


T = TypeVar("T", bound="ProfileSelfOut")


@_attrs_define
class ProfileSelfOut:
    """
    Attributes:
        last_seen_at (None | str): When the user last made an authenticated request; null if never.
        name (str): The user's name.
        online (bool): Whether the user counts as online (seen within 5 minutes).
        permissions (list[str]): The permission nodes the user holds.
        status (StatusOut):
        user_id (UUID): The user's id.
    """

    last_seen_at: None | str
    name: str
    online: bool
    permissions: list[str]
    status: StatusOut
    user_id: UUID
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        last_seen_at: None | str
        last_seen_at = self.last_seen_at

        name = self.name

        online = self.online

        permissions = self.permissions

        status = self.status.to_dict()

        user_id = str(self.user_id)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "lastSeenAt": last_seen_at,
                "name": name,
                "online": online,
                "permissions": permissions,
                "status": status,
                "userId": user_id,
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

        name = d.pop("name")

        online = d.pop("online")

        permissions = cast(list[str], d.pop("permissions"))

        status = StatusOut.from_dict(d.pop("status"))

        user_id = UUID(d.pop("userId"))

        profile_self_out = cls(
            last_seen_at=last_seen_at,
            name=name,
            online=online,
            permissions=permissions,
            status=status,
            user_id=user_id,
        )

        profile_self_out.additional_properties = d
        return profile_self_out

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
