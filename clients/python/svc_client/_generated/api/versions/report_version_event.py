from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.events_in import EventsIn
from ...models.ingest_out import IngestOut
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    *,
    body: EventsIn,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/public/versions/events",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> IngestOut | Problem | None:
    if response.status_code == 202:
        response_202 = IngestOut.from_dict(response.json())

        return response_202

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

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
) -> Response[IngestOut | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: EventsIn,
) -> Response[IngestOut | Problem]:
    """Report what happened to releases (install, start, crash ...)

     No sign-in. 1..100 events a request (the body at most 512 KiB, else 413), each naming its scope and
    build; `data` at most 2 KiB. Idempotent: an event whose `eventId` this `clientId` sent before is
    counted as a duplicate, not stored again. Events naming a build that is no published release of that
    scope are dropped (`unknown`). Rate limited per address (policy `version_events`, 429).

    Args:
        body (EventsIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[IngestOut | Problem]
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
    client: AuthenticatedClient | Client,
    body: EventsIn,
) -> IngestOut | Problem | None:
    """Report what happened to releases (install, start, crash ...)

     No sign-in. 1..100 events a request (the body at most 512 KiB, else 413), each naming its scope and
    build; `data` at most 2 KiB. Idempotent: an event whose `eventId` this `clientId` sent before is
    counted as a duplicate, not stored again. Events naming a build that is no published release of that
    scope are dropped (`unknown`). Rate limited per address (policy `version_events`, 429).

    Args:
        body (EventsIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        IngestOut | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: EventsIn,
) -> Response[IngestOut | Problem]:
    """Report what happened to releases (install, start, crash ...)

     No sign-in. 1..100 events a request (the body at most 512 KiB, else 413), each naming its scope and
    build; `data` at most 2 KiB. Idempotent: an event whose `eventId` this `clientId` sent before is
    counted as a duplicate, not stored again. Events naming a build that is no published release of that
    scope are dropped (`unknown`). Rate limited per address (policy `version_events`, 429).

    Args:
        body (EventsIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[IngestOut | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: EventsIn,
) -> IngestOut | Problem | None:
    """Report what happened to releases (install, start, crash ...)

     No sign-in. 1..100 events a request (the body at most 512 KiB, else 413), each naming its scope and
    build; `data` at most 2 KiB. Idempotent: an event whose `eventId` this `clientId` sent before is
    counted as a duplicate, not stored again. Events naming a build that is no published release of that
    scope are dropped (`unknown`). Rate limited per address (policy `version_events`, 429).

    Args:
        body (EventsIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        IngestOut | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
