"""CORS headers derived from the routes (entrypoints/http/cors_headers.py): every header parameter
a route declares passes the preflight of that route's method, every header a route declares in
its answer is exposed, and no handler reads or sets a header it has not declared (read from the
controllers' source, so a new route cannot drift from CORS)."""

from __future__ import annotations

import ast
import inspect
import sys
from collections.abc import AsyncIterator, Callable, Iterator
from pathlib import Path

import pytest
from litestar import Litestar
from litestar.routes import HTTPRoute
from litestar.testing import AsyncTestClient

from bootstrap.core import build_core
from bootstrap.settings import Settings
from entrypoints.http.app import create_app
from entrypoints.http.cors_headers import (
    APP_WIDE_REQUEST,
    APP_WIDE_RESPONSE,
    SAFELISTED_RESPONSE,
    cors_headers,
)

DASH = "https://dash.example"
CONTROLLERS = Path(__file__).parents[2] / "src/entrypoints/http/controllers"
HANDLER_DECORATORS = {"get", "post", "put", "patch", "delete", "route"}


@pytest.fixture
async def http(settings_for: Callable[..., Settings]) -> AsyncIterator[AsyncTestClient]:
    settings = settings_for("memory://", dash_url=DASH, rate_limit_scale=0)
    async with await build_core(settings) as core:
        asgi = create_app(core=core)
        async with AsyncTestClient(app=asgi) as client:
            client.litestar = asgi.app.app  # type: ignore[attr-defined]  # Observability(Cors(.))
            yield client


@pytest.fixture
def app(http: AsyncTestClient) -> Litestar:
    litestar: Litestar = http.litestar  # type: ignore[attr-defined]
    return litestar


def _routes(app: Litestar) -> Iterator[tuple[str, str, set[str], set[str]]]:
    """(path, method, declared request headers, declared response headers) of every handler."""
    for route in app.routes:
        if not isinstance(route, HTTPRoute):
            continue
        for method, (handler, kwargs_model) in route.route_handler_map.items():
            if method == "OPTIONS":
                continue
            requested = {p.field_alias for p in kwargs_model.expected_header_params}
            answered = {h.name for h in handler.resolve_response_headers()}
            yield route.path, method, requested, answered


def _listed(value: str) -> set[str]:
    return {name.strip().lower() for name in value.split(",") if name.strip()}


def test_the_routes_declare_the_conditional_headers(app: Litestar) -> None:
    derived = cors_headers(app)
    allowed = {h.lower() for h in derived.allow}
    exposed = {h.lower() for h in derived.expose}
    assert {"if-match", "if-none-match", "idempotency-key"} <= allowed
    assert {h.lower() for h in APP_WIDE_REQUEST} <= allowed
    assert {"etag", "x-request-id", "retry-after", "location"} <= exposed
    assert not exposed & SAFELISTED_RESPONSE


async def test_every_route_passes_the_preflight_of_its_declared_headers(
    app: Litestar, http: AsyncTestClient
) -> None:
    checked = 0
    for path, method, requested, _ in _routes(app):
        url = path.replace("{", "").replace("}", "").replace(":", "-")
        for header in sorted(requested | {"Authorization", "Content-Type"}):
            answer = await http.options(
                url,
                headers={
                    "Origin": DASH,
                    "Access-Control-Request-Method": method,
                    "Access-Control-Request-Headers": header.lower(),
                },
            )
            assert answer.status_code == 204, (method, path, header)
            assert answer.headers["access-control-allow-origin"] == DASH
            assert method.lower() in _listed(answer.headers["access-control-allow-methods"])
            allowed = _listed(answer.headers["access-control-allow-headers"])
            assert header.lower() in allowed, (method, path, header)
            checked += 1
    assert checked > 300  # every route, not a handful


async def test_every_declared_response_header_is_exposed(
    app: Litestar, http: AsyncTestClient
) -> None:
    answer = await http.get("/health", headers={"Origin": DASH})
    exposed = _listed(answer.headers["access-control-expose-headers"])
    for path, method, _, answered in _routes(app):
        for header in answered:
            assert header.lower() in exposed | SAFELISTED_RESPONSE, (method, path, header)
    assert {h.lower() for h in APP_WIDE_RESPONSE} <= exposed


