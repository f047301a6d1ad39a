from __future__ import annotations

from typing import Annotated, Any
from uuid import UUID

import msgspec

from application.permissions.grants import KEEP, Amount, GrantChange
from application.permissions.roles import RoleDraft
from domain.permissions.grant import Grant
from domain.permissions.quantity import Quantity
from domain.permissions.role import Role, RoleAssignment, RoleScope
from domain.social.nodes import FRIENDS_MAX
from entrypoints.http.dto.common import (
    CreatedAt,
    Items,
    RecordId,
    Timestamp,
    TimestampIn,
    UpdatedAt,
    incoming,
    ts,
    ts_or_unset,
)

NodeStr = Annotated[str, msgspec.Meta(min_length=1, max_length=200)]


class QuantityDto(msgspec.Struct, forbid_unknown_fields=True):
    value: Annotated[float, msgspec.Meta(description="The amount, a number.")]
    unit: Annotated[
        str,
        msgspec.Meta(
            min_length=1,
            max_length=16,
            description=(
                "Case-insensitive unit: bytes, kib, mib, gib, tib, seconds, "
                "minutes, hours, days, years, count, messages; common aliases such "
                "as `gb` are mapped."
            ),
        ),
    ]


GrantValue = float | QuantityDto


def amount_in(value: GrantValue | None) -> Amount | None:
    """As sent: the use case checks it is a quantity, after it checked the caller."""
    if value is None:
        return None
    if isinstance(value, QuantityDto):
        return Amount(value.value, value.unit)
    return Amount(value)


def quantity_out(value: Quantity | None) -> GrantValue | msgspec.UnsetType:
    if value is None:
        return msgspec.UNSET
    if value.unit is None:
        return value.amount
    return QuantityDto(value=value.amount, unit=value.unit.name)


# Described once, shared by the Structs below.
Negated = Annotated[bool, msgspec.Meta(description="true is a deny.")]


class GrantOut(msgspec.Struct, rename="camel", omit_defaults=True):
    node: Annotated[str, msgspec.Meta(description="The permission node, e.g. `profile:read`.")]
    negated: Negated
    expires_at: (
        Annotated[
            Timestamp, msgspec.Meta(description=("When the grant expires; absent means no expiry."))
        ]
        | msgspec.UnsetType
    ) = msgspec.UNSET
    value: Annotated[
        float | QuantityDto | msgspec.UnsetType,
        msgspec.Meta(
            description="The grant's quantity: a bare number, or {value, unit}; absent for none."
        ),
    ] = msgspec.UNSET


def grant_out(grant: Grant) -> GrantOut:
    return GrantOut(
        node=grant.node,
        negated=grant.negated,
        expires_at=ts_or_unset(grant.expires_at),
        value=quantity_out(grant.value),
    )


