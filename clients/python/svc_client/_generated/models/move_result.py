from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.move_out import MoveOut
    from ..models.pointer_out import PointerOut


T = TypeVar("T", bound="MoveResult")


@_attrs_define
class MoveResult:
    """
    Attributes:
        channel (PointerOut):
        move (MoveOut | None): The move; null when nothing changed.
    """

    channel: PointerOut
    move: MoveOut | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.move_out import MoveOut

        channel = self.channel.to_dict()

        move: dict[str, Any] | None
        if isinstance(self.move, MoveOut):
            move = self.move.to_dict()
        else:
            move = self.move

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "channel": channel,
                "move": move,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.move_out import MoveOut
        from ..models.pointer_out import PointerOut

        d = dict(src_dict)
        channel = PointerOut.from_dict(d.pop("channel"))

        def _parse_move(data: object) -> MoveOut | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                move_type_0 = MoveOut.from_dict(data)

                return move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MoveOut | None, data)

        move = _parse_move(d.pop("move"))

        move_result = cls(
            channel=channel,
            move=move,
        )

        move_result.additional_properties = d
        return move_result

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
