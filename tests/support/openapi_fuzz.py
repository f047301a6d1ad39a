"""The schemathesis run over the whole OpenAPI document, shared by its SQLite and PostgreSQL
suites (tests/http/test_openapi_fuzz.py, tests/http/test_openapi_fuzz_postgres.py): the
checks (schemathesis's, and ours: each problem code answered is one the document lists), the
settings of the app under test (its providers answering as configured) and the callers' tokens.
"""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import schemathesis
from schemathesis import GenerationMode
from schemathesis.checks import CheckContext, not_a_server_error
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
from entrypoints.http.openapi import documented
from tests.conftest import SUPER_ADMIN, bearer, sign_in
from tests.support.discord import DiscordGuild, discord_server
from tests.support.keys import encryption_key, signing_pem
from tests.support.link_keys import InteractionSigner
from tests.support.oidc import oidc_provider
from tests.support.waiting import OUTBOUND

UNREAD: dict[str, str] = {
    "games.invalid_schedule": "raised by the cron adapter behind the Schedules port",
    "connect.template_not_found": "reached through the games area's port to Connect's templates",
    "versions.invalid_scope": "raised by a request body's conversion (ScopeIO.domain())",
}
"""Codes the reading of the code cannot reach (entrypoints/http/raised_errors.py does not
follow ports), each with where it comes from: the check lets them pass; docs/decisions.md."""


@schemathesis.check
def problem_code_listed(
    ctx: CheckContext, response: schemathesis.Response, case: schemathesis.Case
) -> bool | None:
    """A problem answered under a status the operation documents carries a code the document
    lists for it there (``x-problem-codes``, entrypoints/http/problem_codes.py). A status it
    does not document is status_code_conformance's to report."""
    if not 400 <= response.status_code < 500:
        return None
    documented = case.operation.definition.raw.get("responses", {}).get(str(response.status_code))
    try:
        body = response.json()
    except ValueError:
        return None
    code = body.get("code") if isinstance(body, dict) else None
    if documented is None or code is None:
        return None
    listed = documented.get("x-problem-codes", [])
    assert code in listed or code in UNREAD, (
        f"{case.operation.label} answered {response.status_code} `{code}`, "
        f"which the document does not list there ({', '.join(listed)})"
    )
    return None


CHECKS = [
    problem_code_listed,
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
CALLERS = ("user", "admin")
GUILD = "310000000000000001"


@contextmanager
def providers() -> Iterator[tuple[str, str]]:
    """A real OpenID Connect provider and a local chat provider API (issuer, API URL), so
    sign-in and links endpoints answer as configured (not 503)."""
    with oidc_provider() as issuer, discord_server() as (state, chat_api):
        state.guilds[GUILD] = DiscordGuild(GUILD, "Fuzz")
        yield issuer, chat_api


def fuzz_settings(database_url: str, data_dir: Path, issuer: str, chat_api: str) -> Settings:
    return Settings.of(
        env="test",
        database_url=database_url,
        data_dir=data_dir,
        jwt_private_key=signing_pem(),
        encryption_keys=encryption_key(),
        super_admin_ids=frozenset({SUPER_ADMIN}),
        rate_limit_scale=0,
        db_pool_size=4,  # one PostgreSQL serves every worker of the suite
        idp_issuer=issuer,
        idp_client_id="svc-fuzz",
        idp_client_secret="fuzz-secret",
        idp_timeout=OUTBOUND,
        session_service_timeout=OUTBOUND,
        dns_timeout=OUTBOUND,
        chat_client_id="1100000000000000001",
        chat_bot_token="bot-token",
        chat_public_key=InteractionSigner.generate().public_hex,
        chat_api_url=chat_api,
        chat_guild_id=GUILD,
        chat_timeout=OUTBOUND,
        membership_client_id="svc-fuzz",
        membership_campaign_id="9000001",
        membership_webhook_secret="fuzz-webhook-secret",
    )


def caller_tokens(settings: Settings) -> dict[str, str]:
    """A normal user's token and the super admin's."""

    async def issue() -> dict[str, str]:
        async with await build_core(settings) as core:
            user = (await sign_in(core, uuid.uuid4(), "Somebody"))[1]
            return {"user": user, "admin": (await sign_in(core, SUPER_ADMIN, "Root"))[1]}

    return asyncio.run(issue())


def api_schema(settings: Settings) -> schemathesis.BaseSchema:
    """The app's document, its operations called in process (ASGI), positive and negative."""
    app = create_app(settings)
    # Build the document first: reading the problem codes from the code takes seconds of CPU
    # on a busy machine, more than the loader waits for its answer.
    documented(app.app.app)  # inside the middlewares, as `svc openapi` reads it
    loaded = schemathesis.openapi.from_asgi("/schema/openapi.json", app)
    loaded.config.generation.update(modes=[GenerationMode.POSITIVE, GenerationMode.NEGATIVE])
    return loaded


def call_as_every_caller(case: schemathesis.Case, tokens: dict[str, str]) -> None:
    for caller in CALLERS:
        case.call_and_validate(headers=bearer(tokens[caller]), checks=CHECKS)
