"""A Connect network's chat server (docs/links.md, "Network chat")."""

from __future__ import annotations

from uuid import UUID

from litestar import Controller, delete, get, put
from litestar.params import FromPath, JSONBody

from application.identity.principal import Principal
from application.links.area import Links
from entrypoints.http.auth import SECURITY
from entrypoints.http.body_limits import SMALL
from entrypoints.http.dependencies import Inject
from entrypoints.http.dto.links import NetworkChatIn, NetworkChatOut, network_chat_out
from entrypoints.http.problems import problems
from entrypoints.http.route_access import UNSCOPED


class NetworkChatController(Controller):
    path = "/v1/connect/networks/{network_id:uuid}/chat"
    tags = ["links"]
    security = SECURITY

    @get(
        "/",
        summary="The network's chat server",
        description="The linked chat server (id, name, icon), or guild null. Owner, super "
        "admin or connect:network:manage on the network; anyone else 404.",
        responses=problems(404),
        access=UNSCOPED,
    )
    async def get_network_chat(
        self, network_id: FromPath[UUID], principal: Inject[Principal], links: Inject[Links]
    ) -> NetworkChatOut:
        return network_chat_out(await links.network_chats.get(principal, network_id))

    @put(
        "/",
        summary="Link the network to a chat server",
        description="Rule 6, each failure a 409 with its own code: `chat.account_not_linked` "
        "(link your chat account first), `chat.not_guild_admin` (you must administer the "
        "server), `chat.bot_not_in_guild` (the detail holds the bot's invite URL). "
        "`chat.guild_taken` when another network holds the server.",
        responses=problems(400, 404, 409, 503),
        request_max_body_size=SMALL,
        access=UNSCOPED,
    )
    async def link_network_chat(
        self,
        network_id: FromPath[UUID],
        data: JSONBody[NetworkChatIn],
        principal: Inject[Principal],
        links: Inject[Links],
    ) -> NetworkChatOut:
        linked = await links.network_chats.link(principal, network_id, data.guild_id)
        return network_chat_out(linked)

    @delete(
        "/",
        summary="Unlink the network's chat server",
        description="Idempotent: 204 whether or not a server was linked.",
        status_code=204,
        responses=problems(404),
        access=UNSCOPED,
    )
    async def unlink_network_chat(
        self, network_id: FromPath[UUID], principal: Inject[Principal], links: Inject[Links]
    ) -> None:
        await links.network_chats.unlink(principal, network_id)
