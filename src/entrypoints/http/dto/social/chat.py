from __future__ import annotations

from typing import Annotated, Any, Literal
from uuid import UUID

import msgspec

from application.shared.page import Page
from application.social.chat import MessageView, PollInput
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
from entrypoints.http.dto.common import (
    CreatedAt,
    Items,
    NextCursor,
    RecordId,
    Timestamp,
    TimestampIn,
    incoming,
    ts,
    ts_or_none,
)
from entrypoints.http.dto.polls import PollOut, VoteIn, poll_out

__all__ = ["PollOut", "VoteIn"]  # chat's poll payloads are the shared ones


class ConversationIn(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    kind: Annotated[
        Literal["direct", "group"], msgspec.Meta(description=("direct (two users) or group."))
    ]
    participant_ids: Annotated[
        list[UUID],
        msgspec.Meta(
            min_length=1,
            max_length=GROUP_MAX_PARTICIPANTS,
            description=("The other participants' user ids."),
        ),
    ]
    title: (
        Annotated[
            str, msgspec.Meta(min_length=1, max_length=TITLE_MAX, description=("A group's title."))
        ]
        | None
    ) = None


class ParticipantOut(msgspec.Struct):
    id: Annotated[UUID, msgspec.Meta(description="The participant's user id.")]
    name: Annotated[str, msgspec.Meta(description="The participant's name.")]


KIND_OUT: dict[ConversationKind, Literal["direct", "group"]] = {
    ConversationKind.DIRECT: "direct",
    ConversationKind.GROUP: "group",
}


class ConversationOut(msgspec.Struct, rename="camel"):
    id: RecordId
    kind: Annotated[Literal["direct", "group"], msgspec.Meta(description="direct or group.")]
    title: (
        Annotated[
            str, msgspec.Meta(description=("A group's title; null for direct conversations."))
        ]
        | None
    )
    participants: Annotated[
        list[ParticipantOut], msgspec.Meta(description=("The conversation's participants."))
    ]
    created_at: CreatedAt
    last_message_at: (
        Annotated[
            Timestamp,
            msgspec.Meta(description=("When the last message was sent; null before the first.")),
        ]
        | None
    )


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
    conversation: Annotated[ConversationOut, msgspec.Meta(description="The conversation.")]


class ConversationsOut(msgspec.Struct, rename="camel"):
    items: Items[ConversationOut]
    next_cursor: NextCursor


def conversations_out(page: Page[ConversationRow]) -> ConversationsOut:
    return ConversationsOut([conversation_out(r) for r in page.items], page.next_cursor)


class PollIn(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    """Give ``durationMs`` or ``expiresAt`` (or neither: the poll stays open)."""

    question: Annotated[
        str,
        msgspec.Meta(
            min_length=1, max_length=QUESTION_MAX, description=("The poll's question (required).")
        ),
    ]
    options: Annotated[
        list[Annotated[str, msgspec.Meta(min_length=1, max_length=LABEL_MAX)]],
        msgspec.Meta(
            min_length=OPTIONS_MIN,
            max_length=OPTIONS_MAX,
            description=("The option labels, unique; their count is limited."),
        ),
    ]
    duration_ms: (
        Annotated[
            int,
            msgspec.Meta(
                ge=DURATION_MIN_MS,
                le=DURATION_MAX_MS,
                description=(
                    "How long the poll runs, in milliseconds (bounded); yields expiresAt."
                ),
            ),
        ]
        | None
    ) = None
    expires_at: (
        Annotated[TimestampIn, msgspec.Meta(description=("A chat poll's optional future expiry."))]
        | None
    ) = None

    def to_input(self) -> PollInput:
        return PollInput(self.question, self.options, self.duration_ms, incoming(self.expires_at))


class MessageIn(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    """Text, a poll, or both."""

    text: (
        Annotated[
            str,
            msgspec.Meta(
                min_length=1,
                max_length=TEXT_MAX,
                description=("The message's text; may be left out for a poll-only message."),
            ),
        ]
        | None
    ) = None
    poll: Annotated[PollIn, msgspec.Meta(description="A poll to attach.")] | None = None


class MessageOut(msgspec.Struct, rename="camel"):
    id: RecordId
    conversation_id: Annotated[str, msgspec.Meta(description="The conversation's id.")]
    sender_id: Annotated[UUID, msgspec.Meta(description="The sender's user id.")]
    sender_name: Annotated[str, msgspec.Meta(description="The sender's name.")]
    text: (
        Annotated[
            str, msgspec.Meta(description=("The message's text; null for a poll-only message."))
        ]
        | None
    )
    poll: (
        Annotated[
            PollOut,
            msgspec.Meta(
                description=(
                    "The message's poll, with counts and the caller's selection; null for none."
                )
            ),
        ]
        | None
    )
    created_at: CreatedAt


def message_out(view: MessageView) -> MessageOut:
    m, t = view.message, view.tally
    poll = poll_out(m.poll, t) if m.poll is not None and t is not None else None
    return MessageOut(
        m.id, m.conversation_id, m.sender_id, view.sender_name, m.text, poll, ts(m.created_at)
    )


class MessageEnvelope(msgspec.Struct):
    message: Annotated[MessageOut, msgspec.Meta(description="The message.")]


class MessagesOut(msgspec.Struct, rename="camel"):
    items: Items[MessageOut]
    next_cursor: NextCursor


def messages_out(view: Page[MessageView]) -> MessagesOut:
    return MessagesOut([message_out(m) for m in view.items], view.next_cursor)


# A wire example of each Struct above, for the OpenAPI document
# (entrypoints/http/openapi_examples.py).
EXAMPLES: dict[str, Any] = {}
EXAMPLES["ConversationIn"] = {
    "kind": "direct",
    "participantIds": ["ec407621-7c17-4aff-ae96-7d203e04ce51"],
    "title": None,
}
EXAMPLES["ParticipantOut"] = {"id": "ed3b0bd6-30cf-4968-8778-7466e9f6d780", "name": "Crown"}
EXAMPLES["ConversationOut"] = {
    "id": "6741f0c2a9e3b15d2c8f4a17",
    "kind": "direct",
    "title": "Winter update is live",
    "participants": [EXAMPLES["ParticipantOut"]],
    "createdAt": "2026-11-20T09:14:03.512Z",
    "lastMessageAt": "2026-11-22T10:00:00.000Z",
}
EXAMPLES["ConversationEnvelope"] = {"conversation": EXAMPLES["ConversationOut"]}
EXAMPLES["ConversationsOut"] = {
    "items": [EXAMPLES["ConversationOut"]],
    "nextCursor": "eyJrIjoiMjAyNi0xMS0yMlQxMDowMDowMFoifQ",
}
EXAMPLES["PollIn"] = {
    "question": "Which map should we play next?",
    "options": ["Desert", "Desert"],
    "durationMs": 60000,
    "expiresAt": "2026-12-22T10:00:00.000Z",
}
EXAMPLES["MessageIn"] = {"text": "See you on the server tonight?", "poll": EXAMPLES["PollIn"]}
EXAMPLES["MessageOut"] = {
    "id": "6741f0c2a9e3b15d2c8f4a17",
    "conversationId": "6741f0c2a9e3b15d2c8f4a17",
    "senderId": "6a79bd3d-f506-48d2-bac2-aa02fe0e4a6f",
    "senderName": "Steve",
    "text": "See you on the server tonight?",
    "poll": {
        "question": "Which map should we play next?",
        "options": [{"index": 0, "label": "Desert", "votes": 21}],
        "totalVotes": 37,
        "expiresAt": "2026-12-22T10:00:00.000Z",
        "closed": False,
        "viewerSelection": 1,
    },
    "createdAt": "2026-11-20T09:14:03.512Z",
}
EXAMPLES["MessageEnvelope"] = {"message": EXAMPLES["MessageOut"]}
EXAMPLES["MessagesOut"] = {
    "items": [EXAMPLES["MessageOut"]],
    "nextCursor": "eyJrIjoiMjAyNi0xMS0yMlQxMDowMDowMFoifQ",
}
