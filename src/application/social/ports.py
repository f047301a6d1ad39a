"""Repositories (inside a unit of work) and readers (hot paths, outside one) of the area."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from typing import Protocol
from uuid import UUID

from domain.profile.presence import PresenceState
from domain.social.blocks import Block
from domain.social.chat import Conversation, Message, Vote
from domain.social.links import FriendLink, Visibility
from domain.social.notifications import Notification
from domain.social.presence import PresenceSetting
from domain.social.replay import Entry, Reset
from domain.social.reports import Report, ReportStatus
from domain.social.requests import FriendRequest


class FriendLinkRepository(Protocol):
    async def lock_pair(self, a: UUID, b: UUID) -> None:
        """Serialize changes touching either user until the transaction ends."""
        ...

    async def between(self, a: UUID, b: UUID) -> list[FriendLink]: ...

    async def add(self, links: Sequence[FriendLink]) -> None:
        """Insert each link unless that direction exists (idempotent under concurrency)."""
        ...

    async def update(self, link: FriendLink) -> None: ...

    async def remove_between(self, a: UUID, b: UUID) -> int: ...

    async def count(self, user: UUID) -> int:
        """Friends of ``user``: users linked to or from them (a one-way link counts)."""
        ...

    async def one_way(self, user: UUID) -> list[tuple[UUID, UUID]]:
        """(owner, friend) of links from or to ``user`` whose other direction is missing."""
        ...


class FriendRequestRepository(Protocol):
    async def get(self, request_id: str) -> FriendRequest | None: ...

    async def pending_between(self, a: UUID, b: UUID) -> list[FriendRequest]:
        """Requests either way still stored as pending (expired ones included)."""
        ...

    async def add(self, request: FriendRequest) -> None: ...

    async def close(self, request: FriendRequest) -> None:
        """Store the new status and closedAt of a request that was pending."""
        ...


class BlockRepository(Protocol):
    async def between(self, a: UUID, b: UUID) -> list[Block]: ...

    async def add(self, block: Block) -> None: ...

    async def remove(self, blocker: UUID, blocked: UUID) -> bool: ...


class ReportRepository(Protocol):
    async def add(self, report: Report) -> None: ...

    async def get(self, report_id: str) -> Report | None: ...

    async def update(self, report: Report, revision: int) -> bool:
        """Store it if the stored revision is ``revision``; False otherwise."""
        ...


class NotificationRepository(Protocol):
    async def add(self, notification: Notification) -> None: ...

    async def get(self, notification_id: str) -> Notification | None: ...

    async def mark_read(self, notification_id: str, at: datetime) -> None:
        """Set readAt unless already set."""
        ...


class PresenceRepository(Protocol):
    async def get(self, user_id: UUID) -> PresenceSetting | None: ...

    async def put(self, setting: PresenceSetting) -> None: ...


class PresenceReader(Protocol):
    """The user's presence setting on the fast read path (one primary-key read)."""

    async def setting(self, user_id: UUID) -> PresenceSetting | None: ...


class ConversationRepository(Protocol):
    async def add(self, conversation: Conversation) -> bool:
        """False when a direct conversation between the same two users already exists."""
        ...

    async def get(self, conversation_id: str) -> Conversation | None: ...

    async def find_direct(self, key: str) -> Conversation | None: ...

    async def touch(self, conversation_id: str, at: datetime) -> None:
        """A message was posted at ``at``: lastMessageAt and every participant's activity."""
        ...


class MessageRepository(Protocol):
    async def add(self, message: Message) -> None: ...

    async def get(self, message_id: str) -> Message | None: ...

    async def vote(self, vote: Vote) -> None:
        """Insert or replace the user's vote on the message's poll."""
        ...


class SocialRepositories(Protocol):
    @property
    def links(self) -> FriendLinkRepository: ...

    @property
    def requests(self) -> FriendRequestRepository: ...

    @property
    def blocks(self) -> BlockRepository: ...

    @property
    def reports(self) -> ReportRepository: ...

    @property
    def notifications(self) -> NotificationRepository: ...

    @property
    def presence(self) -> PresenceRepository: ...

    @property
    def conversations(self) -> ConversationRepository: ...

    @property
    def messages(self) -> MessageRepository: ...


# Readers: one or two indexed queries per page, no writes.


@dataclass(frozen=True, slots=True)
class PresenceFacts:
    """What is stored about a user's presence, before anyone's visibility applies."""

    last_seen_at: datetime | None = None
    state: PresenceState | None = None
    state_at: datetime | None = None
    party_id: UUID | None = None


@dataclass(frozen=True, slots=True)
class FriendRow:
    link: FriendLink
    name: str
    presence: PresenceFacts
    their_visibility: Visibility | None  # None: the friend's own link is missing


