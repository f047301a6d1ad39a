from http import HTTPStatus
from typing import Any
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.audit_list_out import AuditListOut
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    actor_id: None | Unset | UUID = UNSET,
    action: None | str | Unset = UNSET,
    target_kind: None | str | Unset = UNSET,
    target_id: None | str | Unset = UNSET,
    since: None | str | Unset = UNSET,
    until: None | str | Unset = UNSET,
    limit: int | None | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_actor_id: None | str | Unset
    if isinstance(actor_id, Unset):
        json_actor_id = UNSET
    elif isinstance(actor_id, UUID):
        json_actor_id = str(actor_id)
    else:
        json_actor_id = actor_id
    params["actorId"] = json_actor_id

    json_action: None | str | Unset
    if isinstance(action, Unset):
        json_action = UNSET
    else:
        json_action = action
    params["action"] = json_action

    json_target_kind: None | str | Unset
    if isinstance(target_kind, Unset):
        json_target_kind = UNSET
    else:
        json_target_kind = target_kind
    params["targetKind"] = json_target_kind

    json_target_id: None | str | Unset
    if isinstance(target_id, Unset):
        json_target_id = UNSET
    else:
        json_target_id = target_id
    params["targetId"] = json_target_id

    json_since: None | str | Unset
    if isinstance(since, Unset):
        json_since = UNSET
    else:
        json_since = since
    params["since"] = json_since

    json_until: None | str | Unset
    if isinstance(until, Unset):
        json_until = UNSET
    else:
        json_until = until
    params["until"] = json_until

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
        "url": "/v1/admin/audit",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AuditListOut | Problem | None:
    if response.status_code == 200:
        response_200 = AuditListOut.from_dict(response.json())

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
) -> Response[AuditListOut | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    actor_id: None | Unset | UUID = UNSET,
    action: None | str | Unset = UNSET,
    target_kind: None | str | Unset = UNSET,
    target_id: None | str | Unset = UNSET,
    since: None | str | Unset = UNSET,
    until: None | str | Unset = UNSET,
    limit: int | None | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
) -> Response[AuditListOut | Problem]:
    """The audit log, newest first

     Needs admin:audit:view. Every admin action, through the API, the console or the CLI: who, what,
    when, on what, the target before and after. Filter by `actorId`, `action` (exact, or a prefix such
    as `permissions.*`), `targetKind`, `targetId`, and `since` (inclusive) / `until` (exclusive).

    A full sign-in: tokens limited by scopes are refused.

    Args:
        actor_id (None | Unset | UUID):
        action (None | str | Unset): e.g. roles.*
        target_kind (None | str | Unset):
        target_id (None | str | Unset):
        since (None | str | Unset): inclusive; ISO 8601 with its zone, e.g. 2026-11-29T14:00:00Z
        until (None | str | Unset): exclusive; ISO 8601 with its zone, e.g. 2026-11-29T14:00:00Z
        limit (int | None | Unset): default 50, above 200 clamped
        cursor (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AuditListOut | Problem]
    """

    kwargs = _get_kwargs(
        actor_id=actor_id,
        action=action,
        target_kind=target_kind,
        target_id=target_id,
        since=since,
        until=until,
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
    actor_id: None | Unset | UUID = UNSET,
    action: None | str | Unset = UNSET,
    target_kind: None | str | Unset = UNSET,
    target_id: None | str | Unset = UNSET,
    since: None | str | Unset = UNSET,
    until: None | str | Unset = UNSET,
    limit: int | None | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
) -> AuditListOut | Problem | None:
    """The audit log, newest first

     Needs admin:audit:view. Every admin action, through the API, the console or the CLI: who, what,
    when, on what, the target before and after. Filter by `actorId`, `action` (exact, or a prefix such
    as `permissions.*`), `targetKind`, `targetId`, and `since` (inclusive) / `until` (exclusive).

    A full sign-in: tokens limited by scopes are refused.

    Args:
        actor_id (None | Unset | UUID):
        action (None | str | Unset): e.g. roles.*
        target_kind (None | str | Unset):
        target_id (None | str | Unset):
        since (None | str | Unset): inclusive; ISO 8601 with its zone, e.g. 2026-11-29T14:00:00Z
        until (None | str | Unset): exclusive; ISO 8601 with its zone, e.g. 2026-11-29T14:00:00Z
        limit (int | None | Unset): default 50, above 200 clamped
        cursor (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AuditListOut | Problem
    """

    return sync_detailed(
        client=client,
        actor_id=actor_id,
        action=action,
        target_kind=target_kind,
        target_id=target_id,
        since=since,
        until=until,
        limit=limit,
        cursor=cursor,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    actor_id: None | Unset | UUID = UNSET,
    action: None | str | Unset = UNSET,
    target_kind: None | str | Unset = UNSET,
    target_id: None | str | Unset = UNSET,
    since: None | str | Unset = UNSET,
    until: None | str | Unset = UNSET,
    limit: int | None | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
) -> Response[AuditListOut | Problem]:
    """The audit log, newest first

     Needs admin:audit:view. Every admin action, through the API, the console or the CLI: who, what,
    when, on what, the target before and after. Filter by `actorId`, `action` (exact, or a prefix such
    as `permissions.*`), `targetKind`, `targetId`, and `since` (inclusive) / `until` (exclusive).

    A full sign-in: tokens limited by scopes are refused.

    Args:
        actor_id (None | Unset | UUID):
        action (None | str | Unset): e.g. roles.*
        target_kind (None | str | Unset):
        target_id (None | str | Unset):
        since (None | str | Unset): inclusive; ISO 8601 with its zone, e.g. 2026-11-29T14:00:00Z
        until (None | str | Unset): exclusive; ISO 8601 with its zone, e.g. 2026-11-29T14:00:00Z
        limit (int | None | Unset): default 50, above 200 clamped
        cursor (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AuditListOut | Problem]
    """

    kwargs = _get_kwargs(
        actor_id=actor_id,
        action=action,
        target_kind=target_kind,
        target_id=target_id,
        since=since,
        until=until,
        limit=limit,
        cursor=cursor,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    actor_id: None | Unset | UUID = UNSET,
    action: None | str | Unset = UNSET,
    target_kind: None | str | Unset = UNSET,
    target_id: None | str | Unset = UNSET,
    since: None | str | Unset = UNSET,
    until: None | str | Unset = UNSET,
    limit: int | None | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
) -> AuditListOut | Problem | None:
    """The audit log, newest first

     Needs admin:audit:view. Every admin action, through the API, the console or the CLI: who, what,
    when, on what, the target before and after. Filter by `actorId`, `action` (exact, or a prefix such
    as `permissions.*`), `targetKind`, `targetId`, and `since` (inclusive) / `until` (exclusive).

    A full sign-in: tokens limited by scopes are refused.

    Args:
        actor_id (None | Unset | UUID):
        action (None | str | Unset): e.g. roles.*
        target_kind (None | str | Unset):
        target_id (None | str | Unset):
        since (None | str | Unset): inclusive; ISO 8601 with its zone, e.g. 2026-11-29T14:00:00Z
        until (None | str | Unset): exclusive; ISO 8601 with its zone, e.g. 2026-11-29T14:00:00Z
        limit (int | None | Unset): default 50, above 200 clamped
        cursor (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AuditListOut | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            actor_id=actor_id,
            action=action,
            target_kind=target_kind,
            target_id=target_id,
            since=since,
            until=until,
            limit=limit,
            cursor=cursor,
        )
    ).parsed
