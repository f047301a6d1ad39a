"""How large a request body each operation takes (docs/api.md, "Body limits").

Every handler that takes a body declares ``request_max_body_size`` beside it: one of the size
classes below, or a limit derived from the domain rule of what it takes (an upload: its largest
file as base64, plus the fields around it). ``require_declared`` makes ``create_app`` refuse to
start when one does not; a handler without a body gets ``DEFAULT`` (Litestar never reads a body
such a handler does not ask for).

A class holds every field of the operation at its longest: free text even written as
``\\u`` escapes (6 bytes a character), identifiers, tokens and URLs as the ASCII they are.
Free-form JSON that a domain rule bounds as compact JSON gets about four times that rule, so
indented JSON still reaches the rule, which refuses it naming the field. A schema's field and
option counts would allow more than its class: for schemas the limit is the bound.

Litestar enforces the limit while the body streams in (``Request.stream``): a
``Content-Length`` above it is refused before a byte of the body is read, a body without one
(chunked) as soon as it passes the limit. Either way the answer is a ``413 too_large`` problem
naming the limit (``problems.on_too_large``).
"""

from __future__ import annotations

from collections.abc import Iterator

from litestar import Litestar
from litestar.exceptions import ImproperlyConfiguredException
from litestar.handlers import HTTPRouteHandler
from litestar.types import Empty

from entrypoints.http.route_access import handlers

KiB = 1024
MiB = 1024 * KiB

SMALL = 4 * KiB
"""Ids, names, flags and short texts: a registration, a vote, a friend request and its note."""
TEXT = 32 * KiB
"""Up to a few thousand characters of text: a chat message, a report, feedback; a join token."""
DOCUMENT = 64 * KiB
"""A document of many bounded fields (a product, a service, a listing), or free-form JSON of
at most 16 KiB compact (game options, uiStyle, a minigame's values, a match's results)."""
LARGE = 256 * KiB
"""Long documents: a role's 500 grants, a news item's or a release's 20 000 characters, a
template's or an extension's schemas, a command's 64 KiB payload, a match's 2000 players."""
SETTINGS = 1 * MiB
"""A Connect server's settings: 256 KiB of data (compact) with a schema of up to 200 fields."""

DEFAULT = SMALL
"""The app's limit, for handlers that declare none (those that take no body)."""


def size_text(limit: int) -> str:
    """``4 KiB``, ``3 MiB``, or ``1000 bytes`` when it is not a whole number of KiB."""
    if limit >= MiB and limit % MiB == 0:
        return f"{limit // MiB} MiB"
    if limit >= KiB and limit % KiB == 0:
        return f"{limit // KiB} KiB"
    return f"{limit} bytes"


def too_large_detail(limit: int) -> str:
    described = size_text(limit)
    exact = "" if described.endswith("bytes") else f" ({limit} bytes)"
    return f"The request body is larger than this operation takes: at most {described}{exact}."


def takes_a_body(handler: HTTPRouteHandler) -> bool:
    """Whether Litestar decodes a body for ``handler`` (its ``data`` parameter). Handlers that
    read the raw body (webhooks) declare their limit too; they cannot be told apart here."""
    return "data" in handler.parsed_fn_signature.parameters


def operations(app: Litestar) -> Iterator[tuple[str, HTTPRouteHandler]]:
    """(``POST /v1/x/{serverId}``, handler) of every HTTP operation of ``app``."""
    for key, handler in handlers(app):
        if isinstance(handler, HTTPRouteHandler):
            yield key, handler


def route_limits(app: Litestar) -> dict[str, int]:
    """The limit of every operation that takes a body or declares one, by ``route_key``."""
    return {
        key: handler.resolve_request_max_body_size() or 0
        for key, handler in operations(app)
        if handler.request_max_body_size is not Empty or takes_a_body(handler)
    }


def require_declared(app: Litestar) -> None:
    """Refuse an app where a handler that takes a body has no limit of its own."""
    missing = [
        key
        for key, handler in operations(app)
        if takes_a_body(handler) and handler.request_max_body_size in (Empty, None)
    ]
    if missing:
        raise ImproperlyConfiguredException(
            "handlers that take a body must declare request_max_body_size "
            "(entrypoints/http/body_limits.py): " + ", ".join(missing)
        )
