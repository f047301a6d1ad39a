"""Strict input for every handler: JSON bodies and the numbers and booleans of query strings.

Litestar decodes a JSON body into plain Python values, then converts them to the handler's type
with msgspec in lax mode, where ``"1"`` is a number and ``0`` a boolean; its query parameters go
through the same lax conversion (``limit=1e3`` is 1000). And a body that is not UTF-8, or nests
deeper than Python's recursion limit, escaped as a 500. Here instead, for every route at once:

- ``StrictRequest`` (the app's ``request_class``) refuses a body not declared JSON (a
  ``Content-Type`` other than ``application/json`` or a ``+json`` type, or none) with a 415:
  a page of another site can send ``text/plain`` or a form without asking (no CORS
  preflight), never JSON. Then it decodes the JSON body straight into the
  handler's ``data`` type with ``strict=True``: strings are not numbers, numbers are not
  booleans. A body of the wrong shape is a 400 naming the field; one that is not JSON, not
  UTF-8 or nested too deeply is a 400 whose detail says so in a sentence (never exception text).
  A NUL character (the escape ``\\u0000``) in any string or object key is a 400 naming the
  field (domain/shared/text_input.py): looked for only when the raw body holds the escape.
- ``StrictQuery`` (the app's ``before_request``) checks that query parameters typed as integers,
  numbers or booleans are written as such (``50``, ``2.5``, ``true``) before Litestar converts
  them.
"""

from __future__ import annotations

import re
import types
from typing import Any, Union, get_args, get_origin

import msgspec
from litestar import Litestar, Request
from litestar.exceptions import HTTPException, ValidationException
from litestar.routes import HTTPRoute

from domain.shared.text_input import NUL_ESCAPE, NUL_MESSAGE, nul_field, printable

INVALID = "The request is not valid; see errors."
NOT_JSON = (
    "This operation takes a JSON body: send it with Content-Type: application/json "
    "(or the +json type the operation documents)."
)
_AT_BYTE = re.compile(r"\(byte ([0-9]+)\)")
_UNKNOWN_FIELD = re.compile(r"Object contains unknown field `(.*)`", re.DOTALL)
# A \uD800-\uDFFF escape: half of a UTF-16 surrogate pair. msgspec reports one alone as
# "Input data was truncated", which would send the client looking for a cut-off body.
_LONE_SURROGATE = re.compile(
    rb"\\u[dD][89abAB][0-9a-fA-F]{2}(?!\\u[dD][c-fC-F][0-9a-fA-F]{2})"
    rb"|(?<!\\u[dD][89abAB][0-9a-fA-F]{2})\\u[dD][c-fC-F][0-9a-fA-F]{2}"
)
LONE_SURROGATE = (
    "The request body is not valid JSON: a \\u escape names half of a UTF-16 surrogate "
    "pair (\\uD800 to \\uDFFF) without its other half."
)


class StrictRequest(Request[Any, Any, Any]):
    __slots__ = ("_strict_json",)

    async def json(self) -> Any:
        try:
            return self._strict_json
        except AttributeError:
            pass
        body = await self.body()
        if body:
            refuse_unless_json(self)
        self._strict_json: Any = decode_json_body(body or b"null", body_type(self))
        return self._strict_json


def refuse_unless_json(request: Request[Any, Any, Any]) -> None:
    """415 unless the body is declared JSON: ``application/json`` or a ``+json`` type."""
    media_type = request.headers.get("content-type", "").partition(";")[0].strip().lower()
    if not is_json(media_type):
        raise HTTPException(status_code=415, detail=NOT_JSON)


def is_json(media_type: str) -> bool:
    """``application/json``, or a type with the ``+json`` suffix (RFC 6839), e.g.
    ``application/merge-patch+json``."""
    kind, _, subtype = media_type.partition("/")
    return kind == "application" and (subtype == "json" or subtype.endswith("+json"))


def body_type(request: Request[Any, Any, Any]) -> Any:
    """The type of the handler's ``data`` parameter (``Any`` when it takes none)."""
    field = request.route_handler.parsed_fn_signature.parameters.get("data")
    return Any if field is None else field.annotation


