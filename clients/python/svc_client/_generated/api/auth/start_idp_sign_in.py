from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    platform: None | str | Unset = UNSET,
    redirect: None | str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_platform: None | str | Unset
    if isinstance(platform, Unset):
        json_platform = UNSET
    else:
        json_platform = platform
    params["platform"] = json_platform

    json_redirect: None | str | Unset
    if isinstance(redirect, Unset):
        json_redirect = UNSET
    else:
        json_redirect = redirect
    params["redirect"] = json_redirect

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/auth/idp/login",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | str | None:
    if response.status_code == 302:
        response_302 = response.text
        return response_302

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

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
    platform: None | str | Unset = UNSET,
    redirect: None | str | Unset = UNSET,
) -> Response[Problem | str]:
    """Sign in with the identity provider

     Redirects to the provider (authorization code, PKCE, state and nonce). 503 `auth.idp_not_configured`
    when IDP_ISSUER/IDP_CLIENT_ID are unset.

    Args:
        platform (None | str | Unset): dash or partner: come back with
            #authToken=...&expiresAt=...; anything else (default web): the token page, or a plain
            redirect to `redirect`
        redirect (None | str | Unset): absolute http(s) URL on localhost, 127.0.0.1 or one of the
            platform's own hosts; anything else is 400 and nothing redirects

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | str]
    """

    kwargs = _get_kwargs(
        platform=platform,
        redirect=redirect,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    platform: None | str | Unset = UNSET,
    redirect: None | str | Unset = UNSET,
) -> Problem | str | None:
    """Sign in with the identity provider

     Redirects to the provider (authorization code, PKCE, state and nonce). 503 `auth.idp_not_configured`
    when IDP_ISSUER/IDP_CLIENT_ID are unset.

    Args:
        platform (None | str | Unset): dash or partner: come back with
            #authToken=...&expiresAt=...; anything else (default web): the token page, or a plain
            redirect to `redirect`
        redirect (None | str | Unset): absolute http(s) URL on localhost, 127.0.0.1 or one of the
            platform's own hosts; anything else is 400 and nothing redirects

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | str
    """

    return sync_detailed(
        client=client,
        platform=platform,
        redirect=redirect,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    platform: None | str | Unset = UNSET,
    redirect: None | str | Unset = UNSET,
) -> Response[Problem | str]:
    """Sign in with the identity provider

     Redirects to the provider (authorization code, PKCE, state and nonce). 503 `auth.idp_not_configured`
    when IDP_ISSUER/IDP_CLIENT_ID are unset.

    Args:
        platform (None | str | Unset): dash or partner: come back with
            #authToken=...&expiresAt=...; anything else (default web): the token page, or a plain
            redirect to `redirect`
        redirect (None | str | Unset): absolute http(s) URL on localhost, 127.0.0.1 or one of the
            platform's own hosts; anything else is 400 and nothing redirects

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | str]
    """

    kwargs = _get_kwargs(
        platform=platform,
        redirect=redirect,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    platform: None | str | Unset = UNSET,
    redirect: None | str | Unset = UNSET,
) -> Problem | str | None:
    """Sign in with the identity provider

     Redirects to the provider (authorization code, PKCE, state and nonce). 503 `auth.idp_not_configured`
    when IDP_ISSUER/IDP_CLIENT_ID are unset.

    Args:
        platform (None | str | Unset): dash or partner: come back with
            #authToken=...&expiresAt=...; anything else (default web): the token page, or a plain
            redirect to `redirect`
        redirect (None | str | Unset): absolute http(s) URL on localhost, 127.0.0.1 or one of the
            platform's own hosts; anything else is 400 and nothing redirects

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | str
    """

    return (
        await asyncio_detailed(
            client=client,
            platform=platform,
            redirect=redirect,
        )
    ).parsed
