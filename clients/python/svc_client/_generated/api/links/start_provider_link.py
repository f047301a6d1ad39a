from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.link_start_out import LinkStartOut
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    provider: str,
    *,
    redirect: None | str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_redirect: None | str | Unset
    if isinstance(redirect, Unset):
        json_redirect = UNSET
    else:
        json_redirect = redirect
    params["redirect"] = json_redirect

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/profile/settings/{provider}/link".format(
            provider=quote(str(provider), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> LinkStartOut | Problem | None:
    if response.status_code == 200:
        response_200 = LinkStartOut.from_dict(response.json())

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
) -> Response[LinkStartOut | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    provider: str,
    *,
    client: AuthenticatedClient,
    redirect: None | str | Unset = UNSET,
) -> Response[LinkStartOut | Problem]:
    """Start linking a membership or chat account

     Answers the provider's authorization URL (code flow with PKCE and state) and sets the cookie
    svc_link that binds the link to this browser: navigate to the URL in the same browser. The provider
    sends it back to /v1/auth/{provider}/callback.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        provider (str):
        redirect (None | str | Unset): where the browser goes after the link: an absolute http(s)
            URL on localhost, 127.0.0.1 or one of the platform's own hosts (default: the dashboard)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[LinkStartOut | Problem]
    """

    kwargs = _get_kwargs(
        provider=provider,
        redirect=redirect,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    provider: str,
    *,
    client: AuthenticatedClient,
    redirect: None | str | Unset = UNSET,
) -> LinkStartOut | Problem | None:
    """Start linking a membership or chat account

     Answers the provider's authorization URL (code flow with PKCE and state) and sets the cookie
    svc_link that binds the link to this browser: navigate to the URL in the same browser. The provider
    sends it back to /v1/auth/{provider}/callback.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        provider (str):
        redirect (None | str | Unset): where the browser goes after the link: an absolute http(s)
            URL on localhost, 127.0.0.1 or one of the platform's own hosts (default: the dashboard)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        LinkStartOut | Problem
    """

    return sync_detailed(
        provider=provider,
        client=client,
        redirect=redirect,
    ).parsed


async def asyncio_detailed(
    provider: str,
    *,
    client: AuthenticatedClient,
    redirect: None | str | Unset = UNSET,
) -> Response[LinkStartOut | Problem]:
    """Start linking a membership or chat account

     Answers the provider's authorization URL (code flow with PKCE and state) and sets the cookie
    svc_link that binds the link to this browser: navigate to the URL in the same browser. The provider
    sends it back to /v1/auth/{provider}/callback.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        provider (str):
        redirect (None | str | Unset): where the browser goes after the link: an absolute http(s)
            URL on localhost, 127.0.0.1 or one of the platform's own hosts (default: the dashboard)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[LinkStartOut | Problem]
    """

    kwargs = _get_kwargs(
        provider=provider,
        redirect=redirect,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    provider: str,
    *,
    client: AuthenticatedClient,
    redirect: None | str | Unset = UNSET,
) -> LinkStartOut | Problem | None:
    """Start linking a membership or chat account

     Answers the provider's authorization URL (code flow with PKCE and state) and sets the cookie
    svc_link that binds the link to this browser: navigate to the URL in the same browser. The provider
    sends it back to /v1/auth/{provider}/callback.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        provider (str):
        redirect (None | str | Unset): where the browser goes after the link: an absolute http(s)
            URL on localhost, 127.0.0.1 or one of the platform's own hosts (default: the dashboard)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        LinkStartOut | Problem
    """

    return (
        await asyncio_detailed(
            provider=provider,
            client=client,
            redirect=redirect,
        )
    ).parsed
