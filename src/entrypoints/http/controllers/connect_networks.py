"""Connect networks, their join tokens, and the hosts that join them."""

from __future__ import annotations

from uuid import UUID

from litestar import Controller, get, post
from litestar.params import FromPath, JSONBody

from application.connect.area import Connect
from application.identity.principal import Principal
from domain.connect.nodes import CONNECT_SERVERS_READ
from entrypoints.http.auth import SECURITY
from entrypoints.http.body_limits import SMALL, TEXT
from entrypoints.http.dependencies import Inject
from entrypoints.http.dto.connect.networks import (
    HostsOut,
    JoinedOut,
    JoinIn,
    JoinTokenOut,
    NetworkEnvelope,
    NetworkIn,
    NetworksOut,
    host_out,
    join_token_out,
    joined_out,
    network_out,
)
from entrypoints.http.problems import problems
from entrypoints.http.route_access import PUBLIC, UNSCOPED, scope


class ConnectNetworksController(Controller):
    path = "/v1/connect"
    tags = ["connect: networks"]

    @get(
        "/networks",
        summary="Networks I own",
        description="The networks the caller owns, oldest first.",
        security=SECURITY,
        access=scope(CONNECT_SERVERS_READ),
    )
    async def list_networks(
        self, principal: Inject[Principal], connect: Inject[Connect]
    ) -> NetworksOut:
        return NetworksOut([network_out(n) for n in await connect.networks.owned(principal)])

    @post(
        "/networks",
        summary="Create a network",
        description="Creates a network owned by the caller. Hosts join it with join tokens; "
        "servers are assigned to it by their owner.",
        status_code=201,
        security=SECURITY,
        request_max_body_size=SMALL,
        access=UNSCOPED,  # the use case refuses tokens limited by scopes (networks.py)
    )
    async def create_network(
        self, data: JSONBody[NetworkIn], principal: Inject[Principal], connect: Inject[Connect]
    ) -> NetworkEnvelope:
        network = await connect.networks.create(principal, data.name)
        return NetworkEnvelope(network_out(network))

    @post(
        "/networks/{network_id:uuid}/join-token",
        summary="A single-use join token for a host (900 s)",
        description="Issues a single-use token, valid 900 seconds, that lets one host join this "
        "network (POST /v1/connect/networks/join). Owner only.",
        status_code=201,
        security=SECURITY,
        access=UNSCOPED,  # a secret for the network
    )
    async def create_join_token(
        self, network_id: FromPath[UUID], principal: Inject[Principal], connect: Inject[Connect]
    ) -> JoinTokenOut:
        issued = await connect.networks.issue_join_token(principal, network_id)
        return join_token_out(issued)

    @post(
        "/networks/join",
        summary="Join a network as a host (serverType agent) with a join token",
        description="No user needed: the token is the credential. An unknown, expired or "
        "used token is 401. Returns the host's credentials; keep them.",
        status_code=201,
        responses=problems(401, 429),
        request_max_body_size=TEXT,
        access=PUBLIC,  # the network join token is the proof
        rate="join",
    )
    async def join_network(self, data: JSONBody[JoinIn], connect: Inject[Connect]) -> JoinedOut:
        return joined_out(await connect.networks.join(data.join_token, data.name))

    @get(
        "/hosts",
        summary="Hosts in my networks",
        description="The hosts (agents) that joined the caller's networks, with when each was "
        "last seen.",
        security=SECURITY,
        access=scope(CONNECT_SERVERS_READ),
    )
    async def list_hosts(self, principal: Inject[Principal], connect: Inject[Connect]) -> HostsOut:
        return HostsOut([host_out(h) for h in await connect.networks.hosts(principal)])
