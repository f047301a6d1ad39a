from __future__ import annotations

from typing import Annotated, Any, Literal
from uuid import UUID

import msgspec

from domain.connect.member import Member, MemberRole
from entrypoints.http.dto.common import CreatedAt, Items, UpdatedAt, ts
from entrypoints.http.dto.connect.fields import ServerId

Role = Literal["admin", "operator", "viewer"]
ROLE_OUT: dict[MemberRole, Role] = {
    MemberRole.ADMIN: "admin",
    MemberRole.OPERATOR: "operator",
    MemberRole.VIEWER: "viewer",
}


# Described once, shared by the Structs below.
RoleField = Annotated[
    Role, msgspec.Meta(description=("The member's role: admin, operator or viewer."))
]


class MemberIn(msgspec.Struct, forbid_unknown_fields=True):
    role: RoleField


class MemberOut(msgspec.Struct, rename="camel"):
    server_id: ServerId
    user_id: Annotated[UUID, msgspec.Meta(description="The member's user id.")]
    name: Annotated[str, msgspec.Meta(description="The member's name; null when unknown.")] | None
    role: RoleField
    created_at: CreatedAt
    updated_at: UpdatedAt


def member_out(member: Member) -> MemberOut:
    return MemberOut(
        server_id=member.server_id,
        user_id=member.user_id,
        name=member.name,
        role=ROLE_OUT[member.role],
        created_at=ts(member.created_at),
        updated_at=ts(member.updated_at),
    )


class MembersOut(msgspec.Struct):
    items: Items[MemberOut]


class MemberEnvelope(msgspec.Struct):
    member: Annotated[MemberOut, msgspec.Meta(description="The member.")]


# A wire example of each Struct above, for the OpenAPI document
# (entrypoints/http/openapi_examples.py).
EXAMPLES: dict[str, Any] = {}
EXAMPLES["MemberIn"] = {"role": "admin"}
EXAMPLES["MemberOut"] = {
    "serverId": "b3eacd33-433b-41b5-a523-51032c9b3e7a",
    "userId": "6a79bd3d-f506-48d2-bac2-aa02fe0e4a6f",
    "name": "Alex",
    "role": "admin",
    "createdAt": "2026-11-20T09:14:03.512Z",
    "updatedAt": "2026-11-22T10:00:00.000Z",
}
EXAMPLES["MembersOut"] = {"items": [EXAMPLES["MemberOut"]]}
EXAMPLES["MemberEnvelope"] = {"member": EXAMPLES["MemberOut"]}
