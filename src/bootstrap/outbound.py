"""The outbound ports of the core: every system the use cases call out to.

``Outbound`` is what a caller may hand to ``build_core``: each field left ``None`` is built
from the settings by the builder of the same name below. ``OutboundPorts`` is what the core
runs with, every port present (the identity provider is ``None`` when sign-in with one is
off). Adding an outbound port: a Protocol in ``application/<area>/ports.py``, an adapter
under ``adapters/<technology>/``, a memory fake in ``adapters/memory/``, a field in both
classes here and its builder (docs/architecture.md, "Adding an outbound port").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from application.edge.ports import DnsProvider, DnsProviders, TxtResolver
from application.identity.ports import IdentityProvider, SessionService
from application.links.ports import ChatProvider, MembershipProvider
from application.ports import InvalidationBus, SharedStateProbe
from application.services.ports import DnsResolver
from application.shared.rate_limits import RateLimitStore
from application.shared.socket_slots import SlotLedger
from application.shop.ports import PaymentProvider
from application.social.ports import SocialEventLog
from application.totem.ports import ObjectStorage
from bootstrap.infrastructure import Closer
from bootstrap.settings import Settings

if TYPE_CHECKING:
    from redis.asyncio import Redis


@dataclass(frozen=True, kw_only=True, slots=True)
class Outbound:
    """Ports given by the caller; ``None`` means: build it from the settings."""

    bus: InvalidationBus | None = None
    rate_limits: RateLimitStore | None = None
    socket_slots: SlotLedger | None = None
    session_service: SessionService | None = None
    identity_provider: IdentityProvider | None = None
    dns: DnsResolver | None = None
    storage: ObjectStorage | None = None
    txt_resolver: TxtResolver | None = None
    dns_providers: DnsProviders | None = None
    payments: PaymentProvider | None = None
    membership: MembershipProvider | None = None
    chat: ChatProvider | None = None
    shared_state: SharedStateProbe | None = None
    social_events: SocialEventLog | None = None


@dataclass(frozen=True, kw_only=True, slots=True)
class OutboundPorts:
    """The ports the core runs with."""

    bus: InvalidationBus
    rate_limits: RateLimitStore
    socket_slots: SlotLedger
    """The counts behind the WebSocket caps (memory, or Redis with SVC_REDIS_URL)."""
    session_service: SessionService
    identity_provider: IdentityProvider | None
    dns: DnsResolver
    storage: ObjectStorage
    txt_resolver: TxtResolver
    """Domain-claim TXT lookups (dnspython): found, no record, NXDOMAIN, timeout."""
    dns_providers: DnsProviders
    """The DNS provider APIs the edge keeps records with, by name."""
    payments: PaymentProvider
    """The shop's payment provider (Stripe-style HTTP API)."""
    membership: MembershipProvider | None
    """The membership platform users link (None: SVC_MEMBERSHIP_CLIENT_ID unset)."""
    chat: ChatProvider | None
    """The chat platform users and networks link (None: SVC_CHAT_CLIENT_ID unset)."""
    shared_state: SharedStateProbe | None = None
    """Whether Redis answers, for the health check; ``None`` without SVC_REDIS_URL."""
    social_events: SocialEventLog
    """The social stream's replay window (memory, or Redis with SVC_REDIS_URL)."""


async def open_outbound(
    settings: Settings, given: Outbound, closers: list[Closer]
) -> OutboundPorts:
    """Build what was not given; what we build, we close (``closers``, run last first)."""
    return OutboundPorts(
        bus=given.bus or await _bus(settings, closers),
        rate_limits=given.rate_limits or _rate_limits(settings, closers),
        socket_slots=given.socket_slots or _socket_slots(settings, closers),
        session_service=given.session_service or _session_service(settings, closers),
        identity_provider=given.identity_provider or _identity_provider(settings, closers),
        dns=given.dns or _dns(settings),
        storage=given.storage or _storage(settings, closers),
        txt_resolver=given.txt_resolver or _txt_resolver(settings),
        dns_providers=(
            given.dns_providers
            if given.dns_providers is not None
            else _dns_providers(settings, closers)
        ),
        payments=given.payments or _payments(settings, closers),
        membership=given.membership or _membership(settings, closers),
        chat=given.chat or _chat(settings, closers),
        shared_state=given.shared_state or _shared_state(settings, closers),
        social_events=given.social_events or _social_events(settings, closers),
    )


async def _bus(settings: Settings, closers: list[Closer]) -> InvalidationBus:
    """In this process by default; Redis pub/sub when SVC_REDIS_URL is set."""
    if not settings.redis.redis_url:
        from adapters.memory.bus import LocalBus

        return LocalBus()
    from redis.asyncio import Redis

    from adapters.redis.bus import RedisBus

    client = Redis.from_url(
        settings.redis.redis_url, socket_connect_timeout=settings.redis.redis_timeout
    )
    # Redis away at start-up: degraded, not a failed start (docs/operations.md, "Faults").
    bus = RedisBus(
        client, settings.redis.redis_prefix, start_timeout=3 * settings.redis.redis_timeout
    )
    await bus.start()
    closers.append(bus.close)
    return bus


