from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.news_envelope import NewsEnvelope
from ...models.news_in import NewsIn
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    *,
    body: NewsIn,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/news",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> NewsEnvelope | Problem | None:
    if response.status_code == 201:
        response_201 = NewsEnvelope.from_dict(response.json())

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

    if response.status_code == 408:
        response_408 = Problem.from_dict(response.json())

        return response_408

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
) -> Response[NewsEnvelope | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: NewsIn,
) -> Response[NewsEnvelope | Problem]:
    """Write a news item

     Needs news:write in the feed (and news:publish to publish it at once). The feed is `platform`,
    `service:<id>` or `extension:<id>` of an existing service or extension (else 400
    `news.unknown_feed`). An optional poll follows the shared poll rules with `durationMs` required.

    Tokens limited by scopes need `news:write`.

    Args:
        body (NewsIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[NewsEnvelope | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: NewsIn,
) -> NewsEnvelope | Problem | None:
    """Write a news item

     Needs news:write in the feed (and news:publish to publish it at once). The feed is `platform`,
    `service:<id>` or `extension:<id>` of an existing service or extension (else 400
    `news.unknown_feed`). An optional poll follows the shared poll rules with `durationMs` required.

    Tokens limited by scopes need `news:write`.

    Args:
        body (NewsIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        NewsEnvelope | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: NewsIn,
) -> Response[NewsEnvelope | Problem]:
    """Write a news item

     Needs news:write in the feed (and news:publish to publish it at once). The feed is `platform`,
    `service:<id>` or `extension:<id>` of an existing service or extension (else 400
    `news.unknown_feed`). An optional poll follows the shared poll rules with `durationMs` required.

    Tokens limited by scopes need `news:write`.

    Args:
        body (NewsIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[NewsEnvelope | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: NewsIn,
) -> NewsEnvelope | Problem | None:
    """Write a news item

     Needs news:write in the feed (and news:publish to publish it at once). The feed is `platform`,
    `service:<id>` or `extension:<id>` of an existing service or extension (else 400
    `news.unknown_feed`). An optional poll follows the shared poll rules with `durationMs` required.

    Tokens limited by scopes need `news:write`.

    Args:
        body (NewsIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        NewsEnvelope | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
