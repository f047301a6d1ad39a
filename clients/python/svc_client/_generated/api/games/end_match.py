from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.match_end import MatchEnd
from ...models.match_envelope import MatchEnvelope
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    match_id: str,
    *,
    body: MatchEnd,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/live/matches/{match_id}/end".format(
            match_id=quote(str(match_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> MatchEnvelope | Problem | None:
    if response.status_code == 200:
        response_200 = MatchEnvelope.from_dict(response.json())

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
) -> Response[MatchEnvelope | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    match_id: str,
    *,
    client: AuthenticatedClient,
    body: MatchEnd,
) -> Response[MatchEnvelope | Problem]:
    """End a match with its results (server auth)

     The server that started it. `results` is a JSON object of at most 16 KiB, 4 levels deep, kept with
    the match. 409 `games.match_ended` when it ended already (for instance by the timeout).

    Args:
        match_id (str):
        body (MatchEnd):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MatchEnvelope | Problem]
    """

    kwargs = _get_kwargs(
        match_id=match_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    match_id: str,
    *,
    client: AuthenticatedClient,
    body: MatchEnd,
) -> MatchEnvelope | Problem | None:
    """End a match with its results (server auth)

     The server that started it. `results` is a JSON object of at most 16 KiB, 4 levels deep, kept with
    the match. 409 `games.match_ended` when it ended already (for instance by the timeout).

    Args:
        match_id (str):
        body (MatchEnd):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MatchEnvelope | Problem
    """

    return sync_detailed(
        match_id=match_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    match_id: str,
    *,
    client: AuthenticatedClient,
    body: MatchEnd,
) -> Response[MatchEnvelope | Problem]:
    """End a match with its results (server auth)

     The server that started it. `results` is a JSON object of at most 16 KiB, 4 levels deep, kept with
    the match. 409 `games.match_ended` when it ended already (for instance by the timeout).

    Args:
        match_id (str):
        body (MatchEnd):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MatchEnvelope | Problem]
    """

    kwargs = _get_kwargs(
        match_id=match_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    match_id: str,
    *,
    client: AuthenticatedClient,
    body: MatchEnd,
) -> MatchEnvelope | Problem | None:
    """End a match with its results (server auth)

     The server that started it. `results` is a JSON object of at most 16 KiB, 4 levels deep, kept with
    the match. 409 `games.match_ended` when it ended already (for instance by the timeout).

    Args:
        match_id (str):
        body (MatchEnd):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MatchEnvelope | Problem
    """

    return (
        await asyncio_detailed(
            match_id=match_id,
            client=client,
            body=body,
        )
    ).parsed
