"""Building blocks for Connect tests: users as principals, registered and claimed servers."""

from __future__ import annotations

import uuid
from dataclasses import dataclass

from application.connect.ports import ServerCredentials
from application.connect.servers import Registration
from application.identity.principal import Principal
from bootstrap.core import Core
from domain.identity.auth_session import SessionKind


async def user(core: Core, name: str = "Player", scopes: tuple[str, ...] = ()) -> Principal:
    """A new user, as the principal of a fresh token (optionally limited to ``scopes``)."""
    user_id = uuid.uuid4()
    await core.identity.users.ensure(user_id, name)
    issued = await core.identity.tokens.issue(user_id, SessionKind.CLI, scopes)
    return Principal(issued.claims)


@dataclass(frozen=True)
class Owned:
    registration: Registration
    credentials: ServerCredentials

    @property
    def server_id(self) -> uuid.UUID:
        return self.registration.server.server_id

    @property
    def secret(self) -> str:
        return self.registration.secret


async def as_server(core: Core, registration: Registration) -> ServerCredentials:
    return await core.connect.auth.authenticate(
        str(registration.server.server_id), registration.secret, "203.0.113.7"
    )


async def owned_server(core: Core, owner: Principal, name: str = "Lobby") -> Owned:
    """A server registered and claimed by ``owner``."""
    registration = await core.connect.servers.register("paper", name)
    await core.connect.claims.claim(owner, registration.claim_key.key)
    return Owned(registration, await as_server(core, registration))
