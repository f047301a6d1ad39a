from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.events_out import EventsOut
from ...models.list_version_events_kind_type_1 import (
    ListVersionEventsKindType1,
)
from ...models.list_version_events_kind_type_2_type_1 import (
    ListVersionEventsKindType2Type1,
)
from ...models.list_version_events_kind_type_3_type_1 import (
    ListVersionEventsKindType3Type1,
)
from ...models.list_version_events_scope_type import (
    ListVersionEventsScopeType,
)
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    scope_type: ListVersionEventsScopeType,
    scope_id: str,
    release_id: None | str | Unset = UNSET,
    kind: ListVersionEventsKindType1
    | ListVersionEventsKindType2Type1
    | ListVersionEventsKindType3Type1
    | None
    | Unset = UNSET,
    since_ms: int | None | Unset = UNSET,
    by_hour: bool | Unset = False,
    limit: int | None | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_scope_type: str = scope_type
    params["scopeType"] = json_scope_type

    params["scopeId"] = scope_id

    json_release_id: None | str | Unset
    if isinstance(release_id, Unset):
        json_release_id = UNSET
    else:
        json_release_id = release_id
    params["releaseId"] = json_release_id

    json_kind: None | str | Unset
    if isinstance(kind, Unset):
        json_kind = UNSET
    elif isinstance(kind, str) or isinstance(kind, str) or isinstance(kind, str):
        json_kind = kind
    else:
        json_kind = kind
    params["kind"] = json_kind

    json_since_ms: int | None | Unset
    if isinstance(since_ms, Unset):
        json_since_ms = UNSET
    else:
        json_since_ms = since_ms
    params["sinceMs"] = json_since_ms

    params["byHour"] = by_hour

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
        "url": "/v1/versions/events",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> EventsOut | Problem | None:
    if response.status_code == 200:
        response_200 = EventsOut.from_dict(response.json())

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
) -> Response[EventsOut | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    scope_type: ListVersionEventsScopeType,
    scope_id: str,
    release_id: None | str | Unset = UNSET,
    kind: ListVersionEventsKindType1
    | ListVersionEventsKindType2Type1
    | ListVersionEventsKindType3Type1
    | None
    | Unset = UNSET,
    since_ms: int | None | Unset = UNSET,
    by_hour: bool | Unset = False,
    limit: int | None | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
) -> Response[EventsOut | Problem]:
    """Client events of a scope, newest first, with their counts

     Needs versions:track in the scope. Filter by `releaseId`, `kind` and `sinceMs` (received since;
    counts from the start of that hour). `counts`: per release and kind; `hours` (with `byHour=true`):
    the same per hour, so a crash spike after a roll-forward shows.

    Tokens limited by scopes need `versions:track`.

    Args:
        scope_type (ListVersionEventsScopeType):
        scope_id (str):
        release_id (None | str | Unset):
        kind (ListVersionEventsKindType1 | ListVersionEventsKindType2Type1 |
            ListVersionEventsKindType3Type1 | None | Unset):
        since_ms (int | None | Unset):
        by_hour (bool | Unset):  Default: False.
        limit (int | None | Unset): default 50, above 200 clamped
        cursor (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EventsOut | Problem]
    """

    kwargs = _get_kwargs(
        scope_type=scope_type,
        scope_id=scope_id,
        release_id=release_id,
        kind=kind,
        since_ms=since_ms,
        by_hour=by_hour,
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
    scope_type: ListVersionEventsScopeType,
    scope_id: str,
    release_id: None | str | Unset = UNSET,
    kind: ListVersionEventsKindType1
    | ListVersionEventsKindType2Type1
    | ListVersionEventsKindType3Type1
    | None
    | Unset = UNSET,
    since_ms: int | None | Unset = UNSET,
    by_hour: bool | Unset = False,
    limit: int | None | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
) -> EventsOut | Problem | None:
    """Client events of a scope, newest first, with their counts

     Needs versions:track in the scope. Filter by `releaseId`, `kind` and `sinceMs` (received since;
    counts from the start of that hour). `counts`: per release and kind; `hours` (with `byHour=true`):
    the same per hour, so a crash spike after a roll-forward shows.

    Tokens limited by scopes need `versions:track`.

    Args:
        scope_type (ListVersionEventsScopeType):
        scope_id (str):
        release_id (None | str | Unset):
        kind (ListVersionEventsKindType1 | ListVersionEventsKindType2Type1 |
            ListVersionEventsKindType3Type1 | None | Unset):
        since_ms (int | None | Unset):
        by_hour (bool | Unset):  Default: False.
        limit (int | None | Unset): default 50, above 200 clamped
        cursor (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EventsOut | Problem
    """

    return sync_detailed(
        client=client,
        scope_type=scope_type,
        scope_id=scope_id,
        release_id=release_id,
        kind=kind,
        since_ms=since_ms,
        by_hour=by_hour,
        limit=limit,
        cursor=cursor,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    scope_type: ListVersionEventsScopeType,
    scope_id: str,
    release_id: None | str | Unset = UNSET,
    kind: ListVersionEventsKindType1
    | ListVersionEventsKindType2Type1
    | ListVersionEventsKindType3Type1
    | None
    | Unset = UNSET,
    since_ms: int | None | Unset = UNSET,
    by_hour: bool | Unset = False,
    limit: int | None | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
) -> Response[EventsOut | Problem]:
    """Client events of a scope, newest first, with their counts

     Needs versions:track in the scope. Filter by `releaseId`, `kind` and `sinceMs` (received since;
    counts from the start of that hour). `counts`: per release and kind; `hours` (with `byHour=true`):
    the same per hour, so a crash spike after a roll-forward shows.

    Tokens limited by scopes need `versions:track`.

    Args:
        scope_type (ListVersionEventsScopeType):
        scope_id (str):
        release_id (None | str | Unset):
        kind (ListVersionEventsKindType1 | ListVersionEventsKindType2Type1 |
            ListVersionEventsKindType3Type1 | None | Unset):
        since_ms (int | None | Unset):
        by_hour (bool | Unset):  Default: False.
        limit (int | None | Unset): default 50, above 200 clamped
        cursor (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EventsOut | Problem]
    """

    kwargs = _get_kwargs(
        scope_type=scope_type,
        scope_id=scope_id,
        release_id=release_id,
        kind=kind,
        since_ms=since_ms,
        by_hour=by_hour,
        limit=limit,
        cursor=cursor,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    scope_type: ListVersionEventsScopeType,
    scope_id: str,
    release_id: None | str | Unset = UNSET,
    kind: ListVersionEventsKindType1
    | ListVersionEventsKindType2Type1
    | ListVersionEventsKindType3Type1
    | None
    | Unset = UNSET,
    since_ms: int | None | Unset = UNSET,
    by_hour: bool | Unset = False,
    limit: int | None | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
) -> EventsOut | Problem | None:
    """Client events of a scope, newest first, with their counts

     Needs versions:track in the scope. Filter by `releaseId`, `kind` and `sinceMs` (received since;
    counts from the start of that hour). `counts`: per release and kind; `hours` (with `byHour=true`):
    the same per hour, so a crash spike after a roll-forward shows.

    Tokens limited by scopes need `versions:track`.

    Args:
        scope_type (ListVersionEventsScopeType):
        scope_id (str):
        release_id (None | str | Unset):
        kind (ListVersionEventsKindType1 | ListVersionEventsKindType2Type1 |
            ListVersionEventsKindType3Type1 | None | Unset):
        since_ms (int | None | Unset):
        by_hour (bool | Unset):  Default: False.
        limit (int | None | Unset): default 50, above 200 clamped
        cursor (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EventsOut | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            scope_type=scope_type,
            scope_id=scope_id,
            release_id=release_id,
            kind=kind,
            since_ms=since_ms,
            by_hour=by_hour,
            limit=limit,
            cursor=cursor,
        )
    ).parsed
