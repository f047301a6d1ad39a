"""A NUL character in every text input of every route, on PostgreSQL: a 400 naming the field,
never a 5xx (docs/api.md, "Conventions").

The walk reads the app's OpenAPI document and, for every operation, puts ``a<NUL>b`` into each
string path parameter, each string query parameter, and each string field of its body (JSON,
merge patch or form; a key holding a NUL too, where an object is free-form), the rest of the
request filled with minimal values from the schema. Each request goes once without
credentials and once as the caller the route takes (the super admin; a Connect server where
only a server may call; the gateway registration token, a gateway's secret), against the real
app on a migrated PostgreSQL database, which refuses NUL in any text (SQLite stores it, so
this walk is PostgreSQL's). A NUL in the path or the query is refused before the credentials
(400 for both callers); one in a body when the body is decoded, after them (the stranger may
get 401 first).
Operations added later are walked too. The raw bodies the providers sign (webhooks) are not
in the document: tests/http/test_nul_input.py sends them.
"""

from __future__ import annotations

import re
import uuid
from collections.abc import AsyncIterator, Callable, Iterator
from dataclasses import dataclass, replace
from typing import Any
from urllib.parse import quote

import pytest
from litestar.testing import AsyncTestClient

from bootstrap.core import build_core
from bootstrap.settings import Settings
from entrypoints.http.app import create_app
from tests.conftest import SUPER_ADMIN, bearer, sign_in
from tests.support.connect_http import register, server_headers
from tests.support.edge import REGISTRATION_TOKEN

pytestmark = pytest.mark.postgres

NUL_TEXT = "a\x00b"
NUL_MESSAGE = "must not contain the NUL character (U+0000)"
DEPTH = 6
"""How deep the walk follows nested objects and arrays of a body's schema."""
Path = tuple[str | int, ...]


@pytest.fixture
def postgres_url(database_url_for: Callable[[str], str]) -> str:
    return database_url_for("postgres")  # skipped without SVC_TEST_POSTGRES_URL


@pytest.fixture
def settings(postgres_url: str, settings_for: Callable[..., Settings]) -> Settings:
    return settings_for(
        postgres_url, rate_limit_scale=0, gateway_registration_token=REGISTRATION_TOKEN
    )


async def callers(
    http: AsyncTestClient, root_token: str
) -> Callable[[Sent], tuple[str, dict[str, str], str]]:
    """Who may call each route: a registered Connect server where only a server may, the
    registration token and a registered gateway's secret on the gateway routes (their
    credentials are checked before the body, route_access.py), else the super admin."""
    server = server_headers(await register(http, "Walked"))
    gateway = {"name": "walk", "publicIp": "203.0.113.9", "region": "eu", "version": "1"}
    registered = await http.post(
        "/v1/connect/gateways/register", json=gateway, headers=bearer(REGISTRATION_TOKEN)
    )
    assert registered.status_code == 201, registered.text
    gateway_id, secret = registered.json()["gatewayId"], registered.json()["gatewaySecret"]

    def caller(sent: Sent) -> tuple[str, dict[str, str], str]:
        """(who, their headers, the path: a gateway's own id where its secret is sent)."""
        if sent.server_only:
            return "the server", server, sent.path
        if sent.path == "/v1/connect/gateways/register":
            return "the gateway registration", bearer(REGISTRATION_TOKEN), sent.path
        heartbeat = re.fullmatch(r"/v1/connect/gateways/[^/]+/heartbeat", sent.path)
        if heartbeat and sent.where == "body":
            own = f"/v1/connect/gateways/{gateway_id}/heartbeat"
            return "the gateway", bearer(secret), own
        return "super admin", bearer(root_token), sent.path

    return caller


@pytest.fixture
async def root_token(settings: Settings) -> str:
    """The super admin's token, issued by the operator's core (the app runs its own, in the
    test client's thread: asyncpg connections belong to the event loop that opened them)."""
    async with await build_core(settings) as core:
        return (await sign_in(core, SUPER_ADMIN, "Root"))[1]


@pytest.fixture
async def http(settings: Settings) -> AsyncIterator[AsyncTestClient]:
    async with AsyncTestClient(app=create_app(settings)) as client:
        yield client


