"""The ports Connect needs: repositories (in a unit of work), hot-path readers, a signer for
join tokens and a publisher for stream events."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Protocol
from uuid import UUID

from domain.connect.claim_key import ClaimKey
from domain.connect.command import Acknowledgement, Command
from domain.connect.events import ConnectEvent
from domain.connect.extension import Extension, ServerExtension
from domain.connect.member import Member, MemberRole
from domain.connect.network import JoinTokenClaims, Network, NetworkJoinToken
from domain.connect.server import Server, ServerKind
from domain.connect.settings import SettingsDraft, SettingsEntry


@dataclass(frozen=True, slots=True)
class ServerCredentials:
    """What server auth and dash access checks need of a server; cached per instance."""

    server_id: UUID
    secret_digest: str
    kind: ServerKind
    owner_id: UUID | None
    network_id: UUID | None
    is_template: bool

    @property
    def scopes(self) -> frozenset[str]:
        """The permission scopes a role may be limited to that cover this server."""
        scopes = {f"server:{self.server_id}"}
        if self.network_id is not None:
            scopes.add(f"network:{self.network_id}")
        return frozenset(scopes)


@dataclass(frozen=True, slots=True)
class CommandCursor:
    """Where a page of commands, newest first, left off."""

    created_at: datetime
    command_id: str


class ServerRepository(Protocol):
    async def add(self, server: Server) -> None: ...

    async def get(self, server_id: UUID) -> Server | None: ...

    async def get_by_id(self, object_id: str) -> Server | None: ...

    async def claim(self, server_id: UUID, owner_id: UUID, now: datetime) -> bool:
        """Make ``owner_id`` the owner if the server has none, in one conditional write."""
        ...

    async def update(self, server: Server) -> None:
        """Store network, template flag and updatedAt."""
        ...

    async def owned_by(self, owner_id: UUID, kind: ServerKind) -> list[Server]:
        """Oldest first."""
        ...

    async def hosts_for_network_owner(self, owner_id: UUID) -> list[Server]:
        """Hosts in the networks ``owner_id`` owns, oldest first."""
        ...

    async def visible_to(self, user_id: UUID) -> list[Server]:
        """Servers (not hosts) the user owns or is a member of, oldest first."""
        ...

    async def in_network(self, network_id: UUID, limit: int) -> tuple[list[Server], int]:
        """The network's servers (not hosts, not temporary instances) by name, at most
        ``limit``, and how many there are in all (one statement)."""
        ...

    async def record_last_seen(self, seen: Mapping[UUID, tuple[datetime, str]]) -> None:
        """Move lastSeenAt (and lastSeenIp with it) forward, never backwards."""
        ...


class ClaimKeyRepository(Protocol):
    async def add(self, key: ClaimKey) -> None: ...

    async def redeem(self, digest: str, now: datetime) -> UUID | None:
        """Mark the key used if it is unused and unexpired, in one conditional write; the
        server id when this call won."""
        ...

    async def find(self, digest: str) -> ClaimKey | None: ...

    async def purge_expired(self, server_id: UUID, before: datetime) -> None:
        """Forget the server's unused keys that expired before ``before``."""
        ...


class NetworkRepository(Protocol):
    async def add(self, network: Network) -> None: ...

    async def get(self, network_id: UUID) -> Network | None: ...

    async def owned_by(self, owner_id: UUID) -> list[Network]:
        """Oldest first."""
        ...


class NetworkJoinTokenRepository(Protocol):
    async def add(self, token: NetworkJoinToken) -> None: ...

    async def redeem(self, jti: str, now: datetime) -> UUID | None:
        """Mark the token used if unused and unexpired (one conditional write); its network
        id when this call won."""
        ...


class CommandRepository(Protocol):
    async def add(self, command: Command) -> None: ...

    async def get(self, server_id: UUID, command_id: str) -> Command | None: ...

    async def acknowledge(
        self, server_id: UUID, command_id: str, ack: Acknowledgement, not_before: datetime
    ) -> bool:
        """Record ``ack`` if the command is pending and created after ``not_before`` (one
        conditional write); True when this call won."""
        ...

    async def count_pending(self, server_id: UUID, not_before: datetime, cap: int) -> int:
        """Pending commands created after ``not_before``, counted up to ``cap``."""
        ...


