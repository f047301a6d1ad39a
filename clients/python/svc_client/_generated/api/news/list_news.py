from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.list_news_status_type_1 import (
    ListNewsStatusType1,
)
from ...models.list_news_status_type_2_type_1 import (
    ListNewsStatusType2Type1,
)
from ...models.list_news_status_type_3_type_1 import (
    ListNewsStatusType3Type1,
)
from ...models.news_list_out import NewsListOut
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    feed: None | str | Unset = UNSET,
    status: ListNewsStatusType1
    | ListNewsStatusType2Type1
    | ListNewsStatusType3Type1
    | None
    | Unset = UNSET,
    limit: int | None | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_feed: None | str | Unset
    if isinstance(feed, Unset):
        json_feed = UNSET
    else:
        json_feed = feed
    params["feed"] = json_feed

    json_status: None | str | Unset
    if isinstance(status, Unset):
        json_status = UNSET
    elif isinstance(status, str) or isinstance(status, str) or isinstance(status, str):
        json_status = status
    else:
        json_status = status
    params["status"] = json_status

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
        "url": "/v1/news",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> NewsListOut | Problem | None:
    if response.status_code == 200:
        response_200 = NewsListOut.from_dict(response.json())

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
) -> Response[NewsListOut | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    feed: None | str | Unset = UNSET,
    status: ListNewsStatusType1
    | ListNewsStatusType2Type1
    | ListNewsStatusType3Type1
    | None
    | Unset = UNSET,
    limit: int | None | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
) -> Response[NewsListOut | Problem]:
    """News as I may see it

     Needs news:read. A writer of the feed (news:write in it, or globally without `feed`) sees every
    item, drafts and scheduled ones too, newest first (`status` filters); anyone else the published,
    released items, latest release first. Polls show per-option counts and my own vote.

    Tokens limited by scopes need `news:read`.

    Args:
        feed (None | str | Unset): platform, service:<id> ...
        status (ListNewsStatusType1 | ListNewsStatusType2Type1 | ListNewsStatusType3Type1 | None |
            Unset):
        limit (int | None | Unset): default 20, above 100 clamped
        cursor (None | str | Unset): nextCursor of the last page

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[NewsListOut | Problem]
    """

    kwargs = _get_kwargs(
        feed=feed,
        status=status,
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
    feed: None | str | Unset = UNSET,
    status: ListNewsStatusType1
    | ListNewsStatusType2Type1
    | ListNewsStatusType3Type1
    | None
    | Unset = UNSET,
    limit: int | None | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
) -> NewsListOut | Problem | None:
    """News as I may see it

     Needs news:read. A writer of the feed (news:write in it, or globally without `feed`) sees every
    item, drafts and scheduled ones too, newest first (`status` filters); anyone else the published,
    released items, latest release first. Polls show per-option counts and my own vote.

    Tokens limited by scopes need `news:read`.

    Args:
        feed (None | str | Unset): platform, service:<id> ...
        status (ListNewsStatusType1 | ListNewsStatusType2Type1 | ListNewsStatusType3Type1 | None |
            Unset):
        limit (int | None | Unset): default 20, above 100 clamped
        cursor (None | str | Unset): nextCursor of the last page

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        NewsListOut | Problem
    """

    return sync_detailed(
        client=client,
        feed=feed,
        status=status,
        limit=limit,
        cursor=cursor,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    feed: None | str | Unset = UNSET,
    status: ListNewsStatusType1
    | ListNewsStatusType2Type1
    | ListNewsStatusType3Type1
    | None
    | Unset = UNSET,
    limit: int | None | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
) -> Response[NewsListOut | Problem]:
    """News as I may see it

     Needs news:read. A writer of the feed (news:write in it, or globally without `feed`) sees every
    item, drafts and scheduled ones too, newest first (`status` filters); anyone else the published,
    released items, latest release first. Polls show per-option counts and my own vote.

    Tokens limited by scopes need `news:read`.

    Args:
        feed (None | str | Unset): platform, service:<id> ...
        status (ListNewsStatusType1 | ListNewsStatusType2Type1 | ListNewsStatusType3Type1 | None |
            Unset):
        limit (int | None | Unset): default 20, above 100 clamped
        cursor (None | str | Unset): nextCursor of the last page

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[NewsListOut | Problem]
    """

    kwargs = _get_kwargs(
        feed=feed,
        status=status,
        limit=limit,
        cursor=cursor,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    feed: None | str | Unset = UNSET,
    status: ListNewsStatusType1
    | ListNewsStatusType2Type1
    | ListNewsStatusType3Type1
    | None
    | Unset = UNSET,
    limit: int | None | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
) -> NewsListOut | Problem | None:
    """News as I may see it

     Needs news:read. A writer of the feed (news:write in it, or globally without `feed`) sees every
    item, drafts and scheduled ones too, newest first (`status` filters); anyone else the published,
    released items, latest release first. Polls show per-option counts and my own vote.

    Tokens limited by scopes need `news:read`.

    Args:
        feed (None | str | Unset): platform, service:<id> ...
        status (ListNewsStatusType1 | ListNewsStatusType2Type1 | ListNewsStatusType3Type1 | None |
            Unset):
        limit (int | None | Unset): default 20, above 100 clamped
        cursor (None | str | Unset): nextCursor of the last page

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        NewsListOut | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            feed=feed,
            status=status,
            limit=limit,
            cursor=cursor,
        )
    ).parsed
