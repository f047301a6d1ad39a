from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.feedback_list_out import FeedbackListOut
from ...models.list_feedback_category_type_1 import (
    ListFeedbackCategoryType1,
)
from ...models.list_feedback_category_type_2_type_1 import (
    ListFeedbackCategoryType2Type1,
)
from ...models.list_feedback_category_type_3_type_1 import (
    ListFeedbackCategoryType3Type1,
)
from ...models.list_feedback_status_type_1 import (
    ListFeedbackStatusType1,
)
from ...models.list_feedback_status_type_2_type_1 import (
    ListFeedbackStatusType2Type1,
)
from ...models.list_feedback_status_type_3_type_1 import (
    ListFeedbackStatusType3Type1,
)
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    status: ListFeedbackStatusType1
    | ListFeedbackStatusType2Type1
    | ListFeedbackStatusType3Type1
    | None
    | Unset = UNSET,
    category: ListFeedbackCategoryType1
    | ListFeedbackCategoryType2Type1
    | ListFeedbackCategoryType3Type1
    | None
    | Unset = UNSET,
    server_id: None | str | Unset = UNSET,
    limit: int | None | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_status: None | str | Unset
    if isinstance(status, Unset):
        json_status = UNSET
    elif isinstance(status, str) or isinstance(status, str) or isinstance(status, str):
        json_status = status
    else:
        json_status = status
    params["status"] = json_status

    json_category: None | str | Unset
    if isinstance(category, Unset):
        json_category = UNSET
    elif (
        isinstance(category, str)
        or isinstance(category, str)
        or isinstance(category, str)
    ):
        json_category = category
    else:
        json_category = category
    params["category"] = json_category

    json_server_id: None | str | Unset
    if isinstance(server_id, Unset):
        json_server_id = UNSET
    else:
        json_server_id = server_id
    params["serverId"] = json_server_id

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
        "url": "/v1/admin/feedback",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> FeedbackListOut | Problem | None:
    if response.status_code == 200:
        response_200 = FeedbackListOut.from_dict(response.json())

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
) -> Response[FeedbackListOut | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    status: ListFeedbackStatusType1
    | ListFeedbackStatusType2Type1
    | ListFeedbackStatusType3Type1
    | None
    | Unset = UNSET,
    category: ListFeedbackCategoryType1
    | ListFeedbackCategoryType2Type1
    | ListFeedbackCategoryType3Type1
    | None
    | Unset = UNSET,
    server_id: None | str | Unset = UNSET,
    limit: int | None | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
) -> Response[FeedbackListOut | Problem]:
    """Feedback, newest first

     Needs admin:feedback:view. Filter by `status` (new, triaged, closed), `category` and `serverId`.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        status (ListFeedbackStatusType1 | ListFeedbackStatusType2Type1 |
            ListFeedbackStatusType3Type1 | None | Unset):
        category (ListFeedbackCategoryType1 | ListFeedbackCategoryType2Type1 |
            ListFeedbackCategoryType3Type1 | None | Unset):
        server_id (None | str | Unset):
        limit (int | None | Unset): default 50, above 200 clamped
        cursor (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FeedbackListOut | Problem]
    """

    kwargs = _get_kwargs(
        status=status,
        category=category,
        server_id=server_id,
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
    status: ListFeedbackStatusType1
    | ListFeedbackStatusType2Type1
    | ListFeedbackStatusType3Type1
    | None
    | Unset = UNSET,
    category: ListFeedbackCategoryType1
    | ListFeedbackCategoryType2Type1
    | ListFeedbackCategoryType3Type1
    | None
    | Unset = UNSET,
    server_id: None | str | Unset = UNSET,
    limit: int | None | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
) -> FeedbackListOut | Problem | None:
    """Feedback, newest first

     Needs admin:feedback:view. Filter by `status` (new, triaged, closed), `category` and `serverId`.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        status (ListFeedbackStatusType1 | ListFeedbackStatusType2Type1 |
            ListFeedbackStatusType3Type1 | None | Unset):
        category (ListFeedbackCategoryType1 | ListFeedbackCategoryType2Type1 |
            ListFeedbackCategoryType3Type1 | None | Unset):
        server_id (None | str | Unset):
        limit (int | None | Unset): default 50, above 200 clamped
        cursor (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FeedbackListOut | Problem
    """

    return sync_detailed(
        client=client,
        status=status,
        category=category,
        server_id=server_id,
        limit=limit,
        cursor=cursor,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    status: ListFeedbackStatusType1
    | ListFeedbackStatusType2Type1
    | ListFeedbackStatusType3Type1
    | None
    | Unset = UNSET,
    category: ListFeedbackCategoryType1
    | ListFeedbackCategoryType2Type1
    | ListFeedbackCategoryType3Type1
    | None
    | Unset = UNSET,
    server_id: None | str | Unset = UNSET,
    limit: int | None | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
) -> Response[FeedbackListOut | Problem]:
    """Feedback, newest first

     Needs admin:feedback:view. Filter by `status` (new, triaged, closed), `category` and `serverId`.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        status (ListFeedbackStatusType1 | ListFeedbackStatusType2Type1 |
            ListFeedbackStatusType3Type1 | None | Unset):
        category (ListFeedbackCategoryType1 | ListFeedbackCategoryType2Type1 |
            ListFeedbackCategoryType3Type1 | None | Unset):
        server_id (None | str | Unset):
        limit (int | None | Unset): default 50, above 200 clamped
        cursor (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FeedbackListOut | Problem]
    """

    kwargs = _get_kwargs(
        status=status,
        category=category,
        server_id=server_id,
        limit=limit,
        cursor=cursor,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    status: ListFeedbackStatusType1
    | ListFeedbackStatusType2Type1
    | ListFeedbackStatusType3Type1
    | None
    | Unset = UNSET,
    category: ListFeedbackCategoryType1
    | ListFeedbackCategoryType2Type1
    | ListFeedbackCategoryType3Type1
    | None
    | Unset = UNSET,
    server_id: None | str | Unset = UNSET,
    limit: int | None | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
) -> FeedbackListOut | Problem | None:
    """Feedback, newest first

     Needs admin:feedback:view. Filter by `status` (new, triaged, closed), `category` and `serverId`.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        status (ListFeedbackStatusType1 | ListFeedbackStatusType2Type1 |
            ListFeedbackStatusType3Type1 | None | Unset):
        category (ListFeedbackCategoryType1 | ListFeedbackCategoryType2Type1 |
            ListFeedbackCategoryType3Type1 | None | Unset):
        server_id (None | str | Unset):
        limit (int | None | Unset): default 50, above 200 clamped
        cursor (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FeedbackListOut | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            status=status,
            category=category,
            server_id=server_id,
            limit=limit,
            cursor=cursor,
        )
    ).parsed
