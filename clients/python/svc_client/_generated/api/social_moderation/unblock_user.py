from http import HTTPStatus
from typing import Any
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.removed import Removed
from ...types import UNSET, Response


def _get_kwargs(
    *,
    target_id: UUID,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_target_id = str(target_id)
    params["targetId"] = json_target_id

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/v1/social/friends/blocks",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | Removed | None:
    if response.status_code == 200:
        response_200 = Removed.from_dict(response.json())

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
) -> Response[Problem | Removed]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    target_id: UUID,
) -> Response[Problem | Removed]:
    """Remove a block

     Needs social:friends.edit. The friendship it ended stays ended.

    Tokens limited by scopes need `social:friends.edit`.

    Args:
        target_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Removed]
    """

    kwargs = _get_kwargs(
        target_id=target_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    target_id: UUID,
) -> Problem | Removed | None:
    """Remove a block

     Needs social:friends.edit. The friendship it ended stays ended.

    Tokens limited by scopes need `social:friends.edit`.

    Args:
        target_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Removed
    """

    return sync_detailed(
        client=client,
        target_id=target_id,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    target_id: UUID,
) -> Response[Problem | Removed]:
    """Remove a block

     Needs social:friends.edit. The friendship it ended stays ended.

    Tokens limited by scopes need `social:friends.edit`.

    Args:
        target_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Removed]
    """

    kwargs = _get_kwargs(
        target_id=target_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    target_id: UUID,
) -> Problem | Removed | None:
    """Remove a block

     Needs social:friends.edit. The friendship it ended stays ended.

    Tokens limited by scopes need `social:friends.edit`.

    Args:
        target_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Removed
    """

    return (
        await asyncio_detailed(
            client=client,
            target_id=target_id,
        )
    ).parsed
