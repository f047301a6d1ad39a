"""RFC 9457 problem details: the one error body of the API (docs/api.md, "Errors").

One table maps domain error classes to HTTP statuses; framework exceptions keep their own
status. A 500 carries only status, title, code and requestId: never exception text.
"""

from __future__ import annotations

import logging
import math
from http import HTTPStatus
from typing import Annotated, Any

import msgspec
from litestar import Request, Response
from litestar.exceptions import HTTPException, NotFoundException, ValidationException
from litestar.exceptions.http_exceptions import RequestEntityTooLarge
from litestar.openapi.datastructures import ResponseSpec
from litestar.types import ExceptionHandlersMap

from bootstrap.outages import database_unreachable
from domain.shared.errors import (
    Conflict,
    DomainError,
    Forbidden,
    Gone,
    InvalidInput,
    NotFound,
    PreconditionFailed,
    RateLimited,
    Unauthorized,
    Unavailable,
)
from entrypoints.http.body_limits import too_large_detail
from entrypoints.http.path_parameters import PATH_PARAMETERS, MalformedPathParameter, wire_name

log = logging.getLogger("svc.http")
PROBLEM_JSON = "application/problem+json"
OUTAGE_RETRY_AFTER = 2
"""Seconds a client waits before retrying a request refused during a database outage."""
REQUEST_ID = "svc.request_id"

STATUS_OF: list[tuple[type[DomainError], int]] = [
    (InvalidInput, 400),
    (Unauthorized, 401),
    (Forbidden, 403),
    (NotFound, 404),
    (Conflict, 409),
    (Gone, 410),
    (PreconditionFailed, 412),
    (RateLimited, 429),
    (Unavailable, 503),
]
CODE_OF_STATUS = {
    400: "validation",
    401: "unauthorized",
    403: "forbidden",
    404: "not_found",
    405: "method_not_allowed",
    408: "request_timeout",
    409: "conflict",
    410: "gone",
    412: "precondition_failed",
    413: "too_large",
    415: "unsupported_media_type",
    431: "headers_too_large",
    429: "rate_limited",
    503: "unavailable",
}


class FieldError(msgspec.Struct):
    field: Annotated[str, msgspec.Meta(description="The refused field, as the wire names it.")]
    message: Annotated[str, msgspec.Meta(description="Why it was refused, for people.")]


class Problem(msgspec.Struct, omit_defaults=True, rename="camel"):
    status: int
    title: str
    code: str
    type: str | msgspec.UnsetType = msgspec.UNSET
    detail: str | msgspec.UnsetType = msgspec.UNSET
    errors: list[FieldError] | msgspec.UnsetType = msgspec.UNSET
    request_id: str | msgspec.UnsetType = msgspec.UNSET
    max_body_bytes: int | msgspec.UnsetType = msgspec.UNSET
    """On a 413: the largest body, in bytes, the operation takes."""


def problem_response(
    request: Request[Any, Any, Any],
    status: int,
    code: str,
    detail: str | None = None,
    errors: list[FieldError] | None = None,
    headers: dict[str, str] | None = None,
) -> Response[Problem]:
    body = Problem(
        status=status,
        title=HTTPStatus(status).phrase,
        code=code,
        type=f"urn:svc:problem:{code}",
        detail=detail if detail is not None else msgspec.UNSET,
        errors=errors if errors else msgspec.UNSET,
        request_id=_request_id(request) or msgspec.UNSET,
    )
    return Response(body, status_code=status, media_type=PROBLEM_JSON, headers=headers)


def _request_id(request: Request[Any, Any, Any]) -> str | None:
    """The id ObservabilityMiddleware put in the scope (absent outside it)."""
    value = request.scope.get(REQUEST_ID)
    return value if isinstance(value, str) else None


def status_of(error: DomainError) -> int:
    return status_of_kind(type(error))


def status_of_kind(error: type[DomainError]) -> int:
    """The status of every error of class ``error`` (the OpenAPI document lists codes by it)."""
    for kind, status in STATUS_OF:
        if issubclass(error, kind):
            return status
    return 400


def on_domain_error(request: Request[Any, Any, Any], error: DomainError) -> Response[Problem]:
    status = status_of(error)
    field = getattr(error, "field", None)
    errors = [FieldError(field, error.detail)] if field else None
    headers = dict(getattr(error, "headers", None) or {})
    if status == 401:
        headers["WWW-Authenticate"] = 'Bearer realm="svc"'
    if isinstance(error, RateLimited):
        headers["Retry-After"] = str(max(1, math.ceil(error.retry_after)))
    return problem_response(request, status, error.code, error.detail, errors, headers or None)


