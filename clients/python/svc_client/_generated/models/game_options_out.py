from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.game_options_out_options import GameOptionsOutOptions


T = TypeVar("T", bound="GameOptionsOut")


@_attrs_define
class GameOptionsOut:
    """
    Attributes:
        options (GameOptionsOutOptions): The user's game options.
        revision (int): Revision of the document: each write is a new one (also the ETag).
        updated_at (str | Unset): When the document last changed; absent if never written.
    """

    options: GameOptionsOutOptions
    revision: int
    updated_at: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        options = self.options.to_dict()

        revision = self.revision

        updated_at: str | Unset
        if isinstance(self.updated_at, Unset):
            updated_at = UNSET
        else:
            updated_at = self.updated_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "options": options,
                "revision": revision,
            }
        )
        if updated_at is not UNSET:
            field_dict["updatedAt"] = updated_at

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.game_options_out_options import GameOptionsOutOptions

        d = dict(src_dict)
        options = GameOptionsOutOptions.from_dict(d.pop("options"))

        revision = d.pop("revision")

        def _parse_updated_at(data: object) -> str | Unset:
            if isinstance(data, Unset):
                return data
            return cast(str | Unset, data)

        updated_at = _parse_updated_at(d.pop("updatedAt", UNSET))

        game_options_out = cls(
            options=options,
            revision=revision,
            updated_at=updated_at,
        )

        game_options_out.additional_properties = d
        return game_options_out

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
