"""Platform roles mapped to chat roles (docs/links.md, "Role links")."""

from __future__ import annotations

from litestar import Controller, delete, get, put
from litestar.params import FromPath, JSONBody

from application.identity.principal import Principal
from application.links.area import Links
from application.links.role_links import RoleLinkView
from entrypoints.http.auth import SECURITY
from entrypoints.http.body_limits import SMALL
from entrypoints.http.dependencies import Inject
from entrypoints.http.dto.common import ObjectIdStr
from entrypoints.http.dto.links import RoleLinkIn, RoleLinkOut, RoleLinksOut, role_link_out
from entrypoints.http.problems import problems
from entrypoints.http.route_access import UNSCOPED


class ChatRoleLinksController(Controller):
    path = "/v1/admin/chat/role-links"
    tags = ["links"]
    security = SECURITY

    @get(
        "/",
        summary="Role links",
        description="Needs admin:chat-role-link:view. Each platform role's chat role, with "
        "how many linked users' changes are synced, pending or failed.",
        responses=problems(403),
        access=UNSCOPED,
    )
    async def list_role_links(
        self, principal: Inject[Principal], links: Inject[Links]
    ) -> RoleLinksOut:
        views = await links.role_links.list(principal)
        return RoleLinksOut([role_link_out(view) for view in views])

    @get(
        "/{role_id:str}",
        summary="One role link",
        description="Needs admin:chat-role-link:view. The platform role's chat role, with how "
        "many linked users' changes are synced, pending or failed. 404 "
        "`chat.role_link_not_found` when the role has no link.",
        responses=problems(403, 404),
        access=UNSCOPED,
    )
    async def get_role_link(
        self, role_id: FromPath[ObjectIdStr], principal: Inject[Principal], links: Inject[Links]
    ) -> RoleLinkOut:
        return role_link_out(await links.role_links.get(principal, role_id))

    @put(
        "/{role_id:str}",
        summary="Link a platform role to a chat role",
        description="Needs admin:chat-role-link:manage. Users holding the role (and a chat "
        "link) get the chat role in the background, with retries; users losing it lose it. "
        "400 `chat.unknown_role` when the chat server has no such assignable role.",
        responses=problems(400, 403, 404, 503),
        request_max_body_size=SMALL,
        access=UNSCOPED,
    )
    async def put_role_link(
        self,
        role_id: FromPath[ObjectIdStr],
        data: JSONBody[RoleLinkIn],
        principal: Inject[Principal],
        links: Inject[Links],
    ) -> RoleLinkOut:
        link = await links.role_links.put(principal, role_id, data.chat_role_id)
        return role_link_out(RoleLinkView(link, {}))

    @delete(
        "/{role_id:str}",
        summary="Remove a role link",
        description="Needs admin:chat-role-link:manage. Linked users lose the chat role in the "
        "background. 404 `chat.role_link_not_found`.",
        status_code=204,
        responses=problems(403, 404),
        access=UNSCOPED,
    )
    async def delete_role_link(
        self, role_id: FromPath[ObjectIdStr], principal: Inject[Principal], links: Inject[Links]
    ) -> None:
        await links.role_links.remove(principal, role_id)
