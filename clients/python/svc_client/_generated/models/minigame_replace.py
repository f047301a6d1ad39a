from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.minigame_replace_values import MinigameReplaceValues


T = TypeVar("T", bound="MinigameReplace")


@_attrs_define
class MinigameReplace:
    """
    Attributes:
        name (str): The minigame's name.
        network_id (None | Unset | UUID): The network whose servers run it; null for none.
        values (MinigameReplaceValues | Unset): Settings values, checked against the template's schema.
    """

    name: str
    network_id: None | Unset | UUID = UNSET
    values: MinigameReplaceValues | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        network_id: None | str | Unset
        if isinstance(self.network_id, Unset):
            network_id = UNSET
        elif isinstance(self.network_id, UUID):
            network_id = str(self.network_id)
        else:
            network_id = self.network_id

        values: dict[str, Any] | Unset = UNSET
        if not isinstance(self.values, Unset):
            values = self.values.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
            }
        )
        if network_id is not UNSET:
            field_dict["networkId"] = network_id
        if values is not UNSET:
            field_dict["values"] = values

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.minigame_replace_values import MinigameReplaceValues

        d = dict(src_dict)
        name = d.pop("name")

        def _parse_network_id(data: object) -> None | Unset | UUID:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                network_id_type_0 = UUID(data)

                return network_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | UUID, data)

        network_id = _parse_network_id(d.pop("networkId", UNSET))

        _values = d.pop("values", UNSET)
        values: MinigameReplaceValues | Unset
        if isinstance(_values, Unset):
            values = UNSET
        else:
            values = MinigameReplaceValues.from_dict(_values)

        minigame_replace = cls(
            name=name,
            network_id=network_id,
            values=values,
        )

        return minigame_replace
