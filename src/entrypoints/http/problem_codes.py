"""The problem codes each operation can answer, by status, derived from the code.

- what its handler and the dependencies it takes can raise (entrypoints/http/raised_errors.py:
  the use cases they call, the rules those check), each error at the status of the one table
  (``problems.status_of_kind``);
- what the app's guards raise for it: the credentials check where its access needs a person's
  token (``route_access.py``; a route open to any token never answers
  ``auth.scoped_token_refused``), the address's rate limit where it names a policy;
- what the HTTP layer answers for its shape (added by entrypoints/http/openapi.py):
  ``validation`` when it takes parameters or a body (a malformed path id too), ``too_large``,
  ``request_timeout`` and ``unsupported_media_type`` for a body.
"""

from __future__ import annotations

import inspect

from litestar import Litestar
from litestar.handlers import HTTPRouteHandler

from domain.identity.errors import ScopedTokenRefused
from entrypoints.http.auth import require_credentials
from entrypoints.http.problems import status_of_kind
from entrypoints.http.raised_errors import ErrorReader, Raised
from entrypoints.http.rate_limit import limit_by_address
from entrypoints.http.route_access import RATE_KEY, declared_access, handlers

ProblemCodes = dict[int, set[str]]


def problem_codes(app: Litestar) -> dict[str, ProblemCodes]:
    """By route key (``POST /v1/connect/servers/claim``): status -> the codes it answers."""
    reader = ErrorReader()
    table: dict[str, ProblemCodes] = {}
    for key, handler in handlers(app):
        if isinstance(handler, HTTPRouteHandler):
            table[key] = by_status(raised_by(handler, reader))
    return table


def raised_by(handler: HTTPRouteHandler, reader: ErrorReader) -> set[Raised]:
    found = set(reader.of(handler.fn))
    providers = handler.resolve_dependencies()
    wanted = list(handler.parsed_fn_signature.parameters)
    seen: set[str] = set()
    while wanted:
        name = wanted.pop()
        provider = providers.get(name)
        if provider is None or name in seen:
            continue
        seen.add(name)
        found |= reader.of(provider.dependency)
        wanted += list(inspect.signature(provider.dependency).parameters)
    access = declared_access(handler)
    if access is not None and access.needs_person:
        found |= reader.of(require_credentials)
    if handler.opt.get(RATE_KEY) is not None:
        found |= reader.of(limit_by_address)
    if access is not None and access.kind == "any-token":
        found = {r for r in found if not issubclass(r.kind, ScopedTokenRefused)}
    return found


def by_status(raised: set[Raised]) -> ProblemCodes:
    codes: ProblemCodes = {}
    for error in raised:
        codes.setdefault(status_of_kind(error.kind), set()).add(error.code)
    return codes
