from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.game_options_in_options import GameOptionsInOptions


T = TypeVar("T", bound="GameOptionsIn")


@_attrs_define
class GameOptionsIn:
    """
    Attributes:
        options (GameOptionsInOptions): The user's game options, a free-form JSON document.
    """

    options: GameOptionsInOptions

    def to_dict(self) -> dict[str, Any]:
        options = self.options.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "options": options,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.game_options_in_options import GameOptionsInOptions

        d = dict(src_dict)
        options = GameOptionsInOptions.from_dict(d.pop("options"))

        game_options_in = cls(
            options=options,
        )

        return game_options_in
