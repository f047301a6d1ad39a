"""The OpenAPI document: configuration, and one pass that documents every problem response.

Rather than repeating error statuses on each route, the statuses an operation can answer and
the problem codes of each follow from the code (entrypoints/http/problem_codes.py): what its
handler and the use cases it calls raise, what the guards of its access and rate policy raise,
and what it takes: 400 when it has parameters or a body, 408 and 413 for a body, 415 when its
body is JSON (any other Content-Type is refused). Routes may add statuses with ``problems()``.
Every one of them is a problem details body of one schema, ``Problem``, described in words with
its codes (``x-problem-codes``). Operation ids are the handlers' names (operation_ids.py).
"""

from __future__ import annotations

from http import HTTPStatus
from typing import Any

from litestar import Litestar, Request, Response, Router
from litestar.openapi import OpenAPIConfig
from litestar.openapi.plugins import JsonRenderPlugin
from litestar.openapi.spec import (
    Components,
    OpenAPI,
    OpenAPIMediaType,
    OpenAPIResponse,
    OpenAPIType,
    Parameter,
    Reference,
    RequestBody,
    Schema,
)
from litestar.openapi.spec.operation import Operation

from entrypoints.http.auth import SECURITY_SCHEMES
from entrypoints.http.body_limits import route_limits, too_large_detail
from entrypoints.http.decoding import is_json
from entrypoints.http.docs_assets import ASSETS
from entrypoints.http.docs_page import DOCUMENT, DocsPage, SwaggerPage, document_file
from entrypoints.http.openapi_descriptions import settle_descriptions
from entrypoints.http.openapi_examples import document_examples
from entrypoints.http.openapi_tags import TAGS
from entrypoints.http.operation_ids import LEGACY_PREFIXES, operation_id
from entrypoints.http.path_parameters import PATH_PARAMETERS, wire_name, wire_path
from entrypoints.http.problem_codes import ProblemCodes, problem_codes
from entrypoints.http.problem_responses import ProblemResponse, when
from entrypoints.http.problems import CODE_OF_STATUS, PROBLEM_JSON
from entrypoints.http.request_plumbing import checks_as_guard
from entrypoints.http.route_access import Access, route_key, route_table

PROBLEM = "Problem"
_PROBLEM_SCHEMA = Schema(
    type=OpenAPIType.OBJECT,
    required=["status", "title", "code"],
    description="RFC 9457 problem details. `code` is stable; `detail` is human text.",
    properties={
        "type": Schema(
            type=OpenAPIType.STRING, description="`urn:svc:problem:<code>`: the code as a URI."
        ),
        "title": Schema(type=OpenAPIType.STRING, description="The status's reason phrase."),
        "status": Schema(type=OpenAPIType.INTEGER, description="The HTTP status code."),
        "detail": Schema(
            type=OpenAPIType.STRING,
            description="What went wrong, for people; not part of the contract.",
        ),
        "code": Schema(
            type=OpenAPIType.STRING,
            examples=["friends.already_friends"],
            description="Stable, machine-readable code of the problem (docs/api.md lists them).",
        ),
        "requestId": Schema(
            type=OpenAPIType.STRING,
            description="The request's id (also `X-Request-Id`): quote it when reporting.",
        ),
        "maxBodyBytes": Schema(
            type=OpenAPIType.INTEGER,
            description="On a 413: the largest body, in bytes, the operation takes.",
        ),
        "errors": Schema(
            type=OpenAPIType.ARRAY,
            description="On a 400 for the input: one entry per refused field.",
            items=Schema(
                type=OpenAPIType.OBJECT,
                required=["field", "message"],
                properties={
                    "field": Schema(
                        type=OpenAPIType.STRING,
                        description="The refused field, as the wire names it (`data.<key>`).",
                    ),
                    "message": Schema(
                        type=OpenAPIType.STRING, description="Why it was refused, for people."
                    ),
                },
            ),
        ),
    },
    examples=[
        {
            "type": "urn:svc:problem:validation",
            "title": "Bad Request",
            "status": 400,
            "detail": "The request is not valid; see errors.",
            "code": "validation",
            "requestId": "6741f0c29b1d4c6e8f0a2b7d",
            "errors": [{"field": "targetId", "message": "Expected `uuid`, got `int`"}],
        }
    ],
)


