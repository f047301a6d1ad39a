from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.listing_envelope import ListingEnvelope
from ...models.listing_in import ListingIn
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    network_id: UUID,
    *,
    body: ListingIn,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "put",
        "url": "/v1/connect/networks/{network_id}/public-server".format(
            network_id=quote(str(network_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ListingEnvelope | Problem | None:
    if response.status_code == 200:
        response_200 = ListingEnvelope.from_dict(response.json())

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

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[ListingEnvelope | Problem]:
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
    body: ListingIn,
) -> Response[ListingEnvelope | Problem]:
    """Publish or change the network's public listing

     category from the fixed list (docs/edge.md), at most 10 tags of at most 24 characters, socialLinks
    as {kind, url} with https URLs. ownershipState is verified when the address lies under a verified
    domain of the network.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        network_id (UUID):
        body (ListingIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListingEnvelope | Problem]
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
    body: ListingIn,
) -> ListingEnvelope | Problem | None:
    """Publish or change the network's public listing

     category from the fixed list (docs/edge.md), at most 10 tags of at most 24 characters, socialLinks
    as {kind, url} with https URLs. ownershipState is verified when the address lies under a verified
    domain of the network.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        network_id (UUID):
        body (ListingIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListingEnvelope | Problem
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
    body: ListingIn,
) -> Response[ListingEnvelope | Problem]:
    """Publish or change the network's public listing

     category from the fixed list (docs/edge.md), at most 10 tags of at most 24 characters, socialLinks
    as {kind, url} with https URLs. ownershipState is verified when the address lies under a verified
    domain of the network.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        network_id (UUID):
        body (ListingIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListingEnvelope | Problem]
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
    body: ListingIn,
) -> ListingEnvelope | Problem | None:
    """Publish or change the network's public listing

     category from the fixed list (docs/edge.md), at most 10 tags of at most 24 characters, socialLinks
    as {kind, url} with https URLs. ownershipState is verified when the address lies under a verified
    domain of the network.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        network_id (UUID):
        body (ListingIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListingEnvelope | Problem
    """

    return (
        await asyncio_detailed(
            network_id=network_id,
            client=client,
            body=body,
        )
    ).parsed
