"""Rate limits keyed by the caller's IP, for endpoints that have no user yet."""

from __future__ import annotations

from typing import Any

from litestar import Request

from bootstrap.core import Core
from entrypoints.http.client_ip import request_ip


async def limit_by_ip(request: Request[Any, Any, Any], core: Core, policy: str) -> None:
    """Raise RateLimited (429 with Retry-After) when this IP exceeded ``policy``."""
    await core.limits.check(policy, request_ip(request, core.settings.server.trusted_proxies))
