from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.report_triage_in import ReportTriageIn
from ...models.report_triage_out import ReportTriageOut
from ...types import UNSET, Response, Unset


def _get_kwargs(
    report_id: str,
    *,
    body: ReportTriageIn,
    if_match: None | str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_match, Unset):
        headers["If-Match"] = if_match

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/v1/admin/reports/{report_id}".format(
            report_id=quote(str(report_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | ReportTriageOut | None:
    if response.status_code == 200:
        response_200 = ReportTriageOut.from_dict(response.json())

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
) -> Response[Problem | ReportTriageOut]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    report_id: str,
    *,
    client: AuthenticatedClient,
    body: ReportTriageIn,
    if_match: None | str | Unset = UNSET,
) -> Response[Problem | ReportTriageOut]:
    """Triage a report (moderators)

     Needs admin:reports:manage. Sets `status` (open, dismissed, actioned) and the moderators' `note`.
    `If-Match` with the ETag read (the report's `revision`): 412 when someone triaged it meanwhile.
    Recorded in the audit log.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        report_id (str):
        if_match (None | str | Unset): The ETag read last: the write is refused (412) when it is
            stale
        body (ReportTriageIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | ReportTriageOut]
    """

    kwargs = _get_kwargs(
        report_id=report_id,
        body=body,
        if_match=if_match,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    report_id: str,
    *,
    client: AuthenticatedClient,
    body: ReportTriageIn,
    if_match: None | str | Unset = UNSET,
) -> Problem | ReportTriageOut | None:
    """Triage a report (moderators)

     Needs admin:reports:manage. Sets `status` (open, dismissed, actioned) and the moderators' `note`.
    `If-Match` with the ETag read (the report's `revision`): 412 when someone triaged it meanwhile.
    Recorded in the audit log.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        report_id (str):
        if_match (None | str | Unset): The ETag read last: the write is refused (412) when it is
            stale
        body (ReportTriageIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | ReportTriageOut
    """

    return sync_detailed(
        report_id=report_id,
        client=client,
        body=body,
        if_match=if_match,
    ).parsed


async def asyncio_detailed(
    report_id: str,
    *,
    client: AuthenticatedClient,
    body: ReportTriageIn,
    if_match: None | str | Unset = UNSET,
) -> Response[Problem | ReportTriageOut]:
    """Triage a report (moderators)

     Needs admin:reports:manage. Sets `status` (open, dismissed, actioned) and the moderators' `note`.
    `If-Match` with the ETag read (the report's `revision`): 412 when someone triaged it meanwhile.
    Recorded in the audit log.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        report_id (str):
        if_match (None | str | Unset): The ETag read last: the write is refused (412) when it is
            stale
        body (ReportTriageIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | ReportTriageOut]
    """

    kwargs = _get_kwargs(
        report_id=report_id,
        body=body,
        if_match=if_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    report_id: str,
    *,
    client: AuthenticatedClient,
    body: ReportTriageIn,
    if_match: None | str | Unset = UNSET,
) -> Problem | ReportTriageOut | None:
    """Triage a report (moderators)

     Needs admin:reports:manage. Sets `status` (open, dismissed, actioned) and the moderators' `note`.
    `If-Match` with the ETag read (the report's `revision`): 412 when someone triaged it meanwhile.
    Recorded in the audit log.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        report_id (str):
        if_match (None | str | Unset): The ETag read last: the write is refused (412) when it is
            stale
        body (ReportTriageIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | ReportTriageOut
    """

    return (
        await asyncio_detailed(
            report_id=report_id,
            client=client,
            body=body,
            if_match=if_match,
        )
    ).parsed
