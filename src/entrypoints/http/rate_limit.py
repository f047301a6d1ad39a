"""Rate limits keyed by the caller's address, for routes that have no user yet: a handler
names its policy (``rate="register"``, ``entrypoints/http/route_access.py``) and the app's guard
spends it before the handler runs. Per-user limits are the use cases' own."""

from __future__ import annotations

from typing import Any

from litestar.connection import ASGIConnection
from litestar.enums import ScopeType
from litestar.handlers import BaseRouteHandler

from bootstrap.core import Core
from entrypoints.http.client_ip import request_ip
from entrypoints.http.route_access import RATE_KEY


async def limit_by_address(
    connection: ASGIConnection[Any, Any, Any, Any], handler: BaseRouteHandler
) -> None:
    """The app's guard: 429 with Retry-After when this address spent the route's policy. A
    WebSocket spends it as it opens (it closes with 1013 instead of answering 429)."""
    if connection.scope["type"] == ScopeType.HTTP:
        await spend_rate(connection)


async def spend_rate(connection: ASGIConnection[Any, Any, Any, Any]) -> None:
    """Raise RateLimited (429 with Retry-After) when this address spent the policy its route
    declares (none: nothing to spend)."""
    policy = connection.route_handler.opt.get(RATE_KEY)
    if policy is None:
        return
    core: Core = connection.app.state.core
    await core.limits.check(policy, request_ip(connection, core.settings.server.trusted_proxies))
