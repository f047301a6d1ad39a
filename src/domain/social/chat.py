"""Chat conversations between participants, their messages, and votes on message polls.

Direct conversations have exactly two participants and are unique per pair; group
conversations have 2..50 participants and an optional title. Participants are fixed at
creation. A message has text (1..2000 characters), a poll, or both.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from uuid import UUID

from domain.polls.poll import Poll
from domain.shared.errors import InvalidInput

TEXT_MAX = 2000
TITLE_MAX = 80
GROUP_MAX_PARTICIPANTS = 50
_ALLOWED_CONTROLS = frozenset("\n\r\t")


class ConversationKind(StrEnum):
    DIRECT = "direct"
    GROUP = "group"


def direct_key(a: UUID, b: UUID) -> str:
    """The one key of the direct conversation between two users, whoever started it."""
    low, high = sorted((a, b))
    return f"{low.hex}:{high.hex}"


@dataclass(frozen=True, slots=True)
class Conversation:
    id: str
    kind: ConversationKind
    participants: tuple[UUID, ...]
    created_by: UUID
    created_at: datetime
    last_message_at: datetime | None = None
    title: str | None = None

    @property
    def direct_key(self) -> str | None:
        if self.kind is not ConversationKind.DIRECT:
            return None
        return direct_key(*self.participants)

    def includes(self, user_id: UUID) -> bool:
        return user_id in self.participants

    def others(self, user_id: UUID) -> tuple[UUID, ...]:
        return tuple(p for p in self.participants if p != user_id)

    @property
    def activity_at(self) -> datetime:
        return self.last_message_at or self.created_at


def _title(kind: ConversationKind, title: str | None) -> str | None:
    if title is None:
        return None
    if kind is ConversationKind.DIRECT:
        raise InvalidInput("a direct conversation has no title", field="title")
    cleaned = title.strip()
    if not 1 <= len(cleaned) <= TITLE_MAX or any(not ch.isprintable() for ch in cleaned):
        raise InvalidInput(f"title must be 1..{TITLE_MAX} printable characters", field="title")
    return cleaned


def new_conversation(
    conversation_id: str,
    kind: ConversationKind,
    creator: UUID,
    participant_ids: Sequence[UUID],
    title: str | None,
    now: datetime,
) -> Conversation:
    others = tuple(dict.fromkeys(p for p in participant_ids if p != creator))
    if kind is ConversationKind.DIRECT and len(others) != 1:
        raise InvalidInput(
            "a direct conversation has exactly one other participant", field="participantIds"
        )
    if kind is ConversationKind.GROUP and not 1 <= len(others) < GROUP_MAX_PARTICIPANTS:
        raise InvalidInput(
            f"a group has 1..{GROUP_MAX_PARTICIPANTS - 1} other participants",
            field="participantIds",
        )
    return Conversation(
        id=conversation_id,
        kind=kind,
        participants=(creator, *others),
        created_by=creator,
        created_at=now,
        title=_title(kind, title),
    )


def validate_text(text: str | None) -> str | None:
    if text is None:
        return None
    if not 1 <= len(text) <= TEXT_MAX or not text.strip():
        raise InvalidInput(f"text must be 1..{TEXT_MAX} characters, not only spaces", field="text")
    if any(not ch.isprintable() and ch not in _ALLOWED_CONTROLS for ch in text):
        raise InvalidInput("text must not contain control characters", field="text")
    return text


@dataclass(frozen=True, slots=True)
class Message:
    id: str
    conversation_id: str
    sender_id: UUID
    created_at: datetime
    text: str | None = None
    poll: Poll | None = None


def new_message(
    message_id: str,
    conversation: Conversation,
    sender: UUID,
    text: str | None,
    poll: Poll | None,
    now: datetime,
) -> Message:
    text = validate_text(text)
    if text is None and poll is None:
        raise InvalidInput("a message needs text, a poll, or both", field="text")
    return Message(message_id, conversation.id, sender, now, text, poll)


@dataclass(frozen=True, slots=True)
class Vote:
    message_id: str
    conversation_id: str
    user_id: UUID
    option: int
    voted_at: datetime
