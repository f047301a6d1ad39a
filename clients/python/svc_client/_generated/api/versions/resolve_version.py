from http import HTTPStatus
from typing import Any, cast

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.resolve_out import ResolveOut
from ...models.resolve_version_scope_type import (
    ResolveVersionScopeType,
)
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    scope_type: ResolveVersionScopeType,
    scope_id: str,
    channel: str,
    current: None | str | Unset = UNSET,
    client_id: None | str | Unset = UNSET,
    if_none_match: None | str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    params: dict[str, Any] = {}

    json_scope_type: str = scope_type
    params["scopeType"] = json_scope_type

    params["scopeId"] = scope_id

    params["channel"] = channel

    json_current: None | str | Unset
    if isinstance(current, Unset):
        json_current = UNSET
    else:
        json_current = current
    params["current"] = json_current

    json_client_id: None | str | Unset
    if isinstance(client_id, Unset):
        json_client_id = UNSET
    else:
        json_client_id = client_id
    params["clientId"] = json_client_id

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/public/versions/resolve",
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | Problem | ResolveOut | None:
    if response.status_code == 200:
        response_200 = ResolveOut.from_dict(response.json())

        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

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
) -> Response[Any | Problem | ResolveOut]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    scope_type: ResolveVersionScopeType,
    scope_id: str,
    channel: str,
    current: None | str | Unset = UNSET,
    client_id: None | str | Unset = UNSET,
    if_none_match: None | str | Unset = UNSET,
) -> Response[Any | Problem | ResolveOut]:
    """What this client should run

     The release active on the channel of the scope, or, during a staged rollout, the release kept for
    clients outside it (by a stable hash of `clientId`; without one, the kept release). `mustUpdate`:
    `current` is below the release's minimum supported build. Public and cacheable: `ETag` and `Cache-
    Control`; 304 when `If-None-Match` names the current answer. 404 `versions.not_resolved` when the
    channel has no active release.

    Args:
        scope_type (ResolveVersionScopeType):
        scope_id (str):
        channel (str):
        current (None | str | Unset): the build id the client runs
        client_id (None | str | Unset): a stable id of this install
        if_none_match (None | str | Unset): The ETag of the answer you have: 304 when it is still
            current

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem | ResolveOut]
    """

    kwargs = _get_kwargs(
        scope_type=scope_type,
        scope_id=scope_id,
        channel=channel,
        current=current,
        client_id=client_id,
        if_none_match=if_none_match,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    scope_type: ResolveVersionScopeType,
    scope_id: str,
    channel: str,
    current: None | str | Unset = UNSET,
    client_id: None | str | Unset = UNSET,
    if_none_match: None | str | Unset = UNSET,
) -> Any | Problem | ResolveOut | None:
    """What this client should run

     The release active on the channel of the scope, or, during a staged rollout, the release kept for
    clients outside it (by a stable hash of `clientId`; without one, the kept release). `mustUpdate`:
    `current` is below the release's minimum supported build. Public and cacheable: `ETag` and `Cache-
    Control`; 304 when `If-None-Match` names the current answer. 404 `versions.not_resolved` when the
    channel has no active release.

    Args:
        scope_type (ResolveVersionScopeType):
        scope_id (str):
        channel (str):
        current (None | str | Unset): the build id the client runs
        client_id (None | str | Unset): a stable id of this install
        if_none_match (None | str | Unset): The ETag of the answer you have: 304 when it is still
            current

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem | ResolveOut
    """

    return sync_detailed(
        client=client,
        scope_type=scope_type,
        scope_id=scope_id,
        channel=channel,
        current=current,
        client_id=client_id,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    scope_type: ResolveVersionScopeType,
    scope_id: str,
    channel: str,
    current: None | str | Unset = UNSET,
    client_id: None | str | Unset = UNSET,
    if_none_match: None | str | Unset = UNSET,
) -> Response[Any | Problem | ResolveOut]:
    """What this client should run

     The release active on the channel of the scope, or, during a staged rollout, the release kept for
    clients outside it (by a stable hash of `clientId`; without one, the kept release). `mustUpdate`:
    `current` is below the release's minimum supported build. Public and cacheable: `ETag` and `Cache-
    Control`; 304 when `If-None-Match` names the current answer. 404 `versions.not_resolved` when the
    channel has no active release.

    Args:
        scope_type (ResolveVersionScopeType):
        scope_id (str):
        channel (str):
        current (None | str | Unset): the build id the client runs
        client_id (None | str | Unset): a stable id of this install
        if_none_match (None | str | Unset): The ETag of the answer you have: 304 when it is still
            current

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem | ResolveOut]
    """

    kwargs = _get_kwargs(
        scope_type=scope_type,
        scope_id=scope_id,
        channel=channel,
        current=current,
        client_id=client_id,
        if_none_match=if_none_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    scope_type: ResolveVersionScopeType,
    scope_id: str,
    channel: str,
    current: None | str | Unset = UNSET,
    client_id: None | str | Unset = UNSET,
    if_none_match: None | str | Unset = UNSET,
) -> Any | Problem | ResolveOut | None:
    """What this client should run

     The release active on the channel of the scope, or, during a staged rollout, the release kept for
    clients outside it (by a stable hash of `clientId`; without one, the kept release). `mustUpdate`:
    `current` is below the release's minimum supported build. Public and cacheable: `ETag` and `Cache-
    Control`; 304 when `If-None-Match` names the current answer. 404 `versions.not_resolved` when the
    channel has no active release.

    Args:
        scope_type (ResolveVersionScopeType):
        scope_id (str):
        channel (str):
        current (None | str | Unset): the build id the client runs
        client_id (None | str | Unset): a stable id of this install
        if_none_match (None | str | Unset): The ETag of the answer you have: 304 when it is still
            current

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem | ResolveOut
    """

    return (
        await asyncio_detailed(
            client=client,
            scope_type=scope_type,
            scope_id=scope_id,
            channel=channel,
            current=current,
            client_id=client_id,
            if_none_match=if_none_match,
        )
    ).parsed
