from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.command_envelope import CommandEnvelope
from ...models.command_in import CommandIn
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    server_id: UUID,
    *,
    body: CommandIn,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/connect/servers/{server_id}/commands".format(
            server_id=quote(str(server_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CommandEnvelope | Problem | None:
    if response.status_code == 201:
        response_201 = CommandEnvelope.from_dict(response.json())

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
) -> Response[CommandEnvelope | Problem]:
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
    body: CommandIn,
) -> Response[CommandEnvelope | Problem]:
    """Send a command to the server (dash)

     Needs connect:commands:write; an action extension:<extensionId>:<actionId> also needs
    svc.connect.extensions.<extensionId>, must be published by the server, and its payload must fit the
    action's schema.

    Tokens limited by scopes need `connect:commands:write`.

    Args:
        server_id (UUID):
        body (CommandIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CommandEnvelope | Problem]
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
    body: CommandIn,
) -> CommandEnvelope | Problem | None:
    """Send a command to the server (dash)

     Needs connect:commands:write; an action extension:<extensionId>:<actionId> also needs
    svc.connect.extensions.<extensionId>, must be published by the server, and its payload must fit the
    action's schema.

    Tokens limited by scopes need `connect:commands:write`.

    Args:
        server_id (UUID):
        body (CommandIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CommandEnvelope | Problem
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
    body: CommandIn,
) -> Response[CommandEnvelope | Problem]:
    """Send a command to the server (dash)

     Needs connect:commands:write; an action extension:<extensionId>:<actionId> also needs
    svc.connect.extensions.<extensionId>, must be published by the server, and its payload must fit the
    action's schema.

    Tokens limited by scopes need `connect:commands:write`.

    Args:
        server_id (UUID):
        body (CommandIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CommandEnvelope | Problem]
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
    body: CommandIn,
) -> CommandEnvelope | Problem | None:
    """Send a command to the server (dash)

     Needs connect:commands:write; an action extension:<extensionId>:<actionId> also needs
    svc.connect.extensions.<extensionId>, must be published by the server, and its payload must fit the
    action's schema.

    Tokens limited by scopes need `connect:commands:write`.

    Args:
        server_id (UUID):
        body (CommandIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CommandEnvelope | Problem
    """

    return (
        await asyncio_detailed(
            server_id=server_id,
            client=client,
            body=body,
        )
    ).parsed
