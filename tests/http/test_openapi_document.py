"""The OpenAPI document a client generator lives on: every operation says what it does, every
JSON body has a realistic example that validates against its schema, objects we close refuse
unknown fields in the document too, path parameters carry their wire names, every operation
that takes a body lists 413, and every one whose body is JSON 415. Walks the whole document,
so routes added later are held to it."""

from __future__ import annotations

import asyncio
import importlib
import pkgutil
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import jsonschema
import msgspec
import pytest
from litestar.testing import TestClient

import entrypoints.http.controllers
import entrypoints.http.dto
from bootstrap.core import build_core
from bootstrap.settings import Settings
from entrypoints.http.app import create_app
from tests.conftest import SUPER_ADMIN, bearer, sign_in
from tests.support.databases import SqliteTemplate
from tests.support.keys import encryption_key, signing_pem

METHODS = ("get", "put", "post", "delete", "patch")
# The sentence the access pass appends (entrypoints/http/openapi.py); alone it says nothing
# about what the operation does.
ACCESS_SENTENCES = (
    "Any platform token, limited by scopes or not.",
    "A full sign-in: tokens limited by scopes are refused.",
)
SCOPE_SENTENCE = re.compile(r"Tokens limited by scopes need `[^`]+`\.")
JSON_MEDIA = re.compile(r"^application/([a-z.+-]+\+)?json$")
CAMEL = re.compile(r"^[a-z][a-zA-Z0-9]*$")


@pytest.fixture(scope="module")
def document(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Any]]:
    directory: Path = tmp_path_factory.mktemp("openapi")
    settings = Settings.of(
        env="test",
        database_url="memory://",
        data_dir=directory / "var",
        jwt_private_key=signing_pem(),
        encryption_keys=encryption_key(),
    )
    with TestClient(app=create_app(settings)) as client:
        answer = client.get("/schema/openapi.json")
        assert answer.status_code == 200
        yield answer.json()


def test_the_document_is_the_same_every_time_it_is_built(
    document: dict[str, Any], tmp_path: Path
) -> None:
    """Nothing in the document is generated at random (Litestar invents examples for a
    ResponseSpec unless told not to): a second app in the same process documents the same,
    so `svc openapi`, /schema and the committed clients agree."""
    settings = Settings.of(
        env="test",
        database_url="memory://",
        data_dir=tmp_path / "var",
        jwt_private_key=signing_pem(),
        encryption_keys=encryption_key(),
    )
    with TestClient(app=create_app(settings)) as client:
        assert client.get("/schema/openapi.json").json() == document


def _operations(document: dict[str, Any]) -> Iterator[tuple[str, str, dict[str, Any]]]:
    for path, item in document["paths"].items():
        for method in METHODS:
            if method in item:
                yield method.upper(), path, item[method]


def _bodies(operation: dict[str, Any]) -> Iterator[tuple[str, str, dict[str, Any]]]:
    """(where, media type, media object) of every JSON or form body of the operation, except
    problem details (one schema, documented once)."""
    for media_type, media in operation.get("requestBody", {}).get("content", {}).items():
        if JSON_MEDIA.match(media_type) or media_type == "application/x-www-form-urlencoded":
            yield "request", media_type, media
    for status, response in operation.get("responses", {}).items():
        for media_type, media in response.get("content", {}).items():
            if JSON_MEDIA.match(media_type) and media_type != "application/problem+json":
                yield status, media_type, media


def _component(document: dict[str, Any], reference: str) -> dict[str, Any]:
    schema: dict[str, Any] = document["components"]["schemas"][reference.rsplit("/", 1)[-1]]
    return schema


def _examples_of(document: dict[str, Any], media: dict[str, Any]) -> list[Any]:
    if "example" in media:
        return [media["example"]]
    if media.get("examples"):
        return [example["value"] for example in media["examples"].values()]
    schema = media.get("schema", {})
    if "$ref" in schema:
        schema = _component(document, schema["$ref"])
    return list(schema.get("examples", []))


def _validator(document: dict[str, Any], schema: dict[str, Any]) -> jsonschema.Draft202012Validator:
    root = {**schema, "components": document["components"]}
    return jsonschema.Draft202012Validator(root, format_checker=jsonschema.FormatChecker())


