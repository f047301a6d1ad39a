from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.grant_out import GrantOut
    from ..models.scope_dto import ScopeDto


T = TypeVar("T", bound="RoleOut")


@_attrs_define
class RoleOut:
    """
    Attributes:
        builtin (bool): Whether the platform defines the role.
        created_at (datetime.datetime): When the record was created (UTC).
        description (str): What the role is for.
        grants (list[GrantOut]): The role's grants.
        id (str): The record's id (an opaque object id).
        is_default (bool): Whether the role applies to every user without being assigned.
        name (str): The role's name.
        scope (None | ScopeDto): What the role is limited to; null for everywhere.
        slug (str): The role's slug.
        updated_at (datetime.datetime): When the record last changed (UTC).
    """

    builtin: bool
    created_at: datetime.datetime
    description: str
    grants: list[GrantOut]
    id: str
    is_default: bool
    name: str
    scope: None | ScopeDto
    slug: str
    updated_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.scope_dto import ScopeDto

        builtin = self.builtin

        created_at = self.created_at.isoformat()

        description = self.description

        grants = []
        for grants_item_data in self.grants:
            grants_item = grants_item_data.to_dict()
            grants.append(grants_item)

        id = self.id

        is_default = self.is_default

        name = self.name

        scope: dict[str, Any] | None
        if isinstance(self.scope, ScopeDto):
            scope = self.scope.to_dict()
        else:
            scope = self.scope

        slug = self.slug

        updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "builtin": builtin,
                "createdAt": created_at,
                "description": description,
                "grants": grants,
                "id": id,
                "isDefault": is_default,
                "name": name,
                "scope": scope,
                "slug": slug,
                "updatedAt": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.grant_out import GrantOut
        from ..models.scope_dto import ScopeDto

        d = dict(src_dict)
        builtin = d.pop("builtin")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))

        description = d.pop("description")

        grants = []
        _grants = d.pop("grants")
        for grants_item_data in _grants:
            grants_item = GrantOut.from_dict(grants_item_data)

            grants.append(grants_item)

        id = d.pop("id")

        is_default = d.pop("isDefault")

        name = d.pop("name")

        def _parse_scope(data: object) -> None | ScopeDto:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                scope_type_0 = ScopeDto.from_dict(data)

                return scope_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ScopeDto, data)

        scope = _parse_scope(d.pop("scope"))

        slug = d.pop("slug")

        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))

        role_out = cls(
            builtin=builtin,
            created_at=created_at,
            description=description,
            grants=grants,
            id=id,
            is_default=is_default,
            name=name,
            scope=scope,
            slug=slug,
            updated_at=updated_at,
        )

        role_out.additional_properties = d
        return role_out

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
