"""The schemathesis run of tests/http/test_openapi_fuzz.py on PostgreSQL (skipped without
SVC_TEST_POSTGRES_URL): the same operations, callers and checks against a fresh migrated
PostgreSQL database, where text the client wrote reaches a stricter database (no NUL in text,
typed parameters). One example per operation, mode and caller (three on SQLite), to keep the
suite's time; its own file, so the two runs go to different test workers.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
import schemathesis
from hypothesis import HealthCheck, settings

from bootstrap.settings import Settings
from tests.support.databases import PostgresTemplate
from tests.support.openapi_fuzz import api_schema as load_schema
from tests.support.openapi_fuzz import call_as_every_caller, caller_tokens, fuzz_settings, providers

pytestmark = pytest.mark.postgres

# Examples per operation, per generation mode, per caller.
EXAMPLES = 1


@pytest.fixture(scope="module")
def postgres_settings(
    tmp_path_factory: pytest.TempPathFactory, postgres_template: PostgresTemplate | None
) -> Iterator[Settings]:
    if postgres_template is None:
        pytest.skip("PostgreSQL suite: set SVC_TEST_POSTGRES_URL to run it")
    directory = tmp_path_factory.mktemp("fuzz-postgres")
    with providers() as (issuer, chat_api):
        yield fuzz_settings(postgres_template.fresh(), directory / "var", issuer, chat_api)


@pytest.fixture(scope="module")
def tokens(postgres_settings: Settings) -> dict[str, str]:
    return caller_tokens(postgres_settings)


@pytest.fixture(scope="module")
def api_schema(postgres_settings: Settings) -> schemathesis.BaseSchema:
    return load_schema(postgres_settings)


schema = schemathesis.pytest.from_fixture("api_schema")


@schema.parametrize()
@settings(max_examples=EXAMPLES, derandomize=True, suppress_health_check=list(HealthCheck))
def test_every_operation_answers_as_documented_on_postgres(
    case: schemathesis.Case, tokens: dict[str, str]
) -> None:
    call_as_every_caller(case, tokens)
