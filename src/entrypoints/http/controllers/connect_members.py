"""Members of a server and their roles."""

from __future__ import annotations

from uuid import UUID

from litestar import Controller, delete, get, put
from litestar.params import FromPath, JSONBody

from application.connect.area import Connect
from application.identity.principal import Principal
from domain.connect.member import MemberRole
from domain.connect.nodes import MEMBERS_READ, MEMBERS_WRITE
from entrypoints.http.auth import SECURITY
from entrypoints.http.body_limits import SMALL
from entrypoints.http.dependencies import Inject
from entrypoints.http.dto.common import Removed
from entrypoints.http.dto.connect.members import (
    MemberEnvelope,
    MemberIn,
    MembersOut,
    member_out,
)
from entrypoints.http.problems import problems
from entrypoints.http.route_access import scope


class ConnectMembersController(Controller):
    path = "/v1/connect/servers/{server_id:uuid}/members"
    tags = ["connect: members"]
    security = SECURITY

    @get(
        "",
        summary="Members and their roles (connect:members:read)",
        description="The server's members (users other than the owner who may act on it) and the "
        "role each holds. Needs connect:members:read on the server.",
        access=scope(MEMBERS_READ),
    )
    async def list_members(
        self, server_id: FromPath[UUID], principal: Inject[Principal], connect: Inject[Connect]
    ) -> MembersOut:
        members = await connect.members.list(principal, server_id)
        return MembersOut([member_out(m) for m in members])

    @put(
        "/{user_id:uuid}",
        summary="Add a member or change their role (connect:members:write)",
        description="Adds the user as a member with the given role, or changes their role. Needs "
        "connect:members:write; the owner cannot be a member (409).",
        responses=problems(409),
        request_max_body_size=SMALL,
        access=scope(MEMBERS_WRITE),
    )
    async def put_member(
        self,
        server_id: FromPath[UUID],
        user_id: FromPath[UUID],
        data: JSONBody[MemberIn],
        principal: Inject[Principal],
        connect: Inject[Connect],
    ) -> MemberEnvelope:
        member = await connect.members.put(principal, server_id, user_id, MemberRole(data.role))
        return MemberEnvelope(member_out(member))

    @delete(
        "/{user_id:uuid}",
        summary="Remove a member (connect:members:write)",
        description="Removes the user from the server's members; `removed` is 0 when they were "
        "not one. Needs connect:members:write.",
        status_code=200,
        access=scope(MEMBERS_WRITE),
    )
    async def remove_member(
        self,
        server_id: FromPath[UUID],
        user_id: FromPath[UUID],
        principal: Inject[Principal],
        connect: Inject[Connect],
    ) -> Removed:
        removed = await connect.members.remove(principal, server_id, user_id)
        return Removed(1 if removed else 0)
