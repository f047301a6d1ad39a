"""Platform roles mapped to chat roles on the operator's chat server, and the sync of each
linked user's chat roles.

What a user should hold is computed from their platform roles; what we asked the provider for
is kept per (chat account, chat role) with its state, so the sync is visible and nothing is
lost when the provider is down: a failed change stays pending and is retried with backoff.
Rows are keyed by the chat account, not the user: after an unlink (or a link to another
account) the old account's roles are still taken away.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from enum import StrEnum
from uuid import UUID

RETRY_BASE = timedelta(seconds=30)
RETRY_MAX = timedelta(hours=1)


@dataclass(frozen=True, slots=True)
class ChatRoleLink:
    role_id: str
    """The platform role (its object id)."""
    chat_role_id: str
    chat_role_name: str
    updated_by: UUID
    updated_at: datetime


class SyncState(StrEnum):
    PENDING = "pending"
    SYNCED = "synced"
    FAILED = "failed"  # the last attempt failed; retried at next_attempt_at


@dataclass(frozen=True, slots=True)
class RoleSync:
    """What we last asked of the provider for one chat role of one chat account (the account
    a user linked; kept after an unlink until its roles are taken away)."""

    account_id: str
    user_id: UUID
    chat_role_id: str
    wanted: bool
    """Whether the account should hold the chat role."""
    state: SyncState
    attempts: int
    next_attempt_at: datetime
    last_error: str | None
    updated_at: datetime

    def failed(self, now: datetime, error: str, retry_after: float | None) -> RoleSync:
        attempts = self.attempts + 1
        wait = min(RETRY_BASE * (2 ** min(attempts - 1, 10)), RETRY_MAX)
        if retry_after is not None:
            wait = max(wait, timedelta(seconds=retry_after))
        return replace(
            self, state=SyncState.FAILED, attempts=attempts, next_attempt_at=now + wait,
            last_error=error[:300], updated_at=now,
        )  # fmt: skip

    def synced(self, now: datetime) -> RoleSync:
        return replace(
            self, state=SyncState.SYNCED, attempts=0, next_attempt_at=now, last_error=None,
            updated_at=now,
        )  # fmt: skip


def pending(
    account_id: str, user_id: UUID, chat_role_id: str, wanted: bool, now: datetime
) -> RoleSync:
    return RoleSync(account_id, user_id, chat_role_id, wanted, SyncState.PENDING, 0, now, None, now)


def wanted_changes(
    account_id: str,
    user_id: UUID,
    should_hold: set[str],
    managed: set[str],
    known: dict[str, RoleSync],
    now: datetime,
) -> list[RoleSync]:
    """New pending rows where what the account should hold of the managed chat roles differs
    from what was last wanted (nothing for roles already wanted the same way)."""
    changes = []
    for chat_role in sorted(managed):
        wanted = chat_role in should_hold
        current = known.get(chat_role)
        if current is None and not wanted:
            continue  # never given: nothing to take away
        if current is None or current.wanted != wanted:
            changes.append(pending(account_id, user_id, chat_role, wanted, now))
    return changes


def taken_away(known: dict[str, RoleSync], now: datetime) -> list[RoleSync]:
    """When the account is unlinked: a pending removal for every chat role it was given or
    was about to be given (roles already taken away stay as they are)."""
    return [
        pending(row.account_id, row.user_id, role, False, now)
        for role, row in sorted(known.items())
        if row.wanted
    ]
