from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.sync_in import SyncIn
from ...models.sync_out import SyncOut
from ...types import Response


def _get_kwargs(
    *,
    body: SyncIn,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/admin/shop/sync",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | SyncOut | None:
    if response.status_code == 200:
        response_200 = SyncOut.from_dict(response.json())

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

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Problem | SyncOut]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: SyncIn,
) -> Response[Problem | SyncOut]:
    """Sync the catalog to the payment provider

     Needs admin:shop:manage. Creates or updates the provider's product of each slug, creates missing
    prices and deactivates others, and reports every difference; a second run reports none. `dryRun:
    true` only reports. 503 when the provider does not answer.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        body (SyncIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SyncOut]
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
    body: SyncIn,
) -> Problem | SyncOut | None:
    """Sync the catalog to the payment provider

     Needs admin:shop:manage. Creates or updates the provider's product of each slug, creates missing
    prices and deactivates others, and reports every difference; a second run reports none. `dryRun:
    true` only reports. 503 when the provider does not answer.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        body (SyncIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SyncOut
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: SyncIn,
) -> Response[Problem | SyncOut]:
    """Sync the catalog to the payment provider

     Needs admin:shop:manage. Creates or updates the provider's product of each slug, creates missing
    prices and deactivates others, and reports every difference; a second run reports none. `dryRun:
    true` only reports. 503 when the provider does not answer.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        body (SyncIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SyncOut]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: SyncIn,
) -> Problem | SyncOut | None:
    """Sync the catalog to the payment provider

     Needs admin:shop:manage. Creates or updates the provider's product of each slug, creates missing
    prices and deactivates others, and reports every difference; a second run reports none. `dryRun:
    true` only reports. 503 when the provider does not answer.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        body (SyncIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SyncOut
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
