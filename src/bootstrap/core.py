"""Build the whole core in process: the use cases, wired to memory or SQL adapters.

This is what the HTTP app, the CLI and embedding tools share (docs/embedding.md).
"""

from __future__ import annotations

import asyncio
import contextlib
from datetime import timedelta

from adapters.crypto.aead import SecretBox
from adapters.crypto.join_tokens import Ed25519JoinTokenSigner
from adapters.crypto.jwt_signer import Ed25519TokenSigner
from adapters.system.clock import SystemClock
from adapters.system.ids import TimeOrderedIds
from application.connect.service import Connect, ConnectConfig, build_connect
from application.identity.game_auth import GameSessionAuth
from application.identity.idp_sign_in import IdpSignIn
from application.identity.presence import PresenceRecorder
from application.identity.revocation import RevocationList
from application.identity.sessions import AuthSessions
from application.identity.tokens import TokenService
from application.identity.users import UserDirectory
from application.permissions.access import AccessControl
from application.permissions.grants import GrantAdministration
from application.permissions.roles import RoleAdministration
from application.permissions.scopes import ScopeRegistry
from application.platform.health import HealthCheck
from application.ports import Clock, IdGenerator, InvalidationBus, UnitOfWorkFactory
from application.profile.service import ProfileService
from application.services.consent import ServiceAuthorization
from application.services.cors import CorsOrigins
from application.services.directory import ServiceDirectory
from application.shared.rate_limits import RateLimits
from application.social import services as social_services
from application.social.services import SocialServices, SocialSettings
from bootstrap.infrastructure import Infrastructure, build_infrastructure
from bootstrap.keys import encryption_keys, signing_keys
from bootstrap.settings import Settings
from bootstrap.signin import build_revocations, build_signin


class Core:
    """The use cases of every area, wired. A plain class: web frameworks pass it through as is."""

    settings: Settings
    clock: Clock
    ids: IdGenerator
    infrastructure: Infrastructure
    secrets: SecretBox
    tokens: TokenService
    users: UserDirectory
    presence: PresenceRecorder
    access: AccessControl
    scopes: ScopeRegistry
    grants: GrantAdministration
    roles: RoleAdministration
    profile: ProfileService
    health: HealthCheck
    limits: RateLimits
    # sign-in and services (issue 4)
    revocations: RevocationList
    game_auth: GameSessionAuth
    auth_sessions: AuthSessions
    idp: IdpSignIn
    services: ServiceDirectory
    service_auth: ServiceAuthorization
    cors: CorsOrigins
    connect: Connect
    social: SocialServices

    def __init__(self, **parts: object) -> None:
        missing = set(self.__annotations__) - set(parts)
        if missing:
            raise TypeError(f"Core is missing {', '.join(sorted(missing))}")
        self.__dict__.update(parts)

    @property
    def uow(self) -> UnitOfWorkFactory:
        return self.infrastructure.uow

    async def aclose(self) -> None:
        with contextlib.suppress(Exception):
            await self.presence.flush()
        with contextlib.suppress(Exception):
            await self.connect.presence.flush()
        for close in reversed(self.infrastructure.closers):
            with contextlib.suppress(Exception):
                await close()

    async def __aenter__(self) -> Core:
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.aclose()


async def build_core(
    settings: Settings | None = None,
    *,
    clock: Clock | None = None,
    ids: IdGenerator | None = None,
    bus: InvalidationBus | None = None,
    migrate: bool = False,
) -> Core:
    """Wire every use case. ``settings`` defaults to the ``SVC_*`` environment.

    With ``database_url="memory://"`` everything lives in this process. With a SQL URL the
    schema must be migrated: ``svc db upgrade``, or ``migrate=True`` here.
    """
    settings = settings or Settings.from_env()
    if migrate and not settings.memory:
        from adapters.sql.migrate import upgrade

        await asyncio.to_thread(upgrade, settings.database_url)
    clock = clock or SystemClock()
    ids = ids or TimeOrderedIds()
    private_key, previous_keys = signing_keys(settings)
    secrets = SecretBox(encryption_keys(settings))
    infra = await build_infrastructure(settings, clock, ids, bus)
    uow = infra.uow

    access = AccessControl(
        infra.access,
        infra.bus,
        clock,
        settings.super_admin_ids,
        ttl_seconds=settings.permission_cache_seconds,
    )
    presence = PresenceRecorder(uow, timedelta(seconds=settings.last_seen_interval_seconds))
    scopes = ScopeRegistry()
    revocations = await build_revocations(infra, clock)
    tokens = TokenService(
        uow,
        Ed25519TokenSigner(private_key, previous_keys, clock=clock),
        clock,
        ids,
        revoked=revocations,
    )
    signin = build_signin(settings, infra, clock, ids, tokens, access, scopes, secrets, revocations)
    connect = build_connect(
        uow,
        infra.connect,
        Ed25519JoinTokenSigner(private_key, previous_keys),
        access,
        scopes,
        infra.bus,
        clock,
        ids,
        ConnectConfig(
            command_ttl=timedelta(seconds=settings.command_ttl_seconds),
            last_seen_interval=timedelta(seconds=settings.last_seen_interval_seconds),
            cache_seconds=settings.permission_cache_seconds,
        ),
    )
    limits = RateLimits(infra.rate_limits, settings.rate_limit_scale)
    social = social_services.build(
        uow,
        infra.social,
        infra.users,
        access,
        limits,
        infra.bus,
        presence,
        clock,
        ids,
        SocialSettings(
            settings.friends_max, settings.regions, settings.friend_counts_cache_seconds
        ),
    )
    infra.closers.append(social.repairs.drain)  # closers run last first: before the engine
    return Core(
        settings=settings,
        clock=clock,
        ids=ids,
        infrastructure=infra,
        secrets=secrets,
        tokens=tokens,
        users=UserDirectory(uow, clock),
        presence=presence,
        access=access,
        scopes=scopes,
        grants=GrantAdministration(uow, access, clock, ids),
        roles=RoleAdministration(uow, access, scopes, clock, ids),
        profile=ProfileService(uow, infra.users, access, presence, clock, social.presence),
        health=HealthCheck(infra.probe, settings.region, settings.build_id),
        limits=limits,
        **signin,
        connect=connect,
        social=social,
    )