@dataclass(frozen=True, slots=True)
class FriendCounts:
    total: int = 0
    online: int = 0
    favorites: int = 0
    one_way: int = 0  # > 0 when a link from or to the owner misses its other direction


@dataclass(frozen=True, slots=True)
class FriendCursor:
    accepted_at: datetime
    friend_id: UUID


class FriendListReader(Protocol):
    async def page(
        self,
        owner: UUID,
        after: FriendCursor | None,
        limit: int,
        regional: bool,
        online_since: datetime,
    ) -> list[FriendRow]:
        """Newest friendship first. ``regional``: only friends of the owner's home region."""
        ...

    async def counts(self, owner: UUID, regional: bool, online_since: datetime) -> FriendCounts:
        """``online`` counts friends online and not hiding from the owner."""
        ...

    async def one(self, owner: UUID, friend: UUID) -> FriendRow | None: ...

    async def online(self, owner: UUID, online_since: datetime, limit: int) -> list[FriendRow]:
        """Friends seen since ``online_since`` who do not hide from the owner (their own link
        is not HIDDEN), most recently seen first, at most ``limit``."""
        ...


class Direction(StrEnum):
    INCOMING = "incoming"
    OUTGOING = "outgoing"


@dataclass(frozen=True, slots=True)
class RequestRow:
    request: FriendRequest
    other_name: str
    other_last_seen_at: datetime | None


class RequestListReader(Protocol):
    async def page(
        self,
        user: UUID,
        direction: Direction | None,
        before: str | None,
        limit: int,
        regional: bool,
        now: datetime,
    ) -> list[RequestRow]:
        """Open (pending, unexpired) requests, newest first; both directions when None."""
        ...

    async def incoming(self, user: UUID, now: datetime) -> int:
        """How many open requests the user received."""
        ...


@dataclass(frozen=True, slots=True)
class BlockRow:
    block: Block
    name: str


class BlockListReader(Protocol):
    async def page(
        self, blocker: UUID, after: tuple[datetime, UUID] | None, limit: int
    ) -> list[BlockRow]:
        """Newest first."""
        ...

    async def blockers(self, user: UUID) -> set[UUID]:
        """Everyone who blocked ``user``."""
        ...


class NotificationReader(Protocol):
    async def page(self, user: UUID, before: str | None, limit: int) -> list[Notification]:
        """Newest first."""
        ...

    async def unread(self, user: UUID) -> int:
        """How many of the user's notifications are not read."""
        ...


@dataclass(frozen=True, slots=True)
class ReportRow:
    report: Report
    reporter_name: str
    target_name: str


class ReportReader(Protocol):
    async def page(
        self,
        before: str | None,
        limit: int,
        target: UUID | None,
        status: ReportStatus | None = None,
    ) -> list[ReportRow]:
        """Newest first."""
        ...


@dataclass(frozen=True, slots=True)
class ConversationRow:
    conversation: Conversation
    names: dict[UUID, str]


@dataclass(frozen=True, slots=True)
class MessageRow:
    message: Message
    sender_name: str
    viewer_choice: int | None


@dataclass(frozen=True, slots=True)
class MessagesPage:
    rows: list[MessageRow]
    votes: dict[str, dict[int, int]]  # per message id with a poll: votes per option


class ChatReader(Protocol):
    async def conversations(
        self, user: UUID, after: tuple[datetime, str] | None, limit: int
    ) -> list[ConversationRow]:
        """Most recently active first."""
        ...

    async def conversation(self, conversation_id: str, viewer: UUID) -> ConversationRow | None:
        """None unless ``viewer`` takes part."""
        ...

    async def messages(
        self, conversation_id: str, viewer: UUID, before: str | None, limit: int
    ) -> MessagesPage | None:
        """Newest first; None unless ``viewer`` takes part."""
        ...

    async def message(self, message_id: str, viewer: UUID) -> MessagesPage | None:
        """The one message (with its poll tally) as ``viewer`` sees it."""
        ...


@dataclass(frozen=True, slots=True)
class SocialReaders:
    presence: PresenceReader
    friends: FriendListReader
    requests: RequestListReader
    blocks: BlockListReader
    notifications: NotificationReader
    reports: ReportReader
    chat: ChatReader


class SocialEventLog(Protocol):
    """The replay window of the social stream (an outbound port: in process, or Redis shared
    by every instance): per user, a sequence and its newest events
    (``domain/social/replay.py``)."""

    async def append(self, items: Sequence[tuple[UUID, str]]) -> list[int]:
        """Number and keep each (user, body); the numbers, in order."""
        ...

    async def since(self, user: UUID, seq: int) -> list[Entry] | Reset:
        """The user's events after ``seq``, or a reset when some left the window."""
        ...

    async def latest(self, user: UUID) -> int:
        """The user's last number (a new user's sequence starts at a number it keeps)."""
        ...
