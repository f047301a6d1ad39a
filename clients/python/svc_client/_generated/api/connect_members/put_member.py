from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.member_envelope import MemberEnvelope
from ...models.member_in import MemberIn
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    server_id: UUID,
    user_id: UUID,
    *,
    body: MemberIn,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "put",
        "url": "/v1/connect/servers/{server_id}/members/{user_id}".format(
            server_id=quote(str(server_id), safe=""),
            user_id=quote(str(user_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> MemberEnvelope | Problem | None:
    if response.status_code == 200:
        response_200 = MemberEnvelope.from_dict(response.json())

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
) -> Response[MemberEnvelope | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    server_id: UUID,
    user_id: UUID,
    *,
    client: AuthenticatedClient,
    body: MemberIn,
) -> Response[MemberEnvelope | Problem]:
    """Add a member or change their role (connect:members:write)

     Adds the user as a member with the given role, or changes their role. Needs connect:members:write;
    the owner cannot be a member (409).

    Tokens limited by scopes need `connect:members:write`.

    Args:
        server_id (UUID):
        user_id (UUID):
        body (MemberIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MemberEnvelope | Problem]
    """

    kwargs = _get_kwargs(
        server_id=server_id,
        user_id=user_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    server_id: UUID,
    user_id: UUID,
    *,
    client: AuthenticatedClient,
    body: MemberIn,
) -> MemberEnvelope | Problem | None:
    """Add a member or change their role (connect:members:write)

     Adds the user as a member with the given role, or changes their role. Needs connect:members:write;
    the owner cannot be a member (409).

    Tokens limited by scopes need `connect:members:write`.

    Args:
        server_id (UUID):
        user_id (UUID):
        body (MemberIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MemberEnvelope | Problem
    """

    return sync_detailed(
        server_id=server_id,
        user_id=user_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    server_id: UUID,
    user_id: UUID,
    *,
    client: AuthenticatedClient,
    body: MemberIn,
) -> Response[MemberEnvelope | Problem]:
    """Add a member or change their role (connect:members:write)

     Adds the user as a member with the given role, or changes their role. Needs connect:members:write;
    the owner cannot be a member (409).

    Tokens limited by scopes need `connect:members:write`.

    Args:
        server_id (UUID):
        user_id (UUID):
        body (MemberIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MemberEnvelope | Problem]
    """

    kwargs = _get_kwargs(
        server_id=server_id,
        user_id=user_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    server_id: UUID,
    user_id: UUID,
    *,
    client: AuthenticatedClient,
    body: MemberIn,
) -> MemberEnvelope | Problem | None:
    """Add a member or change their role (connect:members:write)

     Adds the user as a member with the given role, or changes their role. Needs connect:members:write;
    the owner cannot be a member (409).

    Tokens limited by scopes need `connect:members:write`.

    Args:
        server_id (UUID):
        user_id (UUID):
        body (MemberIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MemberEnvelope | Problem
    """

    return (
        await asyncio_detailed(
            server_id=server_id,
            user_id=user_id,
            client=client,
            body=body,
        )
    ).parsed
