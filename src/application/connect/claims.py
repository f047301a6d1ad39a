"""Claim keys and claims: how a registered server gets its owner (docs/connect.md, section 3)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from uuid import UUID

from application.connect.access import require_full_token
from application.connect.callers import same_server
from application.connect.credentials import new_claim_key
from application.connect.ports import ServerCredentials
from application.connect.server_auth import ServerAuthenticator
from application.identity.principal import Principal
from application.ports import Clock, IdGenerator, UnitOfWorkFactory
from application.shared.rate_limits import RateLimits
from domain.connect.claim_key import canonical_claim_key, claim_key_digest
from domain.connect.errors import ClaimKeyNotFound, ServerAlreadyClaimed, ServerNotFound
from domain.connect.server import Server

RATE_POLICY = "claim"
"""Claims per user (docs/api.md, "Rate limits"): each tries a key a person typed."""
EXPIRED_KEPT = timedelta(days=1)
"""Expired claim keys are kept this long, so typing one reports 'expired' (410), not 404."""


@dataclass(frozen=True, slots=True)
class ClaimKeyStatus:
    key: str | None
    claimed: bool
    expires_at: datetime | None


class Claims:
    def __init__(
        self,
        uow: UnitOfWorkFactory,
        auth: ServerAuthenticator,
        limits: RateLimits,
        clock: Clock,
        ids: IdGenerator,
        pepper: bytes,
    ) -> None:
        self._uow = uow
        self._auth = auth
        self._limits = limits
        self._clock = clock
        self._ids = ids
        self._pepper = pepper

    async def claim_key(self, server: ServerCredentials, server_id: UUID) -> ClaimKeyStatus:
        """For the server itself (``server_id`` must be its own, else 404): a fresh key while
        unclaimed, nothing once claimed."""
        same_server(server, server_id)
        if server.owner_id is not None:
            return ClaimKeyStatus(None, True, None)
        now = self._clock.now()
        key = new_claim_key(server.server_id, now, self._ids, self._pepper)
        async with self._uow() as uow:
            current = await uow.connect.servers.get(server.server_id)
            if current is None:
                raise ServerNotFound()
            if current.claimed:
                return ClaimKeyStatus(None, True, None)
            await uow.connect.claim_keys.purge_expired(server.server_id, now - EXPIRED_KEPT)
            await uow.connect.claim_keys.add(key.record)
            await uow.commit()
        return ClaimKeyStatus(key.key, False, key.expires_at)

    async def claim(self, principal: Principal, typed_key: str) -> Server:
        """Consume the key and make the caller the server's owner (exactly one winner).
        Limited per user (``claim``); a token limited by scopes may not claim."""
        await self._limits.check(RATE_POLICY, str(principal.user_id))
        require_full_token(principal)
        canonical = canonical_claim_key(typed_key)
        if canonical is None:
            raise ClaimKeyNotFound()
        digest = claim_key_digest(canonical, self._pepper)
        now = self._clock.now()
        async with self._uow() as uow:
            server_id = await uow.connect.claim_keys.redeem(digest, now)
            if server_id is None:
                record = await uow.connect.claim_keys.find(digest)
                if record is None:
                    raise ClaimKeyNotFound()
                raise record.refusal(now)
            if not await uow.connect.servers.claim(server_id, principal.user_id, now):
                raise ServerAlreadyClaimed()
            server = await uow.connect.servers.get(server_id)
            await uow.commit()
        assert server is not None
        await self._auth.changed(server_id)
        return server
