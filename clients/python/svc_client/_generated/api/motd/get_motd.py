from http import HTTPStatus
from typing import Any, cast

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.current_out import CurrentOut
from ...models.get_motd_scope import GetMotdScope
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    scope: GetMotdScope | Unset = "global",
    scope_id: None | str | Unset = UNSET,
    locale: None | str | Unset = UNSET,
    if_none_match: None | str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    params: dict[str, Any] = {}

    json_scope: str | Unset = UNSET
    if not isinstance(scope, Unset):
        json_scope = scope

    params["scope"] = json_scope

    json_scope_id: None | str | Unset
    if isinstance(scope_id, Unset):
        json_scope_id = UNSET
    else:
        json_scope_id = scope_id
    params["scopeId"] = json_scope_id

    json_locale: None | str | Unset
    if isinstance(locale, Unset):
        json_locale = UNSET
    else:
        json_locale = locale
    params["locale"] = json_locale

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/motd",
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | CurrentOut | Problem | None:
    if response.status_code == 200:
        response_200 = CurrentOut.from_dict(response.json())

        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Any | CurrentOut | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    scope: GetMotdScope | Unset = "global",
    scope_id: None | str | Unset = UNSET,
    locale: None | str | Unset = UNSET,
    if_none_match: None | str | Unset = UNSET,
) -> Response[Any | CurrentOut | Problem]:
    """The message of the day

     Public and cacheable (`ETag`, `Cache-Control: public, max-age=60`; 304 when `If-None-Match` names
    the current answer). The active message of the most specific scope that has one (a server, then its
    network, then global), in `locale` (`pt-br`, then `pt`, then the default). `message` is null when
    none is active.

    Args:
        scope (GetMotdScope | Unset):  Default: 'global'.
        scope_id (None | str | Unset):
        locale (None | str | Unset):
        if_none_match (None | str | Unset): The ETag of the answer you have: 304 when it is still
            current

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | CurrentOut | Problem]
    """

    kwargs = _get_kwargs(
        scope=scope,
        scope_id=scope_id,
        locale=locale,
        if_none_match=if_none_match,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    scope: GetMotdScope | Unset = "global",
    scope_id: None | str | Unset = UNSET,
    locale: None | str | Unset = UNSET,
    if_none_match: None | str | Unset = UNSET,
) -> Any | CurrentOut | Problem | None:
    """The message of the day

     Public and cacheable (`ETag`, `Cache-Control: public, max-age=60`; 304 when `If-None-Match` names
    the current answer). The active message of the most specific scope that has one (a server, then its
    network, then global), in `locale` (`pt-br`, then `pt`, then the default). `message` is null when
    none is active.

    Args:
        scope (GetMotdScope | Unset):  Default: 'global'.
        scope_id (None | str | Unset):
        locale (None | str | Unset):
        if_none_match (None | str | Unset): The ETag of the answer you have: 304 when it is still
            current

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | CurrentOut | Problem
    """

    return sync_detailed(
        client=client,
        scope=scope,
        scope_id=scope_id,
        locale=locale,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    scope: GetMotdScope | Unset = "global",
    scope_id: None | str | Unset = UNSET,
    locale: None | str | Unset = UNSET,
    if_none_match: None | str | Unset = UNSET,
) -> Response[Any | CurrentOut | Problem]:
    """The message of the day

     Public and cacheable (`ETag`, `Cache-Control: public, max-age=60`; 304 when `If-None-Match` names
    the current answer). The active message of the most specific scope that has one (a server, then its
    network, then global), in `locale` (`pt-br`, then `pt`, then the default). `message` is null when
    none is active.

    Args:
        scope (GetMotdScope | Unset):  Default: 'global'.
        scope_id (None | str | Unset):
        locale (None | str | Unset):
        if_none_match (None | str | Unset): The ETag of the answer you have: 304 when it is still
            current

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | CurrentOut | Problem]
    """

    kwargs = _get_kwargs(
        scope=scope,
        scope_id=scope_id,
        locale=locale,
        if_none_match=if_none_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    scope: GetMotdScope | Unset = "global",
    scope_id: None | str | Unset = UNSET,
    locale: None | str | Unset = UNSET,
    if_none_match: None | str | Unset = UNSET,
) -> Any | CurrentOut | Problem | None:
    """The message of the day

     Public and cacheable (`ETag`, `Cache-Control: public, max-age=60`; 304 when `If-None-Match` names
    the current answer). The active message of the most specific scope that has one (a server, then its
    network, then global), in `locale` (`pt-br`, then `pt`, then the default). `message` is null when
    none is active.

    Args:
        scope (GetMotdScope | Unset):  Default: 'global'.
        scope_id (None | str | Unset):
        locale (None | str | Unset):
        if_none_match (None | str | Unset): The ETag of the answer you have: 304 when it is still
            current

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | CurrentOut | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            scope=scope,
            scope_id=scope_id,
            locale=locale,
            if_none_match=if_none_match,
        )
    ).parsed
