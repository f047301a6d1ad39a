from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.news_envelope import NewsEnvelope
from ...models.problem import Problem
from ...models.vote_in import VoteIn
from ...types import Response


def _get_kwargs(
    news_id: str,
    *,
    body: VoteIn,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/news/{news_id}/poll/vote".format(
            news_id=quote(str(news_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
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
    body: VoteIn,
) -> Response[NewsEnvelope | Problem]:
    """Vote on a news item's poll (or change my vote)

     Needs news:interact. Only on published, released items whose poll is open (409 `polls.closed` after
    `expiresAt`); one vote per user, and voting again changes it. Answers the item with the exact
    counts.

    Tokens limited by scopes need `news:interact`.

    Args:
        news_id (str):
        body (VoteIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[NewsEnvelope | Problem]
    """

    kwargs = _get_kwargs(
        news_id=news_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    news_id: str,
    *,
    client: AuthenticatedClient,
    body: VoteIn,
) -> NewsEnvelope | Problem | None:
    """Vote on a news item's poll (or change my vote)

     Needs news:interact. Only on published, released items whose poll is open (409 `polls.closed` after
    `expiresAt`); one vote per user, and voting again changes it. Answers the item with the exact
    counts.

    Tokens limited by scopes need `news:interact`.

    Args:
        news_id (str):
        body (VoteIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        NewsEnvelope | Problem
    """

    return sync_detailed(
        news_id=news_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    news_id: str,
    *,
    client: AuthenticatedClient,
    body: VoteIn,
) -> Response[NewsEnvelope | Problem]:
    """Vote on a news item's poll (or change my vote)

     Needs news:interact. Only on published, released items whose poll is open (409 `polls.closed` after
    `expiresAt`); one vote per user, and voting again changes it. Answers the item with the exact
    counts.

    Tokens limited by scopes need `news:interact`.

    Args:
        news_id (str):
        body (VoteIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[NewsEnvelope | Problem]
    """

    kwargs = _get_kwargs(
        news_id=news_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    news_id: str,
    *,
    client: AuthenticatedClient,
    body: VoteIn,
) -> NewsEnvelope | Problem | None:
    """Vote on a news item's poll (or change my vote)

     Needs news:interact. Only on published, released items whose poll is open (409 `polls.closed` after
    `expiresAt`); one vote per user, and voting again changes it. Answers the item with the exact
    counts.

    Tokens limited by scopes need `news:interact`.

    Args:
        news_id (str):
        body (VoteIn):

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
            body=body,
        )
    ).parsed
