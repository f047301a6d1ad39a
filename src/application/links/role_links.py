"""Platform roles mapped to chat roles, and the background sync of linked users' chat roles
(docs/links.md, "Role links").

The sync is computed, not triggered: each turn walks the users with a chat link, compares
what their active platform roles call for with what was last wanted, and writes pending rows
for the differences (the outbox, ``chat_role_sync``); then it applies the due rows through
the chat port. A failed call stays pending with backoff (the provider's Retry-After
honoured), so role assignments, role-link changes and new links all reach the provider
eventually, and nothing is lost while it is down. Rows belong to the chat account: an unlink
(or a link to another account) turns the old account's given roles into pending removals in
its own transaction (``AccountLinks``), which this sync applies like any other row.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import datetime

from application.audit.trail import AuditTrail
from application.identity.principal import Principal
from application.links.ports import ChatProvider, LinkProviderError
from application.permissions.access import AccessControl
from application.ports import Clock, IdGenerator, UnitOfWork, UnitOfWorkFactory
from domain.audit.entry import Target
from domain.links.accounts import LinkProvider
from domain.links.errors import ProviderNotConfigured, ProviderUnavailable
from domain.links.nodes import ROLE_LINKS_MANAGE, ROLE_LINKS_VIEW
from domain.links.role_links import (
    ChatRoleLink,
    RoleSync,
    pending,
    taken_away,
    wanted_changes,
)
from domain.permissions.errors import RoleNotFound
from domain.shared.errors import InvalidInput, NotFound

log = logging.getLogger("svc.links.roles")
BATCH = 200


async def take_roles_away(uow: UnitOfWork, account_id: str, now: datetime) -> None:
    """In the transaction that unlinks a chat account: a pending removal for each chat role
    it was given, applied by the next sync (the bot's token acts, not the user's)."""
    for removal in taken_away(await uow.links.role_sync.of_account(account_id), now):
        await uow.links.role_sync.put(removal)


class RoleLinkNotFound(NotFound):
    """This platform role has no chat role link."""

    code = "chat.role_link_not_found"


@dataclass(frozen=True, slots=True)
class RoleLinkView:
    link: ChatRoleLink
    sync: dict[str, int]
    """Rows by state (pending, synced, failed) for its chat role."""


def _states_of(summary: dict[tuple[str, str], int], chat_role_id: str) -> dict[str, int]:
    """Rows by state of one chat role, from the summary of every chat role."""
    return {state: n for (role, state), n in summary.items() if role == chat_role_id}


class ChatRoleLinks:
    def __init__(
        self,
        uow: UnitOfWorkFactory,
        chat: ChatProvider | None,
        access: AccessControl,
        clock: Clock,
        guild_id: str | None,
        ids: IdGenerator,
    ) -> None:
        self._uow = uow
        self._chat = chat
        self._access = access
        self._clock = clock
        self._guild = guild_id
        self._audit = AuditTrail(clock, ids)

    def _require(self) -> tuple[ChatProvider, str]:
        if self._chat is None or self._guild is None:
            raise ProviderNotConfigured("the chat provider or its server is not configured")
        return self._chat, self._guild

    async def list(self, principal: Principal) -> list[RoleLinkView]:
        await self._access.require(principal, ROLE_LINKS_VIEW)
        async with self._uow() as uow:
            links = await uow.links.role_links.all()
            summary = await uow.links.role_sync.summary()
        return [RoleLinkView(link, _states_of(summary, link.chat_role_id)) for link in links]

    async def get(self, principal: Principal, role_id: str) -> RoleLinkView:
        """One platform role's link, with its sync summary (404 when the role has none)."""
        await self._access.require(principal, ROLE_LINKS_VIEW)
        async with self._uow() as uow:
            link = await uow.links.role_links.get(role_id)
            summary = await uow.links.role_sync.summary() if link is not None else {}
        if link is None:
            raise RoleLinkNotFound()
        return RoleLinkView(link, _states_of(summary, link.chat_role_id))

    async def put(self, principal: Principal, role_id: str, chat_role_id: str) -> ChatRoleLink:
        await self._access.require(principal, ROLE_LINKS_MANAGE)
        chat, guild = self._require()
        async with self._uow() as uow:
            if await uow.roles.get(role_id) is None:
                raise RoleNotFound()
        try:
            roles = {r.id: r for r in await chat.guild_roles(guild)}
        except LinkProviderError as problem:
            raise ProviderUnavailable(
                f"the chat provider did not list the roles ({problem.reason})"
            ) from None
        chat_role = roles.get(chat_role_id)
        if chat_role is None or chat_role.managed:
            raise InvalidInput(
                "chatRoleId must be a role of the chat server that members can be given",
                "chatRoleId",
                "chat.unknown_role",
            )
        link = ChatRoleLink(role_id, chat_role.id, chat_role.name, principal.user_id,
                            self._clock.now())  # fmt: skip
        async with self._uow() as uow:
            before = await uow.links.role_links.get(role_id)
            await uow.links.role_links.put(link)
            await self._audit.record(
                uow, principal, "links.role_link.put", Target("role", role_id),
                before={"chatRoleId": before.chat_role_id} if before else None,
                after={"chatRoleId": link.chat_role_id, "chatRoleName": link.chat_role_name},
            )  # fmt: skip
            await uow.commit()
        return link

    async def remove(self, principal: Principal, role_id: str) -> None:
        await self._access.require(principal, ROLE_LINKS_MANAGE)
        async with self._uow() as uow:
            before = await uow.links.role_links.get(role_id)
            removed = await uow.links.role_links.remove(role_id)
            if removed and before is not None:
                await self._audit.record(
                    uow, principal, "links.role_link.remove", Target("role", role_id),
                    before={"chatRoleId": before.chat_role_id},
                )  # fmt: skip
            await uow.commit()
        if not removed:
            raise RoleLinkNotFound()

    async def sync(self) -> int:
        """The background job: plan, then apply what is due. The number of calls that
        succeeded."""
        if self._chat is None or self._guild is None:
            return 0
        await self.plan()
        return await self.apply_due()

    async def plan(self) -> int:
        """Write pending rows where a linked user's wanted chat roles changed."""
        now, after, written = self._clock.now(), None, 0
        async with self._uow() as uow:
            links = await uow.links.role_links.all()
        by_role = {link.role_id: link.chat_role_id for link in links}
        while True:
            async with self._uow() as uow:
                batch = await uow.links.accounts.linked(LinkProvider.CHAT, after, BATCH)
                for account in batch:
                    assigned = await uow.roles.assignments_of(account.user_id)
                    should = {by_role[a.role_id] for a in assigned
                              if a.role_id in by_role and a.active(now)}  # fmt: skip
                    known = await uow.links.role_sync.of_account(account.account_id)
                    managed = set(by_role.values()) | {r for r, s in known.items() if s.wanted}
                    for change in wanted_changes(
                        account.account_id, account.user_id, should, managed, known, now
                    ):
                        await uow.links.role_sync.put(change)
                        written += 1
                await uow.commit()
            if len(batch) < BATCH:
                return written
            after = batch[-1].user_id

    async def apply_due(self) -> int:
        chat, guild = self._require()
        now = self._clock.now()
        async with self._uow() as uow:
            due = await uow.links.role_sync.due(now, BATCH)
        done = 0
        for row in due:
            if row.wanted:
                async with self._uow() as uow:
                    link = await uow.links.accounts.get(row.user_id, LinkProvider.CHAT)
                if link is None or link.account_id != row.account_id:
                    # Unlinked since the row was planned (a plan that overlapped the
                    # unlink): take the role away instead of giving it.
                    row = await self._take_away(row)
            after = await self._apply(chat, guild, row)
            done += after.last_error is None
            async with self._uow() as uow:
                await uow.links.role_sync.settle(row, after)
                await uow.commit()
        return done

    async def _take_away(self, row: RoleSync) -> RoleSync:
        removal = pending(row.account_id, row.user_id, row.chat_role_id, False, self._clock.now())
        async with self._uow() as uow:
            await uow.links.role_sync.put(removal)
            await uow.commit()
        return removal

    async def _apply(self, chat: ChatProvider, guild: str, row: RoleSync) -> RoleSync:
        now = self._clock.now()
        try:
            if row.wanted:
                await chat.add_member_role(guild, row.account_id, row.chat_role_id)
            else:
                await chat.remove_member_role(guild, row.account_id, row.chat_role_id)
        except LinkProviderError as problem:
            log.info("chat role sync put off: %s (%s)", problem.reason, problem.message)
            return row.failed(now, f"{problem.reason}: {problem.message}", problem.retry_after)
        return row.synced(now)
