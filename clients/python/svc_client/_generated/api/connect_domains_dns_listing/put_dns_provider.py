from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.dns_provider_in import DnsProviderIn
from ...models.problem import Problem
from ...models.saved_config_out import SavedConfigOut
from ...types import Response


def _get_kwargs(
    network_id: UUID,
    *,
    body: DnsProviderIn,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "put",
        "url": "/v1/connect/networks/{network_id}/dns/provider".format(
            network_id=quote(str(network_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | SavedConfigOut | None:
    if response.status_code == 200:
        response_200 = SavedConfigOut.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 408:
        response_408 = Problem.from_dict(response.json())

        return response_408

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = Problem.from_dict(response.json())

        return response_415

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Problem | SavedConfigOut]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    network_id: UUID,
    *,
    client: AuthenticatedClient,
    body: DnsProviderIn,
) -> Response[Problem | SavedConfigOut]:
    """Configure DNS automation

     provider cloudflare (default) or powerdns. The token and the zone are checked with the provider
    first: a refused token or an unknown zone is 400 naming apiToken or zoneId, and nothing is stored; a
    provider that does not answer is 503. The token is stored encrypted and never returned. Then the
    records of the network's claimed domains are synced (`dns`).

    A full sign-in: tokens limited by scopes are refused.

    Args:
        network_id (UUID):
        body (DnsProviderIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SavedConfigOut]
    """

    kwargs = _get_kwargs(
        network_id=network_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    network_id: UUID,
    *,
    client: AuthenticatedClient,
    body: DnsProviderIn,
) -> Problem | SavedConfigOut | None:
    """Configure DNS automation

     provider cloudflare (default) or powerdns. The token and the zone are checked with the provider
    first: a refused token or an unknown zone is 400 naming apiToken or zoneId, and nothing is stored; a
    provider that does not answer is 503. The token is stored encrypted and never returned. Then the
    records of the network's claimed domains are synced (`dns`).

    A full sign-in: tokens limited by scopes are refused.

    Args:
        network_id (UUID):
        body (DnsProviderIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SavedConfigOut
    """

    return sync_detailed(
        network_id=network_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    network_id: UUID,
    *,
    client: AuthenticatedClient,
    body: DnsProviderIn,
) -> Response[Problem | SavedConfigOut]:
    """Configure DNS automation

     provider cloudflare (default) or powerdns. The token and the zone are checked with the provider
    first: a refused token or an unknown zone is 400 naming apiToken or zoneId, and nothing is stored; a
    provider that does not answer is 503. The token is stored encrypted and never returned. Then the
    records of the network's claimed domains are synced (`dns`).

    A full sign-in: tokens limited by scopes are refused.

    Args:
        network_id (UUID):
        body (DnsProviderIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SavedConfigOut]
    """

    kwargs = _get_kwargs(
        network_id=network_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    network_id: UUID,
    *,
    client: AuthenticatedClient,
    body: DnsProviderIn,
) -> Problem | SavedConfigOut | None:
    """Configure DNS automation

     provider cloudflare (default) or powerdns. The token and the zone are checked with the provider
    first: a refused token or an unknown zone is 400 naming apiToken or zoneId, and nothing is stored; a
    provider that does not answer is 503. The token is stored encrypted and never returned. Then the
    records of the network's claimed domains are synced (`dns`).

    A full sign-in: tokens limited by scopes are refused.

    Args:
        network_id (UUID):
        body (DnsProviderIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SavedConfigOut
    """

    return (
        await asyncio_detailed(
            network_id=network_id,
            client=client,
            body=body,
        )
    ).parsed
