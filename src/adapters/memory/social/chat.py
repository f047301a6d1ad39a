from __future__ import annotations

from dataclasses import replace
from datetime import datetime

from adapters.memory.social.tables import CONVERSATIONS, MESSAGES, VOTES
from adapters.memory.store import MemoryTx
from domain.social.chat import Conversation, Message, Vote


class MemoryConversationRepository:
    def __init__(self, tx: MemoryTx) -> None:
        self._tx = tx

    async def add(self, conversation: Conversation) -> bool:
        key = conversation.direct_key
        if key is not None and await self.find_direct(key) is not None:
            return False
        self._tx.write(CONVERSATIONS)[conversation.id] = conversation
        return True

    async def get(self, conversation_id: str) -> Conversation | None:
        return self._tx.read(CONVERSATIONS).get(conversation_id)

    async def find_direct(self, key: str) -> Conversation | None:
        return next((c for c in self._tx.read(CONVERSATIONS).values() if c.direct_key == key), None)

    async def touch(self, conversation_id: str, at: datetime) -> None:
        found = self._tx.read(CONVERSATIONS).get(conversation_id)
        if found is not None:
            self._tx.write(CONVERSATIONS)[conversation_id] = replace(found, last_message_at=at)


class MemoryMessageRepository:
    def __init__(self, tx: MemoryTx) -> None:
        self._tx = tx

    async def add(self, message: Message) -> None:
        self._tx.write(MESSAGES)[message.id] = message

    async def get(self, message_id: str) -> Message | None:
        return self._tx.read(MESSAGES).get(message_id)

    async def vote(self, vote: Vote) -> None:
        self._tx.write(VOTES)[(vote.message_id, vote.user_id)] = vote
