from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.manual_in import ManualIn
from ...models.order_out import OrderOut
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    order_id: str,
    *,
    body: ManualIn,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/admin/shop/orders/{order_id}/revoke".format(
            order_id=quote(str(order_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> OrderOut | Problem | None:
    if response.status_code == 200:
        response_200 = OrderOut.from_dict(response.json())

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

    if response.status_code == 408:
        response_408 = Problem.from_dict(response.json())

        return response_408

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = Problem.from_dict(response.json())

        return response_415

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[OrderOut | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    order_id: str,
    *,
    client: AuthenticatedClient,
    body: ManualIn,
) -> Response[OrderOut | Problem]:
    """Revoke an order by hand

     Needs admin:shop:manage. The order becomes `canceled` and what it granted is taken back (refund it
    at the provider separately); audited like a grant. 409 `shop.order_state` when nothing is granted.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        order_id (str):
        body (ManualIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[OrderOut | Problem]
    """

    kwargs = _get_kwargs(
        order_id=order_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    order_id: str,
    *,
    client: AuthenticatedClient,
    body: ManualIn,
) -> OrderOut | Problem | None:
    """Revoke an order by hand

     Needs admin:shop:manage. The order becomes `canceled` and what it granted is taken back (refund it
    at the provider separately); audited like a grant. 409 `shop.order_state` when nothing is granted.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        order_id (str):
        body (ManualIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        OrderOut | Problem
    """

    return sync_detailed(
        order_id=order_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    order_id: str,
    *,
    client: AuthenticatedClient,
    body: ManualIn,
) -> Response[OrderOut | Problem]:
    """Revoke an order by hand

     Needs admin:shop:manage. The order becomes `canceled` and what it granted is taken back (refund it
    at the provider separately); audited like a grant. 409 `shop.order_state` when nothing is granted.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        order_id (str):
        body (ManualIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[OrderOut | Problem]
    """

    kwargs = _get_kwargs(
        order_id=order_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    order_id: str,
    *,
    client: AuthenticatedClient,
    body: ManualIn,
) -> OrderOut | Problem | None:
    """Revoke an order by hand

     Needs admin:shop:manage. The order becomes `canceled` and what it granted is taken back (refund it
    at the provider separately); audited like a grant. 409 `shop.order_state` when nothing is granted.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        order_id (str):
        body (ManualIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        OrderOut | Problem
    """

    return (
        await asyncio_detailed(
            order_id=order_id,
            client=client,
            body=body,
        )
    ).parsed
