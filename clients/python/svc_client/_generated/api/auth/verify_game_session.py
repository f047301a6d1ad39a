from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.game_verify_in import GameVerifyIn
from ...models.game_verify_out import GameVerifyOut
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    *,
    body: GameVerifyIn,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/auth/session/game/verify",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> GameVerifyOut | Problem | None:
    if response.status_code == 200:
        response_200 = GameVerifyOut.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

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

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[GameVerifyOut | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: GameVerifyIn,
) -> Response[GameVerifyOut | Problem]:
    """Finish a game-session handshake

     Asks the game's session service whether `name` joined `serverId`. Any failure is 401; 503 when the
    session service does not answer (nothing is stored and the join token stays usable until it
    expires).

    Args:
        body (GameVerifyIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameVerifyOut | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: GameVerifyIn,
) -> GameVerifyOut | Problem | None:
    """Finish a game-session handshake

     Asks the game's session service whether `name` joined `serverId`. Any failure is 401; 503 when the
    session service does not answer (nothing is stored and the join token stays usable until it
    expires).

    Args:
        body (GameVerifyIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameVerifyOut | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: GameVerifyIn,
) -> Response[GameVerifyOut | Problem]:
    """Finish a game-session handshake

     Asks the game's session service whether `name` joined `serverId`. Any failure is 401; 503 when the
    session service does not answer (nothing is stored and the join token stays usable until it
    expires).

    Args:
        body (GameVerifyIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameVerifyOut | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: GameVerifyIn,
) -> GameVerifyOut | Problem | None:
    """Finish a game-session handshake

     Asks the game's session service whether `name` joined `serverId`. Any failure is 401; 503 when the
    session service does not answer (nothing is stored and the join token stays usable until it
    expires).

    Args:
        body (GameVerifyIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameVerifyOut | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
