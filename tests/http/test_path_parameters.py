"""A malformed path id is a 400 naming the parameter as the document does, before sign-in.

Walks every operation of the OpenAPI document: each path parameter that is typed (a UUID, a
number) or constrained (an object id of 24 hex digits) is given a value that is none of those,
the others valid ones, and the request goes without credentials. Every answer is a 400 problem
whose one error names that parameter by its wire name, with a one-line detail; never the 404
that said the route did not exist, nor a 401 that hid the mistake.
"""

from __future__ import annotations

import re
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from litestar.testing import TestClient

from bootstrap.settings import Settings
from entrypoints.http.app import create_app
from tests.support.keys import encryption_key, signing_pem

METHODS = ("get", "put", "post", "delete", "patch")
MALFORMED = "not-an-id"


@pytest.fixture(scope="module")
def client(tmp_path_factory: pytest.TempPathFactory) -> Iterator[TestClient[Any]]:
    directory: Path = tmp_path_factory.mktemp("paths")
    settings = Settings.of(
        env="test",
        database_url="memory://",
        data_dir=directory / "var",
        jwt_private_key=signing_pem(),
        encryption_keys=encryption_key(),
    )
    with TestClient(app=create_app(settings)) as client:
        yield client


def _checked(parameter: dict[str, Any]) -> bool:
    schema = parameter.get("schema", {})
    return bool(
        schema.get("format") == "uuid"
        or schema.get("pattern")
        or schema.get("type") in ("integer", "number")
    )


def _valid(parameter: dict[str, Any]) -> str:
    schema = parameter.get("schema", {})
    if schema.get("format") == "uuid":
        return str(uuid.uuid4())
    if schema.get("pattern") == "^[0-9a-f]{24}$":
        return "6741f0c2a9e3b15d2c8f4a17"
    if schema.get("type") in ("integer", "number"):
        return "1"
    return "x"


def _cases(document: dict[str, Any]) -> Iterator[tuple[str, str, str]]:
    """(method, path with one malformed value, the parameter's name)."""
    for template, item in document["paths"].items():
        for method in METHODS:
            operation = item.get(method)
            if operation is None:
                continue
            parameters = [p for p in operation.get("parameters", []) if p["in"] == "path"]
            for bad in filter(_checked, parameters):
                path = template
                for parameter in parameters:
                    value = MALFORMED if parameter is bad else _valid(parameter)
                    path = path.replace("{" + parameter["name"] + "}", value)
                yield method.upper(), path, bad["name"]


def test_every_malformed_path_id_is_a_400_naming_its_parameter(client: TestClient[Any]) -> None:
    document = client.get("/schema/openapi.json").json()
    cases = list(_cases(document))
    assert len(cases) > 60  # the walk reached the routes (serverId alone is on dozens)
    wrong = []
    for method, path, name in cases:
        response = client.request(method, path, content=b"{}", headers={"Origin": ""})
        problem = response.json() if response.status_code == 400 else {}
        if (
            problem.get("code") != "validation"
            or [e["field"] for e in problem.get("errors", [])] != [name]
            or f"`{name}`" not in problem.get("detail", "")
            or "\n" in problem["detail"]
        ):
            wrong.append(f"{method} {path}: {response.status_code} {response.text[:160]}")
    assert not wrong, "\n".join(wrong)


def test_a_well_formed_id_of_nothing_is_still_a_404_or_a_sign_in(client: TestClient[Any]) -> None:
    """The control: a valid id that names nothing is not a 400, and a path no route has is
    a 404, not a 400 about a parameter."""
    nobody = client.get(f"/v1/public/users/{uuid.uuid4()}")
    assert nobody.status_code == 404, nobody.text
    assert client.get(f"/v1/connect/servers/{uuid.uuid4()}/settings").status_code == 401
    assert client.get("/v1/no-such-thing/123").status_code == 404


def test_static_paths_beside_a_parameter_are_not_taken_for_a_malformed_id(
    client: TestClient[Any],
) -> None:
    """``/v1/admin/users/lookup`` sits beside ``/v1/admin/users/{userId}``: it is a route of
    its own (here: sign in first), not a user id that is not a UUID."""
    assert client.get("/v1/admin/users/lookup?query=st").status_code == 401
    assert re.fullmatch(r"[0-9a-f-]{36}", str(uuid.uuid4()))
