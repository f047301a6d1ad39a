from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.channels_out import ChannelsOut
from ...models.get_active_versions_scope_type import (
    GetActiveVersionsScopeType,
)
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    scope_type: GetActiveVersionsScopeType,
    scope_id: str,
    channel: None | str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_scope_type: str = scope_type
    params["scopeType"] = json_scope_type

    params["scopeId"] = scope_id

    json_channel: None | str | Unset
    if isinstance(channel, Unset):
        json_channel = UNSET
    else:
        json_channel = channel
    params["channel"] = json_channel

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/versions/channels/active",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ChannelsOut | Problem | None:
    if response.status_code == 200:
        response_200 = ChannelsOut.from_dict(response.json())

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

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[ChannelsOut | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    scope_type: GetActiveVersionsScopeType,
    scope_id: str,
    channel: None | str | Unset = UNSET,
) -> Response[ChannelsOut | Problem]:
    """The active release of a scope's channels

     Every channel of the scope (or `channel`), by name, with the release it points at and, during a
    staged rollout, the release the other clients keep. Needs versions:read in the scope.

    Tokens limited by scopes need `versions:read`.

    Args:
        scope_type (GetActiveVersionsScopeType):
        scope_id (str):
        channel (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChannelsOut | Problem]
    """

    kwargs = _get_kwargs(
        scope_type=scope_type,
        scope_id=scope_id,
        channel=channel,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    scope_type: GetActiveVersionsScopeType,
    scope_id: str,
    channel: None | str | Unset = UNSET,
) -> ChannelsOut | Problem | None:
    """The active release of a scope's channels

     Every channel of the scope (or `channel`), by name, with the release it points at and, during a
    staged rollout, the release the other clients keep. Needs versions:read in the scope.

    Tokens limited by scopes need `versions:read`.

    Args:
        scope_type (GetActiveVersionsScopeType):
        scope_id (str):
        channel (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChannelsOut | Problem
    """

    return sync_detailed(
        client=client,
        scope_type=scope_type,
        scope_id=scope_id,
        channel=channel,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    scope_type: GetActiveVersionsScopeType,
    scope_id: str,
    channel: None | str | Unset = UNSET,
) -> Response[ChannelsOut | Problem]:
    """The active release of a scope's channels

     Every channel of the scope (or `channel`), by name, with the release it points at and, during a
    staged rollout, the release the other clients keep. Needs versions:read in the scope.

    Tokens limited by scopes need `versions:read`.

    Args:
        scope_type (GetActiveVersionsScopeType):
        scope_id (str):
        channel (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChannelsOut | Problem]
    """

    kwargs = _get_kwargs(
        scope_type=scope_type,
        scope_id=scope_id,
        channel=channel,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    scope_type: GetActiveVersionsScopeType,
    scope_id: str,
    channel: None | str | Unset = UNSET,
) -> ChannelsOut | Problem | None:
    """The active release of a scope's channels

     Every channel of the scope (or `channel`), by name, with the release it points at and, during a
    staged rollout, the release the other clients keep. Needs versions:read in the scope.

    Tokens limited by scopes need `versions:read`.

    Args:
        scope_type (GetActiveVersionsScopeType):
        scope_id (str):
        channel (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChannelsOut | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            scope_type=scope_type,
            scope_id=scope_id,
            channel=channel,
        )
    ).parsed
