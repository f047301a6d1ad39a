from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.move_in import MoveIn
from ...models.move_result import MoveResult
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: MoveIn,
    if_match: None | str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_match, Unset):
        headers["If-Match"] = if_match

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/versions/channels/active",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> MoveResult | Problem | None:
    if response.status_code == 200:
        response_200 = MoveResult.from_dict(response.json())

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

    if response.status_code == 408:
        response_408 = Problem.from_dict(response.json())

        return response_408

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())

        return response_409

    if response.status_code == 412:
        response_412 = Problem.from_dict(response.json())

        return response_412

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = Problem.from_dict(response.json())

        return response_415

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[MoveResult | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: MoveIn,
    if_match: None | str | Unset = UNSET,
) -> Response[MoveResult | Problem]:
    """Move a channel's active release (roll forward, roll back, stage)

     Needs versions:publish in the scope. The release must be published or deprecated and of the scope
    (409 `versions.release_not_activatable`). An older release than the current one is a rollback, a
    newer one a roll-forward; every move is kept. `rolloutPercent` below 100 gives the release to that
    share of clients (by a stable hash of their id), the others keep the current one. `If-Match` with
    the channel's `ETag` (its revision): 412 when stale. Answers 200 whether or not a move was needed
    (`move` null when the channel already pointed there).

    Tokens limited by scopes need `versions:publish`.

    Args:
        if_match (None | str | Unset): The ETag read last: the write is refused (412) when it is
            stale
        body (MoveIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MoveResult | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
        if_match=if_match,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: MoveIn,
    if_match: None | str | Unset = UNSET,
) -> MoveResult | Problem | None:
    """Move a channel's active release (roll forward, roll back, stage)

     Needs versions:publish in the scope. The release must be published or deprecated and of the scope
    (409 `versions.release_not_activatable`). An older release than the current one is a rollback, a
    newer one a roll-forward; every move is kept. `rolloutPercent` below 100 gives the release to that
    share of clients (by a stable hash of their id), the others keep the current one. `If-Match` with
    the channel's `ETag` (its revision): 412 when stale. Answers 200 whether or not a move was needed
    (`move` null when the channel already pointed there).

    Tokens limited by scopes need `versions:publish`.

    Args:
        if_match (None | str | Unset): The ETag read last: the write is refused (412) when it is
            stale
        body (MoveIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MoveResult | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
        if_match=if_match,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: MoveIn,
    if_match: None | str | Unset = UNSET,
) -> Response[MoveResult | Problem]:
    """Move a channel's active release (roll forward, roll back, stage)

     Needs versions:publish in the scope. The release must be published or deprecated and of the scope
    (409 `versions.release_not_activatable`). An older release than the current one is a rollback, a
    newer one a roll-forward; every move is kept. `rolloutPercent` below 100 gives the release to that
    share of clients (by a stable hash of their id), the others keep the current one. `If-Match` with
    the channel's `ETag` (its revision): 412 when stale. Answers 200 whether or not a move was needed
    (`move` null when the channel already pointed there).

    Tokens limited by scopes need `versions:publish`.

    Args:
        if_match (None | str | Unset): The ETag read last: the write is refused (412) when it is
            stale
        body (MoveIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MoveResult | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
        if_match=if_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: MoveIn,
    if_match: None | str | Unset = UNSET,
) -> MoveResult | Problem | None:
    """Move a channel's active release (roll forward, roll back, stage)

     Needs versions:publish in the scope. The release must be published or deprecated and of the scope
    (409 `versions.release_not_activatable`). An older release than the current one is a rollback, a
    newer one a roll-forward; every move is kept. `rolloutPercent` below 100 gives the release to that
    share of clients (by a stable hash of their id), the others keep the current one. `If-Match` with
    the channel's `ETag` (its revision): 412 when stale. Answers 200 whether or not a move was needed
    (`move` null when the channel already pointed there).

    Tokens limited by scopes need `versions:publish`.

    Args:
        if_match (None | str | Unset): The ETag read last: the write is refused (412) when it is
            stale
        body (MoveIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MoveResult | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            if_match=if_match,
        )
    ).parsed
