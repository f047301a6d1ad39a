from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.checkout_in import CheckoutIn
from ...models.order_out import OrderOut
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: CheckoutIn,
    idempotency_key: None | str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/shop/checkout",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> OrderOut | Problem | None:
    if response.status_code == 201:
        response_201 = OrderOut.from_dict(response.json())

        return response_201

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

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())

        return response_503

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
    *,
    client: AuthenticatedClient,
    body: CheckoutIn,
    idempotency_key: None | str | Unset = UNSET,
) -> Response[OrderOut | Problem]:
    """Start a purchase

     Creates an order in `pending` and a checkout session at the payment provider; pay at `checkoutUrl`.
    Needs an `Idempotency-Key` header: a retry with the same key answers the same order (409
    `shop.idempotency_key_reused` if the body differs). `giftTo` gives the grants to another user. Rate
    limited per user (policy `checkout`, 429). 503 when the provider does not answer.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        idempotency_key (None | str | Unset): 8 to 128 characters [A-Za-z0-9._:-], one per
            purchase: a retry with the same key answers the same order
        body (CheckoutIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[OrderOut | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: CheckoutIn,
    idempotency_key: None | str | Unset = UNSET,
) -> OrderOut | Problem | None:
    """Start a purchase

     Creates an order in `pending` and a checkout session at the payment provider; pay at `checkoutUrl`.
    Needs an `Idempotency-Key` header: a retry with the same key answers the same order (409
    `shop.idempotency_key_reused` if the body differs). `giftTo` gives the grants to another user. Rate
    limited per user (policy `checkout`, 429). 503 when the provider does not answer.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        idempotency_key (None | str | Unset): 8 to 128 characters [A-Za-z0-9._:-], one per
            purchase: a retry with the same key answers the same order
        body (CheckoutIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        OrderOut | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: CheckoutIn,
    idempotency_key: None | str | Unset = UNSET,
) -> Response[OrderOut | Problem]:
    """Start a purchase

     Creates an order in `pending` and a checkout session at the payment provider; pay at `checkoutUrl`.
    Needs an `Idempotency-Key` header: a retry with the same key answers the same order (409
    `shop.idempotency_key_reused` if the body differs). `giftTo` gives the grants to another user. Rate
    limited per user (policy `checkout`, 429). 503 when the provider does not answer.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        idempotency_key (None | str | Unset): 8 to 128 characters [A-Za-z0-9._:-], one per
            purchase: a retry with the same key answers the same order
        body (CheckoutIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[OrderOut | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: CheckoutIn,
    idempotency_key: None | str | Unset = UNSET,
) -> OrderOut | Problem | None:
    """Start a purchase

     Creates an order in `pending` and a checkout session at the payment provider; pay at `checkoutUrl`.
    Needs an `Idempotency-Key` header: a retry with the same key answers the same order (409
    `shop.idempotency_key_reused` if the body differs). `giftTo` gives the grants to another user. Rate
    limited per user (policy `checkout`, 429). 503 when the provider does not answer.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        idempotency_key (None | str | Unset): 8 to 128 characters [A-Za-z0-9._:-], one per
            purchase: a retry with the same key answers the same order
        body (CheckoutIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        OrderOut | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
