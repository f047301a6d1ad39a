from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.grant_in import GrantIn
    from ..models.scope_dto import ScopeDto


T = TypeVar("T", bound="RoleIn")


@_attrs_define
class RoleIn:
    """
    Attributes:
        name (str): The role's name.
        slug (str): The role's slug (unique).
        description (str | Unset): What the role is for. Default: ''.
        grants (list[GrantIn] | Unset): The role's grants (replaced whole).
        is_default (bool | Unset): Whether the role applies to every user without being assigned. Default: False.
        scope (None | ScopeDto | Unset): What the role is limited to; null for everywhere. Its id must exist.
    """

    name: str
    slug: str
    description: str | Unset = ""
    grants: list[GrantIn] | Unset = UNSET
    is_default: bool | Unset = False
    scope: None | ScopeDto | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.scope_dto import ScopeDto

        name = self.name

        slug = self.slug

        description = self.description

        grants: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.grants, Unset):
            grants = []
            for grants_item_data in self.grants:
                grants_item = grants_item_data.to_dict()
                grants.append(grants_item)

        is_default = self.is_default

        scope: dict[str, Any] | None | Unset
        if isinstance(self.scope, Unset):
            scope = UNSET
        elif isinstance(self.scope, ScopeDto):
            scope = self.scope.to_dict()
        else:
            scope = self.scope

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "slug": slug,
            }
        )
        if description is not UNSET:
            field_dict["description"] = description
        if grants is not UNSET:
            field_dict["grants"] = grants
        if is_default is not UNSET:
            field_dict["isDefault"] = is_default
        if scope is not UNSET:
            field_dict["scope"] = scope

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.grant_in import GrantIn
        from ..models.scope_dto import ScopeDto

        d = dict(src_dict)
        name = d.pop("name")

        slug = d.pop("slug")

        description = d.pop("description", UNSET)

        _grants = d.pop("grants", UNSET)
        grants: list[GrantIn] | Unset = UNSET
        if _grants is not UNSET:
            grants = []
            for grants_item_data in _grants:
                grants_item = GrantIn.from_dict(grants_item_data)

                grants.append(grants_item)

        is_default = d.pop("isDefault", UNSET)

        def _parse_scope(data: object) -> None | ScopeDto | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                scope_type_0 = ScopeDto.from_dict(data)

                return scope_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ScopeDto | Unset, data)

        scope = _parse_scope(d.pop("scope", UNSET))

        role_in = cls(
            name=name,
            slug=slug,
            description=description,
            grants=grants,
            is_default=is_default,
            scope=scope,
        )

        return role_in
