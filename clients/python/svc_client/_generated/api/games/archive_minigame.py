from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    minigame_id: str,
    *,
    if_match: None | str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_match, Unset):
        headers["If-Match"] = if_match

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/v1/games/minigames/{minigame_id}".format(
            minigame_id=quote(str(minigame_id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | Problem | None:
    if response.status_code == 204:
        response_204 = cast(Any, None)
        return response_204

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

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())

        return response_409

    if response.status_code == 412:
        response_412 = Problem.from_dict(response.json())

        return response_412

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Any | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    minigame_id: str,
    *,
    client: AuthenticatedClient,
    if_match: None | str | Unset = UNSET,
) -> Response[Any | Problem]:
    """Archive a minigame

     Owner or editor. Archived is final: it leaves the catalog and cannot change again (its leaderboards
    stay readable).

    Tokens limited by scopes need `games:create`.

    Args:
        minigame_id (str):
        if_match (None | str | Unset): The ETag read last: the write is refused (412) when it is
            stale

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem]
    """

    kwargs = _get_kwargs(
        minigame_id=minigame_id,
        if_match=if_match,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    minigame_id: str,
    *,
    client: AuthenticatedClient,
    if_match: None | str | Unset = UNSET,
) -> Any | Problem | None:
    """Archive a minigame

     Owner or editor. Archived is final: it leaves the catalog and cannot change again (its leaderboards
    stay readable).

    Tokens limited by scopes need `games:create`.

    Args:
        minigame_id (str):
        if_match (None | str | Unset): The ETag read last: the write is refused (412) when it is
            stale

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem
    """

    return sync_detailed(
        minigame_id=minigame_id,
        client=client,
        if_match=if_match,
    ).parsed


async def asyncio_detailed(
    minigame_id: str,
    *,
    client: AuthenticatedClient,
    if_match: None | str | Unset = UNSET,
) -> Response[Any | Problem]:
    """Archive a minigame

     Owner or editor. Archived is final: it leaves the catalog and cannot change again (its leaderboards
    stay readable).

    Tokens limited by scopes need `games:create`.

    Args:
        minigame_id (str):
        if_match (None | str | Unset): The ETag read last: the write is refused (412) when it is
            stale

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem]
    """

    kwargs = _get_kwargs(
        minigame_id=minigame_id,
        if_match=if_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    minigame_id: str,
    *,
    client: AuthenticatedClient,
    if_match: None | str | Unset = UNSET,
) -> Any | Problem | None:
    """Archive a minigame

     Owner or editor. Archived is final: it leaves the catalog and cannot change again (its leaderboards
    stay readable).

    Tokens limited by scopes need `games:create`.

    Args:
        minigame_id (str):
        if_match (None | str | Unset): The ETag read last: the write is refused (412) when it is
            stale

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem
    """

    return (
        await asyncio_detailed(
            minigame_id=minigame_id,
            client=client,
            if_match=if_match,
        )
    ).parsed
