"""Operators' Connect views: gateways and routes (admin:connect:gateway:view/manage),
networks and servers (admin:connect:view/manage), and the audit of their actions."""

from __future__ import annotations

from typing import Annotated
from uuid import UUID

from litestar import Controller, get, patch, post
from litestar.params import FromPath, JSONBody, QueryParameter

from application.edge.area import Edge
from application.edge.gateways import GatewayChange
from application.identity.principal import Principal
from domain.edge.gateway import GatewayState
from domain.shared.errors import InvalidInput
from domain.shared.pagination import LimitRule
from entrypoints.http.auth import SECURITY
from entrypoints.http.body_limits import SMALL
from entrypoints.http.dependencies import Inject
from entrypoints.http.dto.common import ObjectIdStr
from entrypoints.http.dto.edge.gateways import (
    AdminNetworksOut,
    AdminServersOut,
    AuditPageOut,
    FeaturePatch,
    GatewayOut,
    GatewayPatch,
    GatewaysOut,
    NetworkEnvelopeOut,
    RevokedOut,
    RoutesOut,
    TransferIn,
    admin_network_out,
    admin_server_out,
    audit_out,
    gateway_out,
    route_out,
)
from entrypoints.http.dto.edge.listings import OkOut
from entrypoints.http.route_access import UNSCOPED

ROUTES_LIMIT = LimitRule(default=50, maximum=200)
Limit = Annotated[int | None, QueryParameter(description="default 50, above 200 is clamped")]
Cursor = Annotated[str | None, QueryParameter(max_length=64)]
Search = Annotated[
    str | None,
    QueryParameter(
        max_length=64, description="start of the name (any case), or an exact id or UUID"
    ),
]


