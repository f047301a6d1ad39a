"""Policy lives in the use case (docs/embedding.md, "Policy"): every admin use case and every
per-user-rate-limited use case of identity, permissions and services refuses a signed-in user
who is not an admin in process (``build_core`` on memory, SQLite and PostgreSQL) with the same
problem code as its route answers over HTTP.

Each case is one use case, its call through the core and its request over HTTP. Admin cases
aim at what does not exist or is malformed (an unknown user or role, a value that is no
quantity), so the refusal must come before 404 and 400, as it does over HTTP. Rate cases spend
the caller's budget (``application/shared/rate_limits.py``) but one, call the use case once
(whatever it answers) and expect the next call refused: the use case spends and checks it. The
rate-limit state runs on the tests' frozen clock, so a spent budget stays spent.
"""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass
from typing import Any

import pytest
from litestar.testing import AsyncTestClient

from adapters.memory.rate_limit import MemoryRateLimitStore
from adapters.system.clock import FrozenClock
from application.audit.ports import AuditFilter
from application.identity.principal import Principal
from application.permissions.grants import Amount, GrantChange
from application.permissions.roles import RoleDraft
from application.services.directory import ServiceDraft
from application.shared.rate_limits import POLICIES
from bootstrap.core import Core, build_core
from bootstrap.outbound import Outbound
from bootstrap.settings import Settings
from domain.services.service import Service
from domain.shared.errors import DomainError, RateLimited
from entrypoints.http.app import create_app
from tests.conftest import bearer, sign_in

CALLBACK = "https://app.example/cb"
NOBODY = uuid.UUID("00000000-0000-7000-8000-0000000dead0")
"""A user id nobody has: an admin use case refuses before it finds out."""
NO_ROLE = "0" * 24
NO_SESSION = "f" * 24


@dataclass(frozen=True, slots=True)
class World:
    """What a case acts on: the caller (signed in, not an admin) and someone else's service."""

    caller: Principal
    token: str
    foreign: Service
    owner: Principal
    owner_token: str


Call = Callable[[Core, World], Awaitable[object]]
Request = Callable[[World], tuple[str, str, dict[str, Any] | None]]


@dataclass(frozen=True, slots=True)
class Case:
    name: str
    call: Call
    request: Request
    code: str
    policy: str | None = None
    """The per-user rate policy the use case spends; None: an authorization case."""

    @property
    def status(self) -> int:
        return 429 if self.policy else 403


def draft(
    slug: str = "companion", official: bool | None = None, domains: tuple[str, ...] = ()
) -> ServiceDraft:
    return ServiceDraft(
        slug, "Companion", redirect_urls=(CALLBACK,), allowed_domains=domains, official=official
    )


def service_json(slug: str = "companion", **more: object) -> dict[str, Any]:
    return {"slug": slug, "name": "Companion", "redirectUrls": [CALLBACK], **more}


BAD_GRANT = {"node": "totem:write", "value": -1}
BAD_ROLE = {"slug": "Bad Slug", "name": "Helpers", "grants": [BAD_GRANT]}


def bad_role() -> RoleDraft:
    return RoleDraft("Bad Slug", "Helpers", grants=(GrantChange("totem:write", value=Amount(-1)),))


DENIED = "permissions.denied"
NOT_OWNER = "services.not_owner"
ACCOUNT = "account"

