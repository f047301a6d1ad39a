from http import HTTPStatus
from typing import Any
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.list_orders_state_type_1 import (
    ListOrdersStateType1,
)
from ...models.list_orders_state_type_2_type_1 import (
    ListOrdersStateType2Type1,
)
from ...models.list_orders_state_type_3_type_1 import (
    ListOrdersStateType3Type1,
)
from ...models.orders_out import OrdersOut
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    user_id: None | Unset | UUID = UNSET,
    state: ListOrdersStateType1
    | ListOrdersStateType2Type1
    | ListOrdersStateType3Type1
    | None
    | Unset = UNSET,
    product_id: None | str | Unset = UNSET,
    limit: int | None | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_user_id: None | str | Unset
    if isinstance(user_id, Unset):
        json_user_id = UNSET
    elif isinstance(user_id, UUID):
        json_user_id = str(user_id)
    else:
        json_user_id = user_id
    params["userId"] = json_user_id

    json_state: None | str | Unset
    if isinstance(state, Unset):
        json_state = UNSET
    elif isinstance(state, str) or isinstance(state, str) or isinstance(state, str):
        json_state = state
    else:
        json_state = state
    params["state"] = json_state

    json_product_id: None | str | Unset
    if isinstance(product_id, Unset):
        json_product_id = UNSET
    else:
        json_product_id = product_id
    params["productId"] = json_product_id

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
        "url": "/v1/admin/shop/orders",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> OrdersOut | Problem | None:
    if response.status_code == 200:
        response_200 = OrdersOut.from_dict(response.json())

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
) -> Response[OrdersOut | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    user_id: None | Unset | UUID = UNSET,
    state: ListOrdersStateType1
    | ListOrdersStateType2Type1
    | ListOrdersStateType3Type1
    | None
    | Unset = UNSET,
    product_id: None | str | Unset = UNSET,
    limit: int | None | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
) -> Response[OrdersOut | Problem]:
    """Orders, newest first

     Needs admin:shop:view. Filter by `userId` (bought or received), `state` and `productId`.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        user_id (None | Unset | UUID):
        state (ListOrdersStateType1 | ListOrdersStateType2Type1 | ListOrdersStateType3Type1 | None
            | Unset):
        product_id (None | str | Unset):
        limit (int | None | Unset): default 50, above 200 clamped
        cursor (None | str | Unset): nextCursor of the last page

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[OrdersOut | Problem]
    """

    kwargs = _get_kwargs(
        user_id=user_id,
        state=state,
        product_id=product_id,
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
    user_id: None | Unset | UUID = UNSET,
    state: ListOrdersStateType1
    | ListOrdersStateType2Type1
    | ListOrdersStateType3Type1
    | None
    | Unset = UNSET,
    product_id: None | str | Unset = UNSET,
    limit: int | None | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
) -> OrdersOut | Problem | None:
    """Orders, newest first

     Needs admin:shop:view. Filter by `userId` (bought or received), `state` and `productId`.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        user_id (None | Unset | UUID):
        state (ListOrdersStateType1 | ListOrdersStateType2Type1 | ListOrdersStateType3Type1 | None
            | Unset):
        product_id (None | str | Unset):
        limit (int | None | Unset): default 50, above 200 clamped
        cursor (None | str | Unset): nextCursor of the last page

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        OrdersOut | Problem
    """

    return sync_detailed(
        client=client,
        user_id=user_id,
        state=state,
        product_id=product_id,
        limit=limit,
        cursor=cursor,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    user_id: None | Unset | UUID = UNSET,
    state: ListOrdersStateType1
    | ListOrdersStateType2Type1
    | ListOrdersStateType3Type1
    | None
    | Unset = UNSET,
    product_id: None | str | Unset = UNSET,
    limit: int | None | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
) -> Response[OrdersOut | Problem]:
    """Orders, newest first

     Needs admin:shop:view. Filter by `userId` (bought or received), `state` and `productId`.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        user_id (None | Unset | UUID):
        state (ListOrdersStateType1 | ListOrdersStateType2Type1 | ListOrdersStateType3Type1 | None
            | Unset):
        product_id (None | str | Unset):
        limit (int | None | Unset): default 50, above 200 clamped
        cursor (None | str | Unset): nextCursor of the last page

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[OrdersOut | Problem]
    """

    kwargs = _get_kwargs(
        user_id=user_id,
        state=state,
        product_id=product_id,
        limit=limit,
        cursor=cursor,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    user_id: None | Unset | UUID = UNSET,
    state: ListOrdersStateType1
    | ListOrdersStateType2Type1
    | ListOrdersStateType3Type1
    | None
    | Unset = UNSET,
    product_id: None | str | Unset = UNSET,
    limit: int | None | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
) -> OrdersOut | Problem | None:
    """Orders, newest first

     Needs admin:shop:view. Filter by `userId` (bought or received), `state` and `productId`.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        user_id (None | Unset | UUID):
        state (ListOrdersStateType1 | ListOrdersStateType2Type1 | ListOrdersStateType3Type1 | None
            | Unset):
        product_id (None | str | Unset):
        limit (int | None | Unset): default 50, above 200 clamped
        cursor (None | str | Unset): nextCursor of the last page

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        OrdersOut | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            user_id=user_id,
            state=state,
            product_id=product_id,
            limit=limit,
            cursor=cursor,
        )
    ).parsed
