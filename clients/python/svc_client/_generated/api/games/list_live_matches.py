from http import HTTPStatus
from typing import Any
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.matches_out import MatchesOut
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    minigame_id: None | str | Unset = UNSET,
    server_id: None | Unset | UUID = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_minigame_id: None | str | Unset
    if isinstance(minigame_id, Unset):
        json_minigame_id = UNSET
    else:
        json_minigame_id = minigame_id
    params["minigameId"] = json_minigame_id

    json_server_id: None | str | Unset
    if isinstance(server_id, Unset):
        json_server_id = UNSET
    elif isinstance(server_id, UUID):
        json_server_id = str(server_id)
    else:
        json_server_id = server_id
    params["serverId"] = json_server_id

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/live/matches",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> MatchesOut | Problem | None:
    if response.status_code == 200:
        response_200 = MatchesOut.from_dict(response.json())

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

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[MatchesOut | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    minigame_id: None | str | Unset = UNSET,
    server_id: None | Unset | UUID = UNSET,
) -> Response[MatchesOut | Problem]:
    """Live matches now

     The snapshot `/v1/games/live` starts with, over REST: live matches, oldest first, of a minigame
    and/or a server when given.

    Tokens limited by scopes need `games:read`.

    Args:
        minigame_id (None | str | Unset):
        server_id (None | Unset | UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MatchesOut | Problem]
    """

    kwargs = _get_kwargs(
        minigame_id=minigame_id,
        server_id=server_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    minigame_id: None | str | Unset = UNSET,
    server_id: None | Unset | UUID = UNSET,
) -> MatchesOut | Problem | None:
    """Live matches now

     The snapshot `/v1/games/live` starts with, over REST: live matches, oldest first, of a minigame
    and/or a server when given.

    Tokens limited by scopes need `games:read`.

    Args:
        minigame_id (None | str | Unset):
        server_id (None | Unset | UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MatchesOut | Problem
    """

    return sync_detailed(
        client=client,
        minigame_id=minigame_id,
        server_id=server_id,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    minigame_id: None | str | Unset = UNSET,
    server_id: None | Unset | UUID = UNSET,
) -> Response[MatchesOut | Problem]:
    """Live matches now

     The snapshot `/v1/games/live` starts with, over REST: live matches, oldest first, of a minigame
    and/or a server when given.

    Tokens limited by scopes need `games:read`.

    Args:
        minigame_id (None | str | Unset):
        server_id (None | Unset | UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MatchesOut | Problem]
    """

    kwargs = _get_kwargs(
        minigame_id=minigame_id,
        server_id=server_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    minigame_id: None | str | Unset = UNSET,
    server_id: None | Unset | UUID = UNSET,
) -> MatchesOut | Problem | None:
    """Live matches now

     The snapshot `/v1/games/live` starts with, over REST: live matches, oldest first, of a minigame
    and/or a server when given.

    Tokens limited by scopes need `games:read`.

    Args:
        minigame_id (None | str | Unset):
        server_id (None | Unset | UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MatchesOut | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            minigame_id=minigame_id,
            server_id=server_id,
        )
    ).parsed
