from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.assignment_in import AssignmentIn
from ...models.assignment_out import AssignmentOut
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    user_id: UUID,
    role_id: str,
    *,
    body: AssignmentIn | None,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "put",
        "url": "/v1/admin/users/{user_id}/roles/{role_id}".format(
            user_id=quote(str(user_id), safe=""),
            role_id=quote(str(role_id), safe=""),
        ),
    }

    if isinstance(body, AssignmentIn):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AssignmentOut | Problem | None:
    if response.status_code == 200:
        response_200 = AssignmentOut.from_dict(response.json())

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

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[AssignmentOut | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    user_id: UUID,
    role_id: str,
    *,
    client: AuthenticatedClient,
    body: AssignmentIn | None,
) -> Response[AssignmentOut | Problem]:
    """Assign a role to a user

     Assigns the role to the user, optionally until `expiresAt`; assigning it again changes the expiry.
    Super admins only.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        user_id (UUID):
        role_id (str):
        body (AssignmentIn | None):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AssignmentOut | Problem]
    """

    kwargs = _get_kwargs(
        user_id=user_id,
        role_id=role_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    user_id: UUID,
    role_id: str,
    *,
    client: AuthenticatedClient,
    body: AssignmentIn | None,
) -> AssignmentOut | Problem | None:
    """Assign a role to a user

     Assigns the role to the user, optionally until `expiresAt`; assigning it again changes the expiry.
    Super admins only.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        user_id (UUID):
        role_id (str):
        body (AssignmentIn | None):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AssignmentOut | Problem
    """

    return sync_detailed(
        user_id=user_id,
        role_id=role_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    user_id: UUID,
    role_id: str,
    *,
    client: AuthenticatedClient,
    body: AssignmentIn | None,
) -> Response[AssignmentOut | Problem]:
    """Assign a role to a user

     Assigns the role to the user, optionally until `expiresAt`; assigning it again changes the expiry.
    Super admins only.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        user_id (UUID):
        role_id (str):
        body (AssignmentIn | None):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AssignmentOut | Problem]
    """

    kwargs = _get_kwargs(
        user_id=user_id,
        role_id=role_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    user_id: UUID,
    role_id: str,
    *,
    client: AuthenticatedClient,
    body: AssignmentIn | None,
) -> AssignmentOut | Problem | None:
    """Assign a role to a user

     Assigns the role to the user, optionally until `expiresAt`; assigning it again changes the expiry.
    Super admins only.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        user_id (UUID):
        role_id (str):
        body (AssignmentIn | None):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AssignmentOut | Problem
    """

    return (
        await asyncio_detailed(
            user_id=user_id,
            role_id=role_id,
            client=client,
            body=body,
        )
    ).parsed
