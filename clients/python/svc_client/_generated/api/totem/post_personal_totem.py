from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.model_out import ModelOut
from ...models.problem import Problem
from ...models.totem_post_in import TotemPostIn
from ...types import Response


def _get_kwargs(
    *,
    body: TotemPostIn,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/profile/personal-totem",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ModelOut | Problem | None:
    if response.status_code == 200:
        response_200 = ModelOut.from_dict(response.json())

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
) -> Response[ModelOut | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: TotemPostIn,
) -> Response[ModelOut | Problem]:
    """Upload a model, or activate one

     Needs totem:write. Send `data: {format: 'json', data: <base64>}` to upload (the model becomes
    active; an identical upload of yours reuses the stored model), or `itemModelId` to activate an
    existing model: exactly one of the two. `created` says whether a new model was stored. 400 for an
    invalid model, 413 for a body over 3 MiB, 503 `storage.unavailable` when the storage fails (nothing
    stored).

    Tokens limited by scopes need `totem:write`.

    Args:
        body (TotemPostIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ModelOut | Problem]
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
    body: TotemPostIn,
) -> ModelOut | Problem | None:
    """Upload a model, or activate one

     Needs totem:write. Send `data: {format: 'json', data: <base64>}` to upload (the model becomes
    active; an identical upload of yours reuses the stored model), or `itemModelId` to activate an
    existing model: exactly one of the two. `created` says whether a new model was stored. 400 for an
    invalid model, 413 for a body over 3 MiB, 503 `storage.unavailable` when the storage fails (nothing
    stored).

    Tokens limited by scopes need `totem:write`.

    Args:
        body (TotemPostIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ModelOut | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: TotemPostIn,
) -> Response[ModelOut | Problem]:
    """Upload a model, or activate one

     Needs totem:write. Send `data: {format: 'json', data: <base64>}` to upload (the model becomes
    active; an identical upload of yours reuses the stored model), or `itemModelId` to activate an
    existing model: exactly one of the two. `created` says whether a new model was stored. 400 for an
    invalid model, 413 for a body over 3 MiB, 503 `storage.unavailable` when the storage fails (nothing
    stored).

    Tokens limited by scopes need `totem:write`.

    Args:
        body (TotemPostIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ModelOut | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: TotemPostIn,
) -> ModelOut | Problem | None:
    """Upload a model, or activate one

     Needs totem:write. Send `data: {format: 'json', data: <base64>}` to upload (the model becomes
    active; an identical upload of yours reuses the stored model), or `itemModelId` to activate an
    existing model: exactly one of the two. `created` says whether a new model was stored. 400 for an
    invalid model, 413 for a body over 3 MiB, 503 `storage.unavailable` when the storage fails (nothing
    stored).

    Tokens limited by scopes need `totem:write`.

    Args:
        body (TotemPostIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ModelOut | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
