"""In-memory adapters of account links: links and link attempts."""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime
from uuid import UUID

from adapters.memory.identity import USERS
from adapters.memory.store import MemoryTx, Table, detached
from application.links.ports import ListedSupporter
from domain.links.accounts import LinkProvider
from domain.links.link import AccountLink, LinkAttempt, LinkStatus
from domain.links.membership import Membership
from domain.links.network_chat import NetworkChatLink
from domain.links.role_links import ChatRoleLink, RoleSync, SyncState
from domain.links.supporter import SupporterSettings

LINKS = Table[tuple[UUID, LinkProvider], AccountLink]("account_links")
ATTEMPTS = Table[str, LinkAttempt]("link_attempts")
MEMBERSHIPS = Table[str, Membership]("memberships")  # provider account id -> membership
MEMBERSHIP_VERSIONS = Table[str, str]("membership_versions")  # provider account id -> version
EVENTS = Table[str, datetime]("membership_events")
SUPPORTERS = Table[UUID, SupporterSettings]("supporter_settings")
NETWORK_CHATS = Table[UUID, NetworkChatLink]("network_chat_links")
INTERACTIONS = Table[str, datetime]("chat_interactions")
ROLE_LINKS = Table[str, ChatRoleLink]("chat_role_links")
ROLE_SYNC = Table[tuple[str, str], RoleSync]("chat_role_sync")


class MemoryAccountLinkRepository:
    def __init__(self, tx: MemoryTx) -> None:
        self._tx = tx

    async def get(self, user_id: UUID, provider: LinkProvider) -> AccountLink | None:
        found = self._tx.read(LINKS).get((user_id, provider))
        return detached(found) if found else None

    async def by_account(self, provider: LinkProvider, account_id: str) -> AccountLink | None:
        for link in self._tx.read(LINKS).values():
            if link.provider is provider and link.account_id == account_id:
                return detached(link)
        return None

    async def of_user(self, user_id: UUID) -> list[AccountLink]:
        found = [detached(v) for (u, _), v in self._tx.read(LINKS).items() if u == user_id]
        return sorted(found, key=lambda link: link.provider.value)

    async def put(self, link: AccountLink) -> bool:
        holder = await self.by_account(link.provider, link.account_id)
        if holder is not None and holder.user_id != link.user_id:
            return False
        self._tx.write(LINKS)[(link.user_id, link.provider)] = detached(link)
        return True

    async def remove(self, user_id: UUID, provider: LinkProvider) -> AccountLink | None:
        if (user_id, provider) not in self._tx.read(LINKS):
            return None
        return self._tx.write(LINKS).pop((user_id, provider))

    async def replace_tokens(self, old: AccountLink, new: AccountLink) -> bool:
        current = self._tx.read(LINKS).get((old.user_id, old.provider))
        if current is None or current.access_sealed != old.access_sealed:
            return False
        self._tx.write(LINKS)[(old.user_id, old.provider)] = replace(
            current,
            access_sealed=new.access_sealed,
            refresh_sealed=new.refresh_sealed,
            expires_at=new.expires_at,
            status=new.status,
            refreshed_at=new.refreshed_at,
            scopes=new.scopes,
        )
        return True

    async def linked(
        self, provider: LinkProvider, after: UUID | None, limit: int
    ) -> list[AccountLink]:
        found = sorted(
            (detached(v) for (u, p), v in self._tx.read(LINKS).items()
             if p is provider and (after is None or u > after)),
            key=lambda link: link.user_id,
        )  # fmt: skip
        return found[:limit]

    async def due_refresh(self, expiring_before: datetime, limit: int) -> list[AccountLink]:
        due = [
            detached(link)
            for link in self._tx.read(LINKS).values()
            if link.status is LinkStatus.ACTIVE
            and link.refresh_sealed is not None
            and link.expires_at is not None
            and link.expires_at < expiring_before
        ]
        due.sort(key=lambda link: (link.expires_at, str(link.user_id)))
        return due[:limit]


class MemoryLinkAttemptRepository:
    def __init__(self, tx: MemoryTx) -> None:
        self._tx = tx

    async def add(self, attempt: LinkAttempt) -> None:
        self._tx.write(ATTEMPTS)[attempt.id] = attempt

    async def get(self, attempt_id: str) -> LinkAttempt | None:
        return self._tx.read(ATTEMPTS).get(attempt_id)

    async def consume(
        self, attempt_id: str, browser_hash: str, now: datetime
    ) -> LinkAttempt | None:
        attempt = self._tx.read(ATTEMPTS).get(attempt_id)
        if (
            attempt is None
            or attempt.browser_hash != browser_hash
            or attempt.used_at is not None
            or attempt.expires_at <= now
        ):
            return None
        used = replace(attempt, used_at=now)
        self._tx.write(ATTEMPTS)[attempt_id] = used
        return used

    async def purge_expired(self, before: datetime) -> int:
        stale = [k for k, a in self._tx.read(ATTEMPTS).items() if a.expires_at < before]
        table = self._tx.write(ATTEMPTS)
        for key in stale:
            del table[key]
        return len(stale)


class MemoryMembershipRepository:
    def __init__(self, tx: MemoryTx) -> None:
        self._tx = tx

    async def put(
        self, account_id: str, membership: Membership, version: str, now: datetime
    ) -> bool:
        stored = self._tx.read(MEMBERSHIP_VERSIONS).get(account_id)
        if stored is not None and stored >= version:
            return False
        self._tx.write(MEMBERSHIPS)[account_id] = membership
        self._tx.write(MEMBERSHIP_VERSIONS)[account_id] = version
        return True

    async def get(self, account_id: str) -> Membership | None:
        return self._tx.read(MEMBERSHIPS).get(account_id)

    async def record_event(self, event_id: str, now: datetime) -> bool:
        if event_id in self._tx.read(EVENTS):
            return False
        self._tx.write(EVENTS)[event_id] = now
        return True


