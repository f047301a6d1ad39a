from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.favorite_out import FavoriteOut
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    listing_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "put",
        "url": "/v1/connect/listings/{listing_id}/favorite".format(
            listing_id=quote(str(listing_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> FavoriteOut | Problem | None:
    if response.status_code == 200:
        response_200 = FavoriteOut.from_dict(response.json())

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
) -> Response[FavoriteOut | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    listing_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[FavoriteOut | Problem]:
    """Favorite a listing

     Idempotent; favoriteCount counts each user once.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        listing_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FavoriteOut | Problem]
    """

    kwargs = _get_kwargs(
        listing_id=listing_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    listing_id: str,
    *,
    client: AuthenticatedClient,
) -> FavoriteOut | Problem | None:
    """Favorite a listing

     Idempotent; favoriteCount counts each user once.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        listing_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FavoriteOut | Problem
    """

    return sync_detailed(
        listing_id=listing_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    listing_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[FavoriteOut | Problem]:
    """Favorite a listing

     Idempotent; favoriteCount counts each user once.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        listing_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FavoriteOut | Problem]
    """

    kwargs = _get_kwargs(
        listing_id=listing_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    listing_id: str,
    *,
    client: AuthenticatedClient,
) -> FavoriteOut | Problem | None:
    """Favorite a listing

     Idempotent; favoriteCount counts each user once.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        listing_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FavoriteOut | Problem
    """

    return (
        await asyncio_detailed(
            listing_id=listing_id,
            client=client,
        )
    ).parsed
