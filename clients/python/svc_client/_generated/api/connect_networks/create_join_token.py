from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.join_token_out import JoinTokenOut
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    network_id: UUID,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/connect/networks/{network_id}/join-token".format(
            network_id=quote(str(network_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> JoinTokenOut | Problem | None:
    if response.status_code == 201:
        response_201 = JoinTokenOut.from_dict(response.json())

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

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[JoinTokenOut | Problem]:
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
) -> Response[JoinTokenOut | Problem]:
    """A single-use join token for a host (900 s)

     Issues a single-use token, valid 900 seconds, that lets one host join this network (POST
    /v1/connect/networks/join). Owner only.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        network_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[JoinTokenOut | Problem]
    """

    kwargs = _get_kwargs(
        network_id=network_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    network_id: UUID,
    *,
    client: AuthenticatedClient,
) -> JoinTokenOut | Problem | None:
    """A single-use join token for a host (900 s)

     Issues a single-use token, valid 900 seconds, that lets one host join this network (POST
    /v1/connect/networks/join). Owner only.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        network_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        JoinTokenOut | Problem
    """

    return sync_detailed(
        network_id=network_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    network_id: UUID,
    *,
    client: AuthenticatedClient,
) -> Response[JoinTokenOut | Problem]:
    """A single-use join token for a host (900 s)

     Issues a single-use token, valid 900 seconds, that lets one host join this network (POST
    /v1/connect/networks/join). Owner only.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        network_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[JoinTokenOut | Problem]
    """

    kwargs = _get_kwargs(
        network_id=network_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    network_id: UUID,
    *,
    client: AuthenticatedClient,
) -> JoinTokenOut | Problem | None:
    """A single-use join token for a host (900 s)

     Issues a single-use token, valid 900 seconds, that lets one host join this network (POST
    /v1/connect/networks/join). Owner only.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        network_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        JoinTokenOut | Problem
    """

    return (
        await asyncio_detailed(
            network_id=network_id,
            client=client,
        )
    ).parsed
