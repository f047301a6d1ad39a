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
"""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import Iterator

import pytest
import schemathesis
from hypothesis import HealthCheck, settings
from schemathesis import GenerationMode
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import (
    allow_header_conformance,
    content_type_conformance,
    ignored_auth,
    missing_required_header,
    negative_data_rejection,
    response_headers_conformance,
    response_schema_conformance,
    status_code_conformance,
    unsupported_method,
)

from bootstrap.core import build_core
from bootstrap.settings import Settings
from entrypoints.http.app import create_app
from tests.conftest import SUPER_ADMIN, bearer, sign_in
from tests.support.databases import SqliteTemplate
from tests.support.discord import DiscordGuild, discord_server
from tests.support.keys import encryption_key, signing_pem
from tests.support.link_keys import InteractionSigner
from tests.support.oidc import oidc_provider
from tests.support.waiting import OUTBOUND

CHECKS = [
    not_a_server_error,
    status_code_conformance,
    content_type_conformance,
    response_headers_conformance,
    response_schema_conformance,
    negative_data_rejection,
    missing_required_header,
    unsupported_method,
    allow_header_conformance,
    ignored_auth,
]
# Examples per operation, per generation mode, per caller: the whole run stays near two
# minutes of CPU (CI budget: three).
EXAMPLES = 3


@pytest.fixture(scope="module")
def idp_issuer() -> Iterator[str]:
    """A real OpenID Connect provider, so sign-in endpoints answer as configured (not 503)."""
    with oidc_provider() as issuer:
        yield issuer


@pytest.fixture(scope="module")
def chat_api() -> Iterator[str]:
    """A local chat provider API (the bot's calls answer as configured, not 503)."""
    with discord_server() as (state, url):
        state.guilds["310000000000000001"] = DiscordGuild("310000000000000001", "Fuzz")
        yield url


@pytest.fixture(scope="module")
def fuzz_settings(
    tmp_path_factory: pytest.TempPathFactory, idp_issuer: str, chat_api: str
) -> Settings:
    directory = tmp_path_factory.mktemp("fuzz")
    url = SqliteTemplate(directory).fresh(directory)
    return Settings(
        env="test",
        database_url=url,
        data_dir=directory / "var",
        jwt_private_key=signing_pem(),
        encryption_keys=encryption_key(),
        super_admin_ids=frozenset({SUPER_ADMIN}),
        rate_limit_scale=0,
        idp_issuer=idp_issuer,
        idp_client_id="svc-fuzz",
        idp_client_secret="fuzz-secret",
        idp_timeout=OUTBOUND,
        session_service_timeout=OUTBOUND,
        dns_timeout=OUTBOUND,
        chat_client_id="1100000000000000001",
        chat_bot_token="bot-token",
        chat_public_key=InteractionSigner.generate().public_hex,
        chat_api_url=chat_api,
        chat_guild_id="310000000000000001",
        chat_timeout=OUTBOUND,
        membership_client_id="svc-fuzz",
        membership_campaign_id="9000001",
        membership_webhook_secret="fuzz-webhook-secret",
    )


@pytest.fixture(scope="module")
def tokens(fuzz_settings: Settings) -> dict[str, str]:
    """A normal user's token and the super admin's."""

    async def issue() -> dict[str, str]:
        async with await build_core(fuzz_settings) as core:
            user = (await sign_in(core, uuid.uuid4(), "Somebody"))[1]
            return {"user": user, "admin": (await sign_in(core, SUPER_ADMIN, "Root"))[1]}

    return asyncio.run(issue())


@pytest.fixture(scope="module")
def api_schema(fuzz_settings: Settings) -> Iterator[schemathesis.BaseSchema]:
    app = create_app(fuzz_settings)
    loaded = schemathesis.openapi.from_asgi("/schema/openapi.json", app)
    loaded.config.generation.update(modes=[GenerationMode.POSITIVE, GenerationMode.NEGATIVE])
    yield loaded


schema = schemathesis.pytest.from_fixture("api_schema")


@schema.parametrize()
@settings(
    max_examples=EXAMPLES,
    derandomize=True,
    suppress_health_check=list(HealthCheck),
)
def test_every_operation_answers_as_documented(
    case: schemathesis.Case, tokens: dict[str, str]
) -> None:
    for caller in ("user", "admin"):
        case.call_and_validate(headers=bearer(tokens[caller]), checks=CHECKS)
