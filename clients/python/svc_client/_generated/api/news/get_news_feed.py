from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.feed_out import FeedOut
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    since_ms: int | None | Unset = UNSET,
    limit: int | None | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_since_ms: int | None | Unset
    if isinstance(since_ms, Unset):
        json_since_ms = UNSET
    else:
        json_since_ms = since_ms
    params["sinceMs"] = json_since_ms

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
        "url": "/v1/news/feed",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> FeedOut | Problem | None:
    if response.status_code == 200:
        response_200 = FeedOut.from_dict(response.json())

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
) -> Response[FeedOut | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    since_ms: int | None | Unset = UNSET,
    limit: int | None | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
) -> Response[FeedOut | Problem]:
    """Released news of the feeds I follow

     Needs news:read. Latest release first. With `sinceMs` (the `stampMs` of your last answer) and no
    cursor, an unchanged feed answers `{notModified: true, items: []}` cheaply. Changes are items
    published, edited, unpublished or released in a followed feed, and changes of the follows; votes are
    not.

    Tokens limited by scopes need `news:read`.

    Args:
        since_ms (int | None | Unset):
        limit (int | None | Unset): default 20, above 100 clamped
        cursor (None | str | Unset): nextCursor of the last page

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FeedOut | Problem]
    """

    kwargs = _get_kwargs(
        since_ms=since_ms,
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
    since_ms: int | None | Unset = UNSET,
    limit: int | None | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
) -> FeedOut | Problem | None:
    """Released news of the feeds I follow

     Needs news:read. Latest release first. With `sinceMs` (the `stampMs` of your last answer) and no
    cursor, an unchanged feed answers `{notModified: true, items: []}` cheaply. Changes are items
    published, edited, unpublished or released in a followed feed, and changes of the follows; votes are
    not.

    Tokens limited by scopes need `news:read`.

    Args:
        since_ms (int | None | Unset):
        limit (int | None | Unset): default 20, above 100 clamped
        cursor (None | str | Unset): nextCursor of the last page

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FeedOut | Problem
    """

    return sync_detailed(
        client=client,
        since_ms=since_ms,
        limit=limit,
        cursor=cursor,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    since_ms: int | None | Unset = UNSET,
    limit: int | None | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
) -> Response[FeedOut | Problem]:
    """Released news of the feeds I follow

     Needs news:read. Latest release first. With `sinceMs` (the `stampMs` of your last answer) and no
    cursor, an unchanged feed answers `{notModified: true, items: []}` cheaply. Changes are items
    published, edited, unpublished or released in a followed feed, and changes of the follows; votes are
    not.

    Tokens limited by scopes need `news:read`.

    Args:
        since_ms (int | None | Unset):
        limit (int | None | Unset): default 20, above 100 clamped
        cursor (None | str | Unset): nextCursor of the last page

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FeedOut | Problem]
    """

    kwargs = _get_kwargs(
        since_ms=since_ms,
        limit=limit,
        cursor=cursor,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    since_ms: int | None | Unset = UNSET,
    limit: int | None | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
) -> FeedOut | Problem | None:
    """Released news of the feeds I follow

     Needs news:read. Latest release first. With `sinceMs` (the `stampMs` of your last answer) and no
    cursor, an unchanged feed answers `{notModified: true, items: []}` cheaply. Changes are items
    published, edited, unpublished or released in a followed feed, and changes of the follows; votes are
    not.

    Tokens limited by scopes need `news:read`.

    Args:
        since_ms (int | None | Unset):
        limit (int | None | Unset): default 20, above 100 clamped
        cursor (None | str | Unset): nextCursor of the last page

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FeedOut | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            since_ms=since_ms,
            limit=limit,
            cursor=cursor,
        )
    ).parsed
