"""Auth sessions: the caller's history and revocation (docs/auth.md, section 5), and an
admin's list and revocation of another user's (admin:sessions:manage, audited)."""

from __future__ import annotations

import base64
import binascii
from datetime import datetime
from uuid import UUID

from application.audit.trail import AuditTrail
from application.identity.principal import Principal
from application.identity.revocation import RevocationList
from application.permissions.access import AccessControl
from application.ports import Clock, IdGenerator, UnitOfWorkFactory
from application.shared.page import Page
from application.shared.rate_limits import RateLimits
from domain.audit.entry import Target
from domain.audit.snapshots import moment
from domain.identity.auth_session import AuthSession
from domain.identity.claims import TokenType
from domain.identity.errors import AuthSessionNotFound, ScopedTokenRefused, UserNotFound
from domain.identity.nodes import ACCOUNT_SESSIONS, SESSIONS_MANAGE
from domain.shared.errors import InvalidInput
from domain.shared.pagination import LimitRule
from domain.shared.text_input import NUL
from domain.shared.time import from_millis, to_millis

SESSIONS_LIMIT = LimitRule(default=20, maximum=100)
RATE_POLICY = "account"
"""Per user, spent by listing and revoking (application/shared/rate_limits.py)."""


def encode_cursor(session: AuthSession) -> str:
    raw = f"{to_millis(session.created_at)}.{session.id}".encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def decode_cursor(cursor: str) -> tuple[datetime, str]:
    try:
        raw = base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4)).decode()
        millis, _, session_id = raw.partition(".")
        if len(session_id) != 24 or NUL in session_id:
            raise ValueError(session_id)
        return from_millis(int(millis)), session_id
    except (ValueError, binascii.Error, UnicodeDecodeError, OverflowError):
        raise InvalidInput("cursor is not one this API gave out", field="cursor") from None


class AuthSessions:
    def __init__(
        self,
        uow: UnitOfWorkFactory,
        access: AccessControl,
        revocations: RevocationList,
        limits: RateLimits,
        clock: Clock,
        ids: IdGenerator,
    ) -> None:
        self._uow = uow
        self._access = access
        self._limits = limits
        self._revocations = revocations
        self._clock = clock
        self._audit = AuditTrail(clock, ids)

    async def list(
        self, principal: Principal, limit: int | None, cursor: str | None = None
    ) -> Page[AuthSession]:
        """The caller's sessions, newest first: every API token may read its user's (a game
        session's too, whatever its scopes); a service token needs ``account:sessions``."""
        await self._limits.check(RATE_POLICY, str(principal.user_id))
        if principal.claims.typ is TokenType.SERVICE and not principal.permits_scope(
            ACCOUNT_SESSIONS
        ):
            raise ScopedTokenRefused(
                f"a service token needs the {ACCOUNT_SESSIONS} scope for the session history"
            )
        limit = SESSIONS_LIMIT.apply(limit)
        before = decode_cursor(cursor) if cursor else None
        async with self._uow() as uow:
            found = await uow.auth_sessions.list_for_user(principal.user_id, limit + 1, before)
        items = found[:limit]
        more = len(found) > limit
        return Page(items, encode_cursor(items[-1]) if more and items else None)

    async def revoke(self, principal: Principal, session_id: str) -> AuthSession:
        """Revoke one of the caller's sessions; its tokens fail from now on, everywhere.

        A token limited by scopes may only revoke its own session (sign out)."""
        await self._limits.check(RATE_POLICY, str(principal.user_id))
        if principal.claims.scopes is not None and session_id != principal.claims.sid:
            raise ScopedTokenRefused("a scoped token may only revoke its own session")
        async with self._uow() as uow:
            session = await uow.auth_sessions.revoke(
                session_id, principal.user_id, self._clock.now()
            )
            if session is None:
                raise AuthSessionNotFound()
            await uow.commit()
        await self._revocations.add([(session.id, session.expires_at)])
        return session

    async def of_user(
        self, principal: Principal, user_id: UUID, limit: int | None, cursor: str | None = None
    ) -> Page[AuthSession]:
        """Another user's sessions, newest first, for admins (admin:sessions:manage)."""
        await self._access.require(principal, SESSIONS_MANAGE)
        limit = SESSIONS_LIMIT.apply(limit)
        before = decode_cursor(cursor) if cursor else None
        async with self._uow() as uow:
            if await uow.users.get(user_id) is None:
                raise UserNotFound()
            found = await uow.auth_sessions.list_for_user(user_id, limit + 1, before)
        items = found[:limit]
        more = len(found) > limit
        return Page(items, encode_cursor(items[-1]) if more and items else None)

    async def revoke_of_user(
        self, principal: Principal, user_id: UUID, session_id: str
    ) -> AuthSession:
        """Revoke another user's session (admin:sessions:manage); its tokens fail from now on,
        everywhere. Revoking a revoked session changes nothing and records nothing."""
        await self._access.require(principal, SESSIONS_MANAGE)
        async with self._uow() as uow:
            current = await uow.auth_sessions.get(session_id)
            if current is None or current.user_id != user_id:
                raise AuthSessionNotFound()
            session = await uow.auth_sessions.revoke(session_id, user_id, self._clock.now())
            if session is None:
                raise AuthSessionNotFound()
            if not current.revoked:
                await self._audit.record(
                    uow, principal, "sessions.revoke", Target("session", session_id),
                    before=_session(current), after=_session(session),
                )  # fmt: skip
            await uow.commit()
        await self._revocations.add([(session.id, session.expires_at)])
        return session


def _session(session: AuthSession) -> dict[str, str | None]:
    return {
        "userId": str(session.user_id),
        "kind": session.kind.value,
        "revokedAt": moment(session.revoked_at),
    }
