"""What the use cases hand to delivery mechanisms: stored rows with presence applied."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from uuid import UUID

from application.social.ports import FriendCounts, FriendRow, PresenceFacts, RequestRow
from domain.social.links import FriendLink, Visibility
from domain.social.presence import SeenPresence, seen_presence
from domain.social.requests import FriendRequest


@dataclass(frozen=True, slots=True)
class FriendView:
    link: FriendLink
    name: str
    presence: SeenPresence


@dataclass(frozen=True, slots=True)
class FriendsPage:
    items: list[FriendView]
    counts: FriendCounts
    next_cursor: str | None


@dataclass(frozen=True, slots=True)
class RequestView:
    request: FriendRequest
    viewer: UUID
    other_name: str
    presence: SeenPresence

    @property
    def incoming(self) -> bool:
        return self.request.recipient_id == self.viewer


def facts_seen(facts: PresenceFacts, visibility: Visibility, now: datetime) -> SeenPresence:
    return seen_presence(
        facts.last_seen_at, facts.state, facts.state_at, facts.party_id, visibility, now
    )


def friend_view(row: FriendRow, now: datetime) -> FriendView:
    """A friend's presence as they let the owner see it (DEFAULT when their side is missing)."""
    visibility = row.their_visibility or Visibility.DEFAULT
    return FriendView(row.link, row.name, facts_seen(row.presence, visibility, now))


def request_view(row: RequestRow, viewer: UUID, now: datetime) -> RequestView:
    """Users who are not friends see each other's presence LIMITED: online or offline only."""
    facts = PresenceFacts(last_seen_at=row.other_last_seen_at)
    return RequestView(
        row.request, viewer, row.other_name, facts_seen(facts, Visibility.LIMITED, now)
    )
