from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.register_gateway_in import RegisterGatewayIn
from ...models.registered_gateway_out import RegisteredGatewayOut
from ...types import Response


def _get_kwargs(
    *,
    body: RegisterGatewayIn,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/connect/gateways/register",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | RegisteredGatewayOut | None:
    if response.status_code == 201:
        response_201 = RegisteredGatewayOut.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())

        return response_403

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
) -> Response[Problem | RegisteredGatewayOut]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: RegisterGatewayIn,
) -> Response[Problem | RegisteredGatewayOut]:
    """Register a gateway (registration token)

     Authorization: Bearer <SVC_GATEWAY_REGISTRATION_TOKEN>. Answers the gateway's id and secret (shown
    once; only its digest is kept) and the heartbeat interval. Limited per IP.

    Args:
        body (RegisterGatewayIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | RegisteredGatewayOut]
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
    body: RegisterGatewayIn,
) -> Problem | RegisteredGatewayOut | None:
    """Register a gateway (registration token)

     Authorization: Bearer <SVC_GATEWAY_REGISTRATION_TOKEN>. Answers the gateway's id and secret (shown
    once; only its digest is kept) and the heartbeat interval. Limited per IP.

    Args:
        body (RegisterGatewayIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | RegisteredGatewayOut
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: RegisterGatewayIn,
) -> Response[Problem | RegisteredGatewayOut]:
    """Register a gateway (registration token)

     Authorization: Bearer <SVC_GATEWAY_REGISTRATION_TOKEN>. Answers the gateway's id and secret (shown
    once; only its digest is kept) and the heartbeat interval. Limited per IP.

    Args:
        body (RegisterGatewayIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | RegisteredGatewayOut]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: RegisterGatewayIn,
) -> Problem | RegisteredGatewayOut | None:
    """Register a gateway (registration token)

     Authorization: Bearer <SVC_GATEWAY_REGISTRATION_TOKEN>. Answers the gateway's id and secret (shown
    once; only its digest is kept) and the heartbeat interval. Limited per IP.

    Args:
        body (RegisterGatewayIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | RegisteredGatewayOut
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
