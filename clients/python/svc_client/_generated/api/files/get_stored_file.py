from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.get_stored_file_response_200 import GetStoredFileResponse200
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    object_name: str,
    *,
    if_none_match: None | str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/cdn/{object_name}".format(
            object_name=quote(str(object_name), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | GetStoredFileResponse200 | Problem | None:
    if response.status_code == 200:
        response_200 = GetStoredFileResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Any | GetStoredFileResponse200 | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    object_name: str,
    *,
    client: AuthenticatedClient | Client,
    if_none_match: None | str | Unset = UNSET,
) -> Response[Any | GetStoredFileResponse200 | Problem]:
    """A model file

     The JSON of a personal totem model, at the `itemModelUrl` the API hands out. Immutable: `Cache-
    Control: public, max-age=31536000, immutable`, `ETag`, 304 on a matching `If-None-Match`.

    Args:
        object_name (str):
        if_none_match (None | str | Unset): The ETag of the answer you have: 304 when it is still
            current

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GetStoredFileResponse200 | Problem]
    """

    kwargs = _get_kwargs(
        object_name=object_name,
        if_none_match=if_none_match,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    object_name: str,
    *,
    client: AuthenticatedClient | Client,
    if_none_match: None | str | Unset = UNSET,
) -> Any | GetStoredFileResponse200 | Problem | None:
    """A model file

     The JSON of a personal totem model, at the `itemModelUrl` the API hands out. Immutable: `Cache-
    Control: public, max-age=31536000, immutable`, `ETag`, 304 on a matching `If-None-Match`.

    Args:
        object_name (str):
        if_none_match (None | str | Unset): The ETag of the answer you have: 304 when it is still
            current

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GetStoredFileResponse200 | Problem
    """

    return sync_detailed(
        object_name=object_name,
        client=client,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    object_name: str,
    *,
    client: AuthenticatedClient | Client,
    if_none_match: None | str | Unset = UNSET,
) -> Response[Any | GetStoredFileResponse200 | Problem]:
    """A model file

     The JSON of a personal totem model, at the `itemModelUrl` the API hands out. Immutable: `Cache-
    Control: public, max-age=31536000, immutable`, `ETag`, 304 on a matching `If-None-Match`.

    Args:
        object_name (str):
        if_none_match (None | str | Unset): The ETag of the answer you have: 304 when it is still
            current

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GetStoredFileResponse200 | Problem]
    """

    kwargs = _get_kwargs(
        object_name=object_name,
        if_none_match=if_none_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    object_name: str,
    *,
    client: AuthenticatedClient | Client,
    if_none_match: None | str | Unset = UNSET,
) -> Any | GetStoredFileResponse200 | Problem | None:
    """A model file

     The JSON of a personal totem model, at the `itemModelUrl` the API hands out. Immutable: `Cache-
    Control: public, max-age=31536000, immutable`, `ETag`, 304 on a matching `If-None-Match`.

    Args:
        object_name (str):
        if_none_match (None | str | Unset): The ETag of the answer you have: 304 when it is still
            current

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GetStoredFileResponse200 | Problem
    """

    return (
        await asyncio_detailed(
            object_name=object_name,
            client=client,
            if_none_match=if_none_match,
        )
    ).parsed
