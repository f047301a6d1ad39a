from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.auth_session_out import AuthSessionOut
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    user_id: UUID,
    session_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/v1/admin/users/{user_id}/sessions/{session_id}".format(
            user_id=quote(str(user_id), safe=""),
            session_id=quote(str(session_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AuthSessionOut | Problem | None:
    if response.status_code == 200:
        response_200 = AuthSessionOut.from_dict(response.json())

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
) -> Response[AuthSessionOut | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    user_id: UUID,
    session_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[AuthSessionOut | Problem]:
    """Revoke a user's session

     Its tokens are refused (401) from now on by every instance; recorded in the audit log. Needs
    admin:sessions:manage.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        user_id (UUID):
        session_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AuthSessionOut | Problem]
    """

    kwargs = _get_kwargs(
        user_id=user_id,
        session_id=session_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    user_id: UUID,
    session_id: str,
    *,
    client: AuthenticatedClient,
) -> AuthSessionOut | Problem | None:
    """Revoke a user's session

     Its tokens are refused (401) from now on by every instance; recorded in the audit log. Needs
    admin:sessions:manage.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        user_id (UUID):
        session_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AuthSessionOut | Problem
    """

    return sync_detailed(
        user_id=user_id,
        session_id=session_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    user_id: UUID,
    session_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[AuthSessionOut | Problem]:
    """Revoke a user's session

     Its tokens are refused (401) from now on by every instance; recorded in the audit log. Needs
    admin:sessions:manage.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        user_id (UUID):
        session_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AuthSessionOut | Problem]
    """

    kwargs = _get_kwargs(
        user_id=user_id,
        session_id=session_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    user_id: UUID,
    session_id: str,
    *,
    client: AuthenticatedClient,
) -> AuthSessionOut | Problem | None:
    """Revoke a user's session

     Its tokens are refused (401) from now on by every instance; recorded in the audit log. Needs
    admin:sessions:manage.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        user_id (UUID):
        session_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AuthSessionOut | Problem
    """

    return (
        await asyncio_detailed(
            user_id=user_id,
            session_id=session_id,
            client=client,
        )
    ).parsed
