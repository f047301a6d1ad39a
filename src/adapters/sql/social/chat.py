from __future__ import annotations

from datetime import datetime

import sqlalchemy as sa
from sqlalchemy.ext.asyncio import AsyncConnection

from adapters.sql.fast_read import as_uuid
from adapters.sql.rows import dt, dt_required, ms
from adapters.sql.social.rows import MESSAGE_COLUMNS, message_from
from adapters.sql.tables.social import (
    chat_conversations,
    chat_messages,
    chat_participants,
    chat_poll_votes,
)
from adapters.sql.upsert import upsert
from domain.social.chat import Conversation, ConversationKind, Message, Vote

_CONVERSATION = sa.select(
    chat_conversations.c.id,
    chat_conversations.c.kind,
    chat_conversations.c.created_by,
    chat_conversations.c.created_at,
    chat_conversations.c.last_message_at,
    chat_conversations.c.title,
)
_MESSAGE = sa.select(*(chat_messages.c[name] for name in MESSAGE_COLUMNS))


class SqlConversationRepository:
    def __init__(self, connection: AsyncConnection) -> None:
        self._db = connection

    async def add(self, conversation: Conversation) -> bool:
        statement = (
            upsert(self._db, chat_conversations)
            .values(
                id=conversation.id,
                kind=str(conversation.kind),
                title=conversation.title,
                direct_key=conversation.direct_key,
                created_by=conversation.created_by,
                created_at=ms(conversation.created_at),
                last_message_at=ms(conversation.last_message_at),
            )
            .on_conflict_do_nothing()
            .returning(chat_conversations.c.id)
        )
        if (await self._db.execute(statement)).first() is None:
            return False
        at = ms(conversation.created_at)
        await self._db.execute(
            chat_participants.insert(),
            [
                {
                    "conversation_id": conversation.id,
                    "user_id": user,
                    "joined_at": at,
                    "activity_at": ms(conversation.activity_at),
                }
                for user in conversation.participants
            ],
        )
        return True

    async def _one(self, where: sa.ColumnElement[bool]) -> Conversation | None:
        row = (await self._db.execute(_CONVERSATION.where(where))).first()
        if row is None:
            return None
        members = await self._db.execute(
            sa.select(chat_participants.c.user_id)
            .where(chat_participants.c.conversation_id == row[0])
            .order_by(chat_participants.c.joined_at, chat_participants.c.user_id)
        )
        return Conversation(
            id=row[0],
            kind=ConversationKind(row[1]),
            participants=tuple(as_uuid(m[0]) for m in members),
            created_by=as_uuid(row[2]),
            created_at=dt_required(row[3]),
            last_message_at=dt(row[4]),
            title=row[5],
        )

    async def get(self, conversation_id: str) -> Conversation | None:
        return await self._one(chat_conversations.c.id == conversation_id)

    async def find_direct(self, key: str) -> Conversation | None:
        return await self._one(chat_conversations.c.direct_key == key)

    async def touch(self, conversation_id: str, at: datetime) -> None:
        await self._db.execute(
            chat_conversations.update()
            .where(chat_conversations.c.id == conversation_id)
            .values(last_message_at=ms(at))
        )
        await self._db.execute(
            chat_participants.update()
            .where(chat_participants.c.conversation_id == conversation_id)
            .values(activity_at=ms(at))
        )


class SqlMessageRepository:
    def __init__(self, connection: AsyncConnection) -> None:
        self._db = connection

    async def add(self, message: Message) -> None:
        poll = message.poll
        await self._db.execute(
            chat_messages.insert().values(
                id=message.id,
                conversation_id=message.conversation_id,
                sender_id=message.sender_id,
                text=message.text,
                poll_question=poll.question if poll else None,
                poll_options=list(poll.options) if poll else None,
                poll_expires_at=ms(poll.expires_at) if poll else None,
                created_at=ms(message.created_at),
            )
        )

    async def get(self, message_id: str) -> Message | None:
        row = (await self._db.execute(_MESSAGE.where(chat_messages.c.id == message_id))).first()
        return message_from(row) if row else None

    async def vote(self, vote: Vote) -> None:
        values = {"option_index": vote.option, "voted_at": ms(vote.voted_at)}
        statement = upsert(self._db, chat_poll_votes).values(
            message_id=vote.message_id,
            user_id=vote.user_id,
            conversation_id=vote.conversation_id,
            **values,
        )
        await self._db.execute(
            statement.on_conflict_do_update(index_elements=["message_id", "user_id"], set_=values)
        )
