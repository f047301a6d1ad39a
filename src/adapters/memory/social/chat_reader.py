from __future__ import annotations

from datetime import datetime
from uuid import UUID

from adapters.memory.social.readers import _Tables
from adapters.memory.social.tables import CONVERSATIONS, MESSAGES, VOTES
from application.social.ports import ConversationRow, MessageRow, MessagesPage
from domain.polls.poll import count_votes
from domain.social.chat import Conversation, Message


class MemoryChatReader(_Tables):
    def _conversation_row(self, conversation: Conversation) -> ConversationRow:
        return ConversationRow(conversation, {p: self.name(p) for p in conversation.participants})

    async def conversations(
        self, user: UUID, after: tuple[datetime, str] | None, limit: int
    ) -> list[ConversationRow]:
        mine = sorted(
            (c for c in self.table(CONVERSATIONS).values() if c.includes(user)),
            key=lambda c: (c.activity_at, c.id),
            reverse=True,
        )
        if after is not None:
            mine = [c for c in mine if (c.activity_at, c.id) < after]
        return [self._conversation_row(c) for c in mine[:limit]]

    async def conversation(self, conversation_id: str, viewer: UUID) -> ConversationRow | None:
        found = self.table(CONVERSATIONS).get(conversation_id)
        if found is None or not found.includes(viewer):
            return None
        return self._conversation_row(found)

    def _page(self, messages: list[Message], viewer: UUID) -> MessagesPage:
        votes = self.table(VOTES)
        rows = [
            MessageRow(
                m,
                self.name(m.sender_id),
                votes[(m.id, viewer)].option if (m.id, viewer) in votes else None,
            )
            for m in messages
        ]
        polls = {m.id for m in messages if m.poll is not None}
        tallies = {
            message_id: count_votes(v.option for (mid, _), v in votes.items() if mid == message_id)
            for message_id in polls
        }
        return MessagesPage(rows, tallies)

    async def messages(
        self, conversation_id: str, viewer: UUID, before: str | None, limit: int
    ) -> MessagesPage | None:
        if await self.conversation(conversation_id, viewer) is None:
            return None
        found = sorted(
            (
                m
                for m in self.table(MESSAGES).values()
                if m.conversation_id == conversation_id and (before is None or m.id < before)
            ),
            key=lambda m: m.id,
            reverse=True,
        )
        return self._page(found[:limit], viewer)

    async def message(self, message_id: str, viewer: UUID) -> MessagesPage | None:
        found = self.table(MESSAGES).get(message_id)
        if found is None or await self.conversation(found.conversation_id, viewer) is None:
            return None
        return self._page([found], viewer)