def on_http_exception(request: Request[Any, Any, Any], error: HTTPException) -> Response[Problem]:
    if isinstance(error, NotFoundException) and isinstance(error.__cause__, ValueError):
        # routing found the route but a typed path value did not parse (path_parameters.py)
        known = request.app.state.get(PATH_PARAMETERS)
        malformed = known.malformed(request.scope["path"]) if known is not None else None
        if malformed is not None:
            error = malformed
    status = error.status_code
    if status >= 500:
        return on_unexpected(request, error)
    errors: list[FieldError] | None = None
    if isinstance(error, ValidationException) and isinstance(error.extra, list):
        found = (_field_error(item) for item in error.extra if isinstance(item, dict))
        errors = [e for e in found if e is not None]
    detail = error.detail if error.detail != HTTPStatus(status).phrase else None
    detail = " ".join(detail.split()) if detail else None  # one line, however it was built
    if detail is None:
        detail = _routing_detail(request, status, error.headers or {})
    if errors and not isinstance(error, MalformedPathParameter):
        alone = len(errors) == 1 and errors[0].message == EMPTY_BODY
        detail = EMPTY_BODY if alone else "The request is not valid; see errors."
    headers = dict(error.headers or {})
    return problem_response(
        request, status, CODE_OF_STATUS.get(status, "error"), detail, errors, headers or None
    )


EMPTY_BODY = "The request body is empty; this operation needs a JSON body."
NO_ROUTE = "No operation has this path: check it against the API document (/schema/openapi.json)."


def _routing_detail(request: Request[Any, Any, Any], status: int, headers: Any) -> str | None:
    """A sentence for the routing answers, which come without one: 404 (no such path) and
    405 (the path does not take the method; its ``Allow`` header lists those it does)."""
    if status == 404:
        return NO_ROUTE
    if status == 405:
        allowed = headers.get("allow") or headers.get("Allow")
        taken = f": it takes {allowed}" if allowed else ""
        return f"This path does not take {request.method}{taken}."
    return None


def _field_error(item: dict[str, Any]) -> FieldError | None:
    """One error of a ValidationException, named as the wire names it, in a sentence: Litestar
    names a missing body ``data`` with the message ``'data'`` and its path and query
    parameters by their Python names."""
    if "message" not in item:
        return None
    key, message = str(item.get("key") or item.get("source") or "request"), str(item["message"])
    if key == "data" and message == "'data'":
        return FieldError("body", EMPTY_BODY)
    if item.get("source") in ("path", "query"):
        key = wire_name(key)
    return FieldError(key, " ".join(message.split()))


def on_unexpected(request: Request[Any, Any, Any], error: Exception) -> Response[Problem]:
    if database_unreachable(error):
        return on_database_outage(request, error)
    request_id = _request_id(request) or ""
    log.error(
        "unhandled error on %s %s [%s]",
        request.method,
        request.url.path,
        request_id,
        exc_info=error,
    )
    body = Problem(status=500, title="Internal Server Error", code="internal")
    if request_id:
        body.request_id = request_id
    return Response(body, status_code=500, media_type=PROBLEM_JSON)


def on_database_outage(request: Request[Any, Any, Any], error: Exception) -> Response[Problem]:
    """The database is down or restarting: a 503 the client may retry (docs/operations.md,
    "Faults"), one WARNING line without the traceback."""
    log.warning(
        "database unreachable on %s %s [%s]: %s",
        request.method,
        request.url.path,
        _request_id(request) or "",
        type(error).__name__,
    )
    return problem_response(
        request,
        503,
        "unavailable",
        "The database does not answer; retry shortly.",
        headers={"Retry-After": str(OUTAGE_RETRY_AFTER)},
    )


def on_too_deep(request: Request[Any, Any, Any], error: RecursionError) -> Response[Problem]:
    """A JSON body nested past what the decoder follows (thousands of levels): a 400."""
    log.warning("a request nested too deeply on %s [%s]", request.url.path, _request_id(request))
    return problem_response(request, 400, "validation", "the body nests too deeply")


def on_too_large(
    request: Request[Any, Any, Any], error: RequestEntityTooLarge
) -> Response[Problem]:
    """A body over the operation's limit (entrypoints/http/body_limits.py): the limit in the
    detail and, as a number, in ``maxBodyBytes``."""
    limit = request.route_handler.resolve_request_max_body_size()
    response = problem_response(
        request, 413, "too_large", too_large_detail(limit) if limit else None
    )
    if limit:
        response.content.max_body_bytes = limit
    return response


EXCEPTION_HANDLERS: ExceptionHandlersMap = {
    DomainError: on_domain_error,
    RequestEntityTooLarge: on_too_large,
    RecursionError: on_too_deep,
    HTTPException: on_http_exception,
    Exception: on_unexpected,
}


def problems(*statuses: int) -> dict[int, ResponseSpec]:
    """OpenAPI entries for the error statuses a route can answer."""
    return {
        status: ResponseSpec(
            generate_examples=False,
            data_container=Problem,
            description=HTTPStatus(status).phrase,
            media_type=PROBLEM_JSON,
        )
        for status in statuses
    }
