from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.edge_domains_verify_out import EdgeDomainsVerifyOut
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    network_id: UUID,
    domain_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/connect/networks/{network_id}/domains/{domain_id}/verify".format(
            network_id=quote(str(network_id), safe=""),
            domain_id=quote(str(domain_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> EdgeDomainsVerifyOut | Problem | None:
    if response.status_code == 200:
        response_200 = EdgeDomainsVerifyOut.from_dict(response.json())

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

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())

        return response_409

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[EdgeDomainsVerifyOut | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    network_id: UUID,
    domain_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[EdgeDomainsVerifyOut | Problem]:
    """Verify a domain claim by its TXT record

     Looks up _svc.<domain>. Found: verified true. Not found: 200 with verified false and a reason
    (no_txt_record, mismatch, nxdomain, timeout). 409 when another network verified the domain first.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        network_id (UUID):
        domain_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EdgeDomainsVerifyOut | Problem]
    """

    kwargs = _get_kwargs(
        network_id=network_id,
        domain_id=domain_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    network_id: UUID,
    domain_id: str,
    *,
    client: AuthenticatedClient,
) -> EdgeDomainsVerifyOut | Problem | None:
    """Verify a domain claim by its TXT record

     Looks up _svc.<domain>. Found: verified true. Not found: 200 with verified false and a reason
    (no_txt_record, mismatch, nxdomain, timeout). 409 when another network verified the domain first.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        network_id (UUID):
        domain_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EdgeDomainsVerifyOut | Problem
    """

    return sync_detailed(
        network_id=network_id,
        domain_id=domain_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    network_id: UUID,
    domain_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[EdgeDomainsVerifyOut | Problem]:
    """Verify a domain claim by its TXT record

     Looks up _svc.<domain>. Found: verified true. Not found: 200 with verified false and a reason
    (no_txt_record, mismatch, nxdomain, timeout). 409 when another network verified the domain first.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        network_id (UUID):
        domain_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EdgeDomainsVerifyOut | Problem]
    """

    kwargs = _get_kwargs(
        network_id=network_id,
        domain_id=domain_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    network_id: UUID,
    domain_id: str,
    *,
    client: AuthenticatedClient,
) -> EdgeDomainsVerifyOut | Problem | None:
    """Verify a domain claim by its TXT record

     Looks up _svc.<domain>. Found: verified true. Not found: 200 with verified false and a reason
    (no_txt_record, mismatch, nxdomain, timeout). 409 when another network verified the domain first.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        network_id (UUID):
        domain_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EdgeDomainsVerifyOut | Problem
    """

    return (
        await asyncio_detailed(
            network_id=network_id,
            domain_id=domain_id,
            client=client,
        )
    ).parsed
