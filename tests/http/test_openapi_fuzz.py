"""Schemathesis over the whole OpenAPI document, in process (ASGI), with bounded examples.

Every operation, including any added later, is called with generated inputs that fit the
document (positive) and that do not (negative), once as a normal user and once as the super
admin. The run fails on any 5xx, on a status the document does not list, on a response whose
body, headers or content type do not match the document, on negative input that is accepted,
on a missing required header or a method the path lacks that is not refused, on an `Allow`
that does not list the path's methods, and on an operation with security that answers without
credentials. Excluded, each for a reason in docs/decisions.md ("OpenAPI document"): positive
data acceptance (generated ids name nothing, a normal user may not, states conflict), the
stateful checks (no links between operations) and response time (no timed assertions).

This suite runs on SQLite; tests/http/test_openapi_fuzz_postgres.py runs the same on
PostgreSQL with fewer examples (the checks, settings and callers: tests/support/openapi_fuzz.py).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
import schemathesis
from hypothesis import HealthCheck, settings

from bootstrap.settings import Settings
from tests.support.databases import SqliteTemplate
from tests.support.openapi_fuzz import api_schema as load_schema
from tests.support.openapi_fuzz import call_as_every_caller, caller_tokens, fuzz_settings, providers

# Examples per operation, per generation mode, per caller: the whole run stays near two
# minutes of CPU (CI budget: three).
EXAMPLES = 3


@pytest.fixture(scope="module")
def sqlite_settings(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Settings]:
    directory = tmp_path_factory.mktemp("fuzz")
    with providers() as (issuer, chat_api):
        url = SqliteTemplate(directory).fresh(directory)
        yield fuzz_settings(url, directory / "var", issuer, chat_api)


@pytest.fixture(scope="module")
def tokens(sqlite_settings: Settings) -> dict[str, str]:
    return caller_tokens(sqlite_settings)


@pytest.fixture(scope="module")
def api_schema(sqlite_settings: Settings) -> schemathesis.BaseSchema:
    return load_schema(sqlite_settings)


schema = schemathesis.pytest.from_fixture("api_schema")


@schema.parametrize()
@settings(max_examples=EXAMPLES, derandomize=True, suppress_health_check=list(HealthCheck))
def test_every_operation_answers_as_documented(
    case: schemathesis.Case, tokens: dict[str, str]
) -> None:
    call_as_every_caller(case, tokens)
