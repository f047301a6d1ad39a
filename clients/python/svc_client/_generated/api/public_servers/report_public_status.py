from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.listing_envelope import ListingEnvelope
from ...models.problem import Problem
from ...models.status_in import StatusIn
from ...types import Response


def _get_kwargs(
    server_id: UUID,
    *,
    body: StatusIn,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/connect/servers/{server_id}/public-status".format(
            server_id=quote(str(server_id), safe=""),
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
    server_id: UUID,
    *,
    client: AuthenticatedClient,
    body: StatusIn,
) -> Response[ListingEnvelope | Problem]:
    """Report the listed server's status (server auth)

     A Connect server of the network reports MOTD, players and ping of the network's listing:
    discoveryState online, discoverySource server_report. Without a report for 10 minutes the listing
    goes offline.

    Args:
        server_id (UUID):
        body (StatusIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListingEnvelope | Problem]
    """

    kwargs = _get_kwargs(
        server_id=server_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    server_id: UUID,
    *,
    client: AuthenticatedClient,
    body: StatusIn,
) -> ListingEnvelope | Problem | None:
    """Report the listed server's status (server auth)

     A Connect server of the network reports MOTD, players and ping of the network's listing:
    discoveryState online, discoverySource server_report. Without a report for 10 minutes the listing
    goes offline.

    Args:
        server_id (UUID):
        body (StatusIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListingEnvelope | Problem
    """

    return sync_detailed(
        server_id=server_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    server_id: UUID,
    *,
    client: AuthenticatedClient,
    body: StatusIn,
) -> Response[ListingEnvelope | Problem]:
    """Report the listed server's status (server auth)

     A Connect server of the network reports MOTD, players and ping of the network's listing:
    discoveryState online, discoverySource server_report. Without a report for 10 minutes the listing
    goes offline.

    Args:
        server_id (UUID):
        body (StatusIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListingEnvelope | Problem]
    """

    kwargs = _get_kwargs(
        server_id=server_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    server_id: UUID,
    *,
    client: AuthenticatedClient,
    body: StatusIn,
) -> ListingEnvelope | Problem | None:
    """Report the listed server's status (server auth)

     A Connect server of the network reports MOTD, players and ping of the network's listing:
    discoveryState online, discoverySource server_report. Without a report for 10 minutes the listing
    goes offline.

    Args:
        server_id (UUID):
        body (StatusIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListingEnvelope | Problem
    """

    return (
        await asyncio_detailed(
            server_id=server_id,
            client=client,
            body=body,
        )
    ).parsed
