from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.links_out import LinksOut
    from ..models.settings_out_ui_style_type_0 import SettingsOutUiStyleType0


T = TypeVar("T", bound="SettingsOut")


@_attrs_define
class SettingsOut:
    """
    Attributes:
        allow_friend_requests (bool): Whether others may send the user friend requests.
        links (LinksOut):
        ui_style (None | SettingsOutUiStyleType0): The UI style document {syncEnabled, source, payload}; null when none.
        updated_at (datetime.datetime): When the record last changed (UTC).
    """

    allow_friend_requests: bool
    links: LinksOut
    ui_style: None | SettingsOutUiStyleType0
    updated_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.settings_out_ui_style_type_0 import SettingsOutUiStyleType0

        allow_friend_requests = self.allow_friend_requests

        links = self.links.to_dict()

        ui_style: dict[str, Any] | None
        if isinstance(self.ui_style, SettingsOutUiStyleType0):
            ui_style = self.ui_style.to_dict()
        else:
            ui_style = self.ui_style

        updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "allowFriendRequests": allow_friend_requests,
                "links": links,
                "uiStyle": ui_style,
                "updatedAt": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.links_out import LinksOut
        from ..models.settings_out_ui_style_type_0 import SettingsOutUiStyleType0

        d = dict(src_dict)
        allow_friend_requests = d.pop("allowFriendRequests")

        links = LinksOut.from_dict(d.pop("links"))

        def _parse_ui_style(data: object) -> None | SettingsOutUiStyleType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ui_style_type_0 = SettingsOutUiStyleType0.from_dict(data)

                return ui_style_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SettingsOutUiStyleType0, data)

        ui_style = _parse_ui_style(d.pop("uiStyle"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))

        settings_out = cls(
            allow_friend_requests=allow_friend_requests,
            links=links,
            ui_style=ui_style,
            updated_at=updated_at,
        )

        settings_out.additional_properties = d
        return settings_out

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
