from __future__ import annotations

from typing import Annotated, Literal
from uuid import UUID

import msgspec

from application.social.chat import ConversationsPage, MessagesView, MessageView, PollInput
from application.social.ports import ConversationRow
from domain.polls.poll import (
    DURATION_MAX_MS,
    DURATION_MIN_MS,
    LABEL_MAX,
    OPTIONS_MAX,
    OPTIONS_MIN,
    QUESTION_MAX,
)
from domain.social.chat import GROUP_MAX_PARTICIPANTS, TEXT_MAX, TITLE_MAX, ConversationKind
from entrypoints.http.dto.common import Timestamp, TimestampIn, incoming, ts, ts_or_none
from entrypoints.http.dto.polls import PollOut, VoteIn, poll_out

__all__ = ["PollOut", "VoteIn"]  # chat's poll payloads are the shared ones


class ConversationIn(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    kind: Literal["direct", "group"]
    participant_ids: Annotated[
        list[UUID], msgspec.Meta(min_length=1, max_length=GROUP_MAX_PARTICIPANTS)
    ]
    title: Annotated[str, msgspec.Meta(min_length=1, max_length=TITLE_MAX)] | None = None


class ParticipantOut(msgspec.Struct):
    id: UUID
    name: str


KIND_OUT: dict[ConversationKind, Literal["direct", "group"]] = {
    ConversationKind.DIRECT: "direct",
    ConversationKind.GROUP: "group",
}


class ConversationOut(msgspec.Struct, rename="camel"):
    id: str
    kind: Literal["direct", "group"]
    title: str | None
    participants: list[ParticipantOut]
    created_at: Timestamp
    last_message_at: Timestamp | None


def conversation_out(row: ConversationRow) -> ConversationOut:
    c = row.conversation
    return ConversationOut(
        id=c.id,
        kind=KIND_OUT[c.kind],
        title=c.title,
        participants=[ParticipantOut(p, row.names.get(p, "")) for p in c.participants],
        created_at=ts(c.created_at),
        last_message_at=ts_or_none(c.last_message_at),
    )


class ConversationEnvelope(msgspec.Struct):
    conversation: ConversationOut


class ConversationsOut(msgspec.Struct, rename="camel"):
    items: list[ConversationOut]
    next_cursor: str | None


def conversations_out(page: ConversationsPage) -> ConversationsOut:
    return ConversationsOut([conversation_out(r) for r in page.items], page.next_cursor)


class PollIn(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    """Give ``durationMs`` or ``expiresAt`` (or neither: the poll stays open)."""

    question: Annotated[str, msgspec.Meta(min_length=1, max_length=QUESTION_MAX)]
    options: Annotated[
        list[Annotated[str, msgspec.Meta(min_length=1, max_length=LABEL_MAX)]],
        msgspec.Meta(min_length=OPTIONS_MIN, max_length=OPTIONS_MAX),
    ]
    duration_ms: Annotated[int, msgspec.Meta(ge=DURATION_MIN_MS, le=DURATION_MAX_MS)] | None = None
    expires_at: TimestampIn | None = None

    def to_input(self) -> PollInput:
        return PollInput(self.question, self.options, self.duration_ms, incoming(self.expires_at))


class MessageIn(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    """Text, a poll, or both."""

    text: Annotated[str, msgspec.Meta(min_length=1, max_length=TEXT_MAX)] | None = None
    poll: PollIn | None = None


class MessageOut(msgspec.Struct, rename="camel"):
    id: str
    conversation_id: str
    sender_id: UUID
    sender_name: str
    text: str | None
    poll: PollOut | None
    created_at: Timestamp


def message_out(view: MessageView) -> MessageOut:
    m, t = view.message, view.tally
    poll = poll_out(m.poll, t) if m.poll is not None and t is not None else None
    return MessageOut(
        m.id, m.conversation_id, m.sender_id, view.sender_name, m.text, poll, ts(m.created_at)
    )


class MessageEnvelope(msgspec.Struct):
    message: MessageOut


class MessagesOut(msgspec.Struct, rename="camel"):
    items: list[MessageOut]
    next_cursor: str | None


def messages_out(view: MessagesView) -> MessagesOut:
    return MessagesOut([message_out(m) for m in view.items], view.next_cursor)
