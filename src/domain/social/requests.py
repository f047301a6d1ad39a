"""Friend requests and their states (docs/social.md, "Friend requests"; docs/decisions.md,
"Requests").

``pending`` -> ``accepted`` (by the recipient), ``declined`` (by the recipient, or by the
sender: either party may decline), ``cancelled`` (withdrawn by the sender, or closed by a block).
A pending request whose ``expires_at`` has passed is *expired*: it is left out of lists and
cannot be answered (410). ``expired`` is also stored when a new request in the same
direction supersedes an expired one, which frees the one pending slot per direction.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from enum import StrEnum
from uuid import UUID

from domain.social.errors import RequestClosed, RequestExpired

REQUEST_TTL = timedelta(days=30)


class RequestStatus(StrEnum):
    PENDING = "pending"
    ACCEPTED = "accepted"
    DECLINED = "declined"
    CANCELLED = "cancelled"
    EXPIRED = "expired"


@dataclass(frozen=True, slots=True)
class FriendRequest:
    id: str
    sender_id: UUID
    recipient_id: UUID
    created_at: datetime
    expires_at: datetime
    status: RequestStatus = RequestStatus.PENDING
    note: str | None = None
    closed_at: datetime | None = None

    @classmethod
    def new(
        cls, request_id: str, sender: UUID, recipient: UUID, note: str | None, now: datetime
    ) -> FriendRequest:
        return cls(request_id, sender, recipient, now, now + REQUEST_TTL, note=note)

    def is_open(self, now: datetime) -> bool:
        """Pending and not yet expired."""
        return self.status is RequestStatus.PENDING and now < self.expires_at

    def effective_status(self, now: datetime) -> RequestStatus:
        if self.status is RequestStatus.PENDING and now >= self.expires_at:
            return RequestStatus.EXPIRED
        return self.status

    def involves(self, user_id: UUID) -> bool:
        return user_id in (self.sender_id, self.recipient_id)

    def other(self, user_id: UUID) -> UUID:
        return self.recipient_id if user_id == self.sender_id else self.sender_id

    def require_open(self, now: datetime) -> None:
        status = self.effective_status(now)
        if status is RequestStatus.EXPIRED:
            raise RequestExpired()
        if status is not RequestStatus.PENDING:
            raise RequestClosed(f"this friend request is already {status}")

    def closed(self, status: RequestStatus, now: datetime) -> FriendRequest:
        return replace(self, status=status, closed_at=now)
