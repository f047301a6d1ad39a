import datetime
from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.entries_out import EntriesOut
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    board_id: str,
    *,
    limit: int | None | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    period: datetime.datetime | None | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_limit: int | None | Unset
    if isinstance(limit, Unset):
        json_limit = UNSET
    else:
        json_limit = limit
    params["limit"] = json_limit

    json_cursor: None | str | Unset
    if isinstance(cursor, Unset):
        json_cursor = UNSET
    else:
        json_cursor = cursor
    params["cursor"] = json_cursor

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
        "url": "/v1/games/leaderboards/{board_id}/entries".format(
            board_id=quote(str(board_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> EntriesOut | Problem | None:
    if response.status_code == 200:
        response_200 = EntriesOut.from_dict(response.json())

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
) -> Response[EntriesOut | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    board_id: str,
    *,
    client: AuthenticatedClient,
    limit: int | None | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    period: datetime.datetime | None | Unset = UNSET,
) -> Response[EntriesOut | Problem]:
    """The top of a leaderboard

     Best first with exact ranks (ties: earlier submission first), in cursor pages (default 50, at most
    200). On a board with a reset schedule: the current period, or the archived one starting at
    `period`.

    Tokens limited by scopes need `games:read`.

    Args:
        board_id (str):
        limit (int | None | Unset): default 50, above 200 clamped
        cursor (None | str | Unset): nextCursor of the last page
        period (datetime.datetime | None | Unset): the start of an archived reset period (default:
            the current)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EntriesOut | Problem]
    """

    kwargs = _get_kwargs(
        board_id=board_id,
        limit=limit,
        cursor=cursor,
        period=period,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    board_id: str,
    *,
    client: AuthenticatedClient,
    limit: int | None | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    period: datetime.datetime | None | Unset = UNSET,
) -> EntriesOut | Problem | None:
    """The top of a leaderboard

     Best first with exact ranks (ties: earlier submission first), in cursor pages (default 50, at most
    200). On a board with a reset schedule: the current period, or the archived one starting at
    `period`.

    Tokens limited by scopes need `games:read`.

    Args:
        board_id (str):
        limit (int | None | Unset): default 50, above 200 clamped
        cursor (None | str | Unset): nextCursor of the last page
        period (datetime.datetime | None | Unset): the start of an archived reset period (default:
            the current)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EntriesOut | Problem
    """

    return sync_detailed(
        board_id=board_id,
        client=client,
        limit=limit,
        cursor=cursor,
        period=period,
    ).parsed


async def asyncio_detailed(
    board_id: str,
    *,
    client: AuthenticatedClient,
    limit: int | None | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    period: datetime.datetime | None | Unset = UNSET,
) -> Response[EntriesOut | Problem]:
    """The top of a leaderboard

     Best first with exact ranks (ties: earlier submission first), in cursor pages (default 50, at most
    200). On a board with a reset schedule: the current period, or the archived one starting at
    `period`.

    Tokens limited by scopes need `games:read`.

    Args:
        board_id (str):
        limit (int | None | Unset): default 50, above 200 clamped
        cursor (None | str | Unset): nextCursor of the last page
        period (datetime.datetime | None | Unset): the start of an archived reset period (default:
            the current)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EntriesOut | Problem]
    """

    kwargs = _get_kwargs(
        board_id=board_id,
        limit=limit,
        cursor=cursor,
        period=period,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    board_id: str,
    *,
    client: AuthenticatedClient,
    limit: int | None | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    period: datetime.datetime | None | Unset = UNSET,
) -> EntriesOut | Problem | None:
    """The top of a leaderboard

     Best first with exact ranks (ties: earlier submission first), in cursor pages (default 50, at most
    200). On a board with a reset schedule: the current period, or the archived one starting at
    `period`.

    Tokens limited by scopes need `games:read`.

    Args:
        board_id (str):
        limit (int | None | Unset): default 50, above 200 clamped
        cursor (None | str | Unset): nextCursor of the last page
        period (datetime.datetime | None | Unset): the start of an archived reset period (default:
            the current)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EntriesOut | Problem
    """

    return (
        await asyncio_detailed(
            board_id=board_id,
            client=client,
            limit=limit,
            cursor=cursor,
            period=period,
        )
    ).parsed
