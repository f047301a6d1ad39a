from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.service_token_in import ServiceTokenIn
from ...models.service_token_out import ServiceTokenOut
from ...types import Response


def _get_kwargs(
    *,
    body: ServiceTokenIn,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/auth/service/token",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | ServiceTokenOut | None:
    if response.status_code == 200:
        response_200 = ServiceTokenOut.from_dict(response.json())

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
) -> Response[Problem | ServiceTokenOut]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: ServiceTokenIn,
) -> Response[Problem | ServiceTokenOut]:
    """Consent to a service and get its token

     Records the consent to the service's requested permissions and issues a service token limited to
    them (30 days); asked with a token limited by scopes (a game session's), to those of them it holds.
    `redirectUrl` is the registered redirect with the fragment to send the browser to.

    Any API token (a game session's too), whatever its scopes; not a service token.

    Args:
        body (ServiceTokenIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | ServiceTokenOut]
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
    body: ServiceTokenIn,
) -> Problem | ServiceTokenOut | None:
    """Consent to a service and get its token

     Records the consent to the service's requested permissions and issues a service token limited to
    them (30 days); asked with a token limited by scopes (a game session's), to those of them it holds.
    `redirectUrl` is the registered redirect with the fragment to send the browser to.

    Any API token (a game session's too), whatever its scopes; not a service token.

    Args:
        body (ServiceTokenIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | ServiceTokenOut
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: ServiceTokenIn,
) -> Response[Problem | ServiceTokenOut]:
    """Consent to a service and get its token

     Records the consent to the service's requested permissions and issues a service token limited to
    them (30 days); asked with a token limited by scopes (a game session's), to those of them it holds.
    `redirectUrl` is the registered redirect with the fragment to send the browser to.

    Any API token (a game session's too), whatever its scopes; not a service token.

    Args:
        body (ServiceTokenIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | ServiceTokenOut]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: ServiceTokenIn,
) -> Problem | ServiceTokenOut | None:
    """Consent to a service and get its token

     Records the consent to the service's requested permissions and issues a service token limited to
    them (30 days); asked with a token limited by scopes (a game session's), to those of them it holds.
    `redirectUrl` is the registered redirect with the fragment to send the browser to.

    Any API token (a game session's too), whatever its scopes; not a service token.

    Args:
        body (ServiceTokenIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | ServiceTokenOut
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
