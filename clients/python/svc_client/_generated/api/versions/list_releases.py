from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.list_releases_scope_type_type_1 import (
    ListReleasesScopeTypeType1,
)
from ...models.list_releases_scope_type_type_2_type_1 import (
    ListReleasesScopeTypeType2Type1,
)
from ...models.list_releases_scope_type_type_3_type_1 import (
    ListReleasesScopeTypeType3Type1,
)
from ...models.list_releases_status_type_1 import (
    ListReleasesStatusType1,
)
from ...models.list_releases_status_type_2_type_1 import (
    ListReleasesStatusType2Type1,
)
from ...models.list_releases_status_type_3_type_1 import (
    ListReleasesStatusType3Type1,
)
from ...models.problem import Problem
from ...models.releases_out import ReleasesOut
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    scope_type: ListReleasesScopeTypeType1
    | ListReleasesScopeTypeType2Type1
    | ListReleasesScopeTypeType3Type1
    | None
    | Unset = UNSET,
    scope_id: None | str | Unset = UNSET,
    channel: None | str | Unset = UNSET,
    status: ListReleasesStatusType1
    | ListReleasesStatusType2Type1
    | ListReleasesStatusType3Type1
    | None
    | Unset = UNSET,
    limit: int | None | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_scope_type: None | str | Unset
    if isinstance(scope_type, Unset):
        json_scope_type = UNSET
    elif (
        isinstance(scope_type, str)
        or isinstance(scope_type, str)
        or isinstance(scope_type, str)
    ):
        json_scope_type = scope_type
    else:
        json_scope_type = scope_type
    params["scopeType"] = json_scope_type

    json_scope_id: None | str | Unset
    if isinstance(scope_id, Unset):
        json_scope_id = UNSET
    else:
        json_scope_id = scope_id
    params["scopeId"] = json_scope_id

    json_channel: None | str | Unset
    if isinstance(channel, Unset):
        json_channel = UNSET
    else:
        json_channel = channel
    params["channel"] = json_channel

    json_status: None | str | Unset
    if isinstance(status, Unset):
        json_status = UNSET
    elif isinstance(status, str) or isinstance(status, str) or isinstance(status, str):
        json_status = status
    else:
        json_status = status
    params["status"] = json_status

    json_limit: int | None | Unset
    if isinstance(limit, Unset):
        json_limit = UNSET
    else:
        json_limit = limit
    params["limit"] = json_limit

    json_cursor: None | str | Unset
    if isinstance(cursor, Unset):
        json_cursor = UNSET
    else:
        json_cursor = cursor
    params["cursor"] = json_cursor

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/versions/releases",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | ReleasesOut | None:
    if response.status_code == 200:
        response_200 = ReleasesOut.from_dict(response.json())

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
) -> Response[Problem | ReleasesOut]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    scope_type: ListReleasesScopeTypeType1
    | ListReleasesScopeTypeType2Type1
    | ListReleasesScopeTypeType3Type1
    | None
    | Unset = UNSET,
    scope_id: None | str | Unset = UNSET,
    channel: None | str | Unset = UNSET,
    status: ListReleasesStatusType1
    | ListReleasesStatusType2Type1
    | ListReleasesStatusType3Type1
    | None
    | Unset = UNSET,
    limit: int | None | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
) -> Response[Problem | ReleasesOut]:
    """Releases, newest first

     Filter by scope (`scopeType` and `scopeId` together), by `channel` (releases that channel ever
    pointed at) and by `status`. Needs versions:read in the scope, or globally without one.

    Tokens limited by scopes need `versions:read`.

    Args:
        scope_type (ListReleasesScopeTypeType1 | ListReleasesScopeTypeType2Type1 |
            ListReleasesScopeTypeType3Type1 | None | Unset):
        scope_id (None | str | Unset):
        channel (None | str | Unset):
        status (ListReleasesStatusType1 | ListReleasesStatusType2Type1 |
            ListReleasesStatusType3Type1 | None | Unset):
        limit (int | None | Unset): default 50, above 200 clamped
        cursor (None | str | Unset): nextCursor of the last page

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | ReleasesOut]
    """

    kwargs = _get_kwargs(
        scope_type=scope_type,
        scope_id=scope_id,
        channel=channel,
        status=status,
        limit=limit,
        cursor=cursor,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    scope_type: ListReleasesScopeTypeType1
    | ListReleasesScopeTypeType2Type1
    | ListReleasesScopeTypeType3Type1
    | None
    | Unset = UNSET,
    scope_id: None | str | Unset = UNSET,
    channel: None | str | Unset = UNSET,
    status: ListReleasesStatusType1
    | ListReleasesStatusType2Type1
    | ListReleasesStatusType3Type1
    | None
    | Unset = UNSET,
    limit: int | None | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
) -> Problem | ReleasesOut | None:
    """Releases, newest first

     Filter by scope (`scopeType` and `scopeId` together), by `channel` (releases that channel ever
    pointed at) and by `status`. Needs versions:read in the scope, or globally without one.

    Tokens limited by scopes need `versions:read`.

    Args:
        scope_type (ListReleasesScopeTypeType1 | ListReleasesScopeTypeType2Type1 |
            ListReleasesScopeTypeType3Type1 | None | Unset):
        scope_id (None | str | Unset):
        channel (None | str | Unset):
        status (ListReleasesStatusType1 | ListReleasesStatusType2Type1 |
            ListReleasesStatusType3Type1 | None | Unset):
        limit (int | None | Unset): default 50, above 200 clamped
        cursor (None | str | Unset): nextCursor of the last page

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | ReleasesOut
    """

    return sync_detailed(
        client=client,
        scope_type=scope_type,
        scope_id=scope_id,
        channel=channel,
        status=status,
        limit=limit,
        cursor=cursor,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    scope_type: ListReleasesScopeTypeType1
    | ListReleasesScopeTypeType2Type1
    | ListReleasesScopeTypeType3Type1
    | None
    | Unset = UNSET,
    scope_id: None | str | Unset = UNSET,
    channel: None | str | Unset = UNSET,
    status: ListReleasesStatusType1
    | ListReleasesStatusType2Type1
    | ListReleasesStatusType3Type1
    | None
    | Unset = UNSET,
    limit: int | None | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
) -> Response[Problem | ReleasesOut]:
    """Releases, newest first

     Filter by scope (`scopeType` and `scopeId` together), by `channel` (releases that channel ever
    pointed at) and by `status`. Needs versions:read in the scope, or globally without one.

    Tokens limited by scopes need `versions:read`.

    Args:
        scope_type (ListReleasesScopeTypeType1 | ListReleasesScopeTypeType2Type1 |
            ListReleasesScopeTypeType3Type1 | None | Unset):
        scope_id (None | str | Unset):
        channel (None | str | Unset):
        status (ListReleasesStatusType1 | ListReleasesStatusType2Type1 |
            ListReleasesStatusType3Type1 | None | Unset):
        limit (int | None | Unset): default 50, above 200 clamped
        cursor (None | str | Unset): nextCursor of the last page

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | ReleasesOut]
    """

    kwargs = _get_kwargs(
        scope_type=scope_type,
        scope_id=scope_id,
        channel=channel,
        status=status,
        limit=limit,
        cursor=cursor,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    scope_type: ListReleasesScopeTypeType1
    | ListReleasesScopeTypeType2Type1
    | ListReleasesScopeTypeType3Type1
    | None
    | Unset = UNSET,
    scope_id: None | str | Unset = UNSET,
    channel: None | str | Unset = UNSET,
    status: ListReleasesStatusType1
    | ListReleasesStatusType2Type1
    | ListReleasesStatusType3Type1
    | None
    | Unset = UNSET,
    limit: int | None | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
) -> Problem | ReleasesOut | None:
    """Releases, newest first

     Filter by scope (`scopeType` and `scopeId` together), by `channel` (releases that channel ever
    pointed at) and by `status`. Needs versions:read in the scope, or globally without one.

    Tokens limited by scopes need `versions:read`.

    Args:
        scope_type (ListReleasesScopeTypeType1 | ListReleasesScopeTypeType2Type1 |
            ListReleasesScopeTypeType3Type1 | None | Unset):
        scope_id (None | str | Unset):
        channel (None | str | Unset):
        status (ListReleasesStatusType1 | ListReleasesStatusType2Type1 |
            ListReleasesStatusType3Type1 | None | Unset):
        limit (int | None | Unset): default 50, above 200 clamped
        cursor (None | str | Unset): nextCursor of the last page

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | ReleasesOut
    """

    return (
        await asyncio_detailed(
            client=client,
            scope_type=scope_type,
            scope_id=scope_id,
            channel=channel,
            status=status,
            limit=limit,
            cursor=cursor,
        )
    ).parsed