def _names_set(function: ast.AST) -> set[str]:
    """Header names a function sets on an answer: ``headers={...}`` (or a ``headers = {...}``
    it passes on), ``x.headers["Name"] = ...``."""
    names: set[str] = set()
    for node in ast.walk(function):
        dicts: list[ast.expr] = []
        if isinstance(node, ast.Call):
            dicts += [k.value for k in node.keywords if k.arg == "headers"]
        if isinstance(node, ast.Assign | ast.AnnAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for target in targets:
                if isinstance(target, ast.Name) and target.id == "headers" and node.value:
                    dicts.append(node.value)
                if (
                    isinstance(target, ast.Subscript)
                    and isinstance(target.value, ast.Attribute)
                    and target.value.attr == "headers"
                    and isinstance(target.slice, ast.Constant)
                ):
                    names.add(str(target.slice.value))
        for value in dicts:
            for inner in ast.walk(value):
                if isinstance(inner, ast.Dict):
                    names |= {str(k.value) for k in inner.keys if isinstance(k, ast.Constant)}
    return names


def _names_read(function: ast.AST) -> set[str]:
    """Header names a function reads from the request: ``x.headers.get("name")``."""
    names: set[str] = set()
    for node in ast.walk(function):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr == "get"
            and isinstance(node.func.value, ast.Attribute)
            and node.func.value.attr == "headers"
            and node.args
            and isinstance(node.args[0], ast.Constant)
        ):
            names.add(str(node.args[0].value))
    return names


def _calls(function: ast.AST) -> set[str]:
    return {
        node.func.id
        for node in ast.walk(function)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
    }


def _is_handler(function: ast.AST) -> bool:
    if not isinstance(function, ast.AsyncFunctionDef | ast.FunctionDef):
        return False
    for decorator in function.decorator_list:
        call = decorator.func if isinstance(decorator, ast.Call) else decorator
        if isinstance(call, ast.Name) and call.id in HANDLER_DECORATORS:
            return True
    return False


def _handler_headers(module: ast.Module) -> dict[str, tuple[set[str], set[str]]]:
    """qualname -> (set, read) of every handler of a controller module, through the module's
    own helper functions."""
    helpers = {
        node.name: node
        for node in module.body
        if isinstance(node, ast.AsyncFunctionDef | ast.FunctionDef)
    }
    sets = {name: _names_set(fn) for name, fn in helpers.items()}
    reads = {name: _names_read(fn) for name, fn in helpers.items()}
    for _ in range(len(helpers)):  # through helpers that call helpers
        for name, fn in helpers.items():
            for called in _calls(fn) & helpers.keys():
                sets[name] |= sets[called]
                reads[name] |= reads[called]
    found: dict[str, tuple[set[str], set[str]]] = {}
    scopes: list[tuple[str, ast.AST]] = [("", module)]
    for prefix, scope in scopes:
        for node in ast.iter_child_nodes(scope):
            if isinstance(node, ast.ClassDef):
                scopes.append((f"{prefix}{node.name}.", node))
            elif _is_handler(node):
                assert isinstance(node, ast.AsyncFunctionDef | ast.FunctionDef)
                called = _calls(node) & helpers.keys()
                set_here = _names_set(node).union(*(sets[c] for c in called))
                read_here = _names_read(node).union(*(reads[c] for c in called))
                found[f"{prefix}{node.name}"] = (set_here, read_here)
    return found


def test_no_handler_sets_or_reads_a_header_it_does_not_declare(app: Litestar) -> None:
    declared: dict[tuple[str, str], tuple[set[str], set[str]]] = {}
    for route in app.routes:
        if isinstance(route, HTTPRoute):
            for handler, kwargs_model in route.route_handler_map.values():
                fn = handler.fn
                key = (fn.__module__, fn.__qualname__)
                requested = {p.field_alias.lower() for p in kwargs_model.expected_header_params}
                answered = {h.name.lower() for h in handler.resolve_response_headers()}
                declared[key] = (requested, answered)
    app_wide_out = {h.lower() for h in APP_WIDE_RESPONSE} | SAFELISTED_RESPONSE
    app_wide_in = {h.lower() for h in APP_WIDE_REQUEST}
    seen = 0
    for source in sorted(CONTROLLERS.glob("*.py")):
        module_name = f"entrypoints.http.controllers.{source.stem}"
        if module_name not in sys.modules:
            continue
        tree = ast.parse(inspect.getsource(sys.modules[module_name]))
        for qualname, (set_here, read_here) in _handler_headers(tree).items():
            if (module_name, qualname) not in declared:
                continue  # a WebSocket handler: no CORS
            requested, answered = declared[(module_name, qualname)]
            seen += 1
            undeclared_out = {h.lower() for h in set_here} - answered - app_wide_out
            assert not undeclared_out, f"{module_name}.{qualname} sets {undeclared_out}"
            undeclared_in = {h.lower() for h in read_here} - requested - app_wide_in
            assert not undeclared_in, f"{module_name}.{qualname} reads {undeclared_in}"
    assert seen > 100