def openapi_config() -> OpenAPIConfig:
    return OpenAPIConfig(
        title="svc public API",
        version="1",
        description="The HTTP API of the svc game-community platform. Errors are RFC 9457 "
        "problem details (application/problem+json) with a stable `code`; see docs/api.md.",
        path="/schema",
        openapi_router=Router(
            "/schema",
            route_handlers=[],
            include_in_schema=False,
            before_request=_document_once,
            guards=[checks_as_guard],  # its own hook: the app's checks as a guard
        ),
        render_plugins=[
            DocsPage(path="/"),
            SwaggerPage(
                path="/swagger",
                js_url=f"{ASSETS}/swagger-ui-bundle.js",
                css_url=f"{ASSETS}/swagger-ui.css",
                standalone_preset_js_url=f"{ASSETS}/swagger-ui-standalone-preset.js",
                favicon=f"<link rel='icon' type='image/png' href='{ASSETS}/favicon-32x32.png'>",
            ),
            JsonRenderPlugin(),
        ],
        components=Components(security_schemes=SECURITY_SCHEMES),
        tags=TAGS,
        use_handler_docstrings=False,
        operation_id_creator=operation_id,
        create_examples=False,
    )


def _document_once(request: Request[Any, Any, Any]) -> Response[bytes] | None:
    """Before the first answer from /schema: build the document (Litestar caches it) and give
    every operation its access rule and problem responses. Building it at start-up was half of
    ``create_app``'s time; most processes never serve it. The document itself is answered here,
    cached (entrypoints/http/docs_page.py)."""
    document = documented(request.app)
    if request.scope["path"] == DOCUMENT:
        return document_file(request, document.to_schema)
    return None


def documented(app: Litestar) -> OpenAPI:
    """The app's OpenAPI document, as /schema/openapi.json serves it (`svc openapi` too)."""
    state = app.state
    if not state.get(_DOCUMENTED):
        known = state.get(PATH_PARAMETERS)
        document_problems(
            app.openapi_schema,
            known.patterns if known else {},
            route_limits(app),
            {key: access for key, (access, _) in route_table(app).items()},
            problem_codes(app),
        )
        state[_DOCUMENTED] = True
    return app.openapi_schema


_DOCUMENTED = "svc_openapi_documented"


def document_problems(
    document: OpenAPI,
    patterns: dict[str, dict[str, str]],
    body_limits: dict[str, int],
    accesses: dict[str, Access],
    codes: dict[str, ProblemCodes],
) -> None:
    """Give every operation its access rule and problem responses (a 413 names the operation's
    limit, from ``body_limits`` by route key; the codes of each status, from ``codes`` by route
    key), and its constrained path parameters (``patterns``, by path) their patterns."""
    components = document.components
    if components.schemas is None:
        components.schemas = {}
    components.schemas[PROBLEM] = _PROBLEM_SCHEMA
    _unique_titles(components.schemas)
    for path, item in (document.paths or {}).items():
        for method in ("get", "put", "post", "delete", "patch"):
            operation = getattr(item, method, None)
            if operation is not None:
                key = route_key(method, path)
                _document_access(operation, accesses.get(key))
                _camel_path_parameters(operation, patterns.get(path, {}))
                if path.startswith(LEGACY_PREFIXES):
                    operation.deprecated = True
                access = accesses.get(key)
                _document(
                    operation,
                    body_limits.get(key),
                    codes.get(key, {}),
                    access is not None and access.kind == "server",
                )
    document_examples(document)
    settle_descriptions(document)
    # Path parameters as the docs and wire name them (``{serverId}``), with the operation's
    # parameters renamed to match (above); the handlers keep their Python names.
    document.paths = {wire_path(path): item for path, item in (document.paths or {}).items()}


def _camel_path_parameters(operation: Operation, patterns: dict[str, str]) -> None:
    for parameter in operation.parameters or []:
        if isinstance(parameter, Parameter) and parameter.param_in == "path":
            pattern = patterns.get(parameter.name)
            if pattern is not None and isinstance(parameter.schema, Schema):
                parameter.schema.pattern = pattern
            parameter.name = wire_name(parameter.name)


def _unique_titles(schemas: dict[str, Schema]) -> None:
    """Two Structs of one name in two modules get the keys ``<module>_<Name>``, but both keep
    the title ``<Name>``, from which generators name their classes: one would hide the other
    (clients/generate.py fails on it). Such a schema is titled after its key instead."""
    for key, schema in schemas.items():
        if isinstance(schema, Schema) and schema.title and schema.title != key:
            schema.title = "".join(part[:1].upper() + part[1:] for part in key.split("_"))


_USER_SCHEMES = ("bearerAuth", "cookieAuth")