def _rate_limits(settings: Settings, closers: list[Closer]) -> RateLimitStore:
    """In this process by default; in Redis when SVC_REDIS_URL is set (one budget for all)."""
    if not settings.redis.redis_url:
        from adapters.memory.rate_limit import MemoryRateLimitStore

        return MemoryRateLimitStore()
    from adapters.redis.rate_limit import RedisRateLimitStore

    return RedisRateLimitStore(_redis_client(settings, closers), settings.redis.redis_prefix)


def _socket_slots(settings: Settings, closers: list[Closer]) -> SlotLedger:
    """In this process by default; in Redis when SVC_REDIS_URL is set (caps across instances,
    leases that lapse when their instance dies)."""
    if not settings.redis.redis_url:
        from adapters.memory.socket_slots import MemorySlotLedger

        return MemorySlotLedger()
    from adapters.redis.socket_slots import RedisSlotLedger

    return RedisSlotLedger(_redis_client(settings, closers), settings.redis.redis_prefix)


def _social_events(settings: Settings, closers: list[Closer]) -> SocialEventLog:
    """The social stream's replay window: in this process by default (as the channels then
    reach only this process), in Redis with SVC_REDIS_URL (every instance numbers and replays
    from one window per user)."""
    size, ttl = settings.social.social_replay_events, settings.social.social_replay_seconds
    if not settings.redis.redis_url:
        import time

        from adapters.memory.social_events import MemorySocialEventLog

        return MemorySocialEventLog(size, lambda: time.time_ns() // 1000)
    from adapters.redis.social_events import RedisSocialEventLog

    client = _redis_client(settings, closers)
    return RedisSocialEventLog(client, settings.redis.redis_prefix, size, ttl)


def _redis_client(settings: Settings, closers: list[Closer]) -> Redis:
    """A client of its own for one port (its timeouts, closed with the core)."""
    from redis.asyncio import Redis

    assert settings.redis.redis_url is not None
    client = Redis.from_url(
        settings.redis.redis_url,
        socket_timeout=settings.redis.redis_timeout,
        socket_connect_timeout=settings.redis.redis_timeout,
    )
    closers.append(client.aclose)
    return client


def _shared_state(settings: Settings, closers: list[Closer]) -> SharedStateProbe | None:
    """A PING for /health on a client of its own (never queued behind the rate limits)."""
    if not settings.redis.redis_url:
        return None
    from redis.asyncio import Redis

    from adapters.redis.probe import RedisProbe

    probe = RedisProbe(
        Redis.from_url(
            settings.redis.redis_url,
            socket_timeout=settings.redis.redis_timeout,
            socket_connect_timeout=settings.redis.redis_timeout,
        )
    )
    closers.append(probe.close)
    return probe


def _session_service(settings: Settings, closers: list[Closer]) -> SessionService:
    from adapters.session_service.minecraft import MinecraftSessionService

    service = MinecraftSessionService(
        settings.identity.session_service_url, settings.identity.session_service_timeout
    )
    closers.append(service.aclose)
    return service


def _identity_provider(settings: Settings, closers: list[Closer]) -> IdentityProvider | None:
    if not (settings.identity.idp_issuer and settings.identity.idp_client_id):
        return None
    from adapters.idp.oidc import OidcConfig, OidcIdentityProvider

    provider = OidcIdentityProvider(
        OidcConfig(
            issuer=settings.identity.idp_issuer,
            client_id=settings.identity.idp_client_id,
            client_secret=settings.identity.idp_client_secret,
            redirect_uri=settings.idp_callback_url,
            scopes=settings.identity.idp_scopes,
            profile_id_claim=settings.identity.idp_profile_id_claim,
            timeout=settings.identity.idp_timeout,
        )
    )
    closers.append(provider.aclose)
    return provider


def _dns(settings: Settings) -> DnsResolver:
    from adapters.dns.resolver import DnsPythonResolver

    return DnsPythonResolver(settings.dns.dns_nameservers, settings.dns.dns_timeout)


def object_storage(settings: Settings, closers: list[Closer]) -> ObjectStorage:
    """The object storage alone, without a core (``svc backup``)."""
    return _storage(settings, closers)


def _storage(settings: Settings, closers: list[Closer]) -> ObjectStorage:
    """Files under SVC_DATA_DIR/objects by default; an S3-compatible bucket with
    SVC_STORAGE=s3; in memory when the database is (everything in the process)."""
    if settings.objects.storage == "s3":
        from adapters.storage.s3 import S3Config, S3ObjectStorage

        assert settings.objects.s3_bucket is not None  # Settings.check_storage
        s3 = S3ObjectStorage(
            S3Config(
                bucket=settings.objects.s3_bucket,
                endpoint_url=settings.objects.s3_endpoint_url,
                region=settings.objects.s3_region,
                access_key_id=settings.objects.s3_access_key_id,
                secret_access_key=settings.objects.s3_secret_access_key,
                timeout=settings.objects.s3_timeout,
                path_style=settings.objects.s3_endpoint_url is not None,
            )
        )
        closers.append(s3.aclose)
        return s3
    if settings.database.memory:
        from adapters.memory.storage import MemoryObjectStorage

        return MemoryObjectStorage()
    from adapters.storage.filesystem import FilesystemObjectStorage

    return FilesystemObjectStorage(settings.objects_dir)


def _txt_resolver(settings: Settings) -> TxtResolver:
    from adapters.dns.resolver import DnsPythonResolver

    return DnsPythonResolver(settings.dns.dns_nameservers, settings.dns.dns_timeout)


def _dns_providers(settings: Settings, closers: list[Closer]) -> DnsProviders:
    """Cloudflare always (its public API); PowerDNS when the operator runs one
    (SVC_POWERDNS_API_URL). Clients are made at their first call."""
    from adapters.dns_providers.cloudflare import CloudflareDns

    cloudflare = CloudflareDns(settings.edge.cloudflare_api_url, settings.edge.dns_provider_timeout)
    closers.append(cloudflare.aclose)
    providers: dict[str, DnsProvider] = {"cloudflare": cloudflare}
    if settings.edge.powerdns_api_url:
        from adapters.dns_providers.powerdns import PowerDnsApi

        powerdns = PowerDnsApi(
            settings.edge.powerdns_api_url,
            settings.edge.powerdns_server_id,
            settings.edge.dns_provider_timeout,
        )
        closers.append(powerdns.aclose)
        providers["powerdns"] = powerdns
    return providers


def _payments(settings: Settings, closers: list[Closer]) -> PaymentProvider:
    """The provider's API with SVC_PAYMENTS_SECRET_KEY. Without a key: in production every
    call fails (checkout answers 503), elsewhere a memory fake whose checkout URLs lead
    nowhere (development without a provider account)."""
    if settings.shop.payments_secret_key:
        from adapters.payments.stripe import StripePayments

        stripe = StripePayments(
            settings.shop.payments_secret_key,
            settings.shop.payments_api_url,
            settings.shop.payments_timeout,
        )
        closers.append(stripe.aclose)
        return stripe
    from adapters.memory.payments import MemoryPayments
    from application.shop.ports import PaymentProviderError

    fake = MemoryPayments()
    if settings.server.production:
        fake.failure = PaymentProviderError("unavailable", "SVC_PAYMENTS_SECRET_KEY is not set")
    return fake


def _membership(settings: Settings, closers: list[Closer]) -> MembershipProvider | None:
    """Patreon API v2 when SVC_MEMBERSHIP_CLIENT_ID is set (docs/links.md)."""
    if not settings.links.membership_client_id:
        return None
    from adapters.link_providers.oauth import OAuthConfig
    from adapters.link_providers.patreon import SCOPES, PatreonConfig, PatreonMembership

    provider = PatreonMembership(
        PatreonConfig(
            api_url=settings.links.membership_api_url,
            oauth=OAuthConfig(
                client_id=settings.links.membership_client_id,
                client_secret=settings.links.membership_client_secret,
                redirect_uri=settings.link_callback_url("membership"),
                authorize_url=settings.links.membership_authorize_url,
                token_url=settings.links.membership_token_url,
                revoke_url=None,  # Patreon has no revocation endpoint
                scopes=SCOPES,
                timeout=settings.links.membership_timeout,
                auth_method="client_secret_post",
            ),
            campaign_id=settings.links.membership_campaign_id,
            creator_token=settings.links.membership_creator_token,
            webhook_secret=settings.links.membership_webhook_secret,
            currency=settings.links.membership_currency,
            timeout=settings.links.membership_timeout,
            max_retry_wait=settings.links.link_provider_retry_wait,
        )
    )
    closers.append(provider.aclose)
    return provider


def _chat(settings: Settings, closers: list[Closer]) -> ChatProvider | None:
    """Discord API v10 when SVC_CHAT_CLIENT_ID is set (docs/links.md)."""
    if not settings.links.chat_client_id:
        return None
    from adapters.link_providers.discord import SCOPES, DiscordChat, DiscordConfig
    from adapters.link_providers.oauth import OAuthConfig

    provider = DiscordChat(
        DiscordConfig(
            api_url=settings.links.chat_api_url,
            oauth=OAuthConfig(
                client_id=settings.links.chat_client_id,
                client_secret=settings.links.chat_client_secret,
                redirect_uri=settings.link_callback_url("chat"),
                authorize_url=settings.links.chat_authorize_url,
                token_url=settings.links.chat_token_url,
                revoke_url=settings.links.chat_revoke_url,
                scopes=SCOPES,
                timeout=settings.links.chat_timeout,
                auth_method="client_secret_basic",
            ),
            application_id=settings.links.chat_application_id or settings.links.chat_client_id,
            bot_token=settings.links.chat_bot_token,
            public_key=settings.links.chat_public_key,
            timeout=settings.links.chat_timeout,
            max_retry_wait=settings.links.link_provider_retry_wait,
        )
    )
    closers.append(provider.aclose)
    return provider