ADMIN_CASES = [
    Case(
        "the node catalog",
        lambda core, w: core.permissions.grants.catalog(w.caller),
        lambda w: ("GET", "/v1/admin/permissions", None),
        DENIED,
    ),
    Case(
        "registering a node",
        lambda core, w: core.permissions.grants.register_node(w.caller, "policy.test"),
        lambda w: ("POST", "/v1/admin/permissions", {"node": "policy.test"}),
        DENIED,
    ),
    Case(
        "removing a node from the catalog",
        lambda core, w: core.permissions.grants.unregister_node(w.caller, NO_ROLE),
        lambda w: ("DELETE", f"/v1/admin/permissions/{NO_ROLE}", None),
        DENIED,
    ),
    Case(
        "a user's grants",
        lambda core, w: core.permissions.grants.grants_of(w.caller, NOBODY),
        lambda w: ("GET", f"/v1/admin/users/{NOBODY}/permissions", None),
        DENIED,
    ),
    Case(
        "why a user is allowed a node, asked of a pattern",
        lambda core, w: core.permissions.grants.why(w.caller, NOBODY, "totem:*"),
        lambda w: ("GET", f"/v1/admin/users/{NOBODY}/permissions/why?node=totem:*", None),
        DENIED,
    ),
    Case(
        "the audit log, with a malformed filter",
        lambda core, w: core.audit.page(w.caller, AuditFilter(action="Not An Action"), None, None),
        lambda w: ("GET", "/v1/admin/audit?action=Not%20An%20Action", None),
        DENIED,
    ),
    Case(
        "a user's sessions",
        lambda core, w: core.identity.auth_sessions.of_user(w.caller, NOBODY, None),
        lambda w: ("GET", f"/v1/admin/users/{NOBODY}/sessions", None),
        DENIED,
    ),
    Case(
        "revoking a user's session",
        lambda core, w: core.identity.auth_sessions.revoke_of_user(w.caller, NOBODY, NO_SESSION),
        lambda w: ("DELETE", f"/v1/admin/users/{NOBODY}/sessions/{NO_SESSION}", None),
        DENIED,
    ),
    Case(
        "granting a node, with a value that is no quantity",
        lambda core, w: core.permissions.grants.put(
            w.caller, NOBODY, GrantChange("totem:write", value=Amount(-1))
        ),
        lambda w: ("POST", f"/v1/admin/users/{NOBODY}/permissions", BAD_GRANT),
        DENIED,
    ),
    Case(
        "removing a user's grant",
        lambda core, w: core.permissions.grants.remove(w.caller, NOBODY, "totem:write"),
        lambda w: ("DELETE", f"/v1/admin/users/{NOBODY}/permissions/totem:write", None),
        DENIED,
    ),
    Case(
        "the roles",
        lambda core, w: core.permissions.roles.list(w.caller),
        lambda w: ("GET", "/v1/admin/roles", None),
        DENIED,
    ),
    Case(
        "creating a role, from a bad draft",
        lambda core, w: core.permissions.roles.create(w.caller, bad_role()),
        lambda w: ("POST", "/v1/admin/roles", BAD_ROLE),
        DENIED,
    ),
    Case(
        "reading a role",
        lambda core, w: core.permissions.roles.get(w.caller, NO_ROLE),
        lambda w: ("GET", f"/v1/admin/roles/{NO_ROLE}", None),
        DENIED,
    ),
    Case(
        "replacing a role, with a bad draft",
        lambda core, w: core.permissions.roles.replace(w.caller, NO_ROLE, bad_role()),
        lambda w: ("PUT", f"/v1/admin/roles/{NO_ROLE}", BAD_ROLE),
        DENIED,
    ),
    Case(
        "deleting a role",
        lambda core, w: core.permissions.roles.delete(w.caller, NO_ROLE),
        lambda w: ("DELETE", f"/v1/admin/roles/{NO_ROLE}", None),
        DENIED,
    ),
    Case(
        "a user's roles",
        lambda core, w: core.permissions.roles.roles_of(w.caller, NOBODY),
        lambda w: ("GET", f"/v1/admin/users/{NOBODY}/roles", None),
        DENIED,
    ),
    Case(
        "assigning a role",
        lambda core, w: core.permissions.roles.assign(w.caller, NOBODY, NO_ROLE),
        lambda w: ("PUT", f"/v1/admin/users/{NOBODY}/roles/{NO_ROLE}", None),
        DENIED,
    ),
    Case(
        "taking a role",
        lambda core, w: core.permissions.roles.unassign(w.caller, NOBODY, NO_ROLE),
        lambda w: ("DELETE", f"/v1/admin/users/{NOBODY}/roles/{NO_ROLE}", None),
        DENIED,
    ),
    Case(
        "looking users up, with a blank query",
        lambda core, w: core.identity.users.lookup(w.caller, " ", None),
        lambda w: ("GET", "/v1/admin/users/lookup?query=%20", None),
        DENIED,
    ),
    Case(
        "a user, admin view",
        lambda core, w: core.identity.users.get(w.caller, NOBODY),
        lambda w: ("GET", f"/v1/admin/users/{NOBODY}", None),
        DENIED,
    ),
    Case(
        "replacing someone else's service",
        lambda core, w: core.services.directory.replace(w.caller, w.foreign.id, draft()),
        lambda w: ("PUT", f"/v1/services/{w.foreign.id}", service_json()),
        NOT_OWNER,
    ),
    Case(
        "deleting someone else's service",
        lambda core, w: core.services.directory.delete(w.caller, w.foreign.id),
        lambda w: ("DELETE", f"/v1/services/{w.foreign.id}", None),
        NOT_OWNER,
    ),
    Case(
        "proving someone else's domain",
        lambda core, w: core.services.directory.verify_domain(
            w.caller, w.foreign.id, "app.example"
        ),
        lambda w: ("POST", f"/v1/services/{w.foreign.id}/domains/app.example/verify", None),
        NOT_OWNER,
    ),
    Case(
        "registering an official service",
        lambda core, w: core.services.directory.create(w.caller, draft("mine", official=True)),
        lambda w: ("POST", "/v1/services", service_json("mine", official=True)),
        NOT_OWNER,
    ),
]

