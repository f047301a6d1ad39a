from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.ack_in import AckIn
from ...models.command_envelope import CommandEnvelope
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    server_id: UUID,
    command_id: str,
    *,
    body: AckIn,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/connect/servers/{server_id}/commands/{command_id}/ack".format(
            server_id=quote(str(server_id), safe=""),
            command_id=quote(str(command_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CommandEnvelope | Problem | None:
    if response.status_code == 200:
        response_200 = CommandEnvelope.from_dict(response.json())

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

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())

        return response_409

    if response.status_code == 410:
        response_410 = Problem.from_dict(response.json())

        return response_410

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
) -> Response[CommandEnvelope | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    server_id: UUID,
    command_id: str,
    *,
    client: AuthenticatedClient,
    body: AckIn,
) -> Response[CommandEnvelope | Problem]:
    """Acknowledge a command (server auth)

     Once: a second acknowledgement is 409, an expired command 410, another server's command 404.

    Args:
        server_id (UUID):
        command_id (str):
        body (AckIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CommandEnvelope | Problem]
    """

    kwargs = _get_kwargs(
        server_id=server_id,
        command_id=command_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    server_id: UUID,
    command_id: str,
    *,
    client: AuthenticatedClient,
    body: AckIn,
) -> CommandEnvelope | Problem | None:
    """Acknowledge a command (server auth)

     Once: a second acknowledgement is 409, an expired command 410, another server's command 404.

    Args:
        server_id (UUID):
        command_id (str):
        body (AckIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CommandEnvelope | Problem
    """

    return sync_detailed(
        server_id=server_id,
        command_id=command_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    server_id: UUID,
    command_id: str,
    *,
    client: AuthenticatedClient,
    body: AckIn,
) -> Response[CommandEnvelope | Problem]:
    """Acknowledge a command (server auth)

     Once: a second acknowledgement is 409, an expired command 410, another server's command 404.

    Args:
        server_id (UUID):
        command_id (str):
        body (AckIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CommandEnvelope | Problem]
    """

    kwargs = _get_kwargs(
        server_id=server_id,
        command_id=command_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    server_id: UUID,
    command_id: str,
    *,
    client: AuthenticatedClient,
    body: AckIn,
) -> CommandEnvelope | Problem | None:
    """Acknowledge a command (server auth)

     Once: a second acknowledgement is 409, an expired command 410, another server's command 404.

    Args:
        server_id (UUID):
        command_id (str):
        body (AckIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CommandEnvelope | Problem
    """

    return (
        await asyncio_detailed(
            server_id=server_id,
            command_id=command_id,
            client=client,
            body=body,
        )
    ).parsed
