"""Wiring of the sign-in and services areas (issue 4): readers, external adapters, use cases."""

from __future__ import annotations

import contextlib
from typing import Any

from adapters.dns.resolver import DnsPythonResolver
from adapters.idp.oidc import OidcConfig, OidcIdentityProvider
from adapters.memory.identity import MemoryRevokedSessionReader
from adapters.memory.services import MemoryServiceOriginReader
from adapters.session_service.minecraft import MinecraftSessionService
from adapters.sql.identity import SqlRevokedSessionReader
from adapters.sql.services import SqlServiceOriginReader
from application.identity.game_auth import GameSessionAuth
from application.identity.idp_sign_in import IdpSignIn
from application.identity.ports import RevokedSessionReader, SecretSealer
from application.identity.revocation import RevocationList
from application.identity.sessions import AuthSessions
from application.identity.tokens import TokenService
from application.permissions.access import AccessControl
from application.permissions.scopes import ScopeRegistry
from application.ports import Clock, IdGenerator
from application.services.consent import ServiceAuthorization
from application.services.cors import CorsOrigins, origin_of
from application.services.directory import ServiceDirectory
from application.services.ports import ServiceOriginReader
from bootstrap.infrastructure import Infrastructure
from bootstrap.settings import Settings
from domain.identity.idp import Platform
from domain.identity.redirects import LoginRedirectPolicy, RedirectRefused, parse_url


def _readers(infra: Infrastructure) -> tuple[RevokedSessionReader, ServiceOriginReader]:
    if infra.store is not None:
        return MemoryRevokedSessionReader(infra.store), MemoryServiceOriginReader(infra.store)
    assert infra.reader is not None
    return SqlRevokedSessionReader(infra.reader), SqlServiceOriginReader(infra.reader)


async def build_revocations(infra: Infrastructure, clock: Clock) -> RevocationList:
    revocations = RevocationList(_readers(infra)[0], infra.bus, clock)
    await revocations.load()
    return revocations


def login_redirect_policy(settings: Settings) -> LoginRedirectPolicy:
    """Rule 1: loopback, the hosts of our own configured URLs, and SVC_LOGIN_REDIRECT_HOSTS."""
    hosts = list(settings.login_redirect_hosts)
    for url in (settings.base_url, settings.dash_url, settings.idp_dash_redirect,
                settings.idp_partner_redirect):  # fmt: skip
        if url:
            with contextlib.suppress(RedirectRefused):
                hosts.append(parse_url(url, field="url").host)
    return LoginRedirectPolicy.of(hosts)


def build_signin(
    settings: Settings,
    infra: Infrastructure,
    clock: Clock,
    ids: IdGenerator,
    tokens: TokenService,
    access: AccessControl,
    scopes: ScopeRegistry,
    sealer: SecretSealer,
    revocations: RevocationList,
) -> dict[str, Any]:
    """The parts of Core this area owns, by field name."""
    uow = infra.uow
    session_service = MinecraftSessionService(
        settings.session_service_url, settings.session_service_timeout
    )
    infra.closers.append(session_service.aclose)
    provider = None
    if settings.idp_enabled:
        assert settings.idp_issuer and settings.idp_client_id
        provider = OidcIdentityProvider(
            OidcConfig(
                issuer=settings.idp_issuer,
                client_id=settings.idp_client_id,
                client_secret=settings.idp_client_secret,
                redirect_uri=settings.idp_callback_url,
                scopes=settings.idp_scopes,
                profile_id_claim=settings.idp_profile_id_claim,
                timeout=settings.idp_timeout,
            )
        )
        infra.closers.append(provider.aclose)
    cors = CorsOrigins(
        _readers(infra)[1],
        infra.bus,
        origin_of(settings.dash_url),
        ttl_seconds=settings.permission_cache_seconds,
    )
    services = ServiceDirectory(
        uow,
        access,
        revocations,
        cors,
        DnsPythonResolver(settings.dns_nameservers, settings.dns_timeout),
        clock,
        ids,
        settings.service_redirect_schemes,
    )
    scopes.register("service", services.exists)
    targets = {
        Platform.DASH: settings.dash_redirect,
        Platform.PARTNER: settings.idp_partner_redirect,
    }
    return {
        "revocations": revocations,
        "game_auth": GameSessionAuth(uow, tokens, session_service, clock, ids),
        "auth_sessions": AuthSessions(uow, access, revocations, clock),
        "idp": IdpSignIn(
            uow, tokens, provider, sealer, clock, ids, login_redirect_policy(settings), targets
        ),
        "services": services,
        "service_auth": ServiceAuthorization(
            uow, tokens, clock, settings.service_redirect_schemes, sealer
        ),
        "cors": cors,
    }