def test_every_operation_says_what_it_does(document: dict[str, Any]) -> None:
    silent = []
    for method, path, operation in _operations(document):
        text = SCOPE_SENTENCE.sub("", operation.get("description", ""))
        for sentence in ACCESS_SENTENCES:
            text = text.replace(sentence, "")
        if not text.strip():
            silent.append(f"{method} {path}")
    assert not silent, "operations without a description= of their own: " + ", ".join(silent)


def test_every_json_body_has_an_example(document: dict[str, Any]) -> None:
    missing = [
        f"{method} {path} {where} {media_type}"
        for method, path, operation in _operations(document)
        for where, media_type, media in _bodies(operation)
        if not _examples_of(document, media)
    ]
    assert not missing, "bodies without an example: " + ", ".join(missing)


def test_every_example_validates_against_its_schema(document: dict[str, Any]) -> None:
    failures = []
    for name, schema in document["components"]["schemas"].items():
        for example in schema.get("examples", []):
            errors = list(_validator(document, schema).iter_errors(example))
            failures += [f"component {name}: {error.message}" for error in errors[:1]]
    for method, path, operation in _operations(document):
        for where, _media_type, media in _bodies(operation):
            schema = media.get("schema", {})
            for example in _examples_of(document, media):
                errors = list(_validator(document, schema).iter_errors(example))
                failures += [f"{method} {path} {where}: {error.message}" for error in errors[:1]]
    assert not failures, "\n".join(failures)


def test_a_wrong_example_fails_validation(document: dict[str, Any]) -> None:
    """The check above can fail: an unknown member, a missing one, a bad format each do."""
    schema = {"$ref": "#/components/schemas/NetworkIn"}
    example = _component(document, schema["$ref"])["examples"][0]
    assert not list(_validator(document, schema).iter_errors(example))
    assert list(_validator(document, schema).iter_errors({**example, "colour": "red"}))
    assert list(_validator(document, schema).iter_errors({}))
    member = {"$ref": "#/components/schemas/MemberOut"}
    wrong = {**_component(document, member["$ref"])["examples"][0], "userId": "not-a-uuid"}
    assert list(_validator(document, member).iter_errors(wrong))


def _closed(document: dict[str, Any], schema: dict[str, Any], seen: set[str]) -> list[str]:
    """Names of the object schemas reachable from ``schema`` that do not refuse unknown
    members (free-form maps, typed ``additionalProperties``, are values, not shapes)."""
    if "$ref" in schema:
        name = schema["$ref"].rsplit("/", 1)[-1]
        if name in seen:
            return []
        seen.add(name)
        component = _component(document, schema["$ref"])
        is_open = component.get("additionalProperties") is not False
        open_here = [name] if component.get("type") == "object" and is_open else []
        nested = [
            found
            for member in component.get("properties", {}).values()
            for found in _closed(document, member, seen)
        ]
        return open_here + nested
    found = []
    for key in ("oneOf", "anyOf", "allOf"):
        for choice in schema.get(key, []):
            found += _closed(document, choice, seen)
    if "items" in schema:
        found += _closed(document, schema["items"], seen)
    return found


def test_json_request_bodies_refuse_unknown_members_in_the_document(
    document: dict[str, Any],
) -> None:
    open_bodies = set()
    for method, path, operation in _operations(document):
        for where, media_type, media in _bodies(operation):
            if where == "request" and JSON_MEDIA.match(media_type):
                open_bodies.update(
                    f"{method} {path}: {name}"
                    for name in _closed(document, media.get("schema", {}), set())
                )
    assert not open_bodies, "request bodies that do not declare additionalProperties: false: " + (
        ", ".join(sorted(open_bodies))
    )


def test_path_parameters_carry_their_wire_names(document: dict[str, Any]) -> None:
    wrong = []
    for method, path, operation in _operations(document):
        in_path = re.findall(r"\{([^}]+)\}", path)
        declared = [p["name"] for p in operation.get("parameters", []) if p["in"] == "path"]
        if sorted(in_path) != sorted(declared) or not all(CAMEL.match(n) for n in in_path):
            wrong.append(f"{method} {path} declares {declared}")
    assert not wrong, "\n".join(wrong)


