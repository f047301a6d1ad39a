from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.minigame_in_values import MinigameInValues


T = TypeVar("T", bound="MinigameIn")


@_attrs_define
class MinigameIn:
    """
    Attributes:
        name (str): The minigame's name.
        template_id (str): The template the minigame is made from.
        network_id (None | Unset | UUID): The network whose servers run it; null for none.
        values (MinigameInValues | Unset): Settings values, checked against the template's schema.
    """

    name: str
    template_id: str
    network_id: None | Unset | UUID = UNSET
    values: MinigameInValues | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        template_id = self.template_id

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
                "templateId": template_id,
            }
        )
        if network_id is not UNSET:
            field_dict["networkId"] = network_id
        if values is not UNSET:
            field_dict["values"] = values

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.minigame_in_values import MinigameInValues

        d = dict(src_dict)
        name = d.pop("name")

        template_id = d.pop("templateId")

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
        values: MinigameInValues | Unset
        if isinstance(_values, Unset):
            values = UNSET
        else:
            values = MinigameInValues.from_dict(_values)

        minigame_in = cls(
            name=name,
            template_id=template_id,
            network_id=network_id,
            values=values,
        )

        return minigame_in
