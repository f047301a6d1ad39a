from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.model_out import ModelOut
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    include_model: bool | Unset = False,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["includeModel"] = include_model

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/api/profile/personal-totem",
        "params": params,
    }

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
    include_model: bool | Unset = False,
) -> Response[ModelOut | Problem]:
    """My active personal totem

     Needs totem:read. `includeModel=true` puts the model JSON in `itemModel` instead of its public URL
    in `itemModelUrl`. 404 `totem.no_active_model` before the first upload or activation.

    Tokens limited by scopes need `totem:read`.

    Args:
        include_model (bool | Unset):  Default: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ModelOut | Problem]
    """

    kwargs = _get_kwargs(
        include_model=include_model,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    include_model: bool | Unset = False,
) -> ModelOut | Problem | None:
    """My active personal totem

     Needs totem:read. `includeModel=true` puts the model JSON in `itemModel` instead of its public URL
    in `itemModelUrl`. 404 `totem.no_active_model` before the first upload or activation.

    Tokens limited by scopes need `totem:read`.

    Args:
        include_model (bool | Unset):  Default: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ModelOut | Problem
    """

    return sync_detailed(
        client=client,
        include_model=include_model,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    include_model: bool | Unset = False,
) -> Response[ModelOut | Problem]:
    """My active personal totem

     Needs totem:read. `includeModel=true` puts the model JSON in `itemModel` instead of its public URL
    in `itemModelUrl`. 404 `totem.no_active_model` before the first upload or activation.

    Tokens limited by scopes need `totem:read`.

    Args:
        include_model (bool | Unset):  Default: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ModelOut | Problem]
    """

    kwargs = _get_kwargs(
        include_model=include_model,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    include_model: bool | Unset = False,
) -> ModelOut | Problem | None:
    """My active personal totem

     Needs totem:read. `includeModel=true` puts the model JSON in `itemModel` instead of its public URL
    in `itemModelUrl`. 404 `totem.no_active_model` before the first upload or activation.

    Tokens limited by scopes need `totem:read`.

    Args:
        include_model (bool | Unset):  Default: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ModelOut | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            include_model=include_model,
        )
    ).parsed
