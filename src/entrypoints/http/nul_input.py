"""NUL in the path, the query or a form: a 400 naming the parameter, before sign-in.

uvicorn percent-decodes the path (``/v1/shop/products/a%00b``) and Litestar the query
(``?q=%00``) and URL-encoded forms, so a NUL character reaches a handler as text; PostgreSQL
refuses it in any statement (a 500), SQLite stores it. ``NulInput.check``, the app's first
guard, refuses it for every route at once (HTTP and WebSocket), before the credentials, so a
stranger and a signed-in caller get the same 400 (docs/api.md, "Conventions"): in any path
parameter, in the query parameters the route declares (those it does not read are ignored, as
they always are), and in the fields of a URL-encoded form. It costs a byte search of the path,
the query string and, on the routes that take a form, the body; the parameter is looked for
only when there is a NUL. JSON bodies are checked as they are decoded (decoding.py); headers
never carry one (uvicorn answers a NUL in the request head with a 400 before the app sees it).
"""

from __future__ import annotations

from typing import Any
from urllib.parse import parse_qsl

from litestar import Litestar, Request
from litestar.connection import ASGIConnection
from litestar.enums import RequestEncodingType
from litestar.exceptions import ValidationException
from litestar.handlers import BaseRouteHandler
from litestar.routes import HTTPRoute, WebSocketRoute

from domain.shared.text_input import NUL, NUL_MESSAGE, printable
from entrypoints.http.decoding import INVALID
from entrypoints.http.path_parameters import path_parameter_problem

_ESCAPED = b"%00"
_RAW = NUL.encode()


class NulInput:
    """What each route takes, learnt once at startup: its query parameters (by wire name) and
    whether it reads a URL-encoded form."""

    def __init__(self) -> None:
        self._query: dict[int, frozenset[str]] = {}
        self._forms: set[int] = set()

    def learn(self, app: Litestar) -> None:
        for route in app.routes:
            if isinstance(route, HTTPRoute):
                for handler, kwargs_model in route.route_handler_map.values():
                    self._learn(handler, kwargs_model)
            elif isinstance(route, WebSocketRoute) and route.handler_parameter_model:
                self._learn(route.route_handler, route.handler_parameter_model)

    def _learn(self, handler: BaseRouteHandler, kwargs_model: Any) -> None:
        names = frozenset(p.field_alias for p in kwargs_model.expected_query_params)
        if names:
            self._query[id(handler)] = names
        form = kwargs_model.expected_form_data
        if form is not None and form[0] == RequestEncodingType.URL_ENCODED:
            self._forms.add(id(handler))

    async def check(self, connection: ASGIConnection[Any, Any, Any, Any], handler: Any) -> None:
        """The guard. (Litestar hands guards a copy of the handler; the connection holds the
        handler itself.)"""
        if NUL in connection.scope["path"]:
            raise _in_path(connection)
        handler_id = id(connection.route_handler)
        query: bytes = connection.scope.get("query_string", b"")
        if (_ESCAPED in query or _RAW in query) and handler_id in self._query:
            declared = self._query[handler_id]
            pairs = connection.query_params.multi_items()
            _check_pairs([(name, value) for name, value in pairs if name in declared], "query")
        if handler_id in self._forms and isinstance(connection, Request):
            body = await connection.body()
            if _ESCAPED in body or _RAW in body:
                _check_pairs(parse_qsl(body.decode("latin-1"), keep_blank_values=True), "body")


def _in_path(connection: ASGIConnection[Any, Any, Any, Any]) -> ValidationException:
    for name, value in connection.path_params.items():
        if NUL in str(value):
            return path_parameter_problem(name, NUL_MESSAGE)
    return path_parameter_problem("path", NUL_MESSAGE)  # not in a parameter: never routed


def _check_pairs(pairs: list[tuple[str, str]], source: str) -> None:
    for name, value in pairs:
        if NUL in name or NUL in value:
            raise ValidationException(
                detail=INVALID,
                extra=[{"key": printable(name), "message": NUL_MESSAGE, "source": source}],
            )