class SettingsRepository(Protocol):
    async def put(self, draft: SettingsDraft) -> SettingsEntry | None:
        """Store ``draft`` as the next revision of its (server, source), atomically; None
        (nothing stored) when ``draft.expected_revision`` is set and is not the current
        revision, decided by the same conditional write (exactly one of concurrent writers
        that name the same revision wins)."""
        ...

    async def current(self, server_id: UUID, source: str | None = None) -> list[SettingsEntry]:
        """The newest revision of each source (or of one), by source."""
        ...

    async def history(self, server_id: UUID, source: str | None, limit: int) -> list[SettingsEntry]:
        """Every revision, newest first."""
        ...


class ExtensionRepository(Protocol):
    async def add(self, extension: Extension) -> bool:
        """False (and nothing stored) when the id is taken."""
        ...

    async def get(self, extension_id: str) -> Extension | None: ...

    async def update(self, extension: Extension) -> None: ...

    async def page(self, after: str | None, limit: int) -> list[Extension]:
        """By extension id, those after ``after``."""
        ...


class ServerExtensionRepository(Protocol):
    async def put(self, published: ServerExtension) -> None: ...

    async def get(self, server_id: UUID, extension_id: str) -> ServerExtension | None: ...

    async def list(self, server_id: UUID) -> list[ServerExtension]:
        """By extension id."""
        ...


class MemberRepository(Protocol):
    async def put(self, member: Member) -> None:
        """Insert, or change the role of, the member (createdAt stays)."""
        ...

    async def get(self, server_id: UUID, user_id: UUID) -> Member | None: ...

    async def remove(self, server_id: UUID, user_id: UUID) -> bool: ...

    async def list(self, server_id: UUID) -> list[Member]:
        """With the users' names, oldest first."""
        ...


class ConnectRepositories(Protocol):
    """Every Connect repository, as ``uow.connect`` of a unit of work."""

    @property
    def servers(self) -> ServerRepository: ...

    @property
    def claim_keys(self) -> ClaimKeyRepository: ...

    @property
    def networks(self) -> NetworkRepository: ...

    @property
    def network_join_tokens(self) -> NetworkJoinTokenRepository: ...

    @property
    def commands(self) -> CommandRepository: ...

    @property
    def settings(self) -> SettingsRepository: ...

    @property
    def extensions(self) -> ExtensionRepository: ...

    @property
    def server_extensions(self) -> ServerExtensionRepository: ...

    @property
    def members(self) -> MemberRepository: ...


class ServerReader(Protocol):
    """Hot-path reads outside any transaction."""

    async def credentials(self, server_id: UUID) -> ServerCredentials | None: ...

    async def member_role(self, server_id: UUID, user_id: UUID) -> MemberRole | None: ...


class CommandReader(Protocol):
    async def pending(self, server_id: UUID, not_before: datetime, limit: int) -> list[Command]:
        """Pending commands created after ``not_before``, oldest first."""
        ...

    async def recent(
        self, server_id: UUID, before: CommandCursor | None, limit: int
    ) -> list[Command]:
        """Commands of every status, newest first, those older than ``before``."""
        ...


class SettingsReader(Protocol):
    async def current(self, server_id: UUID, source: str | None = None) -> list[SettingsEntry]:
        """The newest revision of each source (or of one), by source."""
        ...


@dataclass(frozen=True, slots=True)
class ConnectReaders:
    servers: ServerReader
    commands: CommandReader
    settings: SettingsReader


class JoinTokenSigner(Protocol):
    def sign(self, claims: JoinTokenClaims) -> str: ...

    def verify(self, token: str) -> JoinTokenClaims:
        """Raise InvalidJoinToken unless ours, of the join-token type, and unexpired."""
        ...


class EventPublisher(Protocol):
    async def publish(self, event: ConnectEvent) -> None:
        """Deliver to every stream of the event's server, on every instance (best effort)."""
        ...
