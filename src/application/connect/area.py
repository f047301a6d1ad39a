"""Connect, wired: every use case of the area behind one attribute (``core.connect``)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta
from uuid import UUID

from application.connect.access import ServerAccess
from application.connect.claims import Claims
from application.connect.commands import Commands
from application.connect.events import EventRelay
from application.connect.extensions import Extensions
from application.connect.members import Members
from application.connect.networks import Networks
from application.connect.ports import ConnectReaders, JoinTokenSigner
from application.connect.presence import ServerPresence
from application.connect.server_auth import ServerAuthenticator
from application.connect.servers import ServerRegistry
from application.connect.settings import ServerSettings
from application.connect.stream import SettingsStream
from application.permissions.access import AccessControl
from application.permissions.scopes import ScopeRegistry
from application.ports import Clock, IdGenerator, InvalidationBus, UnitOfWorkFactory
from application.shared.rate_limits import RateLimits


@dataclass(frozen=True, slots=True)
class ConnectConfig:
    command_ttl: timedelta
    last_seen_interval: timedelta
    cache_seconds: float
    claim_key_pepper: bytes
    """The server-side secret of claim-key digests."""


@dataclass(frozen=True, slots=True)
class Connect:
    auth: ServerAuthenticator
    presence: ServerPresence
    access: ServerAccess
    events: EventRelay
    servers: ServerRegistry
    claims: Claims
    networks: Networks
    commands: Commands
    settings: ServerSettings
    extensions: Extensions
    members: Members
    stream: SettingsStream


def build_connect(
    uow: UnitOfWorkFactory,
    readers: ConnectReaders,
    signer: JoinTokenSigner,
    permissions: AccessControl,
    scopes: ScopeRegistry,
    bus: InvalidationBus,
    limits: RateLimits,
    clock: Clock,
    ids: IdGenerator,
    config: ConnectConfig,
) -> Connect:
    presence = ServerPresence(uow, config.last_seen_interval)
    auth = ServerAuthenticator(
        readers.servers, bus, presence, clock, ttl_seconds=config.cache_seconds
    )
    access = ServerAccess(auth, readers.servers, permissions)
    events = EventRelay()
    _register_scopes(scopes, auth, uow)
    return Connect(
        auth=auth,
        presence=presence,
        access=access,
        events=events,
        servers=ServerRegistry(uow, auth, access, clock, ids, config.claim_key_pepper),
        claims=Claims(uow, auth, limits, clock, ids, config.claim_key_pepper),
        networks=Networks(uow, signer, permissions, presence, clock, ids),
        commands=Commands(uow, readers.commands, access, events, clock, ids, config.command_ttl),
        settings=ServerSettings(uow, readers.settings, access, events, clock),
        extensions=Extensions(uow, access, permissions, clock),
        members=Members(uow, access, clock),
        stream=SettingsStream(
            auth, access, readers.settings, readers.commands, clock, config.command_ttl
        ),
    )


def _register_scopes(
    scopes: ScopeRegistry, auth: ServerAuthenticator, uow: UnitOfWorkFactory
) -> None:
    """Roles may be scoped to one server (``server:<serverId>``) or one network
    (``network:<networkId>``), the ids in canonical form (lowercase, hyphenated), or to one
    catalogued extension (``extension:<extensionId>``: releases and news of an extension)."""

    async def server_exists(raw: str) -> bool:
        server_id = _uuid(raw)
        return server_id is not None and await auth.credentials(server_id) is not None

    async def network_exists(raw: str) -> bool:
        network_id = _uuid(raw)
        if network_id is None:
            return False
        async with uow() as tx:
            return await tx.connect.networks.get(network_id) is not None

    async def extension_exists(extension_id: str) -> bool:
        async with uow() as tx:
            return await tx.connect.extensions.get(extension_id) is not None

    scopes.register("server", server_exists)
    scopes.register("network", network_exists)
    scopes.register("extension", extension_exists)


def _uuid(raw: str) -> UUID | None:
    try:
        parsed = UUID(raw)
    except ValueError:
        return None
    return parsed if str(parsed) == raw else None
