"""Platform roles mapped to chat roles on the operator's chat server, and the sync of each
linked user's chat roles.

What a user should hold is computed from their platform roles; what we asked the provider for
is kept per (user, chat role) with its state, so the sync is visible and nothing is lost
when the provider is down: a failed change stays pending and is retried with backoff.
"""

from __future__ import annotations

from dataclasses import dataclass
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
    user_id: UUID
    chat_role_id: str
    wanted: bool
    """Whether the user should hold the chat role."""
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
        return RoleSync(self.user_id, self.chat_role_id, self.wanted, SyncState.FAILED,
                        attempts, now + wait, error[:300], now)  # fmt: skip

    def synced(self, now: datetime) -> RoleSync:
        return RoleSync(self.user_id, self.chat_role_id, self.wanted, SyncState.SYNCED, 0,
                        now, None, now)  # fmt: skip


def wanted_changes(
    user_id: UUID,
    should_hold: set[str],
    managed: set[str],
    known: dict[str, RoleSync],
    now: datetime,
) -> list[RoleSync]:
    """New pending rows where what the user should hold of the managed chat roles differs
    from what was last wanted (nothing for roles already wanted the same way)."""
    changes = []
    for chat_role in sorted(managed):
        wanted = chat_role in should_hold
        current = known.get(chat_role)
        if current is None and not wanted:
            continue  # never given: nothing to take away
        if current is None or current.wanted != wanted:
            changes.append(RoleSync(user_id, chat_role, wanted, SyncState.PENDING, 0, now,
                                    None, now))  # fmt: skip
    return changes
