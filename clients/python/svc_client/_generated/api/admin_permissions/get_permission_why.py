from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.permission_why_out import PermissionWhyOut
from ...models.problem import Problem
from ...types import UNSET, Response


def _get_kwargs(
    user_id: UUID,
    *,
    node: str,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["node"] = node

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/admin/users/{user_id}/permissions/why".format(
            user_id=quote(str(user_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> PermissionWhyOut | Problem | None:
    if response.status_code == 200:
        response_200 = PermissionWhyOut.from_dict(response.json())

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
) -> Response[PermissionWhyOut | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    user_id: UUID,
    *,
    client: AuthenticatedClient,
    node: str,
) -> Response[PermissionWhyOut | Problem]:
    """Why a user is allowed a node, or not

     Which of the user's grants, which role's or default role's grant, or which negation decides the
    node, by the rule the permission check uses (a token's scopes aside), and every matching grant that
    was weighed. `node` is one node, no pattern. Super admins only.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        user_id (UUID):
        node (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PermissionWhyOut | Problem]
    """

    kwargs = _get_kwargs(
        user_id=user_id,
        node=node,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    user_id: UUID,
    *,
    client: AuthenticatedClient,
    node: str,
) -> PermissionWhyOut | Problem | None:
    """Why a user is allowed a node, or not

     Which of the user's grants, which role's or default role's grant, or which negation decides the
    node, by the rule the permission check uses (a token's scopes aside), and every matching grant that
    was weighed. `node` is one node, no pattern. Super admins only.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        user_id (UUID):
        node (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PermissionWhyOut | Problem
    """

    return sync_detailed(
        user_id=user_id,
        client=client,
        node=node,
    ).parsed


async def asyncio_detailed(
    user_id: UUID,
    *,
    client: AuthenticatedClient,
    node: str,
) -> Response[PermissionWhyOut | Problem]:
    """Why a user is allowed a node, or not

     Which of the user's grants, which role's or default role's grant, or which negation decides the
    node, by the rule the permission check uses (a token's scopes aside), and every matching grant that
    was weighed. `node` is one node, no pattern. Super admins only.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        user_id (UUID):
        node (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PermissionWhyOut | Problem]
    """

    kwargs = _get_kwargs(
        user_id=user_id,
        node=node,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    user_id: UUID,
    *,
    client: AuthenticatedClient,
    node: str,
) -> PermissionWhyOut | Problem | None:
    """Why a user is allowed a node, or not

     Which of the user's grants, which role's or default role's grant, or which negation decides the
    node, by the rule the permission check uses (a token's scopes aside), and every matching grant that
    was weighed. `node` is one node, no pattern. Super admins only.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        user_id (UUID):
        node (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PermissionWhyOut | Problem
    """

    return (
        await asyncio_detailed(
            user_id=user_id,
            client=client,
            node=node,
        )
    ).parsed
