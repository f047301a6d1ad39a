"""Connect: networks and servers of every owner, searched by name or owner; a network
transferred to another user, a server's secret revoked; gateways and their health. The same
use cases as /v1/admin/connect (admin:connect:view, admin:connect:manage,
admin:connect:gateway:view)."""

from __future__ import annotations

from typing import Annotated, Any
from urllib.parse import urlencode
from uuid import UUID

from litestar import Controller, Request, Response, get, post
from litestar.params import FromPath, QueryParameter

from domain.shared.errors import InvalidInput
from entrypoints.console.forms import optional_uuid, submitted
from entrypoints.console.operator import core_of, operator_of
from entrypoints.console.rendering import render, see_other
from entrypoints.http.body_limits import SMALL
from entrypoints.http.route_access import PUBLIC

Text = Annotated[str | None, QueryParameter(max_length=64)]
NOTICES = {
    "transferred": "The network is transferred.",
    "revoked": "The server's secret is revoked: it registers again for new credentials.",
}


class ConsoleConnectController(Controller):
    path = "/console/connect"

    @get("/", access=PUBLIC)
    async def console_connect(
        self,
        request: Request[Any, Any, Any],
        q: Text = None,
        owner: Annotated[str | None, QueryParameter(max_length=36)] = None,
        notice: Text = None,
    ) -> Response[str]:
        me = await operator_of(request)
        owner_id = optional_uuid(owner, "owner")
        edge = core_of(request).edge
        networks = servers = gateways = None
        if me.can["connect"]:
            networks, _ = await edge.admin.networks(me.principal, q or None, owner_id, None, 50)
            servers, _ = await edge.admin.servers(me.principal, q or None, owner_id, None, 50)
        if me.can["gateways"]:
            found = await edge.gateways.admin_list(me.principal)
            gateways = [(g, edge.gateways.is_stale(g)) for g in found]
        return render(
            "connect.html",
            me=me,
            section="connect",
            q=q or "",
            owner=str(owner_id) if owner_id else "",
            networks=networks,
            servers=servers,
            gateways=gateways,
            notice=NOTICES.get(notice or ""),
        )

    @post(
        "/networks/{network_id:uuid}/transfer",
        access=PUBLIC,
        request_max_body_size=SMALL,
        status_code=303,
    )
    async def console_transfer_network(
        self, request: Request[Any, Any, Any], network_id: FromPath[UUID]
    ) -> Response[str]:
        form = await submitted(request)
        owner_id = optional_uuid(form.text("owner"), "owner")
        if owner_id is None:
            raise InvalidInput("the new owner's user id", field="owner")
        edge = core_of(request).edge
        await edge.admin.transfer_network(form.operator.principal, network_id, owner_id)
        return see_other(
            f"{self.path}?" + urlencode({"owner": str(owner_id), "notice": "transferred"})
        )

    @post(
        "/servers/{server_id:uuid}/revoke-secret",
        access=PUBLIC,
        request_max_body_size=SMALL,
        status_code=303,
    )
    async def console_revoke_secret(
        self, request: Request[Any, Any, Any], server_id: FromPath[UUID]
    ) -> Response[str]:
        form = await submitted(request)
        if not form.checked("confirm"):
            raise InvalidInput("confirm that the server's secret stops working", field="confirm")
        await core_of(request).edge.admin.revoke_secret(form.operator.principal, server_id)
        return see_other(f"{self.path}?notice=revoked")
