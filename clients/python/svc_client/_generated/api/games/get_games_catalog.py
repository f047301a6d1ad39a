from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.games_catalog_out import GamesCatalogOut
from ...models.get_games_catalog_sort import (
    GetGamesCatalogSort,
)
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    q: None | str | Unset = UNSET,
    mode: None | str | Unset = UNSET,
    sort: GetGamesCatalogSort | Unset = "newest",
    limit: int | None | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_q: None | str | Unset
    if isinstance(q, Unset):
        json_q = UNSET
    else:
        json_q = q
    params["q"] = json_q

    json_mode: None | str | Unset
    if isinstance(mode, Unset):
        json_mode = UNSET
    else:
        json_mode = mode
    params["mode"] = json_mode

    json_sort: str | Unset = UNSET
    if not isinstance(sort, Unset):
        json_sort = sort

    params["sort"] = json_sort

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

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/catalog",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> GamesCatalogOut | Problem | None:
    if response.status_code == 200:
        response_200 = GamesCatalogOut.from_dict(response.json())

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
) -> Response[GamesCatalogOut | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    q: None | str | Unset = UNSET,
    mode: None | str | Unset = UNSET,
    sort: GetGamesCatalogSort | Unset = "newest",
    limit: int | None | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
) -> Response[GamesCatalogOut | Problem]:
    """Published minigames, for players

     Each with its published revision and live player count. `q` matches a part of the name (any case),
    `mode` the template's mode; `sort` is `newest` (default: latest published first) or `popularity`
    (most live players first). Cursor pages of up to 100 (default 24).

    Tokens limited by scopes need `games:read`.

    Args:
        q (None | str | Unset):
        mode (None | str | Unset):
        sort (GetGamesCatalogSort | Unset):  Default: 'newest'.
        limit (int | None | Unset): default 24, max 100
        cursor (None | str | Unset): nextCursor of the last page

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GamesCatalogOut | Problem]
    """

    kwargs = _get_kwargs(
        q=q,
        mode=mode,
        sort=sort,
        limit=limit,
        cursor=cursor,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    q: None | str | Unset = UNSET,
    mode: None | str | Unset = UNSET,
    sort: GetGamesCatalogSort | Unset = "newest",
    limit: int | None | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
) -> GamesCatalogOut | Problem | None:
    """Published minigames, for players

     Each with its published revision and live player count. `q` matches a part of the name (any case),
    `mode` the template's mode; `sort` is `newest` (default: latest published first) or `popularity`
    (most live players first). Cursor pages of up to 100 (default 24).

    Tokens limited by scopes need `games:read`.

    Args:
        q (None | str | Unset):
        mode (None | str | Unset):
        sort (GetGamesCatalogSort | Unset):  Default: 'newest'.
        limit (int | None | Unset): default 24, max 100
        cursor (None | str | Unset): nextCursor of the last page

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GamesCatalogOut | Problem
    """

    return sync_detailed(
        client=client,
        q=q,
        mode=mode,
        sort=sort,
        limit=limit,
        cursor=cursor,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    q: None | str | Unset = UNSET,
    mode: None | str | Unset = UNSET,
    sort: GetGamesCatalogSort | Unset = "newest",
    limit: int | None | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
) -> Response[GamesCatalogOut | Problem]:
    """Published minigames, for players

     Each with its published revision and live player count. `q` matches a part of the name (any case),
    `mode` the template's mode; `sort` is `newest` (default: latest published first) or `popularity`
    (most live players first). Cursor pages of up to 100 (default 24).

    Tokens limited by scopes need `games:read`.

    Args:
        q (None | str | Unset):
        mode (None | str | Unset):
        sort (GetGamesCatalogSort | Unset):  Default: 'newest'.
        limit (int | None | Unset): default 24, max 100
        cursor (None | str | Unset): nextCursor of the last page

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GamesCatalogOut | Problem]
    """

    kwargs = _get_kwargs(
        q=q,
        mode=mode,
        sort=sort,
        limit=limit,
        cursor=cursor,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    q: None | str | Unset = UNSET,
    mode: None | str | Unset = UNSET,
    sort: GetGamesCatalogSort | Unset = "newest",
    limit: int | None | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
) -> GamesCatalogOut | Problem | None:
    """Published minigames, for players

     Each with its published revision and live player count. `q` matches a part of the name (any case),
    `mode` the template's mode; `sort` is `newest` (default: latest published first) or `popularity`
    (most live players first). Cursor pages of up to 100 (default 24).

    Tokens limited by scopes need `games:read`.

    Args:
        q (None | str | Unset):
        mode (None | str | Unset):
        sort (GetGamesCatalogSort | Unset):  Default: 'newest'.
        limit (int | None | Unset): default 24, max 100
        cursor (None | str | Unset): nextCursor of the last page

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GamesCatalogOut | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            q=q,
            mode=mode,
            sort=sort,
            limit=limit,
            cursor=cursor,
        )
    ).parsed
