"""Wiring of sign-in (game handshake, identity provider, auth sessions) and third-party
services: their readers and use cases, on the outbound ports the core was given."""

from __future__ import annotations

import contextlib
from dataclasses import dataclass

from adapters.memory.identity import MemoryRevokedSessionReader
from adapters.memory.services import MemoryServiceOriginReader
from adapters.sql.identity import SqlRevokedSessionReader
from adapters.sql.services import SqlServiceOriginReader
from application.identity.game_auth import GameSessionAuth
from application.identity.idp_sign_in import IdpSignIn
from application.identity.ports import RevokedSessionReader, SecretSealer
from application.identity.revocation import RevocationList
from application.identity.sessions import AuthSessions
from application.identity.tokens import Tokens
from application.permissions.access import AccessControl
from application.permissions.scopes import ScopeRegistry
from application.ports import Clock, IdGenerator, InvalidationBus
from application.services.consent import ServiceAuthorization
from application.services.cors import CorsOrigins, origin_of
from application.services.directory import ServiceDirectory
from application.services.ports import ServiceOriginReader
from bootstrap.infrastructure import Infrastructure
from bootstrap.outbound import OutboundPorts
from bootstrap.settings import Settings
from domain.identity.idp import Platform
from domain.identity.redirects import LoginRedirectPolicy, RedirectRefused, parse_url


def _readers(infra: Infrastructure) -> tuple[RevokedSessionReader, ServiceOriginReader]:
    if infra.store is not None:
        return MemoryRevokedSessionReader(infra.store), MemoryServiceOriginReader(infra.store)
    assert infra.reader is not None
    return SqlRevokedSessionReader(infra.reader), SqlServiceOriginReader(infra.reader)


async def build_revocations(
    infra: Infrastructure, bus: InvalidationBus, clock: Clock
) -> RevocationList:
    revocations = RevocationList(_readers(infra)[0], bus, clock)
    await revocations.load()
    return revocations


def login_redirect_policy(settings: Settings) -> LoginRedirectPolicy:
    """Login redirect hosts: loopback, our own configured URLs' hosts, SVC_LOGIN_REDIRECT_HOSTS."""
    hosts = list(settings.identity.login_redirect_hosts)
    server, identity = settings.server, settings.identity
    for url in (server.base_url, server.dash_url, identity.idp_dash_redirect,
                identity.idp_partner_redirect):  # fmt: skip
        if url:
            with contextlib.suppress(RedirectRefused):
                hosts.append(parse_url(url, field="url").host)
    return LoginRedirectPolicy.of(hosts)


@dataclass(frozen=True, kw_only=True, slots=True)
class SignIn:
    """The parts of the core these areas own."""

    revocations: RevocationList
    game_auth: GameSessionAuth
    auth_sessions: AuthSessions
    idp: IdpSignIn
    services: ServiceDirectory
    service_auth: ServiceAuthorization
    cors: CorsOrigins


def build_signin(
    settings: Settings,
    infra: Infrastructure,
    outbound: OutboundPorts,
    clock: Clock,
    ids: IdGenerator,
    tokens: Tokens,
    access: AccessControl,
    scopes: ScopeRegistry,
    sealer: SecretSealer,
    revocations: RevocationList,
) -> SignIn:
    uow = infra.uow
    cors = CorsOrigins(
        _readers(infra)[1],
        outbound.bus,
        origin_of(settings.server.dash_url),
        ttl_seconds=settings.permissions.permission_cache_seconds,
    )
    services = ServiceDirectory(
        uow,
        access,
        revocations,
        cors,
        outbound.dns,
        clock,
        ids,
        settings.services.service_redirect_schemes,
    )
    scopes.register("service", services.exists)
    targets = {
        Platform.DASH: settings.dash_redirect,
        Platform.PARTNER: settings.identity.idp_partner_redirect,
    }
    return SignIn(
        revocations=revocations,
        game_auth=GameSessionAuth(uow, tokens, outbound.session_service, clock, ids),
        auth_sessions=AuthSessions(uow, access, revocations, clock),
        idp=IdpSignIn(
            uow,
            tokens,
            outbound.identity_provider,
            sealer,
            clock,
            ids,
            login_redirect_policy(settings),
            targets,
        ),
        services=services,
        service_auth=ServiceAuthorization(
            uow, tokens, clock, settings.services.service_redirect_schemes, sealer
        ),
        cors=cors,
    )
