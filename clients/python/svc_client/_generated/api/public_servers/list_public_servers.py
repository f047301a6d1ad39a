from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.directory_out import DirectoryOut
from ...models.list_public_servers_sort_type_1 import (
    ListPublicServersSortType1,
)
from ...models.list_public_servers_sort_type_2_type_1 import (
    ListPublicServersSortType2Type1,
)
from ...models.list_public_servers_sort_type_3_type_1 import (
    ListPublicServersSortType3Type1,
)
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    q: None | str | Unset = UNSET,
    category: None | str | Unset = UNSET,
    sort: ListPublicServersSortType1
    | ListPublicServersSortType2Type1
    | ListPublicServersSortType3Type1
    | None
    | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    limit: int | None | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_q: None | str | Unset
    if isinstance(q, Unset):
        json_q = UNSET
    else:
        json_q = q
    params["q"] = json_q

    json_category: None | str | Unset
    if isinstance(category, Unset):
        json_category = UNSET
    else:
        json_category = category
    params["category"] = json_category

    json_sort: None | str | Unset
    if isinstance(sort, Unset):
        json_sort = UNSET
    elif isinstance(sort, str) or isinstance(sort, str) or isinstance(sort, str):
        json_sort = sort
    else:
        json_sort = sort
    params["sort"] = json_sort

    json_cursor: None | str | Unset
    if isinstance(cursor, Unset):
        json_cursor = UNSET
    else:
        json_cursor = cursor
    params["cursor"] = json_cursor

    json_limit: int | None | Unset
    if isinstance(limit, Unset):
        json_limit = UNSET
    else:
        json_limit = limit
    params["limit"] = json_limit

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/public/servers",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> DirectoryOut | Problem | None:
    if response.status_code == 200:
        response_200 = DirectoryOut.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[DirectoryOut | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    q: None | str | Unset = UNSET,
    category: None | str | Unset = UNSET,
    sort: ListPublicServersSortType1
    | ListPublicServersSortType2Type1
    | ListPublicServersSortType3Type1
    | None
    | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    limit: int | None | Unset = UNSET,
) -> Response[DirectoryOut | Problem]:
    """The public server directory

     Published, visible listings. q matches a whole word of the name or a whole tag (any case); category
    filters; sort players (default) or favorites, highest first; cursor pages (pass nextCursor back). No
    sign-in; `favorite` is false here (GET /v1/connect/listings/favorites has the caller's). Limited per
    IP.

    Args:
        q (None | str | Unset):
        category (None | str | Unset):
        sort (ListPublicServersSortType1 | ListPublicServersSortType2Type1 |
            ListPublicServersSortType3Type1 | None | Unset):
        cursor (None | str | Unset):
        limit (int | None | Unset): default 24, above 50 is clamped

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DirectoryOut | Problem]
    """

    kwargs = _get_kwargs(
        q=q,
        category=category,
        sort=sort,
        cursor=cursor,
        limit=limit,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    q: None | str | Unset = UNSET,
    category: None | str | Unset = UNSET,
    sort: ListPublicServersSortType1
    | ListPublicServersSortType2Type1
    | ListPublicServersSortType3Type1
    | None
    | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    limit: int | None | Unset = UNSET,
) -> DirectoryOut | Problem | None:
    """The public server directory

     Published, visible listings. q matches a whole word of the name or a whole tag (any case); category
    filters; sort players (default) or favorites, highest first; cursor pages (pass nextCursor back). No
    sign-in; `favorite` is false here (GET /v1/connect/listings/favorites has the caller's). Limited per
    IP.

    Args:
        q (None | str | Unset):
        category (None | str | Unset):
        sort (ListPublicServersSortType1 | ListPublicServersSortType2Type1 |
            ListPublicServersSortType3Type1 | None | Unset):
        cursor (None | str | Unset):
        limit (int | None | Unset): default 24, above 50 is clamped

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DirectoryOut | Problem
    """

    return sync_detailed(
        client=client,
        q=q,
        category=category,
        sort=sort,
        cursor=cursor,
        limit=limit,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    q: None | str | Unset = UNSET,
    category: None | str | Unset = UNSET,
    sort: ListPublicServersSortType1
    | ListPublicServersSortType2Type1
    | ListPublicServersSortType3Type1
    | None
    | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    limit: int | None | Unset = UNSET,
) -> Response[DirectoryOut | Problem]:
    """The public server directory

     Published, visible listings. q matches a whole word of the name or a whole tag (any case); category
    filters; sort players (default) or favorites, highest first; cursor pages (pass nextCursor back). No
    sign-in; `favorite` is false here (GET /v1/connect/listings/favorites has the caller's). Limited per
    IP.

    Args:
        q (None | str | Unset):
        category (None | str | Unset):
        sort (ListPublicServersSortType1 | ListPublicServersSortType2Type1 |
            ListPublicServersSortType3Type1 | None | Unset):
        cursor (None | str | Unset):
        limit (int | None | Unset): default 24, above 50 is clamped

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DirectoryOut | Problem]
    """

    kwargs = _get_kwargs(
        q=q,
        category=category,
        sort=sort,
        cursor=cursor,
        limit=limit,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    q: None | str | Unset = UNSET,
    category: None | str | Unset = UNSET,
    sort: ListPublicServersSortType1
    | ListPublicServersSortType2Type1
    | ListPublicServersSortType3Type1
    | None
    | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    limit: int | None | Unset = UNSET,
) -> DirectoryOut | Problem | None:
    """The public server directory

     Published, visible listings. q matches a whole word of the name or a whole tag (any case); category
    filters; sort players (default) or favorites, highest first; cursor pages (pass nextCursor back). No
    sign-in; `favorite` is false here (GET /v1/connect/listings/favorites has the caller's). Limited per
    IP.

    Args:
        q (None | str | Unset):
        category (None | str | Unset):
        sort (ListPublicServersSortType1 | ListPublicServersSortType2Type1 |
            ListPublicServersSortType3Type1 | None | Unset):
        cursor (None | str | Unset):
        limit (int | None | Unset): default 24, above 50 is clamped

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DirectoryOut | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            q=q,
            category=category,
            sort=sort,
            cursor=cursor,
            limit=limit,
        )
    ).parsed
