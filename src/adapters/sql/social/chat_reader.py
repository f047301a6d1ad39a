"""Conversations and messages on the fast read path.

A page of messages is one statement: the caller's participant row (primary key) left-joined
to the conversation's messages through ``ix_chat_messages_conversation_id_id`` (newest
first, before the cursor), the senders and the caller's own votes; so a non-participant
gets no row at all, and a participant of an empty conversation one row of nulls. When the
page holds polls, a second statement counts their votes over the page's id range through
``ix_chat_poll_votes_conversation_id_message_id_option_index``.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any
from uuid import UUID

from adapters.sql.fast_read import FastReader, Query, as_uuid
from adapters.sql.rows import dt, dt_required, ms
from adapters.sql.social.rows import message_from
from application.social.ports import ConversationRow, MessageRow, MessagesPage
from domain.social.chat import Conversation, ConversationKind

_CONVERSATION_COLUMNS = """SELECT c.id, c.kind, c.created_by, c.created_at, c.last_message_at,
 c.title, u.id, u.name"""
_CONVERSATIONS = (
    _CONVERSATION_COLUMNS
    + """
FROM (SELECT conversation_id, activity_at FROM chat_participants
      WHERE user_id = :user{after}
      ORDER BY activity_at DESC, conversation_id DESC
      LIMIT :limit) page
JOIN chat_conversations c ON c.id = page.conversation_id
JOIN chat_participants cp ON cp.conversation_id = c.id
JOIN users u ON u.id = cp.user_id
ORDER BY page.activity_at DESC, c.id DESC, cp.joined_at, cp.user_id"""
)
_CONVERSATIONS_AFTER = "\n        AND (activity_at, conversation_id) < (:after_at, :after_id)"
_CONVERSATION = (
    _CONVERSATION_COLUMNS
    + """
FROM chat_conversations c
JOIN chat_participants me ON me.conversation_id = c.id AND me.user_id = :viewer
JOIN chat_participants cp ON cp.conversation_id = c.id
JOIN users u ON u.id = cp.user_id
WHERE c.id = :id
ORDER BY cp.joined_at, cp.user_id"""
)

_MESSAGE_COLUMNS = """SELECT m.id, m.conversation_id, m.sender_id, m.text, m.poll_question,
 m.poll_options, m.poll_expires_at, m.created_at, u.name, v.option_index"""
_MESSAGES = (
    _MESSAGE_COLUMNS
    + """
FROM chat_participants me
LEFT JOIN chat_messages m ON m.conversation_id = me.conversation_id{before}
LEFT JOIN users u ON u.id = m.sender_id
LEFT JOIN chat_poll_votes v ON v.message_id = m.id AND v.user_id = me.user_id
WHERE me.conversation_id = :conversation AND me.user_id = :viewer
ORDER BY m.id DESC
LIMIT :limit"""
)
_MESSAGE = (
    _MESSAGE_COLUMNS
    + """
FROM chat_messages m
JOIN chat_participants me ON me.conversation_id = m.conversation_id
 AND me.user_id = :viewer
JOIN users u ON u.id = m.sender_id
LEFT JOIN chat_poll_votes v ON v.message_id = m.id AND v.user_id = me.user_id
WHERE m.id = :id"""
)
_TALLY = """SELECT message_id, option_index, count(*)
FROM chat_poll_votes
WHERE conversation_id = :conversation AND message_id >= :low AND message_id <= :high
GROUP BY message_id, option_index"""


def _conversations(rows: Sequence[Sequence[Any]]) -> list[ConversationRow]:
    grouped: dict[str, tuple[Sequence[Any], list[tuple[UUID, str]]]] = {}
    for row in rows:
        grouped.setdefault(row[0], (row, []))[1].append((as_uuid(row[6]), row[7]))
    result = []
    for head, members in grouped.values():
        conversation = Conversation(
            id=head[0],
            kind=ConversationKind(head[1]),
            participants=tuple(user for user, _ in members),
            created_by=as_uuid(head[2]),
            created_at=dt_required(head[3]),
            last_message_at=dt(head[4]),
            title=head[5],
        )
        result.append(ConversationRow(conversation, dict(members)))
    return result


class SqlChatReader:
    _LIST = {
        a: Query(_CONVERSATIONS.format(after=_CONVERSATIONS_AFTER if a else ""))
        for a in (False, True)
    }
    _ONE = Query(_CONVERSATION)
    _PAGE = {
        b: Query(_MESSAGES.format(before=" AND m.id < :before" if b else "")) for b in (False, True)
    }
    _MESSAGE = Query(_MESSAGE)
    _TALLY = Query(_TALLY)

    def __init__(self, reader: FastReader) -> None:
        self._reader = reader

    async def conversations(
        self, user: UUID, after: tuple[datetime, str] | None, limit: int
    ) -> list[ConversationRow]:
        params: dict[str, Any] = {"user": user, "limit": limit}
        if after is not None:
            params.update(after_at=ms(after[0]), after_id=after[1])
        return _conversations(await self._reader.all(self._LIST[after is not None], **params))

    async def conversation(self, conversation_id: str, viewer: UUID) -> ConversationRow | None:
        rows = await self._reader.all(self._ONE, id=conversation_id, viewer=viewer)
        found = _conversations(rows)
        return found[0] if found else None

    async def messages(
        self, conversation_id: str, viewer: UUID, before: str | None, limit: int
    ) -> MessagesPage | None:
        params: dict[str, Any] = {"conversation": conversation_id, "viewer": viewer, "limit": limit}
        if before is not None:
            params["before"] = before
        rows = await self._reader.all(self._PAGE[before is not None], **params)
        if not rows:
            return None  # not a participant
        return await self._page(conversation_id, [r for r in rows if r[0] is not None])

    async def message(self, message_id: str, viewer: UUID) -> MessagesPage | None:
        row = await self._reader.one(self._MESSAGE, id=message_id, viewer=viewer)
        if row is None:
            return None
        return await self._page(row[1], [row])

    async def _page(self, conversation_id: str, rows: list[Sequence[Any]]) -> MessagesPage:
        items = [MessageRow(message_from(row[:8]), row[8] or "", row[9]) for row in rows]
        polls = [item.message.id for item in items if item.message.poll is not None]
        votes: dict[str, dict[int, int]] = {message_id: {} for message_id in polls}
        if polls:
            counted = await self._reader.all(
                self._TALLY, conversation=conversation_id, low=min(polls), high=max(polls)
            )
            for message_id, option, count in counted:
                if message_id in votes:
                    votes[message_id][int(option)] = int(count)
        return MessagesPage(items, votes)
