"""Networks, their join tokens, and the hosts that join with them (docs/connect.md, section 8)."""

from __future__ import annotations

from dataclasses import dataclass
from uuid import UUID

from application.connect.access import require_full_token
from application.connect.credentials import new_server_secret
from application.connect.ports import JoinTokenSigner
from application.connect.presence import ServerPresence
from application.identity.principal import Principal
from application.permissions.access import AccessControl
from application.ports import Clock, IdGenerator, UnitOfWorkFactory
from domain.connect.credentials import secret_digest
from domain.connect.errors import InvalidJoinToken, NetworkNotFound
from domain.connect.network import (
    JOIN_TOKEN_LIFETIME,
    JoinTokenClaims,
    Network,
    NetworkJoinToken,
    validate_network_name,
)
from domain.connect.server import HOST_SERVER_TYPE, Server, ServerKind, validate_server_name


@dataclass(frozen=True, slots=True)
class IssuedJoinToken:
    token: str
    expires_in: int
    network_id: UUID


@dataclass(frozen=True, slots=True)
class JoinedHost:
    host: Server
    secret: str


class Networks:
    def __init__(
        self,
        uow: UnitOfWorkFactory,
        signer: JoinTokenSigner,
        access: AccessControl,
        presence: ServerPresence,
        clock: Clock,
        ids: IdGenerator,
    ) -> None:
        self._uow = uow
        self._signer = signer
        self._access = access
        self._presence = presence
        self._clock = clock
        self._ids = ids

    async def owned(self, principal: Principal) -> list[Network]:
        async with self._uow() as uow:
            return await uow.connect.networks.owned_by(principal.user_id)

    async def create(self, principal: Principal, name: str) -> Network:
        require_full_token(principal)
        now = self._clock.now()
        network = Network(
            id=self._ids.new_object_id(),
            network_id=self._ids.new_uuid(),
            name=validate_network_name(name),
            owner_id=principal.user_id,
            created_at=now,
            updated_at=now,
        )
        async with self._uow() as uow:
            await uow.connect.networks.add(network)
            await uow.commit()
        return network

    async def issue_join_token(self, principal: Principal, network_id: UUID) -> IssuedJoinToken:
        """A signed single-use token (900 s) a host presents to join the network."""
        require_full_token(principal)
        now = self._clock.now()
        claims = JoinTokenClaims(
            jti=self._ids.new_object_id(),
            network_id=network_id,
            issued_at=now,
            expires_at=now + JOIN_TOKEN_LIFETIME,
        )
        async with self._uow() as uow:
            network = await uow.connect.networks.get(network_id)
            if network is None or not self._may_manage(principal, network):
                raise NetworkNotFound()
            await uow.connect.network_join_tokens.add(
                NetworkJoinToken(claims.jti, network_id, principal.user_id, now, claims.expires_at)
            )
            await uow.commit()
        lifetime = int(JOIN_TOKEN_LIFETIME.total_seconds())
        return IssuedJoinToken(self._signer.sign(claims), lifetime, network_id)

    async def join(self, token: str, name: str) -> JoinedHost:
        """Consume the token (exactly one of any number of concurrent joins wins) and
        register a host in its network, owned by the network's owner."""
        name = validate_server_name(name, field="name")
        claims = self._signer.verify(token)
        now = self._clock.now()
        if claims.expires_at <= now:
            raise InvalidJoinToken()
        secret = new_server_secret()
        async with self._uow() as uow:
            network_id = await uow.connect.network_join_tokens.redeem(claims.jti, now)
            network = await uow.connect.networks.get(network_id) if network_id else None
            if network is None or network_id != claims.network_id:
                raise InvalidJoinToken()
            host = Server(
                server_id=self._ids.new_uuid(),
                id=self._ids.new_object_id(),
                kind=ServerKind.HOST,
                server_type=HOST_SERVER_TYPE,
                name=name,
                secret_digest=secret_digest(secret),
                created_at=now,
                updated_at=now,
                owner_id=network.owner_id,
                network_id=network.network_id,
                claimed_at=now,
            )
            await uow.connect.servers.add(host)
            await uow.commit()
        return JoinedHost(host, secret)

    async def hosts(self, principal: Principal) -> list[Server]:
        """Hosts in the caller's networks, with the newest last-seen this process knows."""
        async with self._uow() as uow:
            hosts = await uow.connect.servers.hosts_for_network_owner(principal.user_id)
        return [self._presence.overlay(host) for host in hosts]

    def _may_manage(self, principal: Principal, network: Network) -> bool:
        if network.owner_id == principal.user_id:
            return True
        return self._access.acts_as_super_admin(principal)
