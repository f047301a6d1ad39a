from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.news_envelope import NewsEnvelope
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    news_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/news/{news_id}".format(
            news_id=quote(str(news_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> NewsEnvelope | Problem | None:
    if response.status_code == 200:
        response_200 = NewsEnvelope.from_dict(response.json())

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
    news_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[NewsEnvelope | Problem]:
    """One news item

     Needs news:read. Released items to anyone; drafts and scheduled ones to the feed's writers (404 to
    others). Its revision is the `ETag`.

    Tokens limited by scopes need `news:read`.

    Args:
        news_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[NewsEnvelope | Problem]
    """

    kwargs = _get_kwargs(
        news_id=news_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    news_id: str,
    *,
    client: AuthenticatedClient,
) -> NewsEnvelope | Problem | None:
    """One news item

     Needs news:read. Released items to anyone; drafts and scheduled ones to the feed's writers (404 to
    others). Its revision is the `ETag`.

    Tokens limited by scopes need `news:read`.

    Args:
        news_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        NewsEnvelope | Problem
    """

    return sync_detailed(
        news_id=news_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    news_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[NewsEnvelope | Problem]:
    """One news item

     Needs news:read. Released items to anyone; drafts and scheduled ones to the feed's writers (404 to
    others). Its revision is the `ETag`.

    Tokens limited by scopes need `news:read`.

    Args:
        news_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[NewsEnvelope | Problem]
    """

    kwargs = _get_kwargs(
        news_id=news_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    news_id: str,
    *,
    client: AuthenticatedClient,
) -> NewsEnvelope | Problem | None:
    """One news item

     Needs news:read. Released items to anyone; drafts and scheduled ones to the feed's writers (404 to
    others). Its revision is the `ETag`.

    Tokens limited by scopes need `news:read`.

    Args:
        news_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        NewsEnvelope | Problem
    """

    return (
        await asyncio_detailed(
            news_id=news_id,
            client=client,
        )
    ).parsed