def test_every_operation_with_a_body_lists_413(document: dict[str, Any]) -> None:
    missing = [
        f"{method} {path}"
        for method, path, operation in _operations(document)
        if "requestBody" in operation and "413" not in operation["responses"]
    ]
    assert not missing, "bodies without 413: " + ", ".join(missing)


def test_every_operation_with_a_json_body_lists_415_and_no_other_does(
    document: dict[str, Any],
) -> None:
    """A JSON body sent as anything else is refused (entrypoints/http/decoding.py); a form
    (our consent page) is not JSON and keeps its own rule."""
    wrong = [
        f"{method} {path}"
        for method, path, operation in _operations(document)
        if ("415" in operation["responses"])
        != any(JSON_MEDIA.match(m) for m in operation.get("requestBody", {}).get("content", {}))
    ]
    assert not wrong, "415 listed where the body is not JSON, or missing: " + ", ".join(wrong)
    consent = document["paths"]["/v1/auth/service/consent"]["post"]
    assert "415" not in consent["responses"]


def _modules_with_structs() -> Iterator[Any]:
    for package in (entrypoints.http.dto, entrypoints.http.controllers):
        for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
            module = importlib.import_module(info.name)
            if any(_structs(module)):
                yield module


def _structs(module: Any) -> Iterator[type[msgspec.Struct]]:
    for value in vars(module).values():
        if (
            isinstance(value, type)
            and issubclass(value, msgspec.Struct)
            and value.__module__ == module.__name__
        ):
            yield value


def test_every_dto_module_gives_a_decodable_example_of_each_struct() -> None:
    """The convention behind the component examples: ``EXAMPLES`` in each module that defines
    Structs, one per Struct, each decoding into it as a request body would (patterns,
    lengths and ranges included, which the JSON schema check above does not all see)."""
    problems = []
    for module in _modules_with_structs():
        examples = getattr(module, "EXAMPLES", {})
        for struct in _structs(module):
            if struct.__name__ not in examples:
                problems.append(f"{module.__name__}.{struct.__name__}: no example")
                continue
            try:
                msgspec.json.decode(msgspec.json.encode(examples[struct.__name__]), type=struct)
            except msgspec.ValidationError as error:
                problems.append(f"{module.__name__}.{struct.__name__}: {error}")
    assert not problems, "\n".join(problems)


# Answers to a request example that depend on what exists, not on the example's shape: the
# scope, feed or release it names is not in an empty database.
STATE_DEPENDENT = {"roles.invalid_scope", "versions.unknown_scope", "news.unknown_feed"}


def test_request_examples_pass_the_domain_rules(tmp_path_factory: pytest.TempPathFactory) -> None:
    """The examples are realistic: sent as the super admin to an empty database, no request
    example of an operation without path parameters is refused for its shape or a field rule
    (400); what it names may not exist (404, 401 for a made-up token, 403 for a stranger)."""
    directory: Path = tmp_path_factory.mktemp("examples")
    settings = Settings.of(
        env="test",
        database_url=SqliteTemplate(directory).fresh(directory),
        data_dir=directory / "var",
        jwt_private_key=signing_pem(),
        encryption_keys=encryption_key(),
        super_admin_ids=frozenset({SUPER_ADMIN}),
        rate_limit_scale=0,
    )

    async def issue() -> str:
        async with await build_core(settings) as core:
            return (await sign_in(core, SUPER_ADMIN, "Root"))[1]

    token = asyncio.run(issue())
    refused = []
    with TestClient(app=create_app(settings)) as client:
        document = client.get("/schema/openapi.json").json()
        sent = 0
        for method, path, operation in _operations(document):
            media = operation.get("requestBody", {}).get("content", {}).get("application/json")
            if "{" in path or media is None:
                continue
            for example in _examples_of(document, media):
                # Idempotency-Key: the header a retried write carries (shop checkout needs it).
                headers = {**bearer(token), "Idempotency-Key": f"example-{sent:04d}"}
                answer = client.request(method, path, json=example, headers=headers)
                sent += 1
                if answer.status_code == 400 and answer.json()["code"] not in STATE_DEPENDENT:
                    refused.append(f"{method} {path}: {answer.text[:200]}")
    assert sent > 25  # every parameterless JSON body (29 today)
    assert not refused, "\n".join(refused)