def decode_json_body(body: bytes, target: Any) -> Any:
    """``body`` decoded strictly into ``target``; a 400 ValidationException otherwise."""
    if NUL_ESCAPE in body:
        _refuse_nul(body)
    try:
        return msgspec.json.decode(body, type=target, strict=True)
    except msgspec.ValidationError as error:
        field, message = _located(str(error))
        raise ValidationException(
            detail=INVALID, extra=[{"key": field, "message": message, "source": "body"}]
        ) from None
    except RecursionError:
        raise ValidationException(
            detail="The request body nests objects or arrays too deeply."
        ) from None
    except UnicodeDecodeError:
        raise ValidationException(detail="The request body is not valid UTF-8.") from None
    except msgspec.DecodeError as error:
        if _LONE_SURROGATE.search(body):
            raise ValidationException(detail=LONE_SURROGATE) from None
        raise ValidationException(detail=_malformed(str(error))) from None


def _refuse_nul(body: bytes) -> None:
    """A 400 naming the first field whose string or key holds a NUL; nothing when none does,
    or when the body does not decode (the strict decoding then says why)."""
    try:
        field = nul_field(msgspec.json.decode(body))
    except (msgspec.DecodeError, RecursionError, UnicodeDecodeError):
        return
    if field is not None:
        raise ValidationException(
            detail=INVALID,
            extra=[{"key": printable(field), "message": NUL_MESSAGE, "source": "body"}],
        )


def _located(text: str) -> tuple[str, str]:
    """(field, message) of a msgspec validation error: ``... - at `$.a.b[0]` ``. An unknown
    member is named itself (``a.b.extra``), not the object that holds it."""
    message, _, where = text.partition(" - at `")
    path = where.rstrip("`")
    if path.startswith("$."):
        field = path[2:]
    elif path.startswith("$["):
        field = "body" + path[1:]
    else:
        field = "body"
    unknown = _UNKNOWN_FIELD.fullmatch(message)
    if unknown is not None:
        field = unknown[1] if field == "body" else f"{field}.{unknown[1]}"
    return printable(field), printable(message)


def _malformed(text: str) -> str:
    if text.startswith("Number out of range"):
        return "A number in the request body is out of range."
    if text.startswith("Input data was truncated"):
        return "The request body is not valid JSON: it ends too early."
    at = _AT_BYTE.search(text)
    return (
        f"The request body is not valid JSON (at byte {at[1]})."
        if at
        else ("The request body is not valid JSON.")
    )


_WRITTEN = {
    bool: (re.compile(r"true|false"), "must be true or false"),
    int: (re.compile(r"-?[0-9]{1,18}"), "must be a whole number written with digits, e.g. 50"),
    float: (
        re.compile(r"-?(0|[1-9][0-9]{0,17})(\.[0-9]{1,18})?"),
        "must be a number written with digits, e.g. 2.5",
    ),
}


def _scalar(annotation: Any) -> type | None:
    """``int``, ``float`` or ``bool`` when ``annotation`` is one of them (or it or None)."""
    if get_origin(annotation) in (Union, types.UnionType):
        inner = [arg for arg in get_args(annotation) if arg is not type(None)]
        annotation = inner[0] if len(inner) == 1 else None
    return annotation if annotation in _WRITTEN else None


class StrictQuery:
    """The ``before_request`` hook that refuses numbers and booleans written loosely."""

    def __init__(self) -> None:
        self._typed: dict[int, tuple[tuple[str, type], ...]] = {}

    def learn(self, app: Litestar) -> None:
        """Note, per route handler, its query parameters of a scalar type (once, at startup)."""
        for route in app.routes:
            if not isinstance(route, HTTPRoute):
                continue
            for handler, kwargs_model in route.route_handler_map.values():
                fields = handler.parsed_fn_signature.parameters
                typed = tuple(
                    (parameter.field_alias, kind)
                    for parameter in kwargs_model.expected_query_params
                    if parameter.field_name in fields
                    and (kind := _scalar(fields[parameter.field_name].annotation)) is not None
                )
                if typed:
                    self._typed[id(handler)] = typed

    async def __call__(self, request: Request[Any, Any, Any]) -> None:
        typed = self._typed.get(id(request.route_handler))
        if not typed:
            return
        errors = [
            {"key": name, "message": _WRITTEN[kind][1], "source": "query"}
            for name, kind in typed
            for value in request.query_params.getall(name, [])
            if not _WRITTEN[kind][0].fullmatch(value)
        ]
        if errors:
            raise ValidationException(detail=INVALID, extra=errors)
