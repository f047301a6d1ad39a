from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.patch_server_settings_body import PatchServerSettingsBody
from ...models.problem import Problem
from ...models.settings_envelope import SettingsEnvelope
from ...types import UNSET, Response, Unset


def _get_kwargs(
    server_id: UUID,
    *,
    body: PatchServerSettingsBody,
    source: str,
    if_match: None | str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_match, Unset):
        headers["If-Match"] = if_match

    params: dict[str, Any] = {}

    params["source"] = source

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/v1/connect/servers/{server_id}/settings".format(
            server_id=quote(str(server_id), safe=""),
        ),
        "params": params,
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/merge-patch+json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | SettingsEnvelope | None:
    if response.status_code == 200:
        response_200 = SettingsEnvelope.from_dict(response.json())

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

    if response.status_code == 412:
        response_412 = Problem.from_dict(response.json())

        return response_412

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
) -> Response[Problem | SettingsEnvelope]:
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
    body: PatchServerSettingsBody,
    source: str,
    if_match: None | str | Unset = UNSET,
) -> Response[Problem | SettingsEnvelope]:
    """Change some members of a source's settings (JSON Merge Patch)

     Server auth, or a platform token with connect:settings:write. The body is a JSON Merge Patch (RFC
    7396) of the source's `data`: members it names change, `null` removes one, the rest stay (`{"pvp":
    false}` keeps `mode`). The schema stays and checks the result. With `If-Match` only onto that
    revision (else 412); without it, onto whatever is current. A new revision, answered as `ETag`, and
    one settings.updated on the stream.

    Tokens limited by scopes need `connect:settings:write`.

    Args:
        server_id (UUID):
        source (str): the source to patch
        if_match (None | str | Unset): the ETag you read (`"<revision>"`): store only onto that
            revision
        body (PatchServerSettingsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SettingsEnvelope]
    """

    kwargs = _get_kwargs(
        server_id=server_id,
        body=body,
        source=source,
        if_match=if_match,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    server_id: UUID,
    *,
    client: AuthenticatedClient,
    body: PatchServerSettingsBody,
    source: str,
    if_match: None | str | Unset = UNSET,
) -> Problem | SettingsEnvelope | None:
    """Change some members of a source's settings (JSON Merge Patch)

     Server auth, or a platform token with connect:settings:write. The body is a JSON Merge Patch (RFC
    7396) of the source's `data`: members it names change, `null` removes one, the rest stay (`{"pvp":
    false}` keeps `mode`). The schema stays and checks the result. With `If-Match` only onto that
    revision (else 412); without it, onto whatever is current. A new revision, answered as `ETag`, and
    one settings.updated on the stream.

    Tokens limited by scopes need `connect:settings:write`.

    Args:
        server_id (UUID):
        source (str): the source to patch
        if_match (None | str | Unset): the ETag you read (`"<revision>"`): store only onto that
            revision
        body (PatchServerSettingsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SettingsEnvelope
    """

    return sync_detailed(
        server_id=server_id,
        client=client,
        body=body,
        source=source,
        if_match=if_match,
    ).parsed


async def asyncio_detailed(
    server_id: UUID,
    *,
    client: AuthenticatedClient,
    body: PatchServerSettingsBody,
    source: str,
    if_match: None | str | Unset = UNSET,
) -> Response[Problem | SettingsEnvelope]:
    """Change some members of a source's settings (JSON Merge Patch)

     Server auth, or a platform token with connect:settings:write. The body is a JSON Merge Patch (RFC
    7396) of the source's `data`: members it names change, `null` removes one, the rest stay (`{"pvp":
    false}` keeps `mode`). The schema stays and checks the result. With `If-Match` only onto that
    revision (else 412); without it, onto whatever is current. A new revision, answered as `ETag`, and
    one settings.updated on the stream.

    Tokens limited by scopes need `connect:settings:write`.

    Args:
        server_id (UUID):
        source (str): the source to patch
        if_match (None | str | Unset): the ETag you read (`"<revision>"`): store only onto that
            revision
        body (PatchServerSettingsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SettingsEnvelope]
    """

    kwargs = _get_kwargs(
        server_id=server_id,
        body=body,
        source=source,
        if_match=if_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    server_id: UUID,
    *,
    client: AuthenticatedClient,
    body: PatchServerSettingsBody,
    source: str,
    if_match: None | str | Unset = UNSET,
) -> Problem | SettingsEnvelope | None:
    """Change some members of a source's settings (JSON Merge Patch)

     Server auth, or a platform token with connect:settings:write. The body is a JSON Merge Patch (RFC
    7396) of the source's `data`: members it names change, `null` removes one, the rest stay (`{"pvp":
    false}` keeps `mode`). The schema stays and checks the result. With `If-Match` only onto that
    revision (else 412); without it, onto whatever is current. A new revision, answered as `ETag`, and
    one settings.updated on the stream.

    Tokens limited by scopes need `connect:settings:write`.

    Args:
        server_id (UUID):
        source (str): the source to patch
        if_match (None | str | Unset): the ETag you read (`"<revision>"`): store only onto that
            revision
        body (PatchServerSettingsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SettingsEnvelope
    """

    return (
        await asyncio_detailed(
            server_id=server_id,
            client=client,
            body=body,
            source=source,
            if_match=if_match,
        )
    ).parsed
