from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.minigame_envelope import MinigameEnvelope
from ...models.minigame_in import MinigameIn
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    *,
    body: MinigameIn,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/minigames",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> MinigameEnvelope | Problem | None:
    if response.status_code == 201:
        response_201 = MinigameEnvelope.from_dict(response.json())

        return response_201

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
) -> Response[MinigameEnvelope | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: MinigameIn,
) -> Response[MinigameEnvelope | Problem]:
    """Create a minigame from a template

     Owner or editor of the template, with games:create. `values` must fit the template's settings schema
    (400 `connect.schema_mismatch` naming the key); `networkId` is a Connect network you own, whose
    servers host it and may submit its scores. Starts as a draft (revision 1). 404 when the template is
    not yours to read.

    Tokens limited by scopes need `games:create`.

    Args:
        body (MinigameIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MinigameEnvelope | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: MinigameIn,
) -> MinigameEnvelope | Problem | None:
    """Create a minigame from a template

     Owner or editor of the template, with games:create. `values` must fit the template's settings schema
    (400 `connect.schema_mismatch` naming the key); `networkId` is a Connect network you own, whose
    servers host it and may submit its scores. Starts as a draft (revision 1). 404 when the template is
    not yours to read.

    Tokens limited by scopes need `games:create`.

    Args:
        body (MinigameIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MinigameEnvelope | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: MinigameIn,
) -> Response[MinigameEnvelope | Problem]:
    """Create a minigame from a template

     Owner or editor of the template, with games:create. `values` must fit the template's settings schema
    (400 `connect.schema_mismatch` naming the key); `networkId` is a Connect network you own, whose
    servers host it and may submit its scores. Starts as a draft (revision 1). 404 when the template is
    not yours to read.

    Tokens limited by scopes need `games:create`.

    Args:
        body (MinigameIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MinigameEnvelope | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: MinigameIn,
) -> MinigameEnvelope | Problem | None:
    """Create a minigame from a template

     Owner or editor of the template, with games:create. `values` must fit the template's settings schema
    (400 `connect.schema_mismatch` naming the key); `networkId` is a Connect network you own, whose
    servers host it and may submit its scores. Starts as a draft (revision 1). 404 when the template is
    not yours to read.

    Tokens limited by scopes need `games:create`.

    Args:
        body (MinigameIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MinigameEnvelope | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
