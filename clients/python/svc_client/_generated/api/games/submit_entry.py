from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.score_in import ScoreIn
from ...models.submitted_out import SubmittedOut
from ...types import UNSET, Response, Unset


def _get_kwargs(
    board_id: str,
    *,
    body: ScoreIn,
    rank: bool | Unset = False,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    params: dict[str, Any] = {}

    params["rank"] = rank

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/leaderboards/{board_id}/entries".format(
            board_id=quote(str(board_id), safe=""),
        ),
        "params": params,
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | SubmittedOut | None:
    if response.status_code == 200:
        response_200 = SubmittedOut.from_dict(response.json())

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
) -> Response[Problem | SubmittedOut]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    board_id: str,
    *,
    client: AuthenticatedClient,
    body: ScoreIn,
    rank: bool | Unset = False,
) -> Response[Problem | SubmittedOut]:
    """Submit a score

     A server of the minigame's network (server auth: its secret as bearer and `X-Server-Id`) when the
    board's submitters are `network`, or an admin (games:manage); else 403 `games.submit_refused`. The
    board's operator decides the stored score; `submissionId` makes the call idempotent (a replay
    answers `duplicate: true` and changes nothing). Answers the player's entry; its rank with
    `?rank=true` (counting it costs what the entries above the player cost).

    Tokens limited by scopes need `games:manage`.

    Args:
        board_id (str):
        rank (bool | Unset): count the player's rank too Default: False.
        body (ScoreIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SubmittedOut]
    """

    kwargs = _get_kwargs(
        board_id=board_id,
        body=body,
        rank=rank,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    board_id: str,
    *,
    client: AuthenticatedClient,
    body: ScoreIn,
    rank: bool | Unset = False,
) -> Problem | SubmittedOut | None:
    """Submit a score

     A server of the minigame's network (server auth: its secret as bearer and `X-Server-Id`) when the
    board's submitters are `network`, or an admin (games:manage); else 403 `games.submit_refused`. The
    board's operator decides the stored score; `submissionId` makes the call idempotent (a replay
    answers `duplicate: true` and changes nothing). Answers the player's entry; its rank with
    `?rank=true` (counting it costs what the entries above the player cost).

    Tokens limited by scopes need `games:manage`.

    Args:
        board_id (str):
        rank (bool | Unset): count the player's rank too Default: False.
        body (ScoreIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SubmittedOut
    """

    return sync_detailed(
        board_id=board_id,
        client=client,
        body=body,
        rank=rank,
    ).parsed


async def asyncio_detailed(
    board_id: str,
    *,
    client: AuthenticatedClient,
    body: ScoreIn,
    rank: bool | Unset = False,
) -> Response[Problem | SubmittedOut]:
    """Submit a score

     A server of the minigame's network (server auth: its secret as bearer and `X-Server-Id`) when the
    board's submitters are `network`, or an admin (games:manage); else 403 `games.submit_refused`. The
    board's operator decides the stored score; `submissionId` makes the call idempotent (a replay
    answers `duplicate: true` and changes nothing). Answers the player's entry; its rank with
    `?rank=true` (counting it costs what the entries above the player cost).

    Tokens limited by scopes need `games:manage`.

    Args:
        board_id (str):
        rank (bool | Unset): count the player's rank too Default: False.
        body (ScoreIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SubmittedOut]
    """

    kwargs = _get_kwargs(
        board_id=board_id,
        body=body,
        rank=rank,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    board_id: str,
    *,
    client: AuthenticatedClient,
    body: ScoreIn,
    rank: bool | Unset = False,
) -> Problem | SubmittedOut | None:
    """Submit a score

     A server of the minigame's network (server auth: its secret as bearer and `X-Server-Id`) when the
    board's submitters are `network`, or an admin (games:manage); else 403 `games.submit_refused`. The
    board's operator decides the stored score; `submissionId` makes the call idempotent (a replay
    answers `duplicate: true` and changes nothing). Answers the player's entry; its rank with
    `?rank=true` (counting it costs what the entries above the player cost).

    Tokens limited by scopes need `games:manage`.

    Args:
        board_id (str):
        rank (bool | Unset): count the player's rank too Default: False.
        body (ScoreIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SubmittedOut
    """

    return (
        await asyncio_detailed(
            board_id=board_id,
            client=client,
            body=body,
            rank=rank,
        )
    ).parsed
