from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    service: None | str | Unset = UNSET,
    redirect: None | str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_service: None | str | Unset
    if isinstance(service, Unset):
        json_service = UNSET
    else:
        json_service = service
    params["service"] = json_service

    json_redirect: None | str | Unset
    if isinstance(redirect, Unset):
        json_redirect = UNSET
    else:
        json_redirect = redirect
    params["redirect"] = json_redirect

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/auth/service/exchange",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | str | None:
    if response.status_code == 200:
        response_200 = response.text
        return response_200

    if response.status_code == 302:
        response_302 = response.text
        return response_302

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

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
) -> Response[Problem | str]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    service: None | str | Unset = UNSET,
    redirect: None | str | Unset = UNSET,
) -> Response[Problem | str]:
    """Start signing in to a third-party service

     Checks the service and its registered redirect (HTML error pages: 400, 404); a browser that is not
    signed in is sent to sign in first; then the consent screen: the dashboard's
    (SVC_DASH_URL/consent?service=...&redirect=...) or, without a dashboard, a page served here.

    Args:
        service (None | str | Unset):
        redirect (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | str]
    """

    kwargs = _get_kwargs(
        service=service,
        redirect=redirect,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    service: None | str | Unset = UNSET,
    redirect: None | str | Unset = UNSET,
) -> Problem | str | None:
    """Start signing in to a third-party service

     Checks the service and its registered redirect (HTML error pages: 400, 404); a browser that is not
    signed in is sent to sign in first; then the consent screen: the dashboard's
    (SVC_DASH_URL/consent?service=...&redirect=...) or, without a dashboard, a page served here.

    Args:
        service (None | str | Unset):
        redirect (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | str
    """

    return sync_detailed(
        client=client,
        service=service,
        redirect=redirect,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    service: None | str | Unset = UNSET,
    redirect: None | str | Unset = UNSET,
) -> Response[Problem | str]:
    """Start signing in to a third-party service

     Checks the service and its registered redirect (HTML error pages: 400, 404); a browser that is not
    signed in is sent to sign in first; then the consent screen: the dashboard's
    (SVC_DASH_URL/consent?service=...&redirect=...) or, without a dashboard, a page served here.

    Args:
        service (None | str | Unset):
        redirect (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | str]
    """

    kwargs = _get_kwargs(
        service=service,
        redirect=redirect,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    service: None | str | Unset = UNSET,
    redirect: None | str | Unset = UNSET,
) -> Problem | str | None:
    """Start signing in to a third-party service

     Checks the service and its registered redirect (HTML error pages: 400, 404); a browser that is not
    signed in is sent to sign in first; then the consent screen: the dashboard's
    (SVC_DASH_URL/consent?service=...&redirect=...) or, without a dashboard, a page served here.

    Args:
        service (None | str | Unset):
        redirect (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | str
    """

    return (
        await asyncio_detailed(
            client=client,
            service=service,
            redirect=redirect,
        )
    ).parsed
