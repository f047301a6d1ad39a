from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.role_link_in import RoleLinkIn
from ...models.role_link_out import RoleLinkOut
from ...types import Response


def _get_kwargs(
    role_id: str,
    *,
    body: RoleLinkIn,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "put",
        "url": "/v1/admin/chat/role-links/{role_id}".format(
            role_id=quote(str(role_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | RoleLinkOut | None:
    if response.status_code == 200:
        response_200 = RoleLinkOut.from_dict(response.json())

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
) -> Response[Problem | RoleLinkOut]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    role_id: str,
    *,
    client: AuthenticatedClient,
    body: RoleLinkIn,
) -> Response[Problem | RoleLinkOut]:
    """Link a platform role to a chat role

     Needs admin:chat-role-link:manage. Users holding the role (and a chat link) get the chat role in the
    background, with retries; users losing it lose it. 400 `chat.unknown_role` when the chat server has
    no such assignable role.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        role_id (str):
        body (RoleLinkIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | RoleLinkOut]
    """

    kwargs = _get_kwargs(
        role_id=role_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    role_id: str,
    *,
    client: AuthenticatedClient,
    body: RoleLinkIn,
) -> Problem | RoleLinkOut | None:
    """Link a platform role to a chat role

     Needs admin:chat-role-link:manage. Users holding the role (and a chat link) get the chat role in the
    background, with retries; users losing it lose it. 400 `chat.unknown_role` when the chat server has
    no such assignable role.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        role_id (str):
        body (RoleLinkIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | RoleLinkOut
    """

    return sync_detailed(
        role_id=role_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    role_id: str,
    *,
    client: AuthenticatedClient,
    body: RoleLinkIn,
) -> Response[Problem | RoleLinkOut]:
    """Link a platform role to a chat role

     Needs admin:chat-role-link:manage. Users holding the role (and a chat link) get the chat role in the
    background, with retries; users losing it lose it. 400 `chat.unknown_role` when the chat server has
    no such assignable role.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        role_id (str):
        body (RoleLinkIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | RoleLinkOut]
    """

    kwargs = _get_kwargs(
        role_id=role_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    role_id: str,
    *,
    client: AuthenticatedClient,
    body: RoleLinkIn,
) -> Problem | RoleLinkOut | None:
    """Link a platform role to a chat role

     Needs admin:chat-role-link:manage. Users holding the role (and a chat link) get the chat role in the
    background, with retries; users losing it lose it. 400 `chat.unknown_role` when the chat server has
    no such assignable role.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        role_id (str):
        body (RoleLinkIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | RoleLinkOut
    """

    return (
        await asyncio_detailed(
            role_id=role_id,
            client=client,
            body=body,
        )
    ).parsed