class AdminConnectController(Controller):
    path = "/v1/admin/connect"
    tags = ["admin: connect"]
    security = SECURITY

    @get(
        "/gateways",
        summary="Every gateway (admin:connect:gateway:view)",
        description="Every gateway with its region, state, weight, load and whether its heartbeat "
        "is stale.",
        access=UNSCOPED,
    )
    async def list_gateways(self, principal: Inject[Principal], edge: Inject[Edge]) -> GatewaysOut:
        gateways = edge.gateways
        items = await gateways.admin_list(principal)
        return GatewaysOut([gateway_out(g, gateways.is_stale(g)) for g in items])

    @patch(
        "/gateways/{gateway_id:str}",
        summary="Drain, disable or weigh a gateway (admin:connect:gateway:manage)",
        description="state active, draining (keeps its players, gets no new ones) or disabled; "
        "weight 0..1000. Audited; the shared gateway records follow.",
        request_max_body_size=SMALL,
        access=UNSCOPED,
    )
    async def update_gateway(
        self,
        gateway_id: FromPath[str],
        data: JSONBody[GatewayPatch],
        principal: Inject[Principal],
        edge: Inject[Edge],
    ) -> GatewayOut:
        gateways = edge.gateways
        change = GatewayChange(
            GatewayState(data.state) if data.state is not None else None, data.weight
        )
        gateway = await gateways.admin_update(principal, gateway_id, change)
        return gateway_out(gateway, gateways.is_stale(gateway))

    @get(
        "/gateway-routes",
        summary="Every published route (admin:connect:gateway:view)",
        description="Every route a server published through the gateways, by server id, "
        "cursor-paged.",
        access=UNSCOPED,
    )
    async def list_gateway_routes(
        self,
        principal: Inject[Principal],
        edge: Inject[Edge],
        cursor: Cursor = None,
        limit: Limit = None,
    ) -> RoutesOut:
        size = ROUTES_LIMIT.apply(limit)
        after = _uuid_cursor(cursor)
        rows = await edge.gateways.routes_page(principal, after, size + 1)
        items = rows[:size]
        next_cursor = str(items[-1].server_id) if len(rows) > size else None
        return RoutesOut([route_out(r) for r in items], next_cursor)

    @get(
        "/networks",
        summary="Connect networks (admin:connect:view)",
        description="Connect networks of every owner, filtered by name (`search`) or owner, "
        "cursor-paged.",
        access=UNSCOPED,
    )
    async def list_all_networks(
        self,
        principal: Inject[Principal],
        edge: Inject[Edge],
        search: Search = None,
        owner_id: Annotated[UUID | None, QueryParameter(name="ownerId")] = None,
        cursor: Cursor = None,
        limit: Limit = None,
    ) -> AdminNetworksOut:
        items, next_cursor = await edge.admin.networks(principal, search, owner_id, cursor, limit)
        return AdminNetworksOut([admin_network_out(n) for n in items], next_cursor)

    @post(
        "/networks/{network_id:uuid}/transfer",
        summary="Transfer a network to another user (admin:connect:manage)",
        description="The network and the hosts that joined it get the new owner; claimed "
        "servers assigned to it keep theirs. Audited.",
        status_code=200,
        request_max_body_size=SMALL,
        access=UNSCOPED,
    )
    async def transfer_network(
        self,
        network_id: FromPath[UUID],
        data: JSONBody[TransferIn],
        principal: Inject[Principal],
        edge: Inject[Edge],
    ) -> NetworkEnvelopeOut:
        network = await edge.admin.transfer_network(principal, network_id, data.owner_id)
        return NetworkEnvelopeOut(admin_network_out(network))

    @get(
        "/servers",
        summary="Connect servers and hosts (admin:connect:view)",
        description="Connect servers and hosts of every owner, filtered by name (`search`) or "
        "owner, cursor-paged.",
        access=UNSCOPED,
    )
    async def list_all_servers(
        self,
        principal: Inject[Principal],
        edge: Inject[Edge],
        search: Search = None,
        owner_id: Annotated[UUID | None, QueryParameter(name="ownerId")] = None,
        cursor: Cursor = None,
        limit: Limit = None,
    ) -> AdminServersOut:
        items, next_cursor = await edge.admin.servers(principal, search, owner_id, cursor, limit)
        return AdminServersOut([admin_server_out(s) for s in items], next_cursor)

    @post(
        "/servers/{server_id:uuid}/revoke-secret",
        summary="Revoke a server's secret (admin:connect:manage)",
        description="The secret stops working at once, on every instance; the server must be "
        "registered again. Audited.",
        status_code=200,
        access=UNSCOPED,
    )
    async def revoke_server_secret(
        self, server_id: FromPath[UUID], principal: Inject[Principal], edge: Inject[Edge]
    ) -> RevokedOut:
        await edge.admin.revoke_secret(principal, server_id)
        return RevokedOut(True)

    @patch(
        "/listings/{listing_id:str}",
        summary="Feature a public listing (admin:connect:manage)",
        description="Features or unfeatures a public listing in the directory. Audited.",
        request_max_body_size=SMALL,
        access=UNSCOPED,
    )
    async def feature_listing(
        self,
        listing_id: FromPath[ObjectIdStr],
        data: JSONBody[FeaturePatch],
        principal: Inject[Principal],
        edge: Inject[Edge],
    ) -> OkOut:
        await edge.admin.feature_listing(principal, listing_id, data.featured)
        return OkOut(True)

    @get(
        "/audit",
        summary="What operators did to Connect (admin:connect:view)",
        description="Operator actions on Connect (transfers, revocations, gateway changes, "
        "features), newest first, cursor-paged.",
        access=UNSCOPED,
    )
    async def list_connect_audit(
        self,
        principal: Inject[Principal],
        edge: Inject[Edge],
        cursor: Cursor = None,
        limit: Limit = None,
    ) -> AuditPageOut:
        items, next_cursor = await edge.admin.audit(principal, cursor, limit)
        return AuditPageOut([audit_out(e) for e in items], next_cursor)


def _uuid_cursor(cursor: str | None) -> UUID | None:
    if cursor is None:
        return None
    try:
        return UUID(cursor)
    except ValueError:
        raise InvalidInput(
            "cursor is not valid; pass nextCursor back unchanged", field="cursor"
        ) from None
