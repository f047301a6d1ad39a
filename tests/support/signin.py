"""Building blocks for the sign-in and services unit suites (tests/unit/identity,
tests/unit/services): the memory core wired with memory fakes of the outbound ports, callers
as principals, a finished game handshake and a finished identity-provider sign-in."""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from urllib.parse import parse_qs, urlsplit

from adapters.memory.dns import MemoryDnsResolver
from adapters.memory.identity_provider import MemoryIdentityProvider
from adapters.memory.session_service import MemorySessionService
from adapters.system.clock import FrozenClock
from application.identity.idp_sign_in import SignedIn
from application.identity.principal import Principal
from application.identity.tokens import IssuedToken, SessionContext
from bootstrap.core import Core, build_core
from bootstrap.outbound import Outbound
from bootstrap.settings import Settings
from domain.identity.auth_session import SessionKind
from domain.identity.claims import TokenType
from domain.identity.idp import IdpIdentity, Platform
from tests.conftest import sign_in

DASH = "https://dash.example/signed-in"
"""IDP_DASH_REDIRECT of the sign-in suites."""
PARTNER = "https://partner.example/landing"
"""IDP_PARTNER_REDIRECT of the sign-in suites."""
PROFILE = uuid.UUID("5f7c6a3e-1d2b-4c3d-9e8f-0a1b2c3d4e5f")
"""The game profile the memory session service says joined, unless a test names another."""


@asynccontextmanager
async def memory_core(
    settings: Settings,
    clock: FrozenClock,
    *,
    session_service: MemorySessionService | None = None,
    identity_provider: MemoryIdentityProvider | None = None,
    dns: MemoryDnsResolver | None = None,
) -> AsyncIterator[Core]:
    """The core on memory adapters, with the given memory fakes as its outbound ports."""
    outbound = Outbound(
        session_service=session_service or MemorySessionService(),
        identity_provider=identity_provider,
        dns=dns or MemoryDnsResolver(),
    )
    async with await build_core(settings, clock=clock, outbound=outbound) as core:
        yield core


async def principal(
    core: Core,
    user_id: uuid.UUID | None = None,
    name: str = "Player",
    scopes: tuple[str, ...] = (),
) -> Principal:
    """A user (created when new) as the caller of a fresh token, as the HTTP layer sees it."""
    _, token = await sign_in(core, user_id, name, scopes)
    return Principal(core.identity.tokens.verify(token))


async def service_token(
    core: Core, user_id: uuid.UUID | None = None, scopes: tuple[str, ...] = ()
) -> str:
    """A service token (``typ: service``) of a user (created when new), limited to
    ``scopes``, with its session stored as consent stores it (no service registered)."""
    user_id = user_id or uuid.uuid4()
    await core.identity.users.ensure(user_id, "Player")
    session = core.identity.tokens.new_session(user_id, SessionKind.SERVICE, scopes)
    async with core.uow() as uow:
        await uow.auth_sessions.add(session)
        await uow.commit()
    return core.identity.tokens.sign(session, TokenType.SERVICE, "companion").token


async def game_sign_in(
    core: Core,
    session_service: MemorySessionService,
    name: str = "Steve",
    profile_id: uuid.UUID = PROFILE,
    scopes: Sequence[str] | None = None,
    context: SessionContext | None = None,
) -> IssuedToken:
    """The whole handshake: join, the game client tells the session service, verify."""
    ticket = await core.identity.game_auth.join(name=name, scopes=scopes)
    session_service.join(name, ticket.server_id, profile_id)
    return await core.identity.game_auth.verify(
        ticket.server_id, name, ticket.join_token, context=context
    )


def state_of(authorization_url: str) -> str:
    return parse_qs(urlsplit(authorization_url).query)["state"][0]


async def idp_sign_in(
    core: Core,
    idp: MemoryIdentityProvider,
    identity: IdpIdentity,
    platform: Platform = Platform.WEB,
    redirect: str | None = None,
) -> SignedIn:
    """The whole round trip: start, the person signs in at the provider, the callback."""
    started = await core.identity.idp.start(platform, redirect)
    state = state_of(started.authorization_url)
    code = idp.approve(state, identity)
    return await core.identity.idp.finish(state, code, None, started.browser_secret)