class MemorySupporterRepository:
    def __init__(self, tx: MemoryTx) -> None:
        self._tx = tx

    async def get(self, user_id: UUID) -> SupporterSettings | None:
        return self._tx.read(SUPPORTERS).get(user_id)

    async def put(self, settings: SupporterSettings) -> None:
        self._tx.write(SUPPORTERS)[settings.user_id] = settings

    async def listed(
        self, campaign_id: str, after: UUID | None, limit: int
    ) -> list[ListedSupporter]:
        links = self._tx.read(LINKS)
        memberships, users = self._tx.read(MEMBERSHIPS), self._tx.read(USERS)
        found: list[ListedSupporter] = []
        for user_id, settings in sorted(self._tx.read(SUPPORTERS).items()):
            link = links.get((user_id, LinkProvider.MEMBERSHIP))
            membership = memberships.get(link.account_id) if link else None
            user = users.get(user_id)
            if (
                settings.listed
                and (after is None or user_id > after)
                and membership is not None
                and membership.active
                and membership.campaign_id == campaign_id
                and user is not None
            ):
                found.append(ListedSupporter(user_id, user.name, membership, settings))
        return found[:limit]


class MemoryNetworkChatRepository:
    def __init__(self, tx: MemoryTx) -> None:
        self._tx = tx

    async def get(self, network_id: UUID) -> NetworkChatLink | None:
        return self._tx.read(NETWORK_CHATS).get(network_id)

    async def by_guild(self, guild_id: str) -> NetworkChatLink | None:
        found = (x for x in self._tx.read(NETWORK_CHATS).values() if x.guild_id == guild_id)
        return next(found, None)

    async def put(self, link: NetworkChatLink) -> bool:
        for other in self._tx.read(NETWORK_CHATS).values():
            if other.guild_id == link.guild_id and other.network_id != link.network_id:
                return False
        self._tx.write(NETWORK_CHATS)[link.network_id] = link
        return True

    async def remove(self, network_id: UUID) -> bool:
        if network_id not in self._tx.read(NETWORK_CHATS):
            return False
        del self._tx.write(NETWORK_CHATS)[network_id]
        return True


class MemoryInteractionLog:
    def __init__(self, tx: MemoryTx) -> None:
        self._tx = tx

    async def record(self, interaction_id: str, now: datetime) -> bool:
        if interaction_id in self._tx.read(INTERACTIONS):
            return False
        self._tx.write(INTERACTIONS)[interaction_id] = now
        return True

    async def purge(self, before: datetime) -> int:
        old = [k for k, at in self._tx.read(INTERACTIONS).items() if at < before]
        table = self._tx.write(INTERACTIONS)
        for key in old:
            del table[key]
        return len(old)


class MemoryChatRoleLinkRepository:
    def __init__(self, tx: MemoryTx) -> None:
        self._tx = tx

    async def all(self) -> list[ChatRoleLink]:
        return [v for _, v in sorted(self._tx.read(ROLE_LINKS).items())]

    async def get(self, role_id: str) -> ChatRoleLink | None:
        return self._tx.read(ROLE_LINKS).get(role_id)

    async def put(self, link: ChatRoleLink) -> None:
        self._tx.write(ROLE_LINKS)[link.role_id] = link

    async def remove(self, role_id: str) -> bool:
        if role_id not in self._tx.read(ROLE_LINKS):
            return False
        del self._tx.write(ROLE_LINKS)[role_id]
        return True


class MemoryRoleSyncRepository:
    def __init__(self, tx: MemoryTx) -> None:
        self._tx = tx

    async def of_account(self, account_id: str) -> dict[str, RoleSync]:
        return {r: v for (a, r), v in self._tx.read(ROLE_SYNC).items() if a == account_id}

    async def put(self, sync: RoleSync) -> None:
        self._tx.write(ROLE_SYNC)[(sync.account_id, sync.chat_role_id)] = sync

    async def settle(self, before: RoleSync, after: RoleSync) -> bool:
        current = self._tx.read(ROLE_SYNC).get((before.account_id, before.chat_role_id))
        if (
            current is None
            or current.wanted != before.wanted
            or current.updated_at != before.updated_at
        ):
            return False
        await self.put(after)
        return True

    async def due(self, now: datetime, limit: int) -> list[RoleSync]:
        due = [
            v for v in self._tx.read(ROLE_SYNC).values()
            if v.state is not SyncState.SYNCED and v.next_attempt_at <= now
        ]  # fmt: skip
        due.sort(key=lambda v: (v.next_attempt_at, v.account_id, v.chat_role_id))
        return due[:limit]

    async def summary(self) -> dict[tuple[str, str], int]:
        counts: dict[tuple[str, str], int] = {}
        for row in self._tx.read(ROLE_SYNC).values():
            key = (row.chat_role_id, row.state.value)
            counts[key] = counts.get(key, 0) + 1
        return counts


class MemoryLinkRepositories:
    def __init__(self, tx: MemoryTx) -> None:
        self.accounts = MemoryAccountLinkRepository(tx)
        self.attempts = MemoryLinkAttemptRepository(tx)
        self.memberships = MemoryMembershipRepository(tx)
        self.supporters = MemorySupporterRepository(tx)
        self.network_chats = MemoryNetworkChatRepository(tx)
        self.interactions = MemoryInteractionLog(tx)
        self.role_links = MemoryChatRoleLinkRepository(tx)
        self.role_sync = MemoryRoleSyncRepository(tx)
