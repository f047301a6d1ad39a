from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.asset_io import AssetIO
    from ..models.schema_dto import SchemaDto


T = TypeVar("T", bound="TemplateIn")


@_attrs_define
class TemplateIn:
    """
    Attributes:
        max_players (int): The most players a match takes.
        min_players (int): The fewest players a match needs.
        mode (str): The game mode the template is for (e.g. `ctf`).
        name (str): The template's name.
        settings_schema (SchemaDto):
        assets (list[AssetIO] | Unset): The template's assets.
        description (str | Unset): What the template is. Default: ''.
    """

    max_players: int
    min_players: int
    mode: str
    name: str
    settings_schema: SchemaDto
    assets: list[AssetIO] | Unset = UNSET
    description: str | Unset = ""

    def to_dict(self) -> dict[str, Any]:
        max_players = self.max_players

        min_players = self.min_players

        mode = self.mode

        name = self.name

        settings_schema = self.settings_schema.to_dict()

        assets: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.assets, Unset):
            assets = []
            for assets_item_data in self.assets:
                assets_item = assets_item_data.to_dict()
                assets.append(assets_item)

        description = self.description

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "maxPlayers": max_players,
                "minPlayers": min_players,
                "mode": mode,
                "name": name,
                "settingsSchema": settings_schema,
            }
        )
        if assets is not UNSET:
            field_dict["assets"] = assets
        if description is not UNSET:
            field_dict["description"] = description

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.asset_io import AssetIO
        from ..models.schema_dto import SchemaDto

        d = dict(src_dict)
        max_players = d.pop("maxPlayers")

        min_players = d.pop("minPlayers")

        mode = d.pop("mode")

        name = d.pop("name")

        settings_schema = SchemaDto.from_dict(d.pop("settingsSchema"))

        _assets = d.pop("assets", UNSET)
        assets: list[AssetIO] | Unset = UNSET
        if _assets is not UNSET:
            assets = []
            for assets_item_data in _assets:
                assets_item = AssetIO.from_dict(assets_item_data)

                assets.append(assets_item)

        description = d.pop("description", UNSET)

        template_in = cls(
            max_players=max_players,
            min_players=min_players,
            mode=mode,
            name=name,
            settings_schema=settings_schema,
            assets=assets,
            description=description,
        )

        return template_in
