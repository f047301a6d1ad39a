"""Schemathesis over the whole OpenAPI document, in process (ASGI), with bounded examples.

Every operation, including any added later, is called with generated inputs as a super admin;
the run fails on any 5xx, on a status the document does not list for that operation, and on
any response whose body or content type does not match the document.
"""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import Iterator

import pytest
import schemathesis
from hypothesis import HealthCheck, settings
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    response_schema_conformance,
    status_code_conformance,
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

CHECKS = (
    not_a_server_error,
    status_code_conformance,
    content_type_conformance,
    response_schema_conformance,
)


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
def admin_token(fuzz_settings: Settings) -> str:
    async def issue() -> str:
        async with await build_core(fuzz_settings) as core:
            await sign_in(core, uuid.uuid4(), "Somebody")
            return (await sign_in(core, SUPER_ADMIN, "Root"))[1]

    return asyncio.run(issue())


@pytest.fixture(scope="module")
def api_schema(fuzz_settings: Settings) -> Iterator[schemathesis.BaseSchema]:
    app = create_app(fuzz_settings)
    yield schemathesis.openapi.from_asgi("/schema/openapi.json", app)


schema = schemathesis.pytest.from_fixture("api_schema")


@schema.parametrize()
@settings(
    max_examples=15,
    derandomize=True,
    suppress_health_check=list(HealthCheck),
)
def test_every_operation_answers_as_documented(case: schemathesis.Case, admin_token: str) -> None:
    case.call_and_validate(headers=bearer(admin_token), checks=CHECKS)
