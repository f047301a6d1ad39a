from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.created_domain_out import CreatedDomainOut
from ...models.domain_in import DomainIn
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    network_id: UUID,
    *,
    body: DomainIn,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/connect/networks/{network_id}/domains".format(
            network_id=quote(str(network_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CreatedDomainOut | Problem | None:
    if response.status_code == 201:
        response_201 = CreatedDomainOut.from_dict(response.json())

        return response_201

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

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = Problem.from_dict(response.json())

        return response_415

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[CreatedDomainOut | Problem]:
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
    body: DomainIn,
) -> Response[CreatedDomainOut | Problem]:
    """Claim a domain

     The name is normalised (IDNA, lower case, no trailing dot). Answers the claim, the TXT record that
    proves it (_svc.<domain> = svc-network=<token>) and the gateway CNAME. With DNS automation the
    records are written to the zone; `dns` says whether the provider took them (a failure is retried,
    the claim is kept). A domain this network claims already, or that another network verified, is 409.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        network_id (UUID):
        body (DomainIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatedDomainOut | Problem]
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
    body: DomainIn,
) -> CreatedDomainOut | Problem | None:
    """Claim a domain

     The name is normalised (IDNA, lower case, no trailing dot). Answers the claim, the TXT record that
    proves it (_svc.<domain> = svc-network=<token>) and the gateway CNAME. With DNS automation the
    records are written to the zone; `dns` says whether the provider took them (a failure is retried,
    the claim is kept). A domain this network claims already, or that another network verified, is 409.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        network_id (UUID):
        body (DomainIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatedDomainOut | Problem
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
    body: DomainIn,
) -> Response[CreatedDomainOut | Problem]:
    """Claim a domain

     The name is normalised (IDNA, lower case, no trailing dot). Answers the claim, the TXT record that
    proves it (_svc.<domain> = svc-network=<token>) and the gateway CNAME. With DNS automation the
    records are written to the zone; `dns` says whether the provider took them (a failure is retried,
    the claim is kept). A domain this network claims already, or that another network verified, is 409.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        network_id (UUID):
        body (DomainIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatedDomainOut | Problem]
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
    body: DomainIn,
) -> CreatedDomainOut | Problem | None:
    """Claim a domain

     The name is normalised (IDNA, lower case, no trailing dot). Answers the claim, the TXT record that
    proves it (_svc.<domain> = svc-network=<token>) and the gateway CNAME. With DNS automation the
    records are written to the zone; `dns` says whether the provider took them (a failure is retried,
    the claim is kept). A domain this network claims already, or that another network verified, is 409.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        network_id (UUID):
        body (DomainIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatedDomainOut | Problem
    """

    return (
        await asyncio_detailed(
            network_id=network_id,
            client=client,
            body=body,
        )
    ).parsed
