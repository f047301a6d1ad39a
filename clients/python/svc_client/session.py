"""A client of the generated API with the svc conventions: credentials, retries, problems.

    from svc_client import connect, unwrap
    from svc_client.api.profile import get_self as self_view

    with connect("https://api.example.com", token="eyJ...") as client:
        me = unwrap(self_view.sync(client=client))

Every generated operation takes the returned client (``sync``, ``sync_detailed``,
``asyncio``, ``asyncio_detailed``). Error answers raise ``ProblemError``.
"""

from __future__ import annotations

from dataclasses import dataclass
from uuid import UUID

import httpx

from svc_client._generated.client import AuthenticatedClient
from svc_client.problems import araise_for_problem, raise_for_problem
from svc_client.retries import AsyncRetryingTransport, RetryingTransport, RetryPolicy

USER_AGENT = "svc-client-python/0.1"


@dataclass(frozen=True)
class ServerCredentials:
    """What registration (or a network join) gives a game server or an agent."""

    server_id: UUID
    secret: str

    def headers(self) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.secret}", "X-Server-Id": str(self.server_id)}


def auth_headers(token: str | None, server: ServerCredentials | None) -> dict[str, str]:
    if token is not None and server is not None:
        raise ValueError("give a person's token or server credentials, not both")
    if server is not None:
        return server.headers()
    return {"Authorization": f"Bearer {token}"} if token is not None else {}


def connect(
    base_url: str,
    *,
    token: str | None = None,
    server: ServerCredentials | None = None,
    retry: RetryPolicy | None = None,
    timeout: float = 30.0,
    transport: httpx.BaseTransport | None = None,
    async_transport: httpx.AsyncBaseTransport | None = None,
) -> AuthenticatedClient:
    """A client as a person (``token``), as a server (``server``) or anonymous (neither).

    ``retry`` (default ``RetryPolicy()``) resends requests answered 429 or 503. The same
    object serves the sync and the async calls; close it with ``with``/``async with``.
    """
    policy = retry or RetryPolicy()
    headers = {"User-Agent": USER_AGENT, **auth_headers(token, server)}
    client = AuthenticatedClient(
        base_url=base_url, token=token or "", raise_on_unexpected_status=True
    )
    client.set_httpx_client(
        httpx.Client(
            base_url=base_url,
            headers=headers,
            timeout=timeout,
            transport=RetryingTransport(policy, transport),
            event_hooks={"response": [raise_for_problem]},
        )
    )
    client.set_async_httpx_client(
        httpx.AsyncClient(
            base_url=base_url,
            headers=headers,
            timeout=timeout,
            transport=AsyncRetryingTransport(policy, async_transport),
            event_hooks={"response": [araise_for_problem]},
        )
    )
    return client
