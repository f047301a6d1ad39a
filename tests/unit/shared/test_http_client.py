"""Every outbound HTTP client of the adapters is made by one factory: one User-Agent naming
this server and its version, the adapter's timeout, redirects not followed."""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable
from importlib.metadata import version
from typing import Any

import httpx
import pytest

from adapters.dns_providers.common import HttpApi
from adapters.idp.oidc import OidcConfig, OidcIdentityProvider
from adapters.link_providers.http import JsonApi
from adapters.link_providers.oauth import OAuthClient, OAuthConfig
from adapters.payments.stripe import StripePayments
from adapters.session_service.minecraft import MinecraftSessionService
from adapters.shared.http_client import http_client, user_agent

LOCAL = "http://127.0.0.1:9"


def test_the_user_agent_names_the_distribution_and_its_version() -> None:
    assert user_agent() == f"svc-platform/{version('svc-platform')}"
    assert re.fullmatch(r"svc-platform/[0-9][0-9A-Za-z.+-]*", user_agent())


async def test_a_client_has_the_timeout_the_agent_and_follows_no_redirect() -> None:
    client = http_client(7.5)
    try:
        assert client.headers["User-Agent"] == user_agent()
        assert client.timeout == httpx.Timeout(7.5)
        assert client.follow_redirects is False
    finally:
        await client.aclose()


def _session_service() -> tuple[Any, Callable[[], Awaitable[None]]]:
    service = MinecraftSessionService(LOCAL, 3.0)
    return service._http(), service.aclose


def _link_provider() -> tuple[Any, Callable[[], Awaitable[None]]]:
    api = JsonApi(LOCAL, 3.0, 1.0)
    client = api._http()
    return client, client.aclose


def _dns_provider() -> tuple[Any, Callable[[], Awaitable[None]]]:
    api = HttpApi(LOCAL, 3.0, None)
    client = api._http()
    return client, client.aclose


def _payments() -> tuple[Any, Callable[[], Awaitable[None]]]:
    payments = StripePayments("sk_test", LOCAL, timeout=3.0)
    return payments._client, payments.aclose


def _identity_provider() -> tuple[Any, Callable[[], Awaitable[None]]]:
    provider = OidcIdentityProvider(OidcConfig(LOCAL, "client", None, LOCAL, timeout=3.0))
    return provider._client, provider.aclose


def _oauth() -> tuple[Any, Callable[[], Awaitable[None]]]:
    config = OAuthConfig("client", None, LOCAL, LOCAL, LOCAL, None, (), timeout=3.0)
    client = OAuthClient(config)._oauth()
    return client, client.aclose


@pytest.mark.parametrize(
    "made",
    [_session_service, _link_provider, _dns_provider, _payments, _identity_provider, _oauth],
    ids=["session_service", "link_provider", "dns_provider", "payments", "idp", "oauth"],
)
async def test_each_adapter_calls_out_with_the_one_agent(
    made: Callable[[], tuple[Any, Callable[[], Awaitable[None]]]],
) -> None:
    client, close = made()
    try:
        assert isinstance(client, httpx.AsyncClient)
        assert client.headers["User-Agent"] == user_agent()
        assert client.timeout == httpx.Timeout(3.0)
        assert client.follow_redirects is False
    finally:
        await close()
