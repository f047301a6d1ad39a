"""The servers in a user's profile: Connect servers they own or are a member of."""

from __future__ import annotations

from typing import Annotated

from litestar import Controller, get
from litestar.params import QueryParameter

from application.connect.area import Connect
from application.identity.principal import Principal
from domain.connect.nodes import CONNECT_SERVERS_READ
from entrypoints.http.auth import SECURITY
from entrypoints.http.dependencies import Inject
from entrypoints.http.dto.connect.servers import ProfileServerOut, profile_server_out
from entrypoints.http.route_access import scope


class ConnectProfileController(Controller):
    path = "/v1/profile"
    tags = ["profile"]
    security = SECURITY

    @get(
        "/servers",
        summary="Servers I own or am a member of",
        description="Connect servers carry the tag 'svc'; `tag=svc` keeps only those.",
        access=scope(CONNECT_SERVERS_READ),
    )
    async def list_profile_servers(
        self,
        principal: Inject[Principal],
        connect: Inject[Connect],
        tag: Annotated[str | None, QueryParameter(min_length=1, max_length=32)] = None,
    ) -> list[ProfileServerOut]:
        servers = await connect.servers.profile_servers(principal, tag)
        return [profile_server_out(s) for s in servers]
