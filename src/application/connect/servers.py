"""Registering servers, and what their owners do with them (docs/connect.md, sections 1-3)."""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from typing import Final
from uuid import UUID

from application.connect.access import ServerAccess
from application.connect.credentials import (
    IssuedClaimKey,
    new_claim_key,
    new_server_secret,
    new_template_key,
)
from application.connect.server_auth import ServerAuthenticator
from application.connect.templates import copy_template_settings
from application.identity.principal import Principal
from application.ports import Clock, IdGenerator, UnitOfWork, UnitOfWorkFactory
from application.shared.sentinels import Unset
from domain.connect.credentials import secret_digest
from domain.connect.errors import NetworkNotFound, ServerNotFound, invalid
from domain.connect.server import (
    Server,
    ServerKind,
    validate_server_name,
    validate_server_type,
)

UNSET: Final = Unset.UNSET
SVC_TAG = "svc"


@dataclass(frozen=True, slots=True)
class ServerChange:
    server: Server
    template_key: str | None
    """Only when this change flagged the server as a template: shown once, kept as a digest."""


@dataclass(frozen=True, slots=True)
class Registration:
    server: Server
    secret: str
    claim_key: IssuedClaimKey


class ServerRegistry:
    def __init__(
        self,
        uow: UnitOfWorkFactory,
        auth: ServerAuthenticator,
        access: ServerAccess,
        clock: Clock,
        ids: IdGenerator,
        claim_key_pepper: bytes,
    ) -> None:
        self._uow = uow
        self._auth = auth
        self._access = access
        self._clock = clock
        self._ids = ids
        self._pepper = claim_key_pepper

    async def register(
        self,
        server_type: str,
        server_name: str,
        template_id: str | None = None,
        temp_instance: bool = False,
        template_key: str | None = None,
    ) -> Registration:
        """A new unclaimed server with its secret and a first claim key; with a template's
        id and key, a copy of the template's settings."""
        server_type = validate_server_type(server_type)
        name = validate_server_name(server_name)
        now = self._clock.now()
        secret = new_server_secret()
        server = Server(
            server_id=self._ids.new_uuid(),
            id=secrets.token_hex(12),  # may be named without signing in: unguessable
            kind=ServerKind.SERVER,
            server_type=server_type,
            name=name,
            secret_digest=secret_digest(secret),
            created_at=now,
            updated_at=now,
            temp_instance=temp_instance,
        )
        key = new_claim_key(server.server_id, now, self._ids, self._pepper)
        async with self._uow() as uow:
            template = (
                await _template(uow, template_id, template_key) if template_id is not None else None
            )
            await uow.connect.servers.add(server)
            await uow.connect.claim_keys.add(key.record)
            await copy_template_settings(uow, template, server, now)
            await uow.commit()
        return Registration(server, secret, key)

    async def owned(self, principal: Principal) -> list[Server]:
        async with self._uow() as uow:
            return await uow.connect.servers.owned_by(principal.user_id, ServerKind.SERVER)

    async def update(
        self,
        principal: Principal,
        server_id: UUID,
        network_id: UUID | Unset | None = UNSET,
        is_template: bool | Unset = UNSET,
    ) -> ServerChange:
        """Assign or unassign a network (one the owner owns), or flag a template: flagging
        (again) answers a fresh template key, once; the previous key stops working."""
        await self._access.require_owner(principal, server_id)
        async with self._uow() as uow:
            server = await uow.connect.servers.get(server_id)
            if server is None:
                raise ServerNotFound()
            if server.kind is ServerKind.HOST:
                raise invalid(
                    "hosts stay in the network they joined and cannot be templates",
                    "serverId",
                    "connect.host_not_editable",
                )
            now = self._clock.now()
            if network_id is not UNSET:
                await _check_network(uow, network_id, server.owner_id)
                server.assign_network(network_id, now)
            template_key = None
            if is_template is not UNSET:
                template_key = new_template_key() if is_template else None
                digest = secret_digest(template_key) if template_key else None
                server.mark_template(is_template, now, digest)
            await uow.connect.servers.update(server)
            await uow.commit()
        await self._auth.changed(server_id)
        return ServerChange(server, template_key)

    async def profile_servers(self, principal: Principal, tag: str | None) -> list[Server]:
        """Servers the caller owns or is a member of; Connect servers carry the tag 'svc'."""
        if tag is not None and tag != SVC_TAG:
            return []
        async with self._uow() as uow:
            return await uow.connect.servers.visible_to(principal.user_id)


async def _template(uow: UnitOfWork, template_id: str, template_key: str | None) -> Server:
    """The template, when the key proves the caller may copy it. An unknown id, a server that
    is no template and a wrong key answer alike: a guessed id learns nothing."""
    try:
        server = await uow.connect.servers.get(UUID(template_id))
    except ValueError:
        server = await uow.connect.servers.get_by_id(template_id.lower())
    if server is None or not server.admits_template_key(template_key):
        raise invalid(
            "no template matches this templateId and templateKey",
            "templateId",
            "connect.template_not_found",
        )
    return server


async def _check_network(uow: UnitOfWork, network_id: UUID | None, owner_id: UUID | None) -> None:
    if network_id is None:
        return
    network = await uow.connect.networks.get(network_id)
    if network is None or network.owner_id != owner_id:
        raise NetworkNotFound()
