from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.extension_envelope import ExtensionEnvelope
from ...models.extension_patch import ExtensionPatch
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    extension_id: str,
    *,
    body: ExtensionPatch,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "put",
        "url": "/v1/connect/extensions/{extension_id}".format(
            extension_id=quote(str(extension_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ExtensionEnvelope | Problem | None:
    if response.status_code == 200:
        response_200 = ExtensionEnvelope.from_dict(response.json())

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
) -> Response[ExtensionEnvelope | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    extension_id: str,
    *,
    client: AuthenticatedClient,
    body: ExtensionPatch,
) -> Response[ExtensionEnvelope | Problem]:
    """Change a catalog entry's name or description (its creator)

     Changes the name and/or description of a catalog entry; only its creator may. Members left out stay
    as they are.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        extension_id (str):
        body (ExtensionPatch):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ExtensionEnvelope | Problem]
    """

    kwargs = _get_kwargs(
        extension_id=extension_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    extension_id: str,
    *,
    client: AuthenticatedClient,
    body: ExtensionPatch,
) -> ExtensionEnvelope | Problem | None:
    """Change a catalog entry's name or description (its creator)

     Changes the name and/or description of a catalog entry; only its creator may. Members left out stay
    as they are.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        extension_id (str):
        body (ExtensionPatch):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ExtensionEnvelope | Problem
    """

    return sync_detailed(
        extension_id=extension_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    extension_id: str,
    *,
    client: AuthenticatedClient,
    body: ExtensionPatch,
) -> Response[ExtensionEnvelope | Problem]:
    """Change a catalog entry's name or description (its creator)

     Changes the name and/or description of a catalog entry; only its creator may. Members left out stay
    as they are.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        extension_id (str):
        body (ExtensionPatch):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ExtensionEnvelope | Problem]
    """

    kwargs = _get_kwargs(
        extension_id=extension_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    extension_id: str,
    *,
    client: AuthenticatedClient,
    body: ExtensionPatch,
) -> ExtensionEnvelope | Problem | None:
    """Change a catalog entry's name or description (its creator)

     Changes the name and/or description of a catalog entry; only its creator may. Members left out stay
    as they are.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        extension_id (str):
        body (ExtensionPatch):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ExtensionEnvelope | Problem
    """

    return (
        await asyncio_detailed(
            extension_id=extension_id,
            client=client,
            body=body,
        )
    ).parsed
