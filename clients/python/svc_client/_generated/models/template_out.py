from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.template_out_role_type_1 import (
    TemplateOutRoleType1,
    check_template_out_role_type_1,
)
from ..models.template_out_role_type_2_type_1 import (
    TemplateOutRoleType2Type1,
    check_template_out_role_type_2_type_1,
)
from ..models.template_out_role_type_3_type_1 import (
    TemplateOutRoleType3Type1,
    check_template_out_role_type_3_type_1,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.asset_io import AssetIO
    from ..models.schema_dto import SchemaDto


T = TypeVar("T", bound="TemplateOut")


@_attrs_define
class TemplateOut:
    """
    Attributes:
        assets (list[AssetIO]): The template's assets.
        created_at (datetime.datetime): When the record was created (UTC).
        description (str): What the template is.
        id (str): The record's id (an opaque object id).
        max_players (int): The most players a match takes.
        min_players (int): The fewest players a match needs.
        mode (str): The game mode the template is for.
        name (str): The template's name.
        owner_id (UUID): The owner's user id.
        revision (int): Revision of the template: each change is a new one (also the ETag).
        settings_schema (SchemaDto):
        updated_at (datetime.datetime): When the record last changed (UTC).
        role (None | TemplateOutRoleType1 | TemplateOutRoleType2Type1 | TemplateOutRoleType3Type1 | Unset): The caller's
            role on it (owner, editor, viewer); null for none.
    """

    assets: list[AssetIO]
    created_at: datetime.datetime
    description: str
    id: str
    max_players: int
    min_players: int
    mode: str
    name: str
    owner_id: UUID
    revision: int
    settings_schema: SchemaDto
    updated_at: datetime.datetime
    role: (
        None
        | TemplateOutRoleType1
        | TemplateOutRoleType2Type1
        | TemplateOutRoleType3Type1
        | Unset
    ) = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        assets = []
        for assets_item_data in self.assets:
            assets_item = assets_item_data.to_dict()
            assets.append(assets_item)

        created_at = self.created_at.isoformat()

        description = self.description

        id = self.id

        max_players = self.max_players

        min_players = self.min_players

        mode = self.mode

        name = self.name

        owner_id = str(self.owner_id)

        revision = self.revision

        settings_schema = self.settings_schema.to_dict()

        updated_at = self.updated_at.isoformat()

        role: None | str | Unset
        if isinstance(self.role, Unset):
            role = UNSET
        elif (
            isinstance(self.role, str)
            or isinstance(self.role, str)
            or isinstance(self.role, str)
        ):
            role = self.role
        else:
            role = self.role

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "assets": assets,
                "createdAt": created_at,
                "description": description,
                "id": id,
                "maxPlayers": max_players,
                "minPlayers": min_players,
                "mode": mode,
                "name": name,
                "ownerId": owner_id,
                "revision": revision,
                "settingsSchema": settings_schema,
                "updatedAt": updated_at,
            }
        )
        if role is not UNSET:
            field_dict["role"] = role

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.asset_io import AssetIO
        from ..models.schema_dto import SchemaDto

        d = dict(src_dict)
        assets = []
        _assets = d.pop("assets")
        for assets_item_data in _assets:
            assets_item = AssetIO.from_dict(assets_item_data)

            assets.append(assets_item)

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))

        description = d.pop("description")

        id = d.pop("id")

        max_players = d.pop("maxPlayers")

        min_players = d.pop("minPlayers")

        mode = d.pop("mode")

        name = d.pop("name")

        owner_id = UUID(d.pop("ownerId"))

        revision = d.pop("revision")

        settings_schema = SchemaDto.from_dict(d.pop("settingsSchema"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))

        def _parse_role(
            data: object,
        ) -> (
            None
            | TemplateOutRoleType1
            | TemplateOutRoleType2Type1
            | TemplateOutRoleType3Type1
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                role_type_1 = check_template_out_role_type_1(data)

                return role_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                role_type_2_type_1 = check_template_out_role_type_2_type_1(data)

                return role_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                role_type_3_type_1 = check_template_out_role_type_3_type_1(data)

                return role_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None
                | TemplateOutRoleType1
                | TemplateOutRoleType2Type1
                | TemplateOutRoleType3Type1
                | Unset,
                data,
            )

        role = _parse_role(d.pop("role", UNSET))

        template_out = cls(
            assets=assets,
            created_at=created_at,
            description=description,
            id=id,
            max_players=max_players,
            min_players=min_players,
            mode=mode,
            name=name,
            owner_id=owner_id,
            revision=revision,
            settings_schema=settings_schema,
            updated_at=updated_at,
            role=role,
        )

        template_out.additional_properties = d
        return template_out

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
