from http import HTTPStatus
from typing import Any
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.admin_servers_out import AdminServersOut
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    search: None | str | Unset = UNSET,
    owner_id: None | Unset | UUID = UNSET,
    cursor: None | str | Unset = UNSET,
    limit: int | None | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_search: None | str | Unset
    if isinstance(search, Unset):
        json_search = UNSET
    else:
        json_search = search
    params["search"] = json_search

    json_owner_id: None | str | Unset
    if isinstance(owner_id, Unset):
        json_owner_id = UNSET
    elif isinstance(owner_id, UUID):
        json_owner_id = str(owner_id)
    else:
        json_owner_id = owner_id
    params["ownerId"] = json_owner_id

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
        "url": "/v1/admin/connect/servers",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AdminServersOut | Problem | None:
    if response.status_code == 200:
        response_200 = AdminServersOut.from_dict(response.json())

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
) -> Response[AdminServersOut | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    search: None | str | Unset = UNSET,
    owner_id: None | Unset | UUID = UNSET,
    cursor: None | str | Unset = UNSET,
    limit: int | None | Unset = UNSET,
) -> Response[AdminServersOut | Problem]:
    """Connect servers and hosts (admin:connect:view)

     Connect servers and hosts of every owner, filtered by name (`search`) or owner, cursor-paged.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        search (None | str | Unset): start of the name (any case), or an exact id or UUID
        owner_id (None | Unset | UUID):
        cursor (None | str | Unset):
        limit (int | None | Unset): default 50, above 200 is clamped

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AdminServersOut | Problem]
    """

    kwargs = _get_kwargs(
        search=search,
        owner_id=owner_id,
        cursor=cursor,
        limit=limit,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    search: None | str | Unset = UNSET,
    owner_id: None | Unset | UUID = UNSET,
    cursor: None | str | Unset = UNSET,
    limit: int | None | Unset = UNSET,
) -> AdminServersOut | Problem | None:
    """Connect servers and hosts (admin:connect:view)

     Connect servers and hosts of every owner, filtered by name (`search`) or owner, cursor-paged.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        search (None | str | Unset): start of the name (any case), or an exact id or UUID
        owner_id (None | Unset | UUID):
        cursor (None | str | Unset):
        limit (int | None | Unset): default 50, above 200 is clamped

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AdminServersOut | Problem
    """

    return sync_detailed(
        client=client,
        search=search,
        owner_id=owner_id,
        cursor=cursor,
        limit=limit,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    search: None | str | Unset = UNSET,
    owner_id: None | Unset | UUID = UNSET,
    cursor: None | str | Unset = UNSET,
    limit: int | None | Unset = UNSET,
) -> Response[AdminServersOut | Problem]:
    """Connect servers and hosts (admin:connect:view)

     Connect servers and hosts of every owner, filtered by name (`search`) or owner, cursor-paged.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        search (None | str | Unset): start of the name (any case), or an exact id or UUID
        owner_id (None | Unset | UUID):
        cursor (None | str | Unset):
        limit (int | None | Unset): default 50, above 200 is clamped

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AdminServersOut | Problem]
    """

    kwargs = _get_kwargs(
        search=search,
        owner_id=owner_id,
        cursor=cursor,
        limit=limit,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    search: None | str | Unset = UNSET,
    owner_id: None | Unset | UUID = UNSET,
    cursor: None | str | Unset = UNSET,
    limit: int | None | Unset = UNSET,
) -> AdminServersOut | Problem | None:
    """Connect servers and hosts (admin:connect:view)

     Connect servers and hosts of every owner, filtered by name (`search`) or owner, cursor-paged.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        search (None | str | Unset): start of the name (any case), or an exact id or UUID
        owner_id (None | Unset | UUID):
        cursor (None | str | Unset):
        limit (int | None | Unset): default 50, above 200 is clamped

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AdminServersOut | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            search=search,
            owner_id=owner_id,
            cursor=cursor,
            limit=limit,
        )
    ).parsed
