from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.network_chat_in import NetworkChatIn
from ...models.network_chat_out import NetworkChatOut
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    network_id: UUID,
    *,
    body: NetworkChatIn,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "put",
        "url": "/v1/connect/networks/{network_id}/chat".format(
            network_id=quote(str(network_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> NetworkChatOut | Problem | None:
    if response.status_code == 200:
        response_200 = NetworkChatOut.from_dict(response.json())

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
) -> Response[NetworkChatOut | Problem]:
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
    body: NetworkChatIn,
) -> Response[NetworkChatOut | Problem]:
    """Link the network to a chat server

     Rule 6, each failure a 409 with its own code: `chat.account_not_linked` (link your chat account
    first), `chat.not_guild_admin` (you must administer the server), `chat.bot_not_in_guild` (the detail
    holds the bot's invite URL). `chat.guild_taken` when another network holds the server.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        network_id (UUID):
        body (NetworkChatIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[NetworkChatOut | Problem]
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
    body: NetworkChatIn,
) -> NetworkChatOut | Problem | None:
    """Link the network to a chat server

     Rule 6, each failure a 409 with its own code: `chat.account_not_linked` (link your chat account
    first), `chat.not_guild_admin` (you must administer the server), `chat.bot_not_in_guild` (the detail
    holds the bot's invite URL). `chat.guild_taken` when another network holds the server.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        network_id (UUID):
        body (NetworkChatIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        NetworkChatOut | Problem
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
    body: NetworkChatIn,
) -> Response[NetworkChatOut | Problem]:
    """Link the network to a chat server

     Rule 6, each failure a 409 with its own code: `chat.account_not_linked` (link your chat account
    first), `chat.not_guild_admin` (you must administer the server), `chat.bot_not_in_guild` (the detail
    holds the bot's invite URL). `chat.guild_taken` when another network holds the server.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        network_id (UUID):
        body (NetworkChatIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[NetworkChatOut | Problem]
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
    body: NetworkChatIn,
) -> NetworkChatOut | Problem | None:
    """Link the network to a chat server

     Rule 6, each failure a 409 with its own code: `chat.account_not_linked` (link your chat account
    first), `chat.not_guild_admin` (you must administer the server), `chat.bot_not_in_guild` (the detail
    holds the bot's invite URL). `chat.guild_taken` when another network holds the server.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        network_id (UUID):
        body (NetworkChatIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        NetworkChatOut | Problem
    """

    return (
        await asyncio_detailed(
            network_id=network_id,
            client=client,
            body=body,
        )
    ).parsed
