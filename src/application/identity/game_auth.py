"""The game-session handshake (docs/auth.md, section 1): join, then verify against the
session service.

1. ``join`` stores a join token (only its SHA-256) with a fresh server id, valid 60 s.
2. The client tells the game's session service it joins that server id (its own game access
   token never reaches us).
3. ``verify`` checks the token is still usable (a read, so garbage tokens cost no outbound
   call), asks the session service who joined (outside any transaction), then in ONE
   transaction consumes the token with one conditional write, creates the user when absent
   and records the auth session. Of any number of concurrent verifies exactly one wins. When
   the session service fails, nothing is written and the token stays usable.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections.abc import Sequence
from dataclasses import dataclass
from uuid import UUID

from application.identity.ports import SessionService
from application.identity.tokens import IssuedToken, SessionContext, Tokens
from application.identity.users import ensure_user
from application.ports import Clock, IdGenerator, UnitOfWorkFactory
from domain.identity.auth_session import SessionKind
from domain.identity.errors import GameSessionNotJoined, JoinTokenInvalid
from domain.identity.game_session import JOIN_TOKEN_LIFETIME, GameJoinToken, game_scopes
from domain.identity.user import validate_user_name

PURGE_AFTER = JOIN_TOKEN_LIFETIME * 60  # expired tokens are deleted an hour after expiry


def token_digest(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


@dataclass(frozen=True, slots=True)
class JoinTicket:
    server_id: str
    join_token: str
    expires_in: int


class GameSessionAuth:
    def __init__(
        self,
        uow: UnitOfWorkFactory,
        tokens: Tokens,
        session_service: SessionService,
        clock: Clock,
        ids: IdGenerator,
    ) -> None:
        self._uow = uow
        self._tokens = tokens
        self._session_service = session_service
        self._clock = clock
        self._ids = ids

    async def join(
        self,
        user_id: UUID | None = None,
        name: str | None = None,
        scopes: Sequence[str] | None = None,
    ) -> JoinTicket:
        granted = game_scopes(scopes)
        name = validate_user_name(name) if name is not None else None
        text = secrets.token_urlsafe(32)
        now = self._clock.now()
        token = GameJoinToken(
            id=self._ids.new_object_id(),
            token_hash=token_digest(text),
            server_id=secrets.token_hex(20),
            scopes=granted,
            created_at=now,
            expires_at=now + JOIN_TOKEN_LIFETIME,
            user_id=user_id,
            name=name,
        )
        async with self._uow() as uow:
            await uow.game_join_tokens.purge_expired(now - PURGE_AFTER)
            await uow.game_join_tokens.add(token)
            await uow.commit()
        return JoinTicket(token.server_id, text, int(JOIN_TOKEN_LIFETIME.total_seconds()))

    async def verify(
        self,
        server_id: str,
        name: str,
        join_token: str,
        user_id: UUID | None = None,
        context: SessionContext | None = None,
    ) -> IssuedToken:
        context = context or SessionContext()
        digest = token_digest(join_token)
        async with self._uow() as uow:
            pending = await uow.game_join_tokens.find(digest)
        if pending is None or not _same(pending.server_id, server_id):
            raise JoinTokenInvalid()
        if not pending.usable(pending.server_id, self._clock.now()):
            raise JoinTokenInvalid()

        profile = await self._session_service.has_joined(name, server_id)  # no transaction open
        if profile is None:
            raise GameSessionNotJoined()
        profile.check_expected(user_id, pending.user_id)

        async with self._uow() as uow:
            token = await uow.game_join_tokens.consume(digest, pending.server_id, self._clock.now())
            if token is None:
                raise JoinTokenInvalid()
            await ensure_user(uow, profile.id, profile.name, self._clock)
            session = self._tokens.new_session(
                profile.id,
                SessionKind.GAME,
                token.scopes,
                SessionContext(
                    ip=context.ip,
                    user_agent=context.user_agent,
                    profile_name=profile.name,
                    server_id=token.server_id,
                ),
            )
            await uow.auth_sessions.add(session)
            await uow.commit()
        return self._tokens.sign(session)


def _same(stored: str, given: str) -> bool:
    return hmac.compare_digest(stored.encode(), given.encode())
