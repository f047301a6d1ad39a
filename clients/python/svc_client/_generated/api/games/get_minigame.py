from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.minigame_envelope import MinigameEnvelope
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    minigame_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/minigames/{minigame_id}".format(
            minigame_id=quote(str(minigame_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> MinigameEnvelope | Problem | None:
    if response.status_code == 200:
        response_200 = MinigameEnvelope.from_dict(response.json())

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

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[MinigameEnvelope | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    minigame_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[MinigameEnvelope | Problem]:
    """One minigame, draft and published revisions

     For its owner and the template's owner and collaborators (players read the catalog). The draft
    revision is the `ETag`.

    Tokens limited by scopes need `games:read`.

    Args:
        minigame_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MinigameEnvelope | Problem]
    """

    kwargs = _get_kwargs(
        minigame_id=minigame_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    minigame_id: str,
    *,
    client: AuthenticatedClient,
) -> MinigameEnvelope | Problem | None:
    """One minigame, draft and published revisions

     For its owner and the template's owner and collaborators (players read the catalog). The draft
    revision is the `ETag`.

    Tokens limited by scopes need `games:read`.

    Args:
        minigame_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MinigameEnvelope | Problem
    """

    return sync_detailed(
        minigame_id=minigame_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    minigame_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[MinigameEnvelope | Problem]:
    """One minigame, draft and published revisions

     For its owner and the template's owner and collaborators (players read the catalog). The draft
    revision is the `ETag`.

    Tokens limited by scopes need `games:read`.

    Args:
        minigame_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MinigameEnvelope | Problem]
    """

    kwargs = _get_kwargs(
        minigame_id=minigame_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    minigame_id: str,
    *,
    client: AuthenticatedClient,
) -> MinigameEnvelope | Problem | None:
    """One minigame, draft and published revisions

     For its owner and the template's owner and collaborators (players read the catalog). The draft
    revision is the `ETag`.

    Tokens limited by scopes need `games:read`.

    Args:
        minigame_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MinigameEnvelope | Problem
    """

    return (
        await asyncio_detailed(
            minigame_id=minigame_id,
            client=client,
        )
    ).parsed