def _document_access(operation: Operation, access: Access | None) -> None:
    """The scope a token limited by scopes needs, in each user security requirement (OpenAPI
    lets a requirement list role names for any scheme), and one sentence for people."""
    if access is None or access.kind in ("public", "server"):
        return
    scopes = [access.scope] if access.kind == "scope" and access.scope else []
    operation.security = [
        r if "serverId" in r else {name: list(scopes) for name in r if name in _USER_SCHEMES}
        for r in operation.security or []
    ]
    sentence = {
        "any-token": "Any platform token, limited by scopes or not.",
        "api-token": "Any API token (a game session's too), whatever its scopes; "
        + (f"a service token needs `{access.scope}`." if access.scope else "not a service token."),
        "unscoped": "A full sign-in: tokens limited by scopes are refused.",
        "scope": f"Tokens limited by scopes need `{access.scope}`.",
    }[access.kind]
    operation.description = (
        f"{operation.description}\n\n{sentence}" if operation.description else sentence
    )


def _document(
    operation: Operation,
    body_limit: int | None,
    derived: ProblemCodes,
    server_auth: bool,
) -> None:
    """The operation's problem responses: one per status it can answer, each with a sentence
    saying when and the codes it carries (in the description and in ``x-problem-codes``)."""
    codes: ProblemCodes = {status: set(found) for status, found in derived.items()}
    shape = codes.setdefault
    if operation.parameters or operation.request_body:
        shape(400, set()).add(CODE_OF_STATUS[400])  # decoding and NUL checks
    if operation.request_body:
        shape(408, set()).add(CODE_OF_STATUS[408])  # the body did not arrive in time
        shape(413, set()).add(CODE_OF_STATUS[413])  # the body is larger than the route takes
    if _takes_json(operation):
        shape(415, set()).add(CODE_OF_STATUS[415])  # not declared JSON (decoding.py)
    if operation.security:
        shape(401, set())
        shape(403, set())
    responses = operation.responses or {}
    for code in list(responses):
        if code.isdigit() and int(code) >= 400:
            shape(int(code), set())
    for status, found in sorted(codes.items()):
        if not found:  # a status the route declares with no code read: the status's own
            found.add(CODE_OF_STATUS.get(status, "error"))
        existing = responses.get(str(status))
        described = existing.description if isinstance(existing, OpenAPIResponse) else None
        if not described or described in _REASONS[status]:
            described = when(status, server_auth)
        if status == 413 and body_limit:
            described = too_large_detail(body_limit)
        listed = sorted(found)
        # Keep other media types a route documents for this status (HTML error pages).
        content = {
            media: body
            for media, body in (
                (existing.content or {}) if isinstance(existing, OpenAPIResponse) else {}
            ).items()
            if media.startswith("text/")
        }
        content[PROBLEM_JSON] = OpenAPIMediaType(
            schema=Reference(ref=f"#/components/schemas/{PROBLEM}")
        )
        responses[str(status)] = ProblemResponse(
            description=f"{described.rstrip('.')}. Codes: "
            + ", ".join(f"`{c}`" for c in listed)
            + ".",
            content=content,
            problem_codes=listed,
        )
    for status_text, response in responses.items():
        if isinstance(response, OpenAPIResponse) and status_text.isdigit():
            status = int(status_text)
            if status < 400 and response.description in _REASONS.get(status, ()):
                response.description = _success(operation, status, response)
    operation.responses = responses


def _success(operation: Operation, status: int, response: OpenAPIResponse) -> str:
    """A success answer in words, where Litestar would give its status's reason phrase."""
    what = (operation.summary or "").rstrip(".")
    body = next(
        (
            media.schema.ref.rsplit("/", 1)[-1]
            for media in (response.content or {}).values()
            if isinstance(media.schema, Reference)
        ),
        None,
    )
    answer = f" (body: `{body}`)" if body else ""
    if status == 201:
        return f"Created: {what}{answer}."
    if status == 202:
        return f"Accepted: {what}; it completes after the answer."
    if status == 204:
        return f"Done: {what}; no body."
    if 300 <= status < 400:
        return "Redirected: the `Location` header says where."
    return f"{what}{answer}." if what else f"The answer{answer}."


_REASONS = {s.value: (s.phrase, s.description) for s in HTTPStatus}
"""Litestar's defaults for a response's description: a status's reason, or its longer text."""


def _takes_json(operation: Operation) -> bool:
    body = operation.request_body
    return isinstance(body, RequestBody) and any(is_json(media) for media in body.content or {})
