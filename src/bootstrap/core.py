"""Build the whole core in process: the use cases, wired to memory or SQL adapters.

This is what the HTTP app, the CLI and embedding tools share (docs/embedding.md).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import re
from collections.abc import Callable
from datetime import timedelta
from urllib.parse import urlencode

from adapters.cron.schedules import CronsimSchedules
from adapters.crypto.aead import SecretBox
from adapters.crypto.join_tokens import Ed25519JoinTokenSigner
from adapters.crypto.jwt_signer import Ed25519TokenSigner
from adapters.system.clock import SystemClock
from adapters.system.ids import TimeOrderedIds
from application.catalog.area import CatalogArea
from application.catalog.catalogs import Catalogs
from application.catalog.draws import Draws
from application.catalog.parts import SkinParts
from application.connect.area import Connect, ConnectConfig, build_connect
from application.edge.access import NetworkAccess
from application.edge.area import Edge, EdgeConfig, build_edge
from application.edge.dns_sync import GatewayZone
from application.edge.gateways import GatewayConfig
from application.feedback.inbox import FeedbackInbox
from application.games.area import Games, build_games
from application.identity.game_auth import GameSessionAuth
from application.identity.idp_sign_in import IdpSignIn
from application.identity.presence import PresenceRecorder
from application.identity.revocation import RevocationList
from application.identity.sessions import AuthSessions
from application.identity.tokens import Tokens
from application.identity.users import UserDirectory
from application.links.interactions import ChatInteractions
from application.links.linking import AccountLinks
from application.links.network_chat import NetworkChats
from application.links.role_links import ChatRoleLinks
from application.links.supporters import SupporterConfig, Supporters
from application.motd.messages import Messages
from application.news.area import News, build_news
from application.permissions.access import AccessControl
from application.permissions.grants import GrantAdministration
from application.permissions.roles import RoleAdministration
from application.permissions.scopes import ScopeRegistry
from application.platform.health import HealthCheck
from application.ports import Clock, IdGenerator, UnitOfWorkFactory
from application.profile.area import Profile
from application.profile.game_options import GameOptions
from application.profile.profiles import Profiles
from application.profile.public import PublicProfiles
from application.profile.shares import ProfileShares
from application.services.consent import ServiceAuthorization
from application.services.cors import CorsOrigins
from application.services.directory import ServiceDirectory
from application.shared.background import BackgroundWork, PeriodicJob
from application.shared.failed_attempts import FailedAttempts
from application.shared.rate_limits import RateLimits
from application.shared.socket_slots import SocketCaps, SocketSlots
from application.shop.area import Shop, build_shop
from application.shop.checkout import CheckoutUrls
from application.shop.webhooks import WebhookConfig
from application.social.area import Social, SocialSettings, build_social
from application.totem.sweep import OrphanSweep
from application.totem.totems import PersonalTotems, TotemConfig
from application.versions.area import Versions, build_versions
from bootstrap.infrastructure import Infrastructure, build_infrastructure
from bootstrap.keys import encryption_keys, signing_keys
from bootstrap.outbound import Outbound, OutboundPorts, open_outbound
from bootstrap.settings import Settings
from bootstrap.signin import build_revocations, build_signin, login_redirect_policy
from domain.connect.credentials import secret_digest
from domain.connect.server import SEEN_ONLINE

log = logging.getLogger("svc")
# The stored files the orphan sweeps own (group 1: the id of their row).
MODEL_KEY = re.compile(r"([0-9a-f]{24})\.json")
PART_KEY = re.compile(r"skin-parts/([0-9a-f]{24})\.png")
EVENTS_PRUNE_SECONDS = 3600.0  # version events older than their retention, hourly
LINK_REFRESH_SECONDS = 300.0  # provider tokens expiring within 10 minutes are renewed


class Core:
    """The use cases of every area, wired: one attribute per area (docs/embedding.md).

    ``async with core:`` starts its background work (last-seen batches, revocation catch-up)
    and, on leaving, stops it, writes what is still held in memory and closes every adapter.

    A plain class on purpose, not a dataclass: Litestar hands it to handlers as a dependency
    and would otherwise inspect (and try to convert) every field of a dataclass per request.
    """

    def __init__(
        self,
        *,
        settings: Settings,
        clock: Clock,
        ids: IdGenerator,
        infrastructure: Infrastructure,
        outbound: OutboundPorts,
        background: BackgroundWork,
        secrets: SecretBox,
        tokens: Tokens,
        users: UserDirectory,
        presence: PresenceRecorder,
        access: AccessControl,
        scopes: ScopeRegistry,
        grants: GrantAdministration,
        roles: RoleAdministration,
        profile: Profile,
        health: HealthCheck,
        limits: RateLimits,
        failed_attempts: FailedAttempts,
        socket_slots: SocketSlots,
        revocations: RevocationList,
        game_auth: GameSessionAuth,
        auth_sessions: AuthSessions,
        idp: IdpSignIn,
        services: ServiceDirectory,
        service_auth: ServiceAuthorization,
        cors: CorsOrigins,
        connect: Connect,
        social: Social,
        totem: PersonalTotems,
        catalog: CatalogArea,
        edge: Edge,
        versions: Versions,
        news: News,
        shop: Shop,
        feedback: FeedbackInbox,
        motd: Messages,
        games: Games,
        links: AccountLinks,
        supporters: Supporters,
        network_chats: NetworkChats,
        chat_interactions: ChatInteractions,
        chat_role_links: ChatRoleLinks,
    ) -> None:
        self.settings = settings
        self.clock = clock
        self.ids = ids
        self.infrastructure = infrastructure
        self.outbound = outbound
        self.background = background
        self.secrets = secrets
        self.tokens = tokens
        self.users = users
        self.presence = presence
        self.access = access
        self.scopes = scopes
        self.grants = grants
        self.roles = roles
        self.profile = profile
        self.health = health
        self.limits = limits
        self.failed_attempts = failed_attempts
        self.socket_slots = socket_slots
        self.revocations = revocations
        self.game_auth = game_auth
        self.auth_sessions = auth_sessions
        self.idp = idp
        self.services = services
        self.service_auth = service_auth
        self.cors = cors
        self.connect = connect
        self.social = social
        self.totem = totem
        self.catalog = catalog
        self.edge = edge
        self.versions = versions
        self.news = news
        self.shop = shop
        self.feedback = feedback
        self.motd = motd
        self.games = games
        self.links = links
        self.supporters = supporters
        self.network_chats = network_chats
        self.chat_interactions = chat_interactions
        self.chat_role_links = chat_role_links

    @property
    def uow(self) -> UnitOfWorkFactory:
        return self.infrastructure.uow

    def start(self) -> None:
        """Start the periodic background work on the running event loop (idempotent)."""
        self.background.start()

    async def aclose(self) -> None:
        """Stop the background work, write what it holds, close every adapter."""
        try:
            await self.background.stop()
        finally:
            for close in reversed(self.infrastructure.closers):
                try:
                    await close()
                except Exception:
                    log.warning("closing an adapter failed", exc_info=True)

    async def __aenter__(self) -> Core:
        self.start()
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.aclose()


async def build_core(
    settings: Settings | None = None,
    *,
    outbound: Outbound | None = None,
    clock: Clock | None = None,
    ids: IdGenerator | None = None,
    migrate: bool = False,
) -> Core:
    """Wire every use case. ``settings`` defaults to the ``SVC_*`` environment.

    ``outbound`` hands in adapters of the outbound ports (a memory DNS resolver, a session
    service that knows given joins, another bus...); the ports it leaves ``None`` are built
    from the settings. With ``database_url="memory://"`` everything lives in this process.
    With a SQL URL the schema must be migrated: ``svc db upgrade``, or ``migrate=True`` here.
    """
    settings = settings or Settings.from_env()
    if migrate and not settings.database.memory:
        from adapters.sql.migrate import upgrade

        await asyncio.to_thread(upgrade, settings.database.database_url)
    clock = clock or SystemClock()
    ids = ids or TimeOrderedIds()
    infra = await build_infrastructure(settings, clock, ids)
    try:
        ports = await open_outbound(settings, outbound or Outbound(), infra.closers)
        return await _wire(settings, infra, ports, clock, ids)
    except BaseException:
        for close in reversed(infra.closers):
            with contextlib.suppress(Exception):
                await close()
        raise


async def _wire(
    settings: Settings,
    infra: Infrastructure,
    outbound: OutboundPorts,
    clock: Clock,
    ids: IdGenerator,
) -> Core:
    private_key, previous_keys = signing_keys(settings)
    secrets = SecretBox(encryption_keys(settings))
    uow, bus = infra.uow, outbound.bus
    access = AccessControl(
        infra.access,
        bus,
        clock,
        settings.permissions.super_admin_ids,
        ttl_seconds=settings.permissions.permission_cache_seconds,
    )
    presence = PresenceRecorder(
        uow, timedelta(seconds=settings.identity.last_seen_interval_seconds)
    )
    scopes = ScopeRegistry()
    revocations = await build_revocations(infra, bus, clock)
    tokens = Tokens(
        uow,
        Ed25519TokenSigner(private_key, previous_keys, clock=clock),
        clock,
        ids,
        revoked=revocations,
    )
    signin = build_signin(
        settings, infra, outbound, clock, ids, tokens, access, scopes, secrets, revocations
    )
    connect = build_connect(
        uow,
        infra.connect,
        Ed25519JoinTokenSigner(private_key, previous_keys),
        access,
        scopes,
        bus,
        clock,
        ids,
        ConnectConfig(
            command_ttl=timedelta(seconds=settings.connect.command_ttl_seconds),
            last_seen_interval=timedelta(seconds=settings.identity.last_seen_interval_seconds),
            cache_seconds=settings.permissions.permission_cache_seconds,
            claim_key_pepper=secrets.derive_key("claim-key-digest"),
        ),
    )
    limits = RateLimits(outbound.rate_limits, settings.limits.rate_limit_scale)
    social = build_social(
        uow,
        infra.social,
        infra.users,
        access,
        limits,
        bus,
        presence,
        clock,
        ids,
        SocialSettings(
            settings.social.friends_max,
            settings.social.regions,
            settings.social.friend_counts_cache_seconds,
        ),
    )
    versions = build_versions(uow, infra.versions, access, scopes, limits, clock, ids)
    news = build_news(uow, infra.news, access, scopes, clock, ids)
    games = build_games(
        uow,
        access,
        clock,
        ids,
        settings.games.games_match_timeout_seconds,
        CronsimSchedules(),
        infra.games,
    )
    infra.closers.append(social.repairs.drain)  # closers run last first: before the engine
    totem = PersonalTotems(
        uow,
        infra.totem,
        outbound.storage,
        infra.users,
        access,
        clock,
        TotemConfig(settings.cdn, settings.totem.personal_totem_public_api),
    )
    profiles = Profiles(uow, infra.users, access, presence, clock, social.presence)
    public = PublicProfiles(infra.profile.public, presence, clock)
    profile = Profile(
        profiles=profiles,
        game_options=GameOptions(uow, clock),
        shares=ProfileShares(
            uow,
            infra.profile.shares,
            public,
            access,
            clock,
            ids,
            settings.profile.profile_shares_max,
        ),
        public=public,
    )
    parts = SkinParts(uow, infra.catalog.parts, outbound.storage, access, clock, settings.cdn)
    catalog = CatalogArea(
        catalogs=Catalogs(uow, access, clock, ids),
        draws=Draws(infra.catalog.draws),
        parts=parts,
    )
    edge = _edge(settings, infra, outbound, secrets, access, connect, clock, ids)
    links = AccountLinks(
        uow,
        outbound.membership,
        outbound.chat,
        secrets,
        clock,
        login_redirect_policy(settings),
        settings.server.dash_url,
    )
    supporters = Supporters(
        uow,
        outbound.membership,
        clock,
        SupporterConfig(
            campaign_id=settings.links.membership_campaign_id,
            required_minor=settings.links.supporter_amount,
            currency=settings.links.membership_currency,
            designs=settings.links.supporter_designs,
        ),
    )
    network_chats = NetworkChats(
        uow, NetworkAccess(uow, access), links, outbound.chat, clock, _bot_invite(settings)
    )
    chat_role_links = ChatRoleLinks(uow, outbound.chat, access, clock, settings.links.chat_guild_id)
    background = BackgroundWork()
    background.add(
        PeriodicJob("chat-role-sync", settings.links.chat_role_sync_seconds, chat_role_links.sync)
    )
    background.add(PeriodicJob("link-refresh", LINK_REFRESH_SECONDS, links.refresh_due))
    flush_every = settings.identity.presence_flush_seconds
    background.add(PeriodicJob("presence", flush_every, presence.flush, final=True))
    background.add(PeriodicJob("servers-seen", flush_every, connect.presence.flush, final=True))
    background.add(
        PeriodicJob("revocations", settings.identity.revocation_sync_seconds, revocations.catch_up)
    )
    sweep_every = settings.objects.storage_sweep_seconds
    model_files = OrphanSweep(outbound.storage, "", MODEL_KEY, totem.known, clock)
    part_files = OrphanSweep(outbound.storage, "skin-parts/", PART_KEY, parts.known, clock)
    background.add(PeriodicJob("model-files", sweep_every, model_files.run))
    background.add(PeriodicJob("skin-part-files", sweep_every, part_files.run))
    _edge_jobs(background, settings, edge)
    retention = timedelta(days=settings.versions.version_events_retention_days)
    background.add(
        PeriodicJob(
            "version-events", EVENTS_PRUNE_SECONDS, lambda: versions.events.prune(retention)
        )
    )
    background.add(
        PeriodicJob("game-matches", settings.games.games_sweep_seconds, games.matches.sweep)
    )
    socket_slots = _socket_slots(settings, outbound, background)
    sighting_delay = (
        settings.identity.last_seen_interval_seconds + settings.identity.presence_flush_seconds
    )
    chat_interactions = ChatInteractions(
        uow, outbound.chat, access, clock, settings.server.dash_url,
        friends=infra.social.friends,
        servers=connect.presence,
        server_online=SEEN_ONLINE + timedelta(seconds=sighting_delay),
    )  # fmt: skip
    return Core(
        settings=settings,
        clock=clock,
        ids=ids,
        infrastructure=infra,
        outbound=outbound,
        background=background,
        secrets=secrets,
        tokens=tokens,
        users=UserDirectory(uow, clock),
        presence=presence,
        access=access,
        scopes=scopes,
        grants=GrantAdministration(uow, access, clock, ids),
        roles=RoleAdministration(uow, access, scopes, clock, ids),
        profile=profile,
        health=HealthCheck(
            infra.probe,
            settings.server.region,
            settings.server.build_id,
            redis=outbound.shared_state,
            pid=os.getpid(),
        ),
        limits=limits,
        failed_attempts=FailedAttempts(limits),
        socket_slots=socket_slots,
        revocations=signin.revocations,
        game_auth=signin.game_auth,
        auth_sessions=signin.auth_sessions,
        idp=signin.idp,
        services=signin.services,
        service_auth=signin.service_auth,
        cors=signin.cors,
        connect=connect,
        social=social,
        totem=totem,
        catalog=catalog,
        edge=edge,
        versions=versions,
        news=news,
        shop=_shop(settings, uow, outbound, access, limits, clock, ids),
        feedback=FeedbackInbox(uow, access, limits, clock, ids),
        motd=Messages(uow, access, clock, ids),
        games=games,
        links=links,
        supporters=supporters,
        network_chats=network_chats,
        chat_interactions=chat_interactions,
        chat_role_links=chat_role_links,
    )


def _socket_slots(
    settings: Settings, outbound: OutboundPorts, background: BackgroundWork
) -> SocketSlots:
    """The WebSocket caps; the leases of open sockets are renewed three times per lease."""
    slots = SocketSlots(
        outbound.socket_slots,
        SocketCaps(
            per_server=settings.limits.sockets_per_server,
            per_user=settings.limits.sockets_per_user,
            per_address=settings.limits.sockets_per_address,
            per_process=settings.limits.sockets_per_process,
            lease_seconds=settings.limits.socket_lease_seconds,
        ),
    )
    background.add(PeriodicJob("socket-slots", slots.caps.renew_seconds, slots.renew))
    return slots


def _shop(
    settings: Settings,
    uow: UnitOfWorkFactory,
    outbound: OutboundPorts,
    access: AccessControl,
    limits: RateLimits,
    clock: Clock,
    ids: IdGenerator,
) -> Shop:
    base = settings.server.base_url
    return build_shop(
        uow,
        outbound.payments,
        access,
        CheckoutUrls(
            settings.shop.shop_success_url or f"{base}/shop/success",
            settings.shop.shop_cancel_url or f"{base}/shop/canceled",
        ),
        WebhookConfig(
            settings.shop.payments_webhook_secrets, settings.shop.shop_webhook_tolerance_seconds
        ),
        limits,
        clock,
        ids,
    )


def _bot_invite(settings: Settings) -> Callable[[str], str]:
    """The chat provider's bot invite for a guild: the bot with Manage Roles (for role links)
    and slash commands, that guild preselected (docs/links.md)."""

    def invite(guild_id: str) -> str:
        query = urlencode({
            "client_id": settings.links.chat_application_id or settings.links.chat_client_id or "",
            "scope": "bot applications.commands",
            "permissions": str(1 << 28),  # MANAGE_ROLES
            "guild_id": guild_id,
            "disable_guild_select": "true",
        })  # fmt: skip
        return f"{settings.links.chat_authorize_url}?{query}"

    return invite


def _edge(
    settings: Settings,
    infra: Infrastructure,
    outbound: OutboundPorts,
    secrets: SecretBox,
    access: AccessControl,
    connect: Connect,
    clock: Clock,
    ids: IdGenerator,
) -> Edge:
    token = settings.edge.gateway_registration_token
    return build_edge(
        infra.uow,
        infra.directory,
        outbound.txt_resolver,
        outbound.dns_providers,
        secrets,
        access,
        connect,
        clock,
        ids,
        EdgeConfig(
            gateway_host=settings.edge.gateway_host,
            gateway_zone=GatewayZone(
                provider=settings.edge.gateway_dns_provider,
                zone_id=settings.edge.gateway_dns_zone_id,
                token=settings.edge.gateway_dns_api_token,
                base_domain=settings.edge.gateway_dns_base_domain,
            ),
            provider_timeout=settings.edge.dns_provider_timeout,
            recheck_every=timedelta(seconds=settings.edge.domain_recheck_seconds),
            gateways=GatewayConfig(
                registration_digest=secret_digest(token) if token else None,
                interval=timedelta(seconds=settings.edge.gateway_heartbeat_seconds),
                route_ttl=timedelta(seconds=settings.edge.gateway_route_ttl_seconds),
                gateway_host=settings.edge.gateway_host,
            ),
        ),
    )


def _edge_jobs(background: BackgroundWork, settings: Settings, edge: Edge) -> None:
    """DNS changes retried with backoff, verified domains re-checked, stale routes and
    listings swept, shared gateway records kept."""
    background.add(
        PeriodicJob("edge-dns-retry", settings.edge.edge_dns_retry_seconds, edge.dns_sync.retry_due)
    )
    recheck_every = min(settings.edge.domain_recheck_seconds / 10, 300.0)
    background.add(PeriodicJob("edge-domain-recheck", recheck_every, edge.domains.recheck_due))
    background.add(PeriodicJob("edge-gateway-sweep", settings.edge.edge_sweep_seconds,
                               edge.gateways.sweep))  # fmt: skip
    background.add(PeriodicJob("edge-listing-status", settings.edge.edge_sweep_seconds,
                               edge.listings.expire_reports))  # fmt: skip
