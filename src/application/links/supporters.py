"""Memberships and supporters (docs/links.md, "Supporters").

The membership provider's webhook (signature checked by the port before the body is read) is
applied once per delivery: the event id is recorded in the same transaction that stores the
membership, and only when it is newer than the stored one (``membership_version``: the
provider's webhooks carry no event time and may come late), so any order of delivery ends in
the same membership. A membership is kept by the provider's account id, so a webhook may come before
the person links; linking reads the current one from the provider too. The supporter list
shows users who opted in and whose linked membership pledges actively to the operator's
campaign; their custom message and design only while the pledge reaches the configured
amount. Setting a custom part below that amount is refused with 403 naming the amount.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from dataclasses import dataclass
from uuid import UUID

from application.links.ports import LinkProviderError, ListedSupporter, MembershipProvider
from application.ports import Clock, UnitOfWorkFactory
from application.shared.page import Page
from domain.links.accounts import LinkProvider
from domain.links.errors import ProviderNotConfigured
from domain.links.membership import Membership
from domain.links.supporter import (
    SupporterSettings,
    checked_settings,
    require_amount,
    shown_custom,
)
from domain.shared.errors import InvalidInput, Unauthorized

log = logging.getLogger("svc.links.supporters")
PAGE_MAX = 100


class WebhookRefused(Unauthorized):
    """The webhook's signature does not hold (or no webhook secret is configured)."""

    code = "membership.webhook_signature"


@dataclass(frozen=True, slots=True)
class SupporterConfig:
    campaign_id: str | None
    required_minor: int
    currency: str
    designs: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class SupporterView:
    settings: SupporterSettings
    membership: Membership | None
    custom_shown: bool


class Supporters:
    def __init__(
        self,
        uow: UnitOfWorkFactory,
        provider: MembershipProvider | None,
        clock: Clock,
        config: SupporterConfig,
    ) -> None:
        self._uow = uow
        self._provider = provider
        self._clock = clock
        self.config = config

    async def webhook(self, headers: Mapping[str, str], body: bytes) -> bool:
        """Apply a delivery; False when it was applied before (or is not about our
        campaign)."""
        if self._provider is None:
            raise ProviderNotConfigured("the membership provider is not configured")
        try:
            event = self._provider.webhook_event(headers, body)
        except LinkProviderError as problem:
            if problem.reason == "signature":
                raise WebhookRefused(problem.message) from None
            raise InvalidInput(problem.message, "body", "membership.webhook_rejected") from None
        if event.member_id is None or event.membership.campaign_id != self.config.campaign_id:
            return False
        now = self._clock.now()
        async with self._uow() as uow:
            if not await uow.links.memberships.record_event(event.event_id, now):
                return False
            newer = await uow.links.memberships.put(
                event.member_id, event.membership, event.version, now
            )
            await uow.commit()
        log.info("membership %s: %s%s", event.kind, event.membership.status,
                 "" if newer else " (older than the stored one: kept the stored one)")  # fmt: skip
        return True

    async def _membership(self, user_id: UUID) -> Membership | None:
        async with self._uow() as uow:
            link = await uow.links.accounts.get(user_id, LinkProvider.MEMBERSHIP)
            if link is None:
                return None
            return await uow.links.memberships.get(link.account_id)

    def _default(self, user_id: UUID) -> SupporterSettings:
        return SupporterSettings(user_id, False, None, None, self._clock.now())

    async def view(self, user_id: UUID) -> SupporterView:
        async with self._uow() as uow:
            settings = await uow.links.supporters.get(user_id)
        membership = await self._membership(user_id)
        return self._view(settings or self._default(user_id), membership)

    def _view(self, settings: SupporterSettings, membership: Membership | None) -> SupporterView:
        shown = membership is not None and shown_custom(membership, self.config.required_minor)
        return SupporterView(settings, membership, shown)

    async def update(
        self, user_id: UUID, listed: bool, message: str | None, design: str | None
    ) -> SupporterView:
        settings = checked_settings(
            user_id, listed, message, design, self.config.designs, self._clock.now()
        )
        membership = await self._membership(user_id)
        require_amount(settings, membership, self.config.required_minor, self.config.currency)
        async with self._uow() as uow:
            await uow.links.supporters.put(settings)
            await uow.commit()
        return self._view(settings, membership)

    async def page(self, cursor: str | None, limit: int) -> Page[tuple[ListedSupporter, bool]]:
        """Each listed supporter, and whether their custom parts are shown."""
        if limit < 1:
            raise InvalidInput("limit must be at least 1", "limit")
        after = _cursor(cursor)
        if self.config.campaign_id is None:
            return Page([], None)
        size = min(limit, PAGE_MAX)
        async with self._uow() as uow:
            found = await uow.links.supporters.listed(self.config.campaign_id, after, size + 1)
        items = [(s, shown_custom(s.membership, self.config.required_minor)) for s in found]
        more = len(items) > size
        items = items[:size]
        return Page(items, str(items[-1][0].user_id) if more else None)


def _cursor(cursor: str | None) -> UUID | None:
    if cursor is None:
        return None
    try:
        return UUID(cursor)
    except ValueError:
        raise InvalidInput("not a cursor of this list", "cursor") from None
