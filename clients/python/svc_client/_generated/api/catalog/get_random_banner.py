from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.draw_out import DrawOut
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    scope: None | str | Unset = UNSET,
    scope_id: None | str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_scope: None | str | Unset
    if isinstance(scope, Unset):
        json_scope = UNSET
    else:
        json_scope = scope
    params["scope"] = json_scope

    json_scope_id: None | str | Unset
    if isinstance(scope_id, Unset):
        json_scope_id = UNSET
    else:
        json_scope_id = scope_id
    params["scopeId"] = json_scope_id

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/banner/random",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> DrawOut | Problem | None:
    if response.status_code == 200:
        response_200 = DrawOut.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[DrawOut | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    scope: None | str | Unset = UNSET,
    scope_id: None | str | Unset = UNSET,
) -> Response[DrawOut | Problem]:
    """A random banner

     One enabled item, drawn by weight (equal weights: uniformly). With `scope` (and `scopeId`), among
    that scope's items, or the unscoped ones when the scope has none. 404 `catalogs.empty` when there is
    nothing to draw. Over every catalog of kind `banner`.

    Args:
        scope (None | str | Unset): e.g. server
        scope_id (None | str | Unset): needs scope

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DrawOut | Problem]
    """

    kwargs = _get_kwargs(
        scope=scope,
        scope_id=scope_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    scope: None | str | Unset = UNSET,
    scope_id: None | str | Unset = UNSET,
) -> DrawOut | Problem | None:
    """A random banner

     One enabled item, drawn by weight (equal weights: uniformly). With `scope` (and `scopeId`), among
    that scope's items, or the unscoped ones when the scope has none. 404 `catalogs.empty` when there is
    nothing to draw. Over every catalog of kind `banner`.

    Args:
        scope (None | str | Unset): e.g. server
        scope_id (None | str | Unset): needs scope

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DrawOut | Problem
    """

    return sync_detailed(
        client=client,
        scope=scope,
        scope_id=scope_id,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    scope: None | str | Unset = UNSET,
    scope_id: None | str | Unset = UNSET,
) -> Response[DrawOut | Problem]:
    """A random banner

     One enabled item, drawn by weight (equal weights: uniformly). With `scope` (and `scopeId`), among
    that scope's items, or the unscoped ones when the scope has none. 404 `catalogs.empty` when there is
    nothing to draw. Over every catalog of kind `banner`.

    Args:
        scope (None | str | Unset): e.g. server
        scope_id (None | str | Unset): needs scope

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DrawOut | Problem]
    """

    kwargs = _get_kwargs(
        scope=scope,
        scope_id=scope_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    scope: None | str | Unset = UNSET,
    scope_id: None | str | Unset = UNSET,
) -> DrawOut | Problem | None:
    """A random banner

     One enabled item, drawn by weight (equal weights: uniformly). With `scope` (and `scopeId`), among
    that scope's items, or the unscoped ones when the scope has none. 404 `catalogs.empty` when there is
    nothing to draw. Over every catalog of kind `banner`.

    Args:
        scope (None | str | Unset): e.g. server
        scope_id (None | str | Unset): needs scope

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DrawOut | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            scope=scope,
            scope_id=scope_id,
        )
    ).parsed