RATE_CASES = [
    Case(
        "listing my services",
        lambda core, w: core.services.directory.list(w.caller, None, None),
        lambda w: ("GET", "/v1/services", None),
        RateLimited.code,
        ACCOUNT,
    ),
    Case(
        "registering a service",
        lambda core, w: core.services.directory.create(w.caller, draft("mine")),
        lambda w: ("POST", "/v1/services", service_json("mine")),
        RateLimited.code,
        ACCOUNT,
    ),
    Case(
        "reading a service",
        lambda core, w: core.services.directory.get(w.caller, w.foreign.id),
        lambda w: ("GET", f"/v1/services/{w.foreign.id}", None),
        RateLimited.code,
        ACCOUNT,
    ),
    Case(
        "replacing a service",
        lambda core, w: core.services.directory.replace(w.caller, w.foreign.id, draft()),
        lambda w: ("PUT", f"/v1/services/{w.foreign.id}", service_json()),
        RateLimited.code,
        ACCOUNT,
    ),
    Case(
        "deleting a service",
        lambda core, w: core.services.directory.delete(w.caller, w.foreign.id),
        lambda w: ("DELETE", f"/v1/services/{w.foreign.id}", None),
        RateLimited.code,
        ACCOUNT,
    ),
    Case(
        "proving a domain",
        lambda core, w: core.services.directory.verify_domain(
            w.caller, w.foreign.id, "app.example"
        ),
        lambda w: ("POST", f"/v1/services/{w.foreign.id}/domains/app.example/verify", None),
        RateLimited.code,
        "dns_verify",
    ),
    Case(
        "consenting to a service for its token",
        lambda core, w: core.services.authorization.grant(w.caller, w.foreign.slug, CALLBACK),
        lambda w: (
            "POST",
            "/v1/auth/service/token",
            {"service": "companion", "redirect": CALLBACK},
        ),
        RateLimited.code,
        ACCOUNT,
    ),
    Case(
        "listing my sessions",
        lambda core, w: core.identity.auth_sessions.list(w.caller, None),
        lambda w: ("GET", "/v1/profile/auth/sessions", None),
        RateLimited.code,
        ACCOUNT,
    ),
    Case(
        "revoking a session",
        lambda core, w: core.identity.auth_sessions.revoke(w.caller, NO_SESSION),
        lambda w: ("DELETE", f"/v1/profile/auth/sessions/{NO_SESSION}", None),
        RateLimited.code,
        ACCOUNT,
    ),
]

CASES = [pytest.param(case, id=case.name) for case in (*ADMIN_CASES, *RATE_CASES)]