class GrantIn(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    node: Annotated[NodeStr, msgspec.Meta(description="The permission node, e.g. `profile:read`.")]
    negated: Negated = False
    expires_at: (
        Annotated[
            TimestampIn,
            msgspec.Meta(description=("When the grant expires; omitted means no expiry.")),
        ]
        | None
    ) = None
    value: Annotated[
        float | QuantityDto | msgspec.UnsetType | None,
        msgspec.Meta(
            description="Either a bare number, or {value number, unit string}; omitted leaves it "
            "unchanged, null clears it."
        ),
    ] = msgspec.UNSET

    def change(self) -> GrantChange:
        value = KEEP if self.value is msgspec.UNSET else amount_in(self.value)
        return GrantChange(self.node, self.negated, incoming(self.expires_at), value)

    def grant(self) -> GrantChange:
        """As a role grant (a role's grants are replaced whole, so no value means none)."""
        value = None if self.value is msgspec.UNSET else amount_in(self.value)
        return GrantChange(self.node, self.negated, incoming(self.expires_at), value)


# Described once, shared by the Structs below.
UserId = Annotated[UUID, msgspec.Meta(description="The user's id.")]


class UserGrantsOut(msgspec.Struct, rename="camel"):
    user_id: UserId
    items: Items[GrantOut]


class UserGrantOut(GrantOut, rename="camel", omit_defaults=True, kw_only=True):
    user_id: UserId


def user_grant_out(user_id: UUID, grant: Grant) -> UserGrantOut:
    return UserGrantOut(
        user_id=user_id,
        node=grant.node,
        negated=grant.negated,
        expires_at=ts_or_unset(grant.expires_at),
        value=quantity_out(grant.value),
    )


class CatalogEntry(msgspec.Struct):
    id: RecordId
    node: Annotated[str, msgspec.Meta(description="The permission node.")]


class CatalogOut(msgspec.Struct):
    items: Items[CatalogEntry]


class CatalogEntryIn(msgspec.Struct, forbid_unknown_fields=True):
    node: Annotated[NodeStr, msgspec.Meta(description="The permission node to register.")]


class ScopeDto(msgspec.Struct, forbid_unknown_fields=True):
    type: Annotated[
        str,
        msgspec.Meta(
            min_length=1,
            max_length=32,
            description=("What the role is scoped to (e.g. server, network)."),
        ),
    ]
    id: Annotated[
        str,
        msgspec.Meta(
            min_length=1, max_length=64, description=("The id of what the role is scoped to.")
        ),
    ]


# Described once, shared by the Structs below.
IsDefault = Annotated[
    bool, msgspec.Meta(description="Whether the role applies to every user without being assigned.")
]


class RoleIn(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    slug: Annotated[
        str, msgspec.Meta(min_length=1, max_length=48, description=("The role's slug (unique)."))
    ]
    name: Annotated[str, msgspec.Meta(min_length=1, max_length=80, description="The role's name.")]
    description: Annotated[
        str, msgspec.Meta(max_length=500, description=("What the role is for."))
    ] = ""
    is_default: IsDefault = False
    scope: (
        Annotated[
            ScopeDto,
            msgspec.Meta(
                description=("What the role is limited to; null for everywhere. Its id must exist.")
            ),
        ]
        | None
    ) = None
    grants: Annotated[
        list[GrantIn],
        msgspec.Meta(max_length=500, description=("The role's grants (replaced whole).")),
    ] = []

    def draft(self) -> RoleDraft:
        return RoleDraft(
            slug=self.slug,
            name=self.name,
            description=self.description,
            is_default=self.is_default,
            grants=tuple(g.grant() for g in self.grants),
            scope=RoleScope(self.scope.type, self.scope.id) if self.scope else None,
        )


class RoleOut(msgspec.Struct, rename="camel"):
    id: RecordId
    slug: Annotated[str, msgspec.Meta(description="The role's slug.")]
    name: Annotated[str, msgspec.Meta(description="The role's name.")]
    description: Annotated[str, msgspec.Meta(description="What the role is for.")]
    is_default: IsDefault
    builtin: Annotated[bool, msgspec.Meta(description="Whether the platform defines the role.")]
    scope: (
        Annotated[
            ScopeDto,
            msgspec.Meta(description=("What the role is limited to; null for everywhere.")),
        ]
        | None
    )
    grants: Annotated[list[GrantOut], msgspec.Meta(description="The role's grants.")]
    created_at: CreatedAt
    updated_at: UpdatedAt


def role_out(role: Role) -> RoleOut:
    return RoleOut(
        id=role.id,
        slug=role.slug,
        name=role.name,
        description=role.description,
        is_default=role.is_default,
        builtin=role.builtin,
        scope=ScopeDto(role.scope.type, role.scope.id) if role.scope else None,
        grants=[grant_out(g) for g in role.grants],
        created_at=ts(role.created_at),
        updated_at=ts(role.updated_at),
    )


class RoleEnvelope(msgspec.Struct):
    role: Annotated[RoleOut, msgspec.Meta(description="The role.")]


class RolesOut(msgspec.Struct):
    items: Items[RoleOut]


class AssignmentIn(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    expires_at: (
        Annotated[
            TimestampIn, msgspec.Meta(description=("When the assignment ends; null for never."))
        ]
        | None
    ) = None


class AssignmentOut(msgspec.Struct, rename="camel", omit_defaults=True):
    user_id: UserId
    role: Annotated[RoleOut, msgspec.Meta(description="The assigned role.")]
    assigned_at: Annotated[Timestamp, msgspec.Meta(description="When the role was assigned.")]
    expires_at: (
        Annotated[
            Timestamp, msgspec.Meta(description=("When the assignment ends; absent for never."))
        ]
        | msgspec.UnsetType
    ) = msgspec.UNSET


def assignment_out(assignment: RoleAssignment, role: Role) -> AssignmentOut:
    return AssignmentOut(
        user_id=assignment.user_id,
        role=role_out(role),
        assigned_at=ts(assignment.assigned_at),
        expires_at=ts_or_unset(assignment.expires_at),
    )


class UserRolesOut(msgspec.Struct, rename="camel"):
    user_id: UserId
    items: Items[AssignmentOut]


# A wire example of each Struct above, for the OpenAPI document
# (entrypoints/http/openapi_examples.py).
EXAMPLES: dict[str, Any] = {}
EXAMPLES["QuantityDto"] = {"value": 250, "unit": "count"}
EXAMPLES["GrantOut"] = {
    "node": FRIENDS_MAX,
    "negated": False,
    "expiresAt": "2026-12-22T10:00:00.000Z",
    "value": EXAMPLES["QuantityDto"],
}
EXAMPLES["GrantIn"] = {
    "node": FRIENDS_MAX,
    "negated": False,
    "expiresAt": "2026-12-22T10:00:00.000Z",
    "value": EXAMPLES["QuantityDto"],
}
EXAMPLES["UserGrantsOut"] = {
    "userId": "6a79bd3d-f506-48d2-bac2-aa02fe0e4a6f",
    "items": [EXAMPLES["GrantOut"]],
}
EXAMPLES["UserGrantOut"] = {
    "node": FRIENDS_MAX,
    "negated": False,
    "expiresAt": "2026-12-22T10:00:00.000Z",
    "value": EXAMPLES["QuantityDto"],
    "userId": "6a79bd3d-f506-48d2-bac2-aa02fe0e4a6f",
}
EXAMPLES["CatalogEntry"] = {"id": "6741f0c2a9e3b15d2c8f4a17", "node": FRIENDS_MAX}
EXAMPLES["CatalogOut"] = {"items": [EXAMPLES["CatalogEntry"]]}
EXAMPLES["CatalogEntryIn"] = {"node": FRIENDS_MAX}
EXAMPLES["ScopeDto"] = {"type": "server", "id": "b3eacd33-433b-41b5-a523-51032c9b3e7a"}
EXAMPLES["RoleIn"] = {
    "slug": "winter-hats",
    "name": "moderator",
    "description": "Skyblock with weekly events and a friendly staff.",
    "isDefault": True,
    "scope": EXAMPLES["ScopeDto"],
    "grants": [EXAMPLES["GrantOut"]],
}
EXAMPLES["RoleOut"] = {
    "id": "6741f0c2a9e3b15d2c8f4a17",
    "slug": "winter-hats",
    "name": "moderator",
    "description": "Skyblock with weekly events and a friendly staff.",
    "isDefault": True,
    "builtin": True,
    "scope": EXAMPLES["ScopeDto"],
    "grants": [EXAMPLES["GrantOut"]],
    "createdAt": "2026-11-20T09:14:03.512Z",
    "updatedAt": "2026-11-22T10:00:00.000Z",
}
EXAMPLES["RoleEnvelope"] = {"role": EXAMPLES["RoleOut"]}
EXAMPLES["RolesOut"] = {"items": [EXAMPLES["RoleOut"]]}
EXAMPLES["AssignmentIn"] = {"expiresAt": "2026-12-22T10:00:00.000Z"}
EXAMPLES["AssignmentOut"] = {
    "userId": "6a79bd3d-f506-48d2-bac2-aa02fe0e4a6f",
    "role": EXAMPLES["RoleOut"],
    "assignedAt": "2026-11-22T10:00:00.000Z",
    "expiresAt": "2026-12-22T10:00:00.000Z",
}
EXAMPLES["UserRolesOut"] = {
    "userId": "6a79bd3d-f506-48d2-bac2-aa02fe0e4a6f",
    "items": [EXAMPLES["AssignmentOut"]],
}
