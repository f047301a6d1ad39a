from http import HTTPStatus
from typing import Any
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.admin_reports_out import AdminReportsOut
from ...models.list_reports_status_type_1 import (
    ListReportsStatusType1,
)
from ...models.list_reports_status_type_2_type_1 import (
    ListReportsStatusType2Type1,
)
from ...models.list_reports_status_type_3_type_1 import (
    ListReportsStatusType3Type1,
)
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    limit: int | None | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    target_id: None | Unset | UUID = UNSET,
    status: ListReportsStatusType1
    | ListReportsStatusType2Type1
    | ListReportsStatusType3Type1
    | None
    | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

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

    json_target_id: None | str | Unset
    if isinstance(target_id, Unset):
        json_target_id = UNSET
    elif isinstance(target_id, UUID):
        json_target_id = str(target_id)
    else:
        json_target_id = target_id
    params["targetId"] = json_target_id

    json_status: None | str | Unset
    if isinstance(status, Unset):
        json_status = UNSET
    elif isinstance(status, str) or isinstance(status, str) or isinstance(status, str):
        json_status = status
    else:
        json_status = status
    params["status"] = json_status

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/admin/reports",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AdminReportsOut | Problem | None:
    if response.status_code == 200:
        response_200 = AdminReportsOut.from_dict(response.json())

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
) -> Response[AdminReportsOut | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    limit: int | None | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    target_id: None | Unset | UUID = UNSET,
    status: ListReportsStatusType1
    | ListReportsStatusType2Type1
    | ListReportsStatusType3Type1
    | None
    | Unset = UNSET,
) -> Response[AdminReportsOut | Problem]:
    """Reports of users, newest first (moderators)

     Needs admin:reports:view (super admins always pass).

    A full sign-in: tokens limited by scopes are refused.

    Args:
        limit (int | None | Unset): default 50, above 200 clamped
        cursor (None | str | Unset): nextCursor of the last page
        target_id (None | Unset | UUID):
        status (ListReportsStatusType1 | ListReportsStatusType2Type1 | ListReportsStatusType3Type1
            | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AdminReportsOut | Problem]
    """

    kwargs = _get_kwargs(
        limit=limit,
        cursor=cursor,
        target_id=target_id,
        status=status,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    limit: int | None | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    target_id: None | Unset | UUID = UNSET,
    status: ListReportsStatusType1
    | ListReportsStatusType2Type1
    | ListReportsStatusType3Type1
    | None
    | Unset = UNSET,
) -> AdminReportsOut | Problem | None:
    """Reports of users, newest first (moderators)

     Needs admin:reports:view (super admins always pass).

    A full sign-in: tokens limited by scopes are refused.

    Args:
        limit (int | None | Unset): default 50, above 200 clamped
        cursor (None | str | Unset): nextCursor of the last page
        target_id (None | Unset | UUID):
        status (ListReportsStatusType1 | ListReportsStatusType2Type1 | ListReportsStatusType3Type1
            | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AdminReportsOut | Problem
    """

    return sync_detailed(
        client=client,
        limit=limit,
        cursor=cursor,
        target_id=target_id,
        status=status,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    limit: int | None | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    target_id: None | Unset | UUID = UNSET,
    status: ListReportsStatusType1
    | ListReportsStatusType2Type1
    | ListReportsStatusType3Type1
    | None
    | Unset = UNSET,
) -> Response[AdminReportsOut | Problem]:
    """Reports of users, newest first (moderators)

     Needs admin:reports:view (super admins always pass).

    A full sign-in: tokens limited by scopes are refused.

    Args:
        limit (int | None | Unset): default 50, above 200 clamped
        cursor (None | str | Unset): nextCursor of the last page
        target_id (None | Unset | UUID):
        status (ListReportsStatusType1 | ListReportsStatusType2Type1 | ListReportsStatusType3Type1
            | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AdminReportsOut | Problem]
    """

    kwargs = _get_kwargs(
        limit=limit,
        cursor=cursor,
        target_id=target_id,
        status=status,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    limit: int | None | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    target_id: None | Unset | UUID = UNSET,
    status: ListReportsStatusType1
    | ListReportsStatusType2Type1
    | ListReportsStatusType3Type1
    | None
    | Unset = UNSET,
) -> AdminReportsOut | Problem | None:
    """Reports of users, newest first (moderators)

     Needs admin:reports:view (super admins always pass).

    A full sign-in: tokens limited by scopes are refused.

    Args:
        limit (int | None | Unset): default 50, above 200 clamped
        cursor (None | str | Unset): nextCursor of the last page
        target_id (None | Unset | UUID):
        status (ListReportsStatusType1 | ListReportsStatusType2Type1 | ListReportsStatusType3Type1
            | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AdminReportsOut | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            limit=limit,
            cursor=cursor,
            target_id=target_id,
            status=status,
        )
    ).parsed
