"""Connect servers: registration, claim keys, claiming, the owner's list and changes."""

from __future__ import annotations

from typing import TypeVar
from uuid import UUID

import msgspec
from litestar import Controller, get, patch, post
from litestar.params import FromPath, JSONBody

from application.connect.area import Connect
from application.connect.ports import ServerCredentials
from application.connect.servers import UNSET
from application.identity.principal import Principal
from application.shared.sentinels import Unset
from domain.connect.nodes import CONNECT_SERVERS_READ
from domain.shared.errors import InvalidInput
from entrypoints.http.auth import SECURITY
from entrypoints.http.body_limits import SMALL
from entrypoints.http.connect_auth import CONNECT_DEPENDENCIES, SERVER_SECURITY
from entrypoints.http.dependencies import Inject
from entrypoints.http.dto.connect.servers import (
    ClaimIn,
    ClaimKeyOut,
    RegisterIn,
    RegistrationOut,
    ServerChangeOut,
    ServerEnvelope,
    ServerPatch,
    ServersOut,
    claim_key_out,
    registration_out,
    server_out,
)
from entrypoints.http.problems import problems
from entrypoints.http.route_access import PUBLIC, SERVER, UNSCOPED, scope


class ConnectServersController(Controller):
    path = "/v1/connect/servers"
    tags = ["connect: servers"]
    dependencies = CONNECT_DEPENDENCIES

    @post(
        "/register",
        summary="Register a server",
        description="No user needed; limited per IP. Returns the server's credentials (keep "
        "them: the secret is never shown again) and a claim key valid 300 s.",
        status_code=201,
        responses=problems(429),
        request_max_body_size=SMALL,
        access=PUBLIC,
        rate="register",
    )
    async def register_server(
        self, data: JSONBody[RegisterIn], connect: Inject[Connect]
    ) -> RegistrationOut:
        registration = await connect.servers.register(
            data.server_type,
            data.server_name,
            data.template_id,
            data.temp_instance,
            data.template_key,
        )
        return registration_out(registration)

    @get(
        "",
        summary="Servers I own",
        description="The servers the caller claimed, oldest first.",
        security=SECURITY,
        access=scope(CONNECT_SERVERS_READ),
    )
    async def list_servers(
        self, principal: Inject[Principal], connect: Inject[Connect]
    ) -> ServersOut:
        return ServersOut([server_out(s) for s in await connect.servers.owned(principal)])

    @post(
        "/claim",
        summary="Claim a server with its claim key",
        description="The key is consumed and the caller becomes the owner. Unknown key 404, "
        "expired 410, already used 409.",
        status_code=200,
        security=SECURITY,
        responses=problems(404, 409, 410, 429),
        request_max_body_size=SMALL,
        access=UNSCOPED,  # the use case refuses tokens limited by scopes (claims.py)
    )
    async def claim_server(
        self, data: JSONBody[ClaimIn], principal: Inject[Principal], connect: Inject[Connect]
    ) -> ServerEnvelope:
        server = await connect.claims.claim(principal, data.claim_key)
        return ServerEnvelope(server_out(server))

    @get(
        "/{server_id:uuid}/claim-key",
        summary="A fresh claim key (server auth)",
        description="While unclaimed: a new key valid 300 s. Once claimed: claimKey null, "
        "claimed true, expiresAt null.",
        security=SERVER_SECURITY,
        access=SERVER,
    )
    async def get_claim_key(
        self, server_id: FromPath[UUID], server: Inject[ServerCredentials], connect: Inject[Connect]
    ) -> ClaimKeyOut:
        return claim_key_out(await connect.claims.claim_key(server, server_id))

    @patch(
        "/{server_id:uuid}",
        summary="Assign or unassign a network, or flag a template (owner)",
        description="Assigns the server to one of the caller's networks (`networkId`, null to "
        "unassign) and/or flags it as a template (`isTemplate`). Owner only; flagging a template "
        "answers its template key once.",
        security=SECURITY,
        request_max_body_size=SMALL,
        access=UNSCOPED,  # the owner's, with a full sign-in (access.py, require_owner)
    )
    async def update_server(
        self,
        server_id: FromPath[UUID],
        data: JSONBody[ServerPatch],
        principal: Inject[Principal],
        connect: Inject[Connect],
    ) -> ServerChangeOut:
        if data.network_id is msgspec.UNSET and data.is_template is msgspec.UNSET:
            raise InvalidInput("give networkId and/or isTemplate", field="request")
        change = await connect.servers.update(
            principal,
            server_id,
            network_id=_given(data.network_id),
            is_template=_given(data.is_template),
        )
        return ServerChangeOut(server_out(change.server), change.template_key)


T = TypeVar("T")


def _given(value: T | msgspec.UnsetType) -> T | Unset:
    return UNSET if value is msgspec.UNSET else value
