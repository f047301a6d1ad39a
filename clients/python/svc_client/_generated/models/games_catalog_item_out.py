from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.games_catalog_item_out_values import GamesCatalogItemOutValues


T = TypeVar("T", bound="GamesCatalogItemOut")


@_attrs_define
class GamesCatalogItemOut:
    """
    Attributes:
        id (str): The minigame's id.
        live_players (int): Players in its live matches now.
        mode (str): The template's game mode.
        name (str): The minigame's name.
        published_at (datetime.datetime): When it was published.
        revision (int): The published revision's number.
        template_id (str): The template it is made from.
        values (GamesCatalogItemOutValues): The published settings values.
    """

    id: str
    live_players: int
    mode: str
    name: str
    published_at: datetime.datetime
    revision: int
    template_id: str
    values: GamesCatalogItemOutValues
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        live_players = self.live_players

        mode = self.mode

        name = self.name

        published_at = self.published_at.isoformat()

        revision = self.revision

        template_id = self.template_id

        values = self.values.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "livePlayers": live_players,
                "mode": mode,
                "name": name,
                "publishedAt": published_at,
                "revision": revision,
                "templateId": template_id,
                "values": values,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.games_catalog_item_out_values import GamesCatalogItemOutValues

        d = dict(src_dict)
        id = d.pop("id")

        live_players = d.pop("livePlayers")

        mode = d.pop("mode")

        name = d.pop("name")

        published_at = datetime.datetime.fromisoformat(d.pop("publishedAt"))

        revision = d.pop("revision")

        template_id = d.pop("templateId")

        values = GamesCatalogItemOutValues.from_dict(d.pop("values"))

        games_catalog_item_out = cls(
            id=id,
            live_players=live_players,
            mode=mode,
            name=name,
            published_at=published_at,
            revision=revision,
            template_id=template_id,
            values=values,
        )

        games_catalog_item_out.additional_properties = d
        return games_catalog_item_out

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
