import datetime
from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.around_out import AroundOut
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    board_id: str,
    player_id: UUID,
    *,
    around: int | None | Unset = UNSET,
    period: datetime.datetime | None | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_around: int | None | Unset
    if isinstance(around, Unset):
        json_around = UNSET
    else:
        json_around = around
    params["around"] = json_around

    json_period: None | str | Unset
    if isinstance(period, Unset):
        json_period = UNSET
    elif isinstance(period, datetime.datetime):
        json_period = period.isoformat()
    else:
        json_period = period
    params["period"] = json_period

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/leaderboards/{board_id}/entries/{player_id}".format(
            board_id=quote(str(board_id), safe=""),
            player_id=quote(str(player_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AroundOut | Problem | None:
    if response.status_code == 200:
        response_200 = AroundOut.from_dict(response.json())

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
) -> Response[AroundOut | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    board_id: str,
    player_id: UUID,
    *,
    client: AuthenticatedClient,
    around: int | None | Unset = UNSET,
    period: datetime.datetime | None | Unset = UNSET,
) -> Response[AroundOut | Problem]:
    """A player's rank, and the entries around it

     The player's entry with up to `around` entries above and below it (default 5, at most 50; 0 for the
    rank only). 404 `games.entry_not_found` when the player has no score here.

    Tokens limited by scopes need `games:read`.

    Args:
        board_id (str):
        player_id (UUID):
        around (int | None | Unset):
        period (datetime.datetime | None | Unset): the start of an archived reset period (default:
            the current)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AroundOut | Problem]
    """

    kwargs = _get_kwargs(
        board_id=board_id,
        player_id=player_id,
        around=around,
        period=period,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    board_id: str,
    player_id: UUID,
    *,
    client: AuthenticatedClient,
    around: int | None | Unset = UNSET,
    period: datetime.datetime | None | Unset = UNSET,
) -> AroundOut | Problem | None:
    """A player's rank, and the entries around it

     The player's entry with up to `around` entries above and below it (default 5, at most 50; 0 for the
    rank only). 404 `games.entry_not_found` when the player has no score here.

    Tokens limited by scopes need `games:read`.

    Args:
        board_id (str):
        player_id (UUID):
        around (int | None | Unset):
        period (datetime.datetime | None | Unset): the start of an archived reset period (default:
            the current)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AroundOut | Problem
    """

    return sync_detailed(
        board_id=board_id,
        player_id=player_id,
        client=client,
        around=around,
        period=period,
    ).parsed


async def asyncio_detailed(
    board_id: str,
    player_id: UUID,
    *,
    client: AuthenticatedClient,
    around: int | None | Unset = UNSET,
    period: datetime.datetime | None | Unset = UNSET,
) -> Response[AroundOut | Problem]:
    """A player's rank, and the entries around it

     The player's entry with up to `around` entries above and below it (default 5, at most 50; 0 for the
    rank only). 404 `games.entry_not_found` when the player has no score here.

    Tokens limited by scopes need `games:read`.

    Args:
        board_id (str):
        player_id (UUID):
        around (int | None | Unset):
        period (datetime.datetime | None | Unset): the start of an archived reset period (default:
            the current)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AroundOut | Problem]
    """

    kwargs = _get_kwargs(
        board_id=board_id,
        player_id=player_id,
        around=around,
        period=period,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    board_id: str,
    player_id: UUID,
    *,
    client: AuthenticatedClient,
    around: int | None | Unset = UNSET,
    period: datetime.datetime | None | Unset = UNSET,
) -> AroundOut | Problem | None:
    """A player's rank, and the entries around it

     The player's entry with up to `around` entries above and below it (default 5, at most 50; 0 for the
    rank only). 404 `games.entry_not_found` when the player has no score here.

    Tokens limited by scopes need `games:read`.

    Args:
        board_id (str):
        player_id (UUID):
        around (int | None | Unset):
        period (datetime.datetime | None | Unset): the start of an archived reset period (default:
            the current)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AroundOut | Problem
    """

    return (
        await asyncio_detailed(
            board_id=board_id,
            player_id=player_id,
            client=client,
            around=around,
            period=period,
        )
    ).parsed
