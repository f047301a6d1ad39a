from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    state: None | str | Unset = UNSET,
    code: None | str | Unset = UNSET,
    error: None | str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_state: None | str | Unset
    if isinstance(state, Unset):
        json_state = UNSET
    else:
        json_state = state
    params["state"] = json_state

    json_code: None | str | Unset
    if isinstance(code, Unset):
        json_code = UNSET
    else:
        json_code = code
    params["code"] = json_code

    json_error: None | str | Unset
    if isinstance(error, Unset):
        json_error = UNSET
    else:
        json_error = error
    params["error"] = json_error

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/auth/idp/callback",
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
    state: None | str | Unset = UNSET,
    code: None | str | Unset = UNSET,
    error: None | str | Unset = UNSET,
) -> Response[Problem | str]:
    """The identity provider's return

     Sets the session cookie svc_token, then: platform dash/partner redirects with
    #authToken=...&expiresAt=... (on failure ?loginError=...); web redirects to its `redirect`, or shows
    the token on an HTML page. Unknown, replayed or forged `state`: 400 HTML page.

    Args:
        state (None | str | Unset):
        code (None | str | Unset):
        error (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | str]
    """

    kwargs = _get_kwargs(
        state=state,
        code=code,
        error=error,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    state: None | str | Unset = UNSET,
    code: None | str | Unset = UNSET,
    error: None | str | Unset = UNSET,
) -> Problem | str | None:
    """The identity provider's return

     Sets the session cookie svc_token, then: platform dash/partner redirects with
    #authToken=...&expiresAt=... (on failure ?loginError=...); web redirects to its `redirect`, or shows
    the token on an HTML page. Unknown, replayed or forged `state`: 400 HTML page.

    Args:
        state (None | str | Unset):
        code (None | str | Unset):
        error (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | str
    """

    return sync_detailed(
        client=client,
        state=state,
        code=code,
        error=error,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    state: None | str | Unset = UNSET,
    code: None | str | Unset = UNSET,
    error: None | str | Unset = UNSET,
) -> Response[Problem | str]:
    """The identity provider's return

     Sets the session cookie svc_token, then: platform dash/partner redirects with
    #authToken=...&expiresAt=... (on failure ?loginError=...); web redirects to its `redirect`, or shows
    the token on an HTML page. Unknown, replayed or forged `state`: 400 HTML page.

    Args:
        state (None | str | Unset):
        code (None | str | Unset):
        error (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | str]
    """

    kwargs = _get_kwargs(
        state=state,
        code=code,
        error=error,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    state: None | str | Unset = UNSET,
    code: None | str | Unset = UNSET,
    error: None | str | Unset = UNSET,
) -> Problem | str | None:
    """The identity provider's return

     Sets the session cookie svc_token, then: platform dash/partner redirects with
    #authToken=...&expiresAt=... (on failure ?loginError=...); web redirects to its `redirect`, or shows
    the token on an HTML page. Unknown, replayed or forged `state`: 400 HTML page.

    Args:
        state (None | str | Unset):
        code (None | str | Unset):
        error (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | str
    """

    return (
        await asyncio_detailed(
            client=client,
            state=state,
            code=code,
            error=error,
        )
    ).parsed
