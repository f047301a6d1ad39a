"""Profile shares: links to the caller's public profile (docs/profile.md, "Profile shares")."""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from datetime import datetime
from uuid import UUID

from application.audit.trail import AuditTrail
from application.identity.principal import Principal
from application.permissions.access import AccessControl
from application.ports import Clock, IdGenerator, UnitOfWorkFactory
from application.profile.ports import ShareReader
from application.profile.public import PublicProfile, PublicProfiles
from application.shared import cursors
from application.shared.page import Page
from domain.audit.entry import Target
from domain.identity.errors import UserNotFound
from domain.identity.nodes import USER_VIEW
from domain.permissions.quantity import Dimension
from domain.profile.nodes import SHARES_MAX
from domain.profile.shares import (
    ProfileShare,
    ShareGone,
    ShareLimitReached,
    ShareNotFound,
    ShareState,
    new_share,
    plausible_code,
)
from domain.shared.pagination import LimitRule
from domain.social.nodes import REPORTS_MANAGE

SHARES_LIMIT = LimitRule(default=50, maximum=200)
CODE_BYTES = 16  # 128 random bits, 22 characters of base64url


@dataclass(frozen=True, slots=True)
class ResolvedShare:
    share: ProfileShare
    profile: PublicProfile


class ProfileShares:
    def __init__(
        self,
        uow: UnitOfWorkFactory,
        reader: ShareReader,
        public: PublicProfiles,
        access: AccessControl,
        clock: Clock,
        ids: IdGenerator,
        default_max: int = 10,
    ) -> None:
        self._uow = uow
        self._reader = reader
        self._public = public
        self._access = access
        self._clock = clock
        self._ids = ids
        self._default_max = default_max
        self._audit = AuditTrail(clock, ids)

    async def cap(self, user_id: UUID) -> int:
        """The most live shares the user may have: their profile-share.max, else the default."""
        value = await self._access.quantity(user_id, SHARES_MAX, Dimension.COUNT)
        return self._default_max if value is None else int(value)

    async def create(
        self, principal: Principal, label: str | None = None, expires_at: datetime | None = None
    ) -> ProfileShare:
        now = self._clock.now()
        share = new_share(
            self._ids.new_object_id(),
            principal.user_id,
            secrets.token_urlsafe(CODE_BYTES),
            label,
            expires_at,
            now,
        )
        cap = await self.cap(principal.user_id)
        async with self._uow() as uow:
            shares = uow.profile.shares
            await shares.lock_user(principal.user_id)
            if await shares.count_active(principal.user_id, now) >= cap:
                raise ShareLimitReached(cap)
            await shares.add(share)
            await uow.commit()
        return share

    async def page(
        self, principal: Principal, limit: int | None = None, cursor: str | None = None
    ) -> Page[ProfileShare]:
        """The caller's shares, every state, newest first."""
        return await self._page(principal.user_id, limit, cursor)

    async def revoke(self, principal: Principal, share_id: str) -> ProfileShare:
        now = self._clock.now()
        async with self._uow() as uow:
            share = await uow.profile.shares.get(share_id)
            if share is None or share.user_id != principal.user_id:
                raise ShareNotFound()
            if share.revoked_at is None:
                await uow.profile.shares.revoke(share_id, now)
                await uow.commit()
                share = ProfileShare(
                    share.id,
                    share.user_id,
                    share.code,
                    share.created_at,
                    share.label,
                    share.expires_at,
                    now,
                )
        return share

    async def revoke_of_user(self, principal: Principal, user_id: UUID) -> list[str]:
        """A moderator's action on a reported user (admin:reports:manage): revoke every live
        share of theirs at once, audited as ``profile_shares.revoke_user`` (with the ids, none
        when there was nothing live); the ids revoked."""
        await self._access.require(principal, REPORTS_MANAGE)
        async with self._uow() as uow:
            if await uow.users.get(user_id) is None:
                raise UserNotFound()
            await uow.profile.shares.lock_user(user_id)
            revoked = await uow.profile.shares.revoke_live(user_id, self._clock.now())
            await self._audit.record(
                uow, principal, "profile_shares.revoke_user", Target("user", str(user_id)),
                after={"revoked": revoked},
            )  # fmt: skip
            await uow.commit()
        return revoked

    async def resolve(self, code: str) -> ResolvedShare:
        """The live share of this code and its owner's public profile."""
        share = await self._reader.by_code(code) if plausible_code(code) else None
        if share is None:
            raise ShareNotFound()
        if share.state(self._clock.now()) is not ShareState.ACTIVE:
            raise ShareGone()
        return ResolvedShare(share, await self._public.of(share.user_id))

    async def admin_page(
        self,
        principal: Principal,
        user_id: UUID | None = None,
        limit: int | None = None,
        cursor: str | None = None,
    ) -> Page[ProfileShare]:
        """Every user's shares (or one user's), newest first: admin:user:view."""
        await self._access.require(principal, USER_VIEW)
        return await self._page(user_id, limit, cursor)

    async def _page(
        self, user_id: UUID | None, limit: int | None, cursor: str | None
    ) -> Page[ProfileShare]:
        size = SHARES_LIMIT.apply(limit)
        before = cursors.object_id(cursors.decode(cursor, 1)[0]) if cursor else None
        rows = await self._reader.page(user_id, before, size + 1)
        more, rows = len(rows) > size, rows[:size]
        return Page(rows, cursors.encode(rows[-1].id) if more and rows else None)
