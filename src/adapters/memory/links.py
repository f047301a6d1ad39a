"""In-memory adapters of account links: links and link attempts."""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime
from uuid import UUID

from adapters.memory.store import MemoryTx, Table, detached
from domain.links.accounts import LinkProvider
from domain.links.link import AccountLink, LinkAttempt, LinkStatus

LINKS = Table[tuple[UUID, LinkProvider], AccountLink]("account_links")
ATTEMPTS = Table[str, LinkAttempt]("link_attempts")


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


class MemoryLinkRepositories:
    def __init__(self, tx: MemoryTx) -> None:
        self.accounts = MemoryAccountLinkRepository(tx)
        self.attempts = MemoryLinkAttemptRepository(tx)
