"""What the social stream tells a user (docs/social.md, "The social stream"), and the relay the
use cases publish it to after their commit.

Each event names its recipients (blocks already applied by the use case that made it); a
delivery mechanism (the HTTP app's channels, with the replay window) attaches a sink while it
runs, and encodes the event for each recipient. With no sink attached (CLI, embedding) events
go nowhere. A failing sink is logged, never raised: the change it reports is committed.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from typing import TYPE_CHECKING, Protocol
from uuid import UUID

from domain.social.notifications import Notification
from domain.social.presence import SeenPresence
from domain.social.requests import FriendRequest

if TYPE_CHECKING:
    from application.social.chat import MessageView

log = logging.getLogger("svc.social.events")


class MessageAction(StrEnum):
    CREATED = "created"
    POLL = "poll"  # a vote changed the poll's results


@dataclass(frozen=True, slots=True)
class ChatMessageEvent:
    action: MessageAction
    message: MessageView
    """As its sender sees it (the stream sends no one's own poll vote)."""
    recipients: tuple[UUID, ...]
    ephemeral = False


@dataclass(frozen=True, slots=True)
class NotificationEvent:
    notification: Notification
    """New (``read_at`` None) or just read."""
    recipients: tuple[UUID, ...]
    ephemeral = False


@dataclass(frozen=True, slots=True)
class FriendRequestEvent:
    """A request sent, declined or withdrawn (for both of its users)."""

    request: FriendRequest
    names: dict[UUID, str]
    recipients: tuple[UUID, ...]
    ephemeral = False


@dataclass(frozen=True, slots=True)
class FriendsAcceptedEvent:
    request: FriendRequest
    names: dict[UUID, str]
    at: datetime
    recipients: tuple[UUID, ...]
    ephemeral = False


@dataclass(frozen=True, slots=True)
class FriendsRemovedEvent:
    pair: tuple[UUID, UUID]
    at: datetime
    recipients: tuple[UUID, ...]
    ephemeral = False


@dataclass(frozen=True, slots=True)
class PresenceEvent:
    """A friend's presence changed, as each recipient may see it (their visibility applied;
    those who see no change are not recipients)."""

    user_id: UUID
    seen: dict[UUID, SeenPresence]
    recipients: tuple[UUID, ...]
    ephemeral = False


@dataclass(frozen=True, slots=True)
class TypingEvent:
    """A participant is typing: not numbered, not kept for replay."""

    conversation_id: str
    user_id: UUID
    at: datetime
    recipients: tuple[UUID, ...]
    ephemeral = True


@dataclass(frozen=True, slots=True)
class ReadReceiptEvent:
    conversation_id: str
    user_id: UUID
    message_id: str
    at: datetime
    recipients: tuple[UUID, ...]
    ephemeral = False


SocialEvent = (
    ChatMessageEvent
    | NotificationEvent
    | FriendRequestEvent
    | FriendsAcceptedEvent
    | FriendsRemovedEvent
    | PresenceEvent
    | TypingEvent
    | ReadReceiptEvent
)


class SocialEventSink(Protocol):
    async def publish(self, event: SocialEvent) -> None: ...


class SocialRelay:
    def __init__(self) -> None:
        self._sinks: list[SocialEventSink] = []

    def attach(self, sink: SocialEventSink) -> None:
        self._sinks.append(sink)

    def detach(self, sink: SocialEventSink) -> None:
        if sink in self._sinks:
            self._sinks.remove(sink)

    async def publish(self, event: SocialEvent) -> None:
        if not event.recipients:
            return
        for sink in list(self._sinks):
            try:
                await sink.publish(event)
            except Exception:
                log.warning("could not publish %s", type(event).__name__, exc_info=True)
