from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.gallery_out import GalleryOut
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    limit: int | None | Unset = UNSET,
    sort: None | str | Unset = UNSET,
    order: None | str | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    content: None | str | Unset = UNSET,
    age: int | None | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_limit: int | None | Unset
    if isinstance(limit, Unset):
        json_limit = UNSET
    else:
        json_limit = limit
    params["limit"] = json_limit

    json_sort: None | str | Unset
    if isinstance(sort, Unset):
        json_sort = UNSET
    else:
        json_sort = sort
    params["sort"] = json_sort

    json_order: None | str | Unset
    if isinstance(order, Unset):
        json_order = UNSET
    else:
        json_order = order
    params["order"] = json_order

    json_cursor: None | str | Unset
    if isinstance(cursor, Unset):
        json_cursor = UNSET
    else:
        json_cursor = cursor
    params["cursor"] = json_cursor

    json_content: None | str | Unset
    if isinstance(content, Unset):
        json_content = UNSET
    else:
        json_content = content
    params["content"] = json_content

    json_age: int | None | Unset
    if isinstance(age, Unset):
        json_age = UNSET
    else:
        json_age = age
    params["age"] = json_age

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/profile/personal-totem/gallery",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> GalleryOut | Problem | None:
    if response.status_code == 200:
        response_200 = GalleryOut.from_dict(response.json())

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
) -> Response[GalleryOut | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    limit: int | None | Unset = UNSET,
    sort: None | str | Unset = UNSET,
    order: None | str | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    content: None | str | Unset = UNSET,
    age: int | None | Unset = UNSET,
) -> Response[GalleryOut | Problem]:
    """The public gallery of every model

     Needs totem:read. `limit` default 200, above 500 clamped; `sort` selected (default), created,
    last_used or name; `order` asc or desc (default desc, asc for name); the caller's active entry has
    `active: true`. Entries rated nsfw or nsfl show only when `content` names their content (e.g.
    `content=nsfw,nsfl`) and `age` (0, 16, 18, 21; default 0) is at least their rating age.

    Tokens limited by scopes need `totem:read`.

    Args:
        limit (int | None | Unset):
        sort (None | str | Unset):
        order (None | str | Unset):
        cursor (None | str | Unset):
        content (None | str | Unset):
        age (int | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GalleryOut | Problem]
    """

    kwargs = _get_kwargs(
        limit=limit,
        sort=sort,
        order=order,
        cursor=cursor,
        content=content,
        age=age,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    limit: int | None | Unset = UNSET,
    sort: None | str | Unset = UNSET,
    order: None | str | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    content: None | str | Unset = UNSET,
    age: int | None | Unset = UNSET,
) -> GalleryOut | Problem | None:
    """The public gallery of every model

     Needs totem:read. `limit` default 200, above 500 clamped; `sort` selected (default), created,
    last_used or name; `order` asc or desc (default desc, asc for name); the caller's active entry has
    `active: true`. Entries rated nsfw or nsfl show only when `content` names their content (e.g.
    `content=nsfw,nsfl`) and `age` (0, 16, 18, 21; default 0) is at least their rating age.

    Tokens limited by scopes need `totem:read`.

    Args:
        limit (int | None | Unset):
        sort (None | str | Unset):
        order (None | str | Unset):
        cursor (None | str | Unset):
        content (None | str | Unset):
        age (int | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GalleryOut | Problem
    """

    return sync_detailed(
        client=client,
        limit=limit,
        sort=sort,
        order=order,
        cursor=cursor,
        content=content,
        age=age,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    limit: int | None | Unset = UNSET,
    sort: None | str | Unset = UNSET,
    order: None | str | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    content: None | str | Unset = UNSET,
    age: int | None | Unset = UNSET,
) -> Response[GalleryOut | Problem]:
    """The public gallery of every model

     Needs totem:read. `limit` default 200, above 500 clamped; `sort` selected (default), created,
    last_used or name; `order` asc or desc (default desc, asc for name); the caller's active entry has
    `active: true`. Entries rated nsfw or nsfl show only when `content` names their content (e.g.
    `content=nsfw,nsfl`) and `age` (0, 16, 18, 21; default 0) is at least their rating age.

    Tokens limited by scopes need `totem:read`.

    Args:
        limit (int | None | Unset):
        sort (None | str | Unset):
        order (None | str | Unset):
        cursor (None | str | Unset):
        content (None | str | Unset):
        age (int | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GalleryOut | Problem]
    """

    kwargs = _get_kwargs(
        limit=limit,
        sort=sort,
        order=order,
        cursor=cursor,
        content=content,
        age=age,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    limit: int | None | Unset = UNSET,
    sort: None | str | Unset = UNSET,
    order: None | str | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    content: None | str | Unset = UNSET,
    age: int | None | Unset = UNSET,
) -> GalleryOut | Problem | None:
    """The public gallery of every model

     Needs totem:read. `limit` default 200, above 500 clamped; `sort` selected (default), created,
    last_used or name; `order` asc or desc (default desc, asc for name); the caller's active entry has
    `active: true`. Entries rated nsfw or nsfl show only when `content` names their content (e.g.
    `content=nsfw,nsfl`) and `age` (0, 16, 18, 21; default 0) is at least their rating age.

    Tokens limited by scopes need `totem:read`.

    Args:
        limit (int | None | Unset):
        sort (None | str | Unset):
        order (None | str | Unset):
        cursor (None | str | Unset):
        content (None | str | Unset):
        age (int | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GalleryOut | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            limit=limit,
            sort=sort,
            order=order,
            cursor=cursor,
            content=content,
            age=age,
        )
    ).parsed
