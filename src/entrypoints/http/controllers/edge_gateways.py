"""Gateways (register, heartbeat) and the routes servers publish through them."""

from __future__ import annotations

from typing import Any
from uuid import UUID

from litestar import Controller, Request, delete, get, post, put
from litestar.connection import ASGIConnection
from litestar.openapi.spec import SecurityRequirement
from litestar.params import FromPath, JSONBody

from application.edge.area import Edge
from application.edge.gateways import HeartbeatInput
from entrypoints.http.body_limits import SMALL
from entrypoints.http.connect_auth import (
    CONNECT_DEPENDENCIES,
    EITHER_SECURITY,
    AnyCaller,
    bearer_secret,
)
from entrypoints.http.dependencies import Inject
from entrypoints.http.dto.edge.domains import sync_out
from entrypoints.http.dto.edge.gateways import (
    HeartbeatIn,
    HeartbeatOut,
    PublishedRouteOut,
    RegisteredGatewayOut,
    RegisterGatewayIn,
    RouteIn,
    ServerGatewaysOut,
    gateway_out,
    route_out,
    target_out,
)
from entrypoints.http.dto.edge.listings import OkOut
from entrypoints.http.problems import problems
from entrypoints.http.route_access import PUBLIC, UNSCOPED_OR_SERVER

GATEWAY_SECURITY: list[SecurityRequirement] = [{"bearerAuth": []}]


async def registration_token(connection: ASGIConnection[Any, Any, Any, Any]) -> None:
    """The proof of ``register``, checked before the body is read (route_access.py)."""
    edge: Edge = connection.app.state.core.edge
    edge.gateways.check_registration_token(bearer_secret(connection))


async def gateway_secret(connection: ASGIConnection[Any, Any, Any, Any]) -> None:
    """The proof of a heartbeat (the path's gateway and its secret), checked before the body
    is read; the heartbeat checks it again in its transaction."""
    edge: Edge = connection.app.state.core.edge
    await edge.gateways.check_secret(
        str(connection.path_params["gateway_id"]), bearer_secret(connection)
    )


class GatewaysController(Controller):
    path = "/v1/connect/gateways"
    tags = ["connect: gateways"]

    @post(
        "/register",
        summary="Register a gateway (registration token)",
        description="Authorization: Bearer <SVC_GATEWAY_REGISTRATION_TOKEN>. Answers the "
        "gateway's id and secret (shown once; only its digest is kept) and the heartbeat "
        "interval. Limited per IP.",
        status_code=201,
        security=GATEWAY_SECURITY,
        responses=problems(401, 429),
        request_max_body_size=SMALL,
        access=PUBLIC,
        proof=registration_token,
        rate="gateway_register",
    )
    async def register_gateway(
        self,
        request: Request[Any, Any, Any],
        data: JSONBody[RegisterGatewayIn],
        edge: Inject[Edge],
    ) -> RegisteredGatewayOut:
        gateways = edge.gateways
        registered = await gateways.register(
            bearer_secret(request),
            data.name,
            HeartbeatInput(data.public_ip, data.region, data.load, data.version),
        )
        return RegisteredGatewayOut(
            registered.gateway.id, registered.secret, gateways.interval.total_seconds()
        )

    @post(
        "/{gateway_id:str}/heartbeat",
        summary="A gateway's heartbeat (gateway secret)",
        description="Authorization: Bearer <gatewaySecret>. Public IP, region, load (0..1) "
        "and version. A gateway that misses 3 intervals is stale: out of targets and DNS "
        "until it beats again.",
        status_code=200,
        security=GATEWAY_SECURITY,
        responses=problems(401, 429),
        request_max_body_size=SMALL,
        access=PUBLIC,
        proof=gateway_secret,
        rate="gateway_heartbeat",
    )
    async def send_gateway_heartbeat(
        self,
        request: Request[Any, Any, Any],
        gateway_id: FromPath[str],
        data: JSONBody[HeartbeatIn],
        edge: Inject[Edge],
    ) -> HeartbeatOut:
        gateways = edge.gateways
        gateway = await gateways.heartbeat(
            gateway_id,
            bearer_secret(request),
            HeartbeatInput(data.public_ip, data.region, data.load, data.version),
        )
        return HeartbeatOut(
            gateway_out(gateway, gateways.is_stale(gateway)), gateways.interval.total_seconds()
        )


class ServerGatewaysController(Controller):
    path = "/v1/connect/servers/{server_id:uuid}"
    tags = ["connect: gateways"]
    dependencies = CONNECT_DEPENDENCIES

    @get(
        "/gateways",
        summary="Gateway targets of a server (the server, or its owner)",
        description="Gateways taking new players (active, weighed, not stale), heaviest "
        "first; routeHost is the preferred host: the network's verified domain, else "
        "<serverId>.connect.gateway.",
        security=EITHER_SECURITY,
        access=UNSCOPED_OR_SERVER,  # the server, or its owner (a full sign-in)
    )
    async def list_gateway_targets(
        self, server_id: FromPath[UUID], caller: Inject[AnyCaller], edge: Inject[Edge]
    ) -> ServerGatewaysOut:
        found = await edge.gateways.for_server(caller, server_id)
        return ServerGatewaysOut(
            [target_out(g) for g in found.targets],
            found.route_host,
            route_out(found.route) if found.route else None,
        )

    @put(
        "/gateway-route",
        summary="Publish (or refresh) the server's route",
        description="routeHost defaults to the preferred host; it must be a verified domain "
        "of the network (or a name under one) or <serverId>.connect.gateway. Publish again "
        "to keep it: a route not refreshed within SVC_GATEWAY_ROUTE_TTL_SECONDS is removed. "
        "In a zone with DNS automation its A records point at the serving gateways (`dns`). "
        "A host another server holds is 409.",
        security=EITHER_SECURITY,
        responses=problems(409),
        request_max_body_size=SMALL,
        access=UNSCOPED_OR_SERVER,
    )
    async def publish_gateway_route(
        self,
        server_id: FromPath[UUID],
        data: JSONBody[RouteIn],
        caller: Inject[AnyCaller],
        edge: Inject[Edge],
    ) -> PublishedRouteOut:
        published = await edge.gateways.publish_route(caller, server_id, data.route_host)
        return PublishedRouteOut(route_out(published.route), sync_out(published.dns))

    @delete(
        "/gateway-route",
        summary="Withdraw the server's route",
        description="Its A records are removed from the zone.",
        status_code=200,
        security=EITHER_SECURITY,
        access=UNSCOPED_OR_SERVER,
    )
    async def withdraw_gateway_route(
        self, server_id: FromPath[UUID], caller: Inject[AnyCaller], edge: Inject[Edge]
    ) -> OkOut:
        return OkOut(await edge.gateways.withdraw_route(caller, server_id))