@dataclass(frozen=True)
class Sent:
    """One request of the walk: where the NUL is and the field the 400 must name."""

    method: str
    path: str
    where: str  # path, query or body
    field: str
    params: dict[str, str]
    body: dict[str, Any] | None = None  # httpx keywords: json= or data=, headers=
    message: str | None = NUL_MESSAGE  # None: the 400 may say what else is wrong
    server_only: bool = False  # every security requirement is a Connect server's

    def __str__(self) -> str:
        return f"{self.method.upper()} {self.path} ({self.where} {self.field!r})"


class Schemas:
    """The document's schemas, followed through ``$ref`` and nullable alternatives."""

    def __init__(self, document: dict[str, Any]) -> None:
        self._components: dict[str, Any] = document.get("components", {}).get("schemas", {})

    def resolve(self, schema: dict[str, Any]) -> dict[str, Any]:
        while "$ref" in schema:
            schema = self._components[schema["$ref"].rsplit("/", 1)[-1]]
        return schema

    def alternatives(self, schema: dict[str, Any]) -> list[dict[str, Any]]:
        """The schema's non-null shapes (each alternative of a oneOf / anyOf)."""
        schema = self.resolve(schema)
        options = schema.get("oneOf") or schema.get("anyOf") or schema.get("allOf")
        if not options:
            return [schema] if _types(schema) != {"null"} else []
        return [shape for option in options for shape in self.alternatives(option)]

    def takes_text(self, schema: dict[str, Any]) -> bool:
        return any("string" in _types(shape) for shape in self.alternatives(schema))

    def minimal(self, schema: dict[str, Any]) -> Any:
        """A small value of the schema's first non-null shape (only its required members)."""
        shapes = self.alternatives(schema)
        if not shapes:
            return None
        shape = shapes[0]
        if "enum" in shape:
            return next(value for value in shape["enum"] if value is not None)
        kinds = _types(shape) - {"null"}
        if "object" in kinds or "properties" in shape:
            members = shape.get("properties", {})
            return {name: self.minimal(members[name]) for name in shape.get("required", [])}
        if "array" in kinds:
            return [self.minimal(shape.get("items", {})) for _ in range(shape.get("minItems", 0))]
        if "boolean" in kinds:
            return True
        if "integer" in kinds or "number" in kinds:
            return max(1, shape.get("minimum", 1))
        return _text(shape)

    def text_slots(
        self, schema: dict[str, Any], path: Path = (), depth: int = 0
    ) -> Iterator[tuple[Path, bool]]:
        """Where a body of this schema holds text: (path, True) for a string value,
        (path of a free-form object, False) for a key."""
        if depth > DEPTH:
            return
        for shape in self.alternatives(schema):
            kinds = _types(shape)
            if "string" in kinds:
                yield path, True
            if "object" in kinds or "properties" in shape:
                for name, member in shape.get("properties", {}).items():
                    yield from self.text_slots(member, (*path, name), depth + 1)
                extra = shape.get("additionalProperties", "properties" not in shape)
                if extra is not False:
                    yield path, False
                    yield (*path, "extra"), True
            if "array" in kinds:
                yield from self.text_slots(shape.get("items", {}), (*path, 0), depth + 1)


def _types(schema: dict[str, Any]) -> set[str]:
    kind = schema.get("type")
    if kind is None:
        return (
            {"string"}
            if "enum" in schema and all(isinstance(v, str | None) for v in schema["enum"])
            else set()
        )
    return set(kind) if isinstance(kind, list) else {kind}


def _text(shape: dict[str, Any]) -> str:
    if shape.get("format") == "uuid":
        return str(uuid.uuid4())
    if shape.get("format") == "date-time":
        return "2026-11-22T10:00:00.000Z"
    if shape.get("pattern") == "^[0-9a-f]{24}$":
        return "0" * 24
    return "a" * max(1, shape.get("minLength", 1))


def placed(value: Any, path: Path, leaf: Any) -> Any:
    """``value`` with ``leaf`` at ``path``, containers made where missing."""
    if not path:
        return leaf
    step, rest = path[0], path[1:]
    if isinstance(step, int):
        items = list(value) if isinstance(value, list) and value else [None]
        items[0] = placed(items[0], rest, leaf)
        return items
    members = dict(value) if isinstance(value, dict) else {}
    members[step] = placed(members.get(step), rest, leaf)
    return members


def field_name(path: Path) -> str:
    """The field a 400 names: ``uiStyle.payload.a``, ``items[0].name``, ``body``."""
    name = ""
    for step in path:
        name += f"[{step}]" if isinstance(step, int) else (f".{step}" if name else step)
    return name if not name.startswith("[") else f"body{name}"


