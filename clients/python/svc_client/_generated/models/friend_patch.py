from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.visibility import Visibility, check_visibility
from ..types import UNSET, Unset

T = TypeVar("T", bound="FriendPatch")


@_attrs_define
class FriendPatch:
    """
    Attributes:
        favorite (bool | Unset): Mark or unmark the friend as a favorite.
        note (None | str | Unset): The caller's note on the friend; null removes it.
        visibility (Visibility | Unset): What the friend sees of the caller: DEFAULT, LIMITED or HIDDEN.
    """

    favorite: bool | Unset = UNSET
    note: None | str | Unset = UNSET
    visibility: Visibility | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        favorite: bool | Unset
        if isinstance(self.favorite, Unset):
            favorite = UNSET
        else:
            favorite = self.favorite

        note: None | str | Unset
        if isinstance(self.note, Unset):
            note = UNSET
        else:
            note = self.note

        visibility: str | Unset = UNSET
        if not isinstance(self.visibility, Unset):
            visibility = self.visibility

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if favorite is not UNSET:
            field_dict["favorite"] = favorite
        if note is not UNSET:
            field_dict["note"] = note
        if visibility is not UNSET:
            field_dict["visibility"] = visibility

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_favorite(data: object) -> bool | Unset:
            if isinstance(data, Unset):
                return data
            return cast(bool | Unset, data)

        favorite = _parse_favorite(d.pop("favorite", UNSET))

        def _parse_note(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        note = _parse_note(d.pop("note", UNSET))

        _visibility = d.pop("visibility", UNSET)
        visibility: Visibility | Unset
        if isinstance(_visibility, Unset):
            visibility = UNSET
        else:
            visibility = check_visibility(_visibility)

        friend_patch = cls(
            favorite=favorite,
            note=note,
            visibility=visibility,
        )

        return friend_patch
