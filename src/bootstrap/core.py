"""Build the whole core in process: every area's use cases, wired to memory or SQL adapters.

This is what the HTTP app, the CLI and embedding tools share (docs/embedding.md). Each area
wires itself in its composition module (``bootstrap/areas/<area>.py``: its settings section,
its build function, its periodic jobs, its readers); this module makes the kernel they share
and calls them in the order their dependencies need.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging

from adapters.crypto.aead import SecretBox
from adapters.crypto.key_ring import Ed25519KeyRing
from adapters.system.clock import SystemClock
from adapters.system.ids import TimeOrderedIds
from application.audit.log import AuditLog
from application.catalog.area import CatalogArea
from application.connect.area import Connect
from application.edge.area import Edge
from application.feedback.inbox import FeedbackInbox
from application.games.area import Games
from application.identity.area import Identity
from application.links.area import Links
from application.motd.messages import Messages
from application.news.area import News
from application.permissions.area import Permissions
from application.platform.area import Platform
from application.ports import Clock, IdGenerator, UnitOfWorkFactory
from application.profile.area import Profile
from application.services.area import Services
from application.shared.background import BackgroundWork
from application.shared.rate_limits import RateLimits
from application.shop.area import Shop
from application.social.area import Social
from application.totem.totems import PersonalTotems
from application.versions.area import Versions
from bootstrap.areas.audit import build_audit
from bootstrap.areas.catalog import build_catalog
from bootstrap.areas.connect import build_connect_area
from bootstrap.areas.edge import build_edge_area
from bootstrap.areas.feedback import build_feedback
from bootstrap.areas.games import build_games_area
from bootstrap.areas.identity import build_identity
from bootstrap.areas.links import build_links
from bootstrap.areas.motd import build_motd
from bootstrap.areas.news import build_news_area
from bootstrap.areas.permissions import build_permissions
from bootstrap.areas.platform import build_platform
from bootstrap.areas.profile import build_profile
from bootstrap.areas.services import build_services
from bootstrap.areas.shop import build_shop_area
from bootstrap.areas.social import build_social
from bootstrap.areas.totem import build_totem
from bootstrap.areas.versions import build_versions_area
from bootstrap.infrastructure import Infrastructure, build_infrastructure
from bootstrap.kernel import Kernel
from bootstrap.keys import encryption_keys, signing_keys
from bootstrap.outbound import Outbound, OutboundPorts, open_outbound
from bootstrap.settings import Settings

log = logging.getLogger("svc")


class Core:
    """The use cases of every area, wired: one attribute per area (docs/embedding.md), and the
    kernel they share (settings, clock, ids, database, outbound ports, rate limits).

    ``async with core:`` starts its background work (last-seen batches, revocation catch-up)
    and, on leaving, stops it, writes what is still held in memory and closes every adapter.

    A plain class on purpose, not a dataclass: Litestar hands areas to handlers as
    dependencies and would otherwise inspect (and try to convert) every field per request.
    """

    def __init__(
        self,
        *,
        kernel: Kernel,
        platform: Platform,
        permissions: Permissions,
        identity: Identity,
        services: Services,
        connect: Connect,
        edge: Edge,
        social: Social,
        profile: Profile,
        totem: PersonalTotems,
        catalog: CatalogArea,
        versions: Versions,
        news: News,
        shop: Shop,
        feedback: FeedbackInbox,
        motd: Messages,
        games: Games,
        links: Links,
        audit: AuditLog,
    ) -> None:
        self.kernel = kernel
        self.platform = platform
        self.permissions = permissions
        self.identity = identity
        self.services = services
        self.connect = connect
        self.edge = edge
        self.social = social
        self.profile = profile
        self.totem = totem
        self.catalog = catalog
        self.versions = versions
        self.news = news
        self.shop = shop
        self.feedback = feedback
        self.motd = motd
        self.games = games
        self.links = links
        self.audit = audit

    # What the areas share (the kernel)

    @property
    def settings(self) -> Settings:
        return self.kernel.settings

    @property
    def clock(self) -> Clock:
        return self.kernel.clock

    @property
    def ids(self) -> IdGenerator:
        return self.kernel.ids

    @property
    def uow(self) -> UnitOfWorkFactory:
        return self.kernel.uow

    @property
    def infrastructure(self) -> Infrastructure:
        return self.kernel.infrastructure

    @property
    def outbound(self) -> OutboundPorts:
        return self.kernel.outbound

    @property
    def background(self) -> BackgroundWork:
        return self.kernel.background

    @property
    def limits(self) -> RateLimits:
        return self.kernel.limits

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
        return await _wire(_kernel(settings, infra, ports, clock, ids))
    except BaseException:
        for close in reversed(infra.closers):
            with contextlib.suppress(Exception):
                await close()
        raise


def _kernel(
    settings: Settings,
    infra: Infrastructure,
    outbound: OutboundPorts,
    clock: Clock,
    ids: IdGenerator,
) -> Kernel:
    signing_key, previous_keys = signing_keys(settings)
    return Kernel(
        settings=settings,
        clock=clock,
        ids=ids,
        infrastructure=infra,
        outbound=outbound,
        background=BackgroundWork(),
        secrets=SecretBox(encryption_keys(settings)),
        key_ring=Ed25519KeyRing(signing_key, previous_keys),
        limits=RateLimits(outbound.rate_limits, settings.limits.rate_limit_scale),
    )


async def _wire(kernel: Kernel) -> Core:
    """One call per area, each after the areas it uses."""
    permissions = build_permissions(kernel=kernel)
    identity = await build_identity(kernel=kernel, permissions=permissions)
    connect = build_connect_area(kernel=kernel, permissions=permissions)
    social = build_social(kernel=kernel, permissions=permissions, identity=identity)
    return Core(
        kernel=kernel,
        platform=build_platform(kernel=kernel),
        permissions=permissions,
        identity=identity,
        services=build_services(kernel=kernel, permissions=permissions, identity=identity),
        connect=connect,
        edge=build_edge_area(kernel=kernel, permissions=permissions, connect=connect),
        social=social,
        profile=build_profile(
            kernel=kernel, permissions=permissions, identity=identity, social=social
        ),
        totem=build_totem(kernel=kernel, permissions=permissions, identity=identity),
        catalog=build_catalog(kernel=kernel, permissions=permissions),
        versions=build_versions_area(kernel=kernel, permissions=permissions),
        news=build_news_area(kernel=kernel, permissions=permissions),
        shop=build_shop_area(kernel=kernel, permissions=permissions),
        feedback=build_feedback(kernel=kernel, permissions=permissions),
        motd=build_motd(kernel=kernel, permissions=permissions),
        games=build_games_area(kernel=kernel, permissions=permissions),
        links=build_links(kernel=kernel, permissions=permissions, connect=connect),
        audit=build_audit(kernel=kernel, permissions=permissions),
    )