def requests(document: dict[str, Any]) -> Iterator[Sent]:
    """Every operation of the document, once per text input holding a NUL."""
    schemas = Schemas(document)
    for template, item in document["paths"].items():
        for method, operation in item.items():
            if method in ("get", "post", "put", "patch", "delete"):
                security = operation.get("security") or []
                server_only = bool(security) and all("serverId" in r for r in security)
                for sent in _operation(schemas, method, template, operation):
                    yield replace(sent, server_only=server_only)


def _operation(
    schemas: Schemas, method: str, template: str, operation: dict[str, Any]
) -> Iterator[Sent]:
    parameters = operation.get("parameters", [])
    in_path = {p["name"]: p["schema"] for p in parameters if p["in"] == "path"}
    required = {
        p["name"]: str(schemas.minimal(p["schema"]))
        for p in parameters
        if p["in"] == "query" and p.get("required")
    }
    plain = _url(schemas, template, in_path, None)
    for name, schema in in_path.items():
        if schemas.takes_text(schema):
            # A UUID is parsed while routing: refused as not a UUID, before the NUL is seen.
            message = None if schemas.resolve(schema).get("format") == "uuid" else NUL_MESSAGE
            url = _url(schemas, template, in_path, name)
            yield Sent(method, url, "path", name, required, message=message)
    for parameter in parameters:
        if parameter["in"] == "query" and schemas.takes_text(parameter["schema"]):
            query = required | {parameter["name"]: NUL_TEXT}
            yield Sent(method, plain, "query", parameter["name"], query)
    for media_type, content in operation.get("requestBody", {}).get("content", {}).items():
        yield from _bodies(schemas, method, plain, required, media_type, content)


def _url(
    schemas: Schemas, template: str, in_path: dict[str, dict[str, Any]], nul_in: str | None
) -> str:
    """The path with each parameter filled in: ``a<NUL>b`` in ``nul_in``, minimal values in
    the others (a UUID, an object id...)."""
    for name, schema in in_path.items():
        value = NUL_TEXT if name == nul_in else str(schemas.minimal(schema))
        template = template.replace(f"{{{name}}}", quote(value, safe=""))
    return template


def _bodies(
    schemas: Schemas,
    method: str,
    url: str,
    query: dict[str, str],
    media_type: str,
    content: dict[str, Any],
) -> Iterator[Sent]:
    schema = content.get("schema", {})
    base = schemas.minimal(schema)
    if media_type == "application/x-www-form-urlencoded":
        for path, is_value in schemas.text_slots(schema):
            if len(path) == 1 and is_value:
                form = {k: str(v) for k, v in (base or {}).items()} | {str(path[0]): NUL_TEXT}
                yield Sent(method, url, "body", str(path[0]), query, {"data": form})
        return
    headers = {"Content-Type": media_type}
    for path, is_value in schemas.text_slots(schema):
        if is_value:
            sent, field = placed(base, path, NUL_TEXT), field_name(path)
        else:
            key_path = (*path, "a\x00")
            sent, field = placed(base, key_path, 1), field_name((*path, "a?"))
        yield Sent(method, url, "body", field, query, {"json": sent, "headers": headers})


async def test_nul_in_any_text_input_is_a_400_naming_the_field_never_a_5xx(
    http: AsyncTestClient, root_token: str
) -> None:
    document = (await http.get("/schema/openapi.json")).json()
    walked = list(requests(document))
    assert len({(s.method, s.path.split("/")[2]) for s in walked}) > 20  # the walk found routes
    wrong: list[str] = []
    entitled = await callers(http, root_token)
    for sent in walked:
        for caller, headers, path in (("anonymous", {}, sent.path), entitled(sent)):
            extra = dict(sent.body or {})
            answer = await http.request(
                sent.method,
                path,
                params=sent.params,
                headers=headers | extra.pop("headers", {}),
                **extra,
            )
            refused_first = sent.where == "body" and caller == "anonymous"
            if answer.status_code == 401 and refused_first:
                continue  # no credentials: refused before the body is read
            is_problem = answer.headers.get("content-type") == "application/problem+json"
            problem = answer.json() if is_problem else {}
            named = [
                (e["field"], e["message"] if sent.message else None)
                for e in problem.get("errors", [])
            ]
            if answer.status_code != 400 or named != [(sent.field, sent.message)]:
                wrong.append(f"{sent} as {caller}: {answer.status_code} {answer.text[:200]}")
    assert not wrong, f"{len(wrong)} of {2 * len(walked)} requests:\n" + "\n".join(wrong)
