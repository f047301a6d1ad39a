"""One exception for every error answer: RFC 9457 problem details with a stable ``code``."""

from __future__ import annotations

from datetime import UTC
from typing import Any, TypeVar

import httpx

from svc_client._generated.models.problem import Problem

T = TypeVar("T")


class ProblemError(Exception):
    """An answer of status 400 or more. ``code`` is stable (docs/api.md lists them); ``detail``
    is human text; ``request_id`` is what to quote to the operators; ``errors`` names the
    fields of a refused body; ``retry_after`` is seconds, when the server said so."""

    def __init__(
        self,
        status: int,
        code: str,
        detail: str = "",
        request_id: str | None = None,
        *,
        title: str = "",
        errors: list[dict[str, Any]] | None = None,
        retry_after: float | None = None,
    ) -> None:
        super().__init__(f"{status} {code}: {detail or title}")
        self.status = status
        self.code = code
        self.detail = detail
        self.request_id = request_id
        self.title = title
        self.errors = errors or []
        self.retry_after = retry_after

    @classmethod
    def from_response(cls, response: httpx.Response) -> ProblemError:
        """Any error answer: a problem body when there is one, else the status alone
        (``code`` "http.<status>", as from a proxy in between)."""
        body: dict[str, Any] = {}
        if "json" in response.headers.get("content-type", ""):
            try:
                parsed = response.json()
            except ValueError:
                parsed = None
            if isinstance(parsed, dict):
                body = parsed
        request_id = body.get("requestId") or response.headers.get("x-request-id")
        return cls(
            response.status_code,
            str(body.get("code") or f"http.{response.status_code}"),
            str(body.get("detail") or ""),
            str(request_id) if request_id else None,
            title=str(body.get("title") or response.reason_phrase),
            errors=body.get("errors") if isinstance(body.get("errors"), list) else None,
            retry_after=retry_after(response),
        )


def retry_after(response: httpx.Response) -> float | None:
    """``Retry-After`` in seconds (a number of seconds or an HTTP date), or None."""
    value = response.headers.get("retry-after")
    if not value:
        return None
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    from datetime import datetime
    from email.utils import parsedate_to_datetime

    try:
        moment = parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    return max(0.0, (moment - datetime.now(UTC)).total_seconds())


def raise_for_problem(response: httpx.Response) -> None:
    """httpx response hook (sync): raise ``ProblemError`` for 4xx/5xx."""
    if response.status_code >= 400:
        response.read()
        raise ProblemError.from_response(response)


async def araise_for_problem(response: httpx.Response) -> None:
    """httpx response hook (async): raise ``ProblemError`` for 4xx/5xx."""
    if response.status_code >= 400:
        await response.aread()
        raise ProblemError.from_response(response)


def unwrap(value: T | Problem | None) -> T:
    """The typed answer of a generated ``sync``/``asyncio`` call. Clients made by
    ``svc_client.connect`` raise ``ProblemError`` before a ``Problem`` could be returned; this
    narrows the type (and covers clients made otherwise)."""
    if isinstance(value, Problem):
        raise ProblemError(
            value.status,
            value.code,
            value.detail if isinstance(value.detail, str) else "",
            value.request_id if isinstance(value.request_id, str) else None,
            title=value.title,
        )
    if value is None:
        raise ProblemError(0, "client.undocumented_answer", "an answer the document does not list")
    return value
