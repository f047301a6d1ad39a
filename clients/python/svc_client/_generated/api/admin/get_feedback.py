from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.feedback_out import FeedbackOut
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    feedback_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/admin/feedback/{feedback_id}".format(
            feedback_id=quote(str(feedback_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> FeedbackOut | Problem | None:
    if response.status_code == 200:
        response_200 = FeedbackOut.from_dict(response.json())

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
) -> Response[FeedbackOut | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    feedback_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[FeedbackOut | Problem]:
    """One piece of feedback

     Needs admin:feedback:view. Its revision is the `ETag`.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        feedback_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FeedbackOut | Problem]
    """

    kwargs = _get_kwargs(
        feedback_id=feedback_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    feedback_id: str,
    *,
    client: AuthenticatedClient,
) -> FeedbackOut | Problem | None:
    """One piece of feedback

     Needs admin:feedback:view. Its revision is the `ETag`.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        feedback_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FeedbackOut | Problem
    """

    return sync_detailed(
        feedback_id=feedback_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    feedback_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[FeedbackOut | Problem]:
    """One piece of feedback

     Needs admin:feedback:view. Its revision is the `ETag`.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        feedback_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FeedbackOut | Problem]
    """

    kwargs = _get_kwargs(
        feedback_id=feedback_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    feedback_id: str,
    *,
    client: AuthenticatedClient,
) -> FeedbackOut | Problem | None:
    """One piece of feedback

     Needs admin:feedback:view. Its revision is the `ETag`.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        feedback_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FeedbackOut | Problem
    """

    return (
        await asyncio_detailed(
            feedback_id=feedback_id,
            client=client,
        )
    ).parsed