def standing_store(clock: FrozenClock) -> MemoryRateLimitStore:
    """Rate-limit state on the tests' clock, which moves only when told to."""
    return MemoryRateLimitStore(clock=lambda: clock.now().timestamp())


@pytest.fixture
async def core(
    database_url: str, settings_for: Callable[..., Settings], clock: FrozenClock
) -> AsyncIterator[Core]:
    """The ``core`` fixture (memory, SQLite, PostgreSQL), its rate-limit state standing still."""
    outbound = Outbound(rate_limits=standing_store(clock))
    settings = settings_for(database_url, rate_limit_scale=1)
    async with await build_core(settings, clock=clock, outbound=outbound) as built:
        yield built


@pytest.fixture
async def http(
    database_url_for: Callable[[str], str],
    settings_for: Callable[..., Settings],
    clock: FrozenClock,
) -> AsyncIterator[AsyncTestClient]:
    """The ``http`` fixture (the real app on SQLite), its rate-limit state standing still."""
    outbound = Outbound(rate_limits=standing_store(clock))
    settings = settings_for(database_url_for("sqlite"), rate_limit_scale=1)
    async with (
        await build_core(settings, outbound=outbound) as built,
        AsyncTestClient(app=create_app(core=built)) as client,
    ):
        client.core = built  # type: ignore[attr-defined]
        yield client


async def world_of(core: Core) -> World:
    _, owner_token = await sign_in(core, name="Owner")
    owner = Principal(core.identity.tokens.verify(owner_token))
    foreign = await core.services.directory.create(owner, draft(domains=("app.example",)))
    _, token = await sign_in(core, name="Caller")
    caller = Principal(core.identity.tokens.verify(token))
    return World(caller, token, foreign, owner, owner_token)


async def spend_all_but_one(core: Core, case: Case, caller: Principal) -> None:
    assert case.policy is not None
    for _ in range(POLICIES[case.policy].limit - 1):
        await core.limits.check(case.policy, str(caller.user_id))


async def outcome(call: Awaitable[object]) -> str | None:
    """The problem code the call raised, or None when it answered."""
    try:
        await call
    except DomainError as problem:
        return problem.code
    return None


@pytest.mark.parametrize("case", CASES)
async def test_the_use_case_refuses_a_caller_who_is_not_an_admin(core: Core, case: Case) -> None:
    world = await world_of(core)
    if case.policy:
        await spend_all_but_one(core, case, world.caller)
        assert await outcome(case.call(core, world)) != case.code  # the last of the budget
    assert await outcome(case.call(core, world)) == case.code


@pytest.mark.parametrize("case", CASES)
async def test_its_route_answers_the_same(http: AsyncTestClient, case: Case) -> None:
    core: Core = http.core  # type: ignore[attr-defined]
    world = await world_of(core)

    async def send() -> tuple[int, str | None]:
        method, path, body = case.request(world)
        response = await http.request(method, path, json=body, headers=bearer(world.token))
        problem = response.headers.get("content-type", "").startswith("application/problem")
        return response.status_code, response.json().get("code") if problem else None

    if case.policy:
        await spend_all_but_one(core, case, world.caller)
        assert (await send())[0] != case.status  # the last of the budget
    assert await send() == (case.status, case.code)


class TestServiceProofs:
    """Reading a service: the use case decides who sees its domain-proof tokens (the owner
    and super admins)."""

    async def test_in_process_its_owner_sees_them_and_the_caller_does_not(self, core: Core) -> None:
        world = await world_of(core)
        directory = core.services.directory
        assert (await directory.get(world.owner, world.foreign.id)).shows_proofs
        assert not (await directory.get(world.caller, world.foreign.id)).shows_proofs

    async def test_over_http_the_same(self, http: AsyncTestClient) -> None:
        world = await world_of(http.core)  # type: ignore[attr-defined]

        async def txt_shown(token: str) -> list[bool]:
            url = f"/v1/services/{world.foreign.id}"
            service = (await http.get(url, headers=bearer(token))).json()["service"]
            return ["txt" in domain for domain in service["allowedDomains"]]

        assert await txt_shown(world.owner_token) == [True]
        assert await txt_shown(world.token) == [False]
