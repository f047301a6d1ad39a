from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.service_envelope import ServiceEnvelope
from ...types import Response


def _get_kwargs(
    service_id: str,
    domain: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/services/{service_id}/domains/{domain}/verify".format(
            service_id=quote(str(service_id), safe=""),
            domain=quote(str(domain), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | ServiceEnvelope | None:
    if response.status_code == 200:
        response_200 = ServiceEnvelope.from_dict(response.json())

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

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())

        return response_409

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
) -> Response[Problem | ServiceEnvelope]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    service_id: str,
    domain: str,
    *,
    client: AuthenticatedClient,
) -> Response[Problem | ServiceEnvelope]:
    """Check an allowed domain's TXT record

     Looks up TXT `_svc-service.<domain>` for `svc-service=<token>`. 409 `services.domain_not_verified`
    when absent; 503 when DNS does not answer.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        service_id (str):
        domain (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | ServiceEnvelope]
    """

    kwargs = _get_kwargs(
        service_id=service_id,
        domain=domain,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    service_id: str,
    domain: str,
    *,
    client: AuthenticatedClient,
) -> Problem | ServiceEnvelope | None:
    """Check an allowed domain's TXT record

     Looks up TXT `_svc-service.<domain>` for `svc-service=<token>`. 409 `services.domain_not_verified`
    when absent; 503 when DNS does not answer.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        service_id (str):
        domain (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | ServiceEnvelope
    """

    return sync_detailed(
        service_id=service_id,
        domain=domain,
        client=client,
    ).parsed


async def asyncio_detailed(
    service_id: str,
    domain: str,
    *,
    client: AuthenticatedClient,
) -> Response[Problem | ServiceEnvelope]:
    """Check an allowed domain's TXT record

     Looks up TXT `_svc-service.<domain>` for `svc-service=<token>`. 409 `services.domain_not_verified`
    when absent; 503 when DNS does not answer.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        service_id (str):
        domain (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | ServiceEnvelope]
    """

    kwargs = _get_kwargs(
        service_id=service_id,
        domain=domain,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    service_id: str,
    domain: str,
    *,
    client: AuthenticatedClient,
) -> Problem | ServiceEnvelope | None:
    """Check an allowed domain's TXT record

     Looks up TXT `_svc-service.<domain>` for `svc-service=<token>`. 409 `services.domain_not_verified`
    when absent; 503 when DNS does not answer.

    A full sign-in: tokens limited by scopes are refused.

    Args:
        service_id (str):
        domain (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | ServiceEnvelope
    """

    return (
        await asyncio_detailed(
            service_id=service_id,
            domain=domain,
            client=client,
        )
    ).parsed
