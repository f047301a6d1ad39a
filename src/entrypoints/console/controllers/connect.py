"""Connect: networks and servers of every owner, searched by name or owner; a server's view
(its settings history and recent commands, read only); a network transferred to another user,
a server's secret revoked; gateways and their health. The same use cases as
/v1/admin/connect (admin:connect:view, admin:connect:manage, admin:connect:gateway:view) and,
for the server's view, as /v1/connect/servers/{serverId}/settings/history and .../commands
(connect:settings:read, connect:commands:read)."""

from __future__ import annotations

from typing import Annotated, Any
from urllib.parse import urlencode
from uuid import UUID

from litestar import Controller, Request, Response, get, post
from litestar.params import FromPath, QueryParameter

from domain.connect.errors import ServerNotFound
from domain.connect.nodes import COMMANDS_READ, SETTINGS_READ
from domain.shared.errors import Forbidden, InvalidInput
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

_NEEDS = "Not shown: this needs the permission {} (on this server or everywhere)"


class ConsoleConnectController(Controller):
    path = "/console/connect"

    @get("/", access=PUBLIC)
    async def console_connect(
        self,
        request: Request[Any, Any, Any],
        q: Text = None,
        owner: Annotated[str | None, QueryParameter(max_length=36)] = None,
        notice: Text = None,
        network_cursor: Text = None,
        server_cursor: Text = None,
    ) -> Response[str]:
        me = await operator_of(request)
        owner_id = optional_uuid(owner, "owner")
        edge = core_of(request).edge
        networks = servers = gateways = next_networks = next_servers = None
        if me.can["connect"]:
            admin, search = edge.admin, q or None
            networks, next_networks = await admin.networks(
                me.principal, search, owner_id, network_cursor or None, 50
            )
            servers, next_servers = await admin.servers(
                me.principal, search, owner_id, server_cursor or None, 50
            )
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
            next_networks=next_networks,
            next_servers=next_servers,
            gateways=gateways,
            notice=NOTICES.get(notice or ""),
        )

    @get("/servers/{server_id:uuid}", access=PUBLIC)
    async def console_server(
        self, request: Request[Any, Any, Any], server_id: FromPath[UUID]
    ) -> Response[str]:
        """One server: what the list shows, its settings history (newest revision first, every
        source) and its recent commands with their state. Each part the operator may not read
        says which permission it needs instead."""
        me = await operator_of(request)
        core = core_of(request)
        found, _ = await core.edge.admin.servers(me.principal, str(server_id), None, None, 50)
        server = next((s for s in found if s.server_id == server_id), None)
        if server is None:
            raise ServerNotFound()
        history: list[Any] | str
        commands: list[Any] | str
        # The server's own access rule answers "not found" to whom it does not show the
        # server; the operator found it above, so either refusal means a missing node.
        try:
            history = await core.connect.settings.history(me.principal, server_id, None, 50)
        except (Forbidden, ServerNotFound):
            history = _NEEDS.format(SETTINGS_READ)
        try:
            page, _ = await core.connect.commands.recent(me.principal, server_id, 50, None)
            now, ttl = core.clock.now(), core.connect.commands.ttl
            commands = [(c, c.status(now, ttl).value) for c in page]
        except (Forbidden, ServerNotFound):
            commands = _NEEDS.format(COMMANDS_READ)
        return render(
            "server.html",
            me=me,
            section="connect",
            server=server,
            history=history,
            commands=commands,
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
