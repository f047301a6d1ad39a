from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.handle_chat_interaction_response_200 import (
    HandleChatInteractionResponse200,
)
from ...models.problem import Problem
from ...types import Response


def _get_kwargs() -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/chat/interaction",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> HandleChatInteractionResponse200 | Problem | None:
    if response.status_code == 200:
        response_200 = HandleChatInteractionResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())

        return response_413

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[HandleChatInteractionResponse200 | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[HandleChatInteractionResponse200 | Problem]:
    """The chat provider's interaction webhook

     Set as the application's Interactions Endpoint URL. Ed25519 over X-Signature-Timestamp + body with
    the application's public key, checked before anything is read; a bad, stale or replayed signature is
    401 `chat.interaction_signature`. PING answers PONG; commands answer a private message.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[HandleChatInteractionResponse200 | Problem]
    """

    kwargs = _get_kwargs()

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
) -> HandleChatInteractionResponse200 | Problem | None:
    """The chat provider's interaction webhook

     Set as the application's Interactions Endpoint URL. Ed25519 over X-Signature-Timestamp + body with
    the application's public key, checked before anything is read; a bad, stale or replayed signature is
    401 `chat.interaction_signature`. PING answers PONG; commands answer a private message.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        HandleChatInteractionResponse200 | Problem
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[HandleChatInteractionResponse200 | Problem]:
    """The chat provider's interaction webhook

     Set as the application's Interactions Endpoint URL. Ed25519 over X-Signature-Timestamp + body with
    the application's public key, checked before anything is read; a bad, stale or replayed signature is
    401 `chat.interaction_signature`. PING answers PONG; commands answer a private message.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[HandleChatInteractionResponse200 | Problem]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
) -> HandleChatInteractionResponse200 | Problem | None:
    """The chat provider's interaction webhook

     Set as the application's Interactions Endpoint URL. Ed25519 over X-Signature-Timestamp + body with
    the application's public key, checked before anything is read; a bad, stale or replayed signature is
    401 `chat.interaction_signature`. PING answers PONG; commands answer a private message.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        HandleChatInteractionResponse200 | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
