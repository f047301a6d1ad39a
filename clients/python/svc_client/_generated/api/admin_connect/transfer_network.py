from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.network_envelope_out import NetworkEnvelopeOut
from ...models.problem import Problem
from ...models.transfer_in import TransferIn
from ...types import Response


def _get_kwargs(
    network_id: UUID,
    *,
    body: TransferIn,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/admin/connect/networks/{network_id}/transfer".format(
            network_id=quote(str(network_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> NetworkEnvelopeOut | Problem | None:
    if response.status_code == 200:
        response_200 = NetworkEnvelopeOut.from_dict(response.json())

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
) -> Response[NetworkEnvelopeOut | Problem]:
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
    body: TransferIn,
) -> Response[NetworkEnvelopeOut | Problem]:
    """Transfer a network to another user (admin:connect:manage)

     The network and the hosts that joined it get the new owner; claimed servers assigned to it keep
    theirs. Audited.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        network_id (UUID):
        body (TransferIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[NetworkEnvelopeOut | Problem]
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
    body: TransferIn,
) -> NetworkEnvelopeOut | Problem | None:
    """Transfer a network to another user (admin:connect:manage)

     The network and the hosts that joined it get the new owner; claimed servers assigned to it keep
    theirs. Audited.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        network_id (UUID):
        body (TransferIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        NetworkEnvelopeOut | Problem
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
    body: TransferIn,
) -> Response[NetworkEnvelopeOut | Problem]:
    """Transfer a network to another user (admin:connect:manage)

     The network and the hosts that joined it get the new owner; claimed servers assigned to it keep
    theirs. Audited.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        network_id (UUID):
        body (TransferIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[NetworkEnvelopeOut | Problem]
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
    body: TransferIn,
) -> NetworkEnvelopeOut | Problem | None:
    """Transfer a network to another user (admin:connect:manage)

     The network and the hosts that joined it get the new owner; claimed servers assigned to it keep
    theirs. Audited.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        network_id (UUID):
        body (TransferIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        NetworkEnvelopeOut | Problem
    """

    return (
        await asyncio_detailed(
            network_id=network_id,
            client=client,
            body=body,
        )
    ).parsed
