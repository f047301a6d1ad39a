from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.settings_patch_ui_style_type_0 import SettingsPatchUiStyleType0


T = TypeVar("T", bound="SettingsPatch")


@_attrs_define
class SettingsPatch:
    """
    Attributes:
        allow_friend_requests (bool | Unset): Whether others may send the user friend requests.
        ui_style (None | SettingsPatchUiStyleType0 | Unset): The UI style document {syncEnabled, source, payload},
            validated for shape and size; null removes it.
    """

    allow_friend_requests: bool | Unset = UNSET
    ui_style: None | SettingsPatchUiStyleType0 | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.settings_patch_ui_style_type_0 import SettingsPatchUiStyleType0

        allow_friend_requests: bool | Unset
        if isinstance(self.allow_friend_requests, Unset):
            allow_friend_requests = UNSET
        else:
            allow_friend_requests = self.allow_friend_requests

        ui_style: dict[str, Any] | None | Unset
        if isinstance(self.ui_style, Unset):
            ui_style = UNSET
        elif isinstance(self.ui_style, SettingsPatchUiStyleType0):
            ui_style = self.ui_style.to_dict()
        else:
            ui_style = self.ui_style

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if allow_friend_requests is not UNSET:
            field_dict["allowFriendRequests"] = allow_friend_requests
        if ui_style is not UNSET:
            field_dict["uiStyle"] = ui_style

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.settings_patch_ui_style_type_0 import SettingsPatchUiStyleType0

        d = dict(src_dict)

        def _parse_allow_friend_requests(data: object) -> bool | Unset:
            if isinstance(data, Unset):
                return data
            return cast(bool | Unset, data)

        allow_friend_requests = _parse_allow_friend_requests(
            d.pop("allowFriendRequests", UNSET)
        )

        def _parse_ui_style(data: object) -> None | SettingsPatchUiStyleType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ui_style_type_0 = SettingsPatchUiStyleType0.from_dict(data)

                return ui_style_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SettingsPatchUiStyleType0 | Unset, data)

        ui_style = _parse_ui_style(d.pop("uiStyle", UNSET))

        settings_patch = cls(
            allow_friend_requests=allow_friend_requests,
            ui_style=ui_style,
        )

        return settings_patch
