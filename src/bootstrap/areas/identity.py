"""Composition of the identity area: users, tokens, presence, sign-in (game handshake,
identity provider), auth sessions and revocations."""

from __future__ import annotations

import contextlib
from dataclasses import dataclass
from datetime import timedelta
from typing import TYPE_CHECKING

from application.identity.area import Identity
from application.identity.game_auth import GameSessionAuth
from application.identity.idp_sign_in import IdpSignIn
from application.identity.ports import RevokedSessionReader, SigningKeyReader, UserReader
from application.identity.presence import PresenceRecorder
from application.identity.revocation import RevocationList
from application.identity.sessions import AuthSessions
from application.identity.signing_keys import SigningKeys
from application.identity.tokens import Tokens
from application.identity.users import UserDirectory
from application.permissions.area import Permissions
from application.shared.background import PeriodicJob
from bootstrap.config import number, optional, optional_url, secret, text, url, words
from domain.identity.idp import Platform
from domain.identity.redirects import LoginRedirectPolicy, RedirectRefused, parse_url

if TYPE_CHECKING:
    from bootstrap.kernel import Kernel
    from bootstrap.settings import Settings


@dataclass(frozen=True, slots=True)
class IdentitySettings:
    last_seen_interval_seconds: float = number("SVC_LAST_SEEN_INTERVAL", 60.0, 1, 3600)
    presence_flush_seconds: float = number("SVC_PRESENCE_FLUSH_SECONDS", 15.0, 1, 3600)
    revocation_sync_seconds: float = number("SVC_REVOCATION_SYNC_SECONDS", 15.0, 1, 300)
    signing_keys_refresh_seconds: float = number("SVC_SIGNING_KEYS_REFRESH_SECONDS", 30.0, 1, 3600)
    session_service_url: str = url("SVC_SESSION_SERVICE_URL", "https://sessionserver.mojang.com")
    session_service_timeout: float = number("SVC_SESSION_SERVICE_TIMEOUT", 5.0, 0.1, 60)
    login_redirect_hosts: tuple[str, ...] = words("SVC_LOGIN_REDIRECT_HOSTS")
    idp_issuer: str | None = optional_url("IDP_ISSUER", strip=False)  # compared exactly
    idp_client_id: str | None = optional("IDP_CLIENT_ID")
    idp_client_secret: str | None = secret("IDP_CLIENT_SECRET")
    idp_redirect_uri: str | None = optional_url("IDP_REDIRECT_URI")
    idp_dash_redirect: str | None = optional_url("IDP_DASH_REDIRECT")
    idp_partner_redirect: str | None = optional_url("IDP_PARTNER_REDIRECT")
    idp_scopes: str = text("IDP_SCOPES", "openid profile email")
    idp_profile_id_claim: str | None = optional("IDP_PROFILE_ID_CLAIM")
    idp_timeout: float = number("IDP_TIMEOUT", 10.0, 0.1, 60)


async def build_identity(*, kernel: Kernel, permissions: Permissions) -> Identity:
    from adapters.crypto.jwt_signer import Ed25519TokenSigner

    settings, uow, clock, ids = kernel.settings, kernel.uow, kernel.clock, kernel.ids
    own = settings.identity
    revocations = RevocationList(_revoked_reader(kernel), kernel.outbound.bus, clock)
    await revocations.load()
    signer = Ed25519TokenSigner(kernel.key_ring, clock=clock)
    keys = SigningKeys(
        uow,
        _signing_key_reader(kernel),
        kernel.key_ring,
        kernel.outbound.bus,
        clock,
        forget_verified=lambda: tokens.forget_verified(),
    )
    tokens = Tokens(uow, signer, clock, ids, revoked=revocations, refresh_keys=keys.refresh_for)
    await keys.announce()
    presence = PresenceRecorder(uow, timedelta(seconds=own.last_seen_interval_seconds))
    targets = {Platform.DASH: settings.dash_redirect, Platform.PARTNER: own.idp_partner_redirect}
    idp = IdpSignIn(
        uow,
        tokens,
        kernel.outbound.identity_provider,
        kernel.secrets,
        clock,
        ids,
        login_redirect_policy(settings),
        targets,
    )
    background = kernel.background
    background.add(PeriodicJob("presence", own.presence_flush_seconds, presence.flush, final=True))
    background.add(PeriodicJob("revocations", own.revocation_sync_seconds, revocations.catch_up))
    background.add(PeriodicJob("signing-keys", own.signing_keys_refresh_seconds, keys.refresh))
    return Identity(
        users=UserDirectory(uow, permissions.access, clock),
        tokens=tokens,
        signing_keys=keys,
        presence=presence,
        revocations=revocations,
        game_auth=GameSessionAuth(uow, tokens, kernel.outbound.session_service, clock, ids),
        auth_sessions=AuthSessions(uow, permissions.access, revocations, kernel.limits, clock, ids),
        idp=idp,
        user_reader=_user_reader(kernel),
    )


def login_redirect_policy(settings: Settings) -> LoginRedirectPolicy:
    """Login redirect hosts: loopback, our own configured URLs' hosts, SVC_LOGIN_REDIRECT_HOSTS."""
    server, identity = settings.server, settings.identity
    hosts = list(identity.login_redirect_hosts)
    for own_url in (server.base_url, server.dash_url, identity.idp_dash_redirect,
                    identity.idp_partner_redirect):  # fmt: skip
        if own_url:
            with contextlib.suppress(RedirectRefused):
                hosts.append(parse_url(own_url, field="url").host)
    return LoginRedirectPolicy.of(hosts)


def _user_reader(kernel: Kernel) -> UserReader:
    from adapters.memory.identity import MemoryUserReader
    from adapters.sql.identity import SqlUserReader

    return kernel.readers(MemoryUserReader, SqlUserReader)


def _revoked_reader(kernel: Kernel) -> RevokedSessionReader:
    from adapters.memory.identity import MemoryRevokedSessionReader
    from adapters.sql.identity import SqlRevokedSessionReader

    return kernel.readers(MemoryRevokedSessionReader, SqlRevokedSessionReader)


def _signing_key_reader(kernel: Kernel) -> SigningKeyReader:
    from adapters.memory.signing_keys import MemorySigningKeyReader
    from adapters.sql.signing_keys import SqlSigningKeyReader

    return kernel.readers(MemorySigningKeyReader, SqlSigningKeyReader)
