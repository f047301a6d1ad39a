from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.catalog_catalog_out import CatalogCatalogOut
from ...models.catalog_put import CatalogPut
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    catalog_id: str,
    *,
    body: CatalogPut,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "put",
        "url": "/v1/catalogs/{catalog_id}".format(
            catalog_id=quote(str(catalog_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CatalogCatalogOut | Problem | None:
    if response.status_code == 200:
        response_200 = CatalogCatalogOut.from_dict(response.json())

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
) -> Response[CatalogCatalogOut | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    catalog_id: str,
    *,
    client: AuthenticatedClient,
    body: CatalogPut,
) -> Response[CatalogCatalogOut | Problem]:
    """Change a catalog

     Needs admin:catalogs:edit. Changes the fields given; `items` replaces every item.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        catalog_id (str):
        body (CatalogPut):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CatalogCatalogOut | Problem]
    """

    kwargs = _get_kwargs(
        catalog_id=catalog_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    catalog_id: str,
    *,
    client: AuthenticatedClient,
    body: CatalogPut,
) -> CatalogCatalogOut | Problem | None:
    """Change a catalog

     Needs admin:catalogs:edit. Changes the fields given; `items` replaces every item.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        catalog_id (str):
        body (CatalogPut):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CatalogCatalogOut | Problem
    """

    return sync_detailed(
        catalog_id=catalog_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    catalog_id: str,
    *,
    client: AuthenticatedClient,
    body: CatalogPut,
) -> Response[CatalogCatalogOut | Problem]:
    """Change a catalog

     Needs admin:catalogs:edit. Changes the fields given; `items` replaces every item.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        catalog_id (str):
        body (CatalogPut):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CatalogCatalogOut | Problem]
    """

    kwargs = _get_kwargs(
        catalog_id=catalog_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    catalog_id: str,
    *,
    client: AuthenticatedClient,
    body: CatalogPut,
) -> CatalogCatalogOut | Problem | None:
    """Change a catalog

     Needs admin:catalogs:edit. Changes the fields given; `items` replaces every item.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        catalog_id (str):
        body (CatalogPut):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CatalogCatalogOut | Problem
    """

    return (
        await asyncio_detailed(
            catalog_id=catalog_id,
            client=client,
            body=body,
        )
    ).parsed
