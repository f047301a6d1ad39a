from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.published_route_out import PublishedRouteOut
from ...models.route_in import RouteIn
from ...types import Response


def _get_kwargs(
    server_id: UUID,
    *,
    body: RouteIn,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "put",
        "url": "/v1/connect/servers/{server_id}/gateway-route".format(
            server_id=quote(str(server_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | PublishedRouteOut | None:
    if response.status_code == 200:
        response_200 = PublishedRouteOut.from_dict(response.json())

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
) -> Response[Problem | PublishedRouteOut]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    server_id: UUID,
    *,
    client: AuthenticatedClient,
    body: RouteIn,
) -> Response[Problem | PublishedRouteOut]:
    """Publish (or refresh) the server's route

     routeHost defaults to the preferred host; it must be a verified domain of the network (or a name
    under one) or <serverId>.connect.gateway. Publish again to keep it: a route not refreshed within
    SVC_GATEWAY_ROUTE_TTL_SECONDS is removed. In a zone with DNS automation its A records point at the
    serving gateways (`dns`). A host another server holds is 409.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        server_id (UUID):
        body (RouteIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | PublishedRouteOut]
    """

    kwargs = _get_kwargs(
        server_id=server_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    server_id: UUID,
    *,
    client: AuthenticatedClient,
    body: RouteIn,
) -> Problem | PublishedRouteOut | None:
    """Publish (or refresh) the server's route

     routeHost defaults to the preferred host; it must be a verified domain of the network (or a name
    under one) or <serverId>.connect.gateway. Publish again to keep it: a route not refreshed within
    SVC_GATEWAY_ROUTE_TTL_SECONDS is removed. In a zone with DNS automation its A records point at the
    serving gateways (`dns`). A host another server holds is 409.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        server_id (UUID):
        body (RouteIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | PublishedRouteOut
    """

    return sync_detailed(
        server_id=server_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    server_id: UUID,
    *,
    client: AuthenticatedClient,
    body: RouteIn,
) -> Response[Problem | PublishedRouteOut]:
    """Publish (or refresh) the server's route

     routeHost defaults to the preferred host; it must be a verified domain of the network (or a name
    under one) or <serverId>.connect.gateway. Publish again to keep it: a route not refreshed within
    SVC_GATEWAY_ROUTE_TTL_SECONDS is removed. In a zone with DNS automation its A records point at the
    serving gateways (`dns`). A host another server holds is 409.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        server_id (UUID):
        body (RouteIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | PublishedRouteOut]
    """

    kwargs = _get_kwargs(
        server_id=server_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    server_id: UUID,
    *,
    client: AuthenticatedClient,
    body: RouteIn,
) -> Problem | PublishedRouteOut | None:
    """Publish (or refresh) the server's route

     routeHost defaults to the preferred host; it must be a verified domain of the network (or a name
    under one) or <serverId>.connect.gateway. Publish again to keep it: a route not refreshed within
    SVC_GATEWAY_ROUTE_TTL_SECONDS is removed. In a zone with DNS automation its A records point at the
    serving gateways (`dns`). A host another server holds is 409.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        server_id (UUID):
        body (RouteIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | PublishedRouteOut
    """

    return (
        await asyncio_detailed(
            server_id=server_id,
            client=client,
            body=body,
        )
    ).parsed
