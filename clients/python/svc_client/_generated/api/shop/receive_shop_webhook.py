from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.webhook_out import WebhookOut
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    stripe_signature: None | str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(stripe_signature, Unset):
        headers["Stripe-Signature"] = stripe_signature

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/shop/webhook",
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | WebhookOut | None:
    if response.status_code == 200:
        response_200 = WebhookOut.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())

        return response_413

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Problem | WebhookOut]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    stripe_signature: None | str | Unset = UNSET,
) -> Response[Problem | WebhookOut]:
    """Payment provider events

     For the payment provider only. The `Stripe-Signature` header is checked over the raw body before
    anything is read (400 `shop.signature_invalid`); each event is applied once by its id, a replay
    answers `duplicate: true`.

    Args:
        stripe_signature (None | str | Unset): t=<unix seconds>,v1=<hex HMAC>...

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | WebhookOut]
    """

    kwargs = _get_kwargs(
        stripe_signature=stripe_signature,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    stripe_signature: None | str | Unset = UNSET,
) -> Problem | WebhookOut | None:
    """Payment provider events

     For the payment provider only. The `Stripe-Signature` header is checked over the raw body before
    anything is read (400 `shop.signature_invalid`); each event is applied once by its id, a replay
    answers `duplicate: true`.

    Args:
        stripe_signature (None | str | Unset): t=<unix seconds>,v1=<hex HMAC>...

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | WebhookOut
    """

    return sync_detailed(
        client=client,
        stripe_signature=stripe_signature,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    stripe_signature: None | str | Unset = UNSET,
) -> Response[Problem | WebhookOut]:
    """Payment provider events

     For the payment provider only. The `Stripe-Signature` header is checked over the raw body before
    anything is read (400 `shop.signature_invalid`); each event is applied once by its id, a replay
    answers `duplicate: true`.

    Args:
        stripe_signature (None | str | Unset): t=<unix seconds>,v1=<hex HMAC>...

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | WebhookOut]
    """

    kwargs = _get_kwargs(
        stripe_signature=stripe_signature,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    stripe_signature: None | str | Unset = UNSET,
) -> Problem | WebhookOut | None:
    """Payment provider events

     For the payment provider only. The `Stripe-Signature` header is checked over the raw body before
    anything is read (400 `shop.signature_invalid`); each event is applied once by its id, a replay
    answers `duplicate: true`.

    Args:
        stripe_signature (None | str | Unset): t=<unix seconds>,v1=<hex HMAC>...

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | WebhookOut
    """

    return (
        await asyncio_detailed(
            client=client,
            stripe_signature=stripe_signature,
        )
    ).parsed
