from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.user_lookup_out import UserLookupOut
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    query: str,
    limit: int | None | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["query"] = query

    json_limit: int | None | Unset
    if isinstance(limit, Unset):
        json_limit = UNSET
    else:
        json_limit = limit
    params["limit"] = json_limit

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/admin/users/lookup",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | UserLookupOut | None:
    if response.status_code == 200:
        response_200 = UserLookupOut.from_dict(response.json())

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
) -> Response[Problem | UserLookupOut]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    query: str,
    limit: int | None | Unset = UNSET,
) -> Response[Problem | UserLookupOut]:
    """Find users by name prefix or UUID

     Users whose name starts with `query`, or the one user whose UUID it is, for admin screens. Needs the
    admin user-view node.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        query (str):
        limit (int | None | Unset): default 20, above 50 is clamped

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | UserLookupOut]
    """

    kwargs = _get_kwargs(
        query=query,
        limit=limit,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    query: str,
    limit: int | None | Unset = UNSET,
) -> Problem | UserLookupOut | None:
    """Find users by name prefix or UUID

     Users whose name starts with `query`, or the one user whose UUID it is, for admin screens. Needs the
    admin user-view node.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        query (str):
        limit (int | None | Unset): default 20, above 50 is clamped

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | UserLookupOut
    """

    return sync_detailed(
        client=client,
        query=query,
        limit=limit,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    query: str,
    limit: int | None | Unset = UNSET,
) -> Response[Problem | UserLookupOut]:
    """Find users by name prefix or UUID

     Users whose name starts with `query`, or the one user whose UUID it is, for admin screens. Needs the
    admin user-view node.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        query (str):
        limit (int | None | Unset): default 20, above 50 is clamped

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | UserLookupOut]
    """

    kwargs = _get_kwargs(
        query=query,
        limit=limit,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    query: str,
    limit: int | None | Unset = UNSET,
) -> Problem | UserLookupOut | None:
    """Find users by name prefix or UUID

     Users whose name starts with `query`, or the one user whose UUID it is, for admin screens. Needs the
    admin user-view node.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        query (str):
        limit (int | None | Unset): default 20, above 50 is clamped

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | UserLookupOut
    """

    return (
        await asyncio_detailed(
            client=client,
            query=query,
            limit=limit,
        )
    ).parsed
