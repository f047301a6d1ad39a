"""Every operation that takes a body has a limit of its own, and docs/api.md lists them all.

The routes are walked from the app itself, so an operation added later without a limit, or
with one the table does not show, fails here (the live behaviour of a limit is in
tests/http/test_body_limits_live.py).
"""

from __future__ import annotations

import re
from pathlib import Path

import msgspec
import pytest
from litestar import Litestar, post
from litestar.exceptions import ImproperlyConfiguredException
from litestar.params import JSONBody
from litestar.testing import TestClient

from bootstrap.settings import Settings
from entrypoints.http.app import create_app
from entrypoints.http.body_limits import (
    operations,
    require_declared,
    route_limits,
    size_text,
    takes_a_body,
    too_large_detail,
)
from entrypoints.http.protocol import DRAIN_BYTES
from tests.support.keys import encryption_key, signing_pem

DOC = Path(__file__).resolve().parents[2] / "docs" / "api.md"
SECTION = "## Body limits"


class Thing(msgspec.Struct):
    name: str


_ROW = re.compile(r"^\| `([A-Z]+ /\S*)` \| ([^|]+) \|$")


@pytest.fixture(scope="module")
def app(tmp_path_factory: pytest.TempPathFactory) -> Litestar:
    directory = tmp_path_factory.mktemp("body-limits")
    settings = Settings.of(
        env="test",
        database_url="memory://",
        data_dir=directory / "var",
        jwt_private_key=signing_pem(),
        encryption_keys=encryption_key(),
    )
    litestar: Litestar = create_app(settings).app.app  # inside the two middlewares
    return litestar


def test_every_operation_that_takes_a_body_declares_its_own_limit(app: Litestar) -> None:
    taking = {key: handler for key, handler in operations(app) if takes_a_body(handler)}
    assert len(taking) > 80  # the walk sees the app's routes
    undeclared = sorted(
        key for key, handler in taking.items() if not isinstance(handler.request_max_body_size, int)
    )
    assert not undeclared, "bodies without a limit of their own: " + ", ".join(undeclared)
    assert "POST /v1/connect/servers/register" in taking
    assert route_limits(app)["POST /v1/connect/servers/register"] == 4 * 1024


def test_an_app_with_a_body_taking_handler_without_a_limit_does_not_start() -> None:
    @post("/things")
    async def create(data: JSONBody[Thing]) -> None:
        return None

    @post("/bounded", request_max_body_size=1024)
    async def bounded(data: JSONBody[Thing]) -> None:
        return None

    with pytest.raises(ImproperlyConfiguredException, match=r"POST /things\b"):
        require_declared(Litestar(route_handlers=[create, bounded]))
    require_declared(Litestar(route_handlers=[bounded]))


def documented() -> dict[str, str]:
    text = DOC.read_text()
    assert SECTION in text, f"docs/api.md has no section {SECTION!r}"
    section = text.split(SECTION, 1)[1].split("\n## ", 1)[0]
    rows = [_ROW.match(line) for line in section.splitlines()]
    return {row[1]: row[2].strip() for row in rows if row}


def expected_table(app: Litestar) -> str:
    """The table docs/api.md should hold, by path then method, as the failure message."""
    limits = route_limits(app)
    order = {"POST": 0, "PUT": 1, "PATCH": 2, "DELETE": 3}
    keys = sorted(limits, key=lambda k: (k.split(" ")[1], order.get(k.split(" ")[0], 9)))
    rows = [f"| `{key}` | {size_text(limits[key])} |" for key in keys]
    return "\n".join(["| Operation | Largest body |", "|---|---|", *rows])


def test_docs_list_the_limit_of_every_operation(app: Litestar) -> None:
    code = {key: size_text(limit) for key, limit in route_limits(app).items()}
    assert documented() == code, (
        "docs/api.md, section 'Body limits', should read:\n" + expected_table(app)
    )


def test_the_openapi_document_names_each_operations_limit_in_its_413(app: Litestar) -> None:
    with TestClient(app=app) as client:
        document = client.get("/schema/openapi.json").json()
    register = document["paths"]["/v1/connect/servers/register"]["post"]
    assert register["responses"]["413"]["description"].startswith(too_large_detail(4 * 1024))
    webhook = document["paths"]["/v1/shop/webhook"]["post"]  # a raw body, no requestBody
    assert webhook["responses"]["413"]["description"].startswith(too_large_detail(256 * 1024))
    problem = document["components"]["schemas"]["Problem"]["properties"]
    assert problem["maxBodyBytes"]["type"] == "integer"


def test_sizes_read_as_people_write_them() -> None:
    assert [size_text(n) for n in (4096, 3 * 1024 * 1024, 1000, 1536)] == [
        "4 KiB",
        "3 MiB",
        "1000 bytes",
        "1536 bytes",
    ]
    assert too_large_detail(1000) == (
        "The request body is larger than this operation takes: at most 1000 bytes."
    )


def test_a_refused_body_is_drained_up_to_twice_the_largest_limit(app: Litestar) -> None:
    """A client that sends its whole oversized body before reading still gets its 413: the
    server reads and drops the rest of it (entrypoints/http/protocol.py, DRAIN_BYTES)."""
    assert 2 * max(route_limits(app).values()) <= DRAIN_BYTES
