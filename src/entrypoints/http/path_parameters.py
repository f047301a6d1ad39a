"""Malformed path ids: a 400 problem naming the parameter by its wire name, before sign-in.

Litestar parses typed path parameters (``{server_id:uuid}``) while routing and answers a value
that does not parse with a bare 404, as if the route did not exist; and it checks constrained
strings (an object id of 24 hex digits) only after the guards, so a stranger learnt 401 where a
signed-in caller learnt 400. Here, for every route at once:

- ``PathParameters.malformed`` (asked by the 404 handler when routing failed to parse a value)
  finds the route whose literal segments the path matches and the parameter that does not
  parse, so the answer is a 400 "`serverId` in the path is not a UUID".
- ``check_path_parameters``, the app's first guard, checks constrained string parameters
  against their type before any credential is looked at.

Either way the problem carries ``errors: [{field: <wireName>, message}]`` and a one-line
``detail``; the names are the document's (``{serverId}``, openapi.py).
"""

from __future__ import annotations

import re
import uuid
from dataclasses import dataclass
from typing import Any

import msgspec
from litestar import Litestar
from litestar.connection import ASGIConnection
from litestar.exceptions import ValidationException
from litestar.handlers import BaseRouteHandler
from litestar.routes import HTTPRoute, WebSocketRoute

PATH_PARAMETERS = "svc_path_parameters"  # the app.state key of the app's PathParameters
_NAMES = {
    uuid.UUID: "a UUID (e.g. 3f2c8a4e-9b1d-4c6e-8f0a-2b7d5e9c1a34)",
    int: "a whole number",
    float: "a number",
}


def wire_name(name: str) -> str:
    """A Python parameter name as the wire and the document spell it: ``server_id`` ->
    ``serverId``."""
    head, *rest = name.split("_")
    return head + "".join(part.capitalize() for part in rest)


_PARAMETER = re.compile(r"\{(\w+)(?::[^}]*)?\}")


def wire_path(path: str) -> str:
    """A route's path as the document spells it: ``/v1/x/{server_id:uuid}`` and
    ``/v1/x/{server_id}`` -> ``/v1/x/{serverId}``."""
    return _PARAMETER.sub(lambda match: "{" + wire_name(match.group(1)) + "}", path)


class MalformedPathParameter(ValidationException):
    """A 400 whose detail is the sentence itself, not "see errors"."""


def malformed_path_parameter(name: str, expected: str) -> ValidationException:
    return path_parameter_problem(name, f"must be {expected}")


def path_parameter_problem(name: str, message: str) -> ValidationException:
    """The 400 for the path parameter ``name`` (its Python name), ``message`` saying what it
    must be or must not contain."""
    wire = wire_name(name)
    return MalformedPathParameter(
        detail=f"The path parameter `{wire}` is not valid: it {message}.",
        extra=[{"key": wire, "message": message, "source": "path"}],
    )


@dataclass(frozen=True, slots=True)
class _Template:
    pattern: re.Pattern[str]
    parameters: tuple[tuple[str, type, Any], ...]  # (name, type, parser or None), path order
    literals: int


class PathParameters:
    """What each route's path parameters must look like, learnt once at startup."""

    def __init__(self) -> None:
        self._templates: list[_Template] = []
        self._constrained: dict[int, tuple[tuple[str, Any, str], ...]] = {}
        self.patterns: dict[str, dict[str, str]] = {}
        """Per route path (``/v1/admin/roles/{role_id}``), its constrained parameters'
        patterns, for the OpenAPI document."""

    def learn(self, app: Litestar) -> None:
        for route in app.routes:
            if not isinstance(route, (HTTPRoute, WebSocketRoute)) or not route.path_parameters:
                continue
            parts = route.path_format.strip("/").split("/")
            regex = "/".join(
                "([^/]+)" if part.startswith("{") else re.escape(part) for part in parts
            )
            definitions = route.path_parameters
            self._templates.append(
                _Template(
                    re.compile(f"/{regex}/?"),
                    tuple((d.name, d.type, d.parser) for d in definitions.values()),
                    sum(1 for part in parts if not part.startswith("{")),
                )
            )
            handlers = (
                [h for h, _ in route.route_handler_map.values()]
                if isinstance(route, HTTPRoute)
                else [route.route_handler]
            )
            for handler in handlers:
                for name, pattern in self._learn_constraints(handler, tuple(definitions)):
                    self.patterns.setdefault(route.path_format, {})[name] = pattern
        self._templates.sort(key=lambda template: -template.literals)

    def _learn_constraints(
        self, handler: BaseRouteHandler, names: tuple[str, ...]
    ) -> list[tuple[str, str]]:
        fields = handler.parsed_fn_signature.parameters
        constrained = []
        for name in names:
            field = fields.get(name)
            if field is None:
                continue
            meta = [m for m in field.metadata if isinstance(m, msgspec.Meta)]
            pattern = next((m.pattern for m in meta if m.pattern), None)
            if pattern is not None and field.annotation is str:
                constrained.append((name, msgspec.Meta(pattern=pattern), _expected(pattern)))
        if constrained:
            self._constrained[id(handler)] = tuple(constrained)
        return [(name, meta.pattern or "") for name, meta, _ in constrained]

    def malformed(self, path: str) -> ValidationException | None:
        """The 400 for a path whose route matched but one of whose typed values did not
        parse; None when no route's literal segments match it (a real 404)."""
        for template in self._templates:
            match = template.pattern.fullmatch(path)
            if match is None:
                continue
            parameters = zip(template.parameters, match.groups(), strict=True)
            for (name, kind, parser), value in parameters:
                if parser is None:
                    continue
                try:
                    parser(value)
                except ValueError:
                    return malformed_path_parameter(name, _NAMES.get(kind, "well formed"))
        return None

    async def check(self, connection: ASGIConnection[Any, Any, Any, Any], handler: Any) -> None:
        """The guard: constrained string parameters, before the credentials. (Litestar hands
        guards a copy of the handler; the connection holds the handler itself.)"""
        constrained = self._constrained.get(id(connection.route_handler))
        if not constrained:
            return
        for name, meta, expected in constrained:
            value = connection.path_params.get(name)
            if isinstance(value, str) and not re.fullmatch(meta.pattern or "", value):
                raise malformed_path_parameter(name, expected)


def _expected(pattern: str) -> str:
    if pattern == "^[0-9a-f]{24}$":
        return "an id of 24 lowercase hexadecimal digits"
    return f"a value matching {pattern}"
