from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.catalog_catalog_out import CatalogCatalogOut
from ...models.catalog_in import CatalogIn
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    *,
    body: CatalogIn,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/catalogs",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CatalogCatalogOut | Problem | None:
    if response.status_code == 201:
        response_201 = CatalogCatalogOut.from_dict(response.json())

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
) -> Response[CatalogCatalogOut | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: CatalogIn,
) -> Response[CatalogCatalogOut | Problem]:
    """Create a catalog

     Needs admin:catalogs:create. `slug` is unique (409 `catalogs.slug_taken`); items are `{asset,
    weight?, scope?, scopeId?, enabled?}`.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        body (CatalogIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CatalogCatalogOut | Problem]
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
    body: CatalogIn,
) -> CatalogCatalogOut | Problem | None:
    """Create a catalog

     Needs admin:catalogs:create. `slug` is unique (409 `catalogs.slug_taken`); items are `{asset,
    weight?, scope?, scopeId?, enabled?}`.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        body (CatalogIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CatalogCatalogOut | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: CatalogIn,
) -> Response[CatalogCatalogOut | Problem]:
    """Create a catalog

     Needs admin:catalogs:create. `slug` is unique (409 `catalogs.slug_taken`); items are `{asset,
    weight?, scope?, scopeId?, enabled?}`.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        body (CatalogIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CatalogCatalogOut | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: CatalogIn,
) -> CatalogCatalogOut | Problem | None:
    """Create a catalog

     Needs admin:catalogs:create. `slug` is unique (409 `catalogs.slug_taken`); items are `{asset,
    weight?, scope?, scopeId?, enabled?}`.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        body (CatalogIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CatalogCatalogOut | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
