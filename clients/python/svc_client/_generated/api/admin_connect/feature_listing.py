from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.feature_patch import FeaturePatch
from ...models.ok_out import OkOut
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    listing_id: str,
    *,
    body: FeaturePatch,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/v1/admin/connect/listings/{listing_id}".format(
            listing_id=quote(str(listing_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> OkOut | Problem | None:
    if response.status_code == 200:
        response_200 = OkOut.from_dict(response.json())

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
) -> Response[OkOut | Problem]:
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
    body: FeaturePatch,
) -> Response[OkOut | Problem]:
    """Feature a public listing (admin:connect:manage)

     Features or unfeatures a public listing in the directory. Audited.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        listing_id (str):
        body (FeaturePatch):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[OkOut | Problem]
    """

    kwargs = _get_kwargs(
        listing_id=listing_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    listing_id: str,
    *,
    client: AuthenticatedClient,
    body: FeaturePatch,
) -> OkOut | Problem | None:
    """Feature a public listing (admin:connect:manage)

     Features or unfeatures a public listing in the directory. Audited.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        listing_id (str):
        body (FeaturePatch):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        OkOut | Problem
    """

    return sync_detailed(
        listing_id=listing_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    listing_id: str,
    *,
    client: AuthenticatedClient,
    body: FeaturePatch,
) -> Response[OkOut | Problem]:
    """Feature a public listing (admin:connect:manage)

     Features or unfeatures a public listing in the directory. Audited.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        listing_id (str):
        body (FeaturePatch):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[OkOut | Problem]
    """

    kwargs = _get_kwargs(
        listing_id=listing_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    listing_id: str,
    *,
    client: AuthenticatedClient,
    body: FeaturePatch,
) -> OkOut | Problem | None:
    """Feature a public listing (admin:connect:manage)

     Features or unfeatures a public listing in the directory. Audited.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        listing_id (str):
        body (FeaturePatch):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        OkOut | Problem
    """

    return (
        await asyncio_detailed(
            listing_id=listing_id,
            client=client,
            body=body,
        )
    ).parsed
