from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.settings_list_out import SettingsListOut
from ...types import UNSET, Response, Unset


def _get_kwargs(
    server_id: UUID,
    *,
    source: None | str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_source: None | str | Unset
    if isinstance(source, Unset):
        json_source = UNSET
    else:
        json_source = source
    params["source"] = json_source

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/connect/servers/{server_id}/settings".format(
            server_id=quote(str(server_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | SettingsListOut | None:
    if response.status_code == 200:
        response_200 = SettingsListOut.from_dict(response.json())

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
) -> Response[Problem | SettingsListOut]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    server_id: UUID,
    *,
    client: AuthenticatedClient,
    source: None | str | Unset = UNSET,
) -> Response[Problem | SettingsListOut]:
    """Current settings of every source, or of one

     Server auth, or a platform token with connect:settings:read.

    Tokens limited by scopes need `connect:settings:read`.

    Args:
        server_id (UUID):
        source (None | str | Unset): an extension id, or 'connect'

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SettingsListOut]
    """

    kwargs = _get_kwargs(
        server_id=server_id,
        source=source,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    server_id: UUID,
    *,
    client: AuthenticatedClient,
    source: None | str | Unset = UNSET,
) -> Problem | SettingsListOut | None:
    """Current settings of every source, or of one

     Server auth, or a platform token with connect:settings:read.

    Tokens limited by scopes need `connect:settings:read`.

    Args:
        server_id (UUID):
        source (None | str | Unset): an extension id, or 'connect'

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SettingsListOut
    """

    return sync_detailed(
        server_id=server_id,
        client=client,
        source=source,
    ).parsed


async def asyncio_detailed(
    server_id: UUID,
    *,
    client: AuthenticatedClient,
    source: None | str | Unset = UNSET,
) -> Response[Problem | SettingsListOut]:
    """Current settings of every source, or of one

     Server auth, or a platform token with connect:settings:read.

    Tokens limited by scopes need `connect:settings:read`.

    Args:
        server_id (UUID):
        source (None | str | Unset): an extension id, or 'connect'

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SettingsListOut]
    """

    kwargs = _get_kwargs(
        server_id=server_id,
        source=source,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    server_id: UUID,
    *,
    client: AuthenticatedClient,
    source: None | str | Unset = UNSET,
) -> Problem | SettingsListOut | None:
    """Current settings of every source, or of one

     Server auth, or a platform token with connect:settings:read.

    Tokens limited by scopes need `connect:settings:read`.

    Args:
        server_id (UUID):
        source (None | str | Unset): an extension id, or 'connect'

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SettingsListOut
    """

    return (
        await asyncio_detailed(
            server_id=server_id,
            client=client,
            source=source,
        )
    ).parsed
