from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.auth_sessions_out import AuthSessionsOut
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    user_id: UUID,
    *,
    limit: int | None | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
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

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/admin/users/{user_id}/sessions".format(
            user_id=quote(str(user_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AuthSessionsOut | Problem | None:
    if response.status_code == 200:
        response_200 = AuthSessionsOut.from_dict(response.json())

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
) -> Response[AuthSessionsOut | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    user_id: UUID,
    *,
    client: AuthenticatedClient,
    limit: int | None | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
) -> Response[AuthSessionsOut | Problem]:
    """A user's auth sessions, admin view

     The user's sign-in sessions (game, dash, CLI, services), newest first, with IP, user agent, expiry
    and revocation. Needs admin:sessions:manage.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        user_id (UUID):
        limit (int | None | Unset): default 20, above 100 is clamped
        cursor (None | str | Unset): nextCursor of a page

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AuthSessionsOut | Problem]
    """

    kwargs = _get_kwargs(
        user_id=user_id,
        limit=limit,
        cursor=cursor,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    user_id: UUID,
    *,
    client: AuthenticatedClient,
    limit: int | None | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
) -> AuthSessionsOut | Problem | None:
    """A user's auth sessions, admin view

     The user's sign-in sessions (game, dash, CLI, services), newest first, with IP, user agent, expiry
    and revocation. Needs admin:sessions:manage.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        user_id (UUID):
        limit (int | None | Unset): default 20, above 100 is clamped
        cursor (None | str | Unset): nextCursor of a page

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AuthSessionsOut | Problem
    """

    return sync_detailed(
        user_id=user_id,
        client=client,
        limit=limit,
        cursor=cursor,
    ).parsed


async def asyncio_detailed(
    user_id: UUID,
    *,
    client: AuthenticatedClient,
    limit: int | None | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
) -> Response[AuthSessionsOut | Problem]:
    """A user's auth sessions, admin view

     The user's sign-in sessions (game, dash, CLI, services), newest first, with IP, user agent, expiry
    and revocation. Needs admin:sessions:manage.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        user_id (UUID):
        limit (int | None | Unset): default 20, above 100 is clamped
        cursor (None | str | Unset): nextCursor of a page

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AuthSessionsOut | Problem]
    """

    kwargs = _get_kwargs(
        user_id=user_id,
        limit=limit,
        cursor=cursor,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    user_id: UUID,
    *,
    client: AuthenticatedClient,
    limit: int | None | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
) -> AuthSessionsOut | Problem | None:
    """A user's auth sessions, admin view

     The user's sign-in sessions (game, dash, CLI, services), newest first, with IP, user agent, expiry
    and revocation. Needs admin:sessions:manage.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        user_id (UUID):
        limit (int | None | Unset): default 20, above 100 is clamped
        cursor (None | str | Unset): nextCursor of a page

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AuthSessionsOut | Problem
    """

    return (
        await asyncio_detailed(
            user_id=user_id,
            client=client,
            limit=limit,
            cursor=cursor,
        )
    ).parsed
