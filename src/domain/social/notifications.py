"""Notifications stored for a user (docs/social.md, "Notifications"), newest first, marked
read by their owner."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from datetime import datetime
from enum import StrEnum
from typing import Any
from uuid import UUID

FRIENDS_DEEPLINK = "/friends"


class NotificationKind(StrEnum):
    FRIEND_ACCEPTED = "friend_accepted"


@dataclass(frozen=True, slots=True)
class Notification:
    id: str
    user_id: UUID
    kind: NotificationKind
    deeplink: str
    created_at: datetime
    payload: dict[str, Any] = field(default_factory=dict)
    read_at: datetime | None = None

    def read(self, now: datetime) -> Notification:
        """Marking read twice keeps the first moment."""
        return self if self.read_at is not None else replace(self, read_at=now)


def friend_accepted(
    notification_id: str, sender: UUID, accepter: UUID, request_id: str, now: datetime
) -> Notification:
    """For the sender of a request: ``accepter`` accepted it."""
    return Notification(
        id=notification_id,
        user_id=sender,
        kind=NotificationKind.FRIEND_ACCEPTED,
        deeplink=FRIENDS_DEEPLINK,
        created_at=now,
        payload={"friendId": str(accepter), "requestId": request_id},
    )
