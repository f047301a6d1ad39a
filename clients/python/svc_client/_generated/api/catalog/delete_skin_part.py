from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.removed import Removed
from ...types import Response


def _get_kwargs(
    part_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/v1/admin/skin-builder/parts/{part_id}".format(
            part_id=quote(str(part_id), safe=""),
        ),
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
    part_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[Problem | Removed]:
    """Delete a skin-builder part

     Needs admin:skin-builder-parts:delete.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        part_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Removed]
    """

    kwargs = _get_kwargs(
        part_id=part_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    part_id: str,
    *,
    client: AuthenticatedClient,
) -> Problem | Removed | None:
    """Delete a skin-builder part

     Needs admin:skin-builder-parts:delete.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        part_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Removed
    """

    return sync_detailed(
        part_id=part_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    part_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[Problem | Removed]:
    """Delete a skin-builder part

     Needs admin:skin-builder-parts:delete.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        part_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Removed]
    """

    kwargs = _get_kwargs(
        part_id=part_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    part_id: str,
    *,
    client: AuthenticatedClient,
) -> Problem | Removed | None:
    """Delete a skin-builder part

     Needs admin:skin-builder-parts:delete.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        part_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Removed
    """

    return (
        await asyncio_detailed(
            part_id=part_id,
            client=client,
        )
    ).parsed
