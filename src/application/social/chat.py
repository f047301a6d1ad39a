"""Chat conversations, messages and message polls (docs/social.md, "Chat conversations and
polls"). A new message and a poll's new results go to the social stream of every participant
but those who blocked their author (after the commit)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from uuid import UUID

from application.identity.principal import Principal
from application.permissions.access import AccessControl
from application.ports import Clock, IdGenerator, UnitOfWork, UnitOfWorkFactory
from application.shared import cursors
from application.shared.page import Page
from application.social.events import ChatMessageEvent, MessageAction, SocialRelay
from application.social.ports import BlockListReader, ChatReader, ConversationRow, MessagesPage
from domain.polls.poll import PollNotFound, Tally, define_poll, tally
from domain.shared.pagination import LimitRule
from domain.social.chat import (
    Conversation,
    ConversationKind,
    Message,
    Vote,
    new_conversation,
    new_message,
)
from domain.social.errors import ChatRefused, ConversationNotFound, MessageNotFound
from domain.social.nodes import CHAT_READ, CHAT_WRITE

READ, WRITE = CHAT_READ, CHAT_WRITE  # chat has its own nodes and token scopes
CONVERSATIONS_LIMIT = LimitRule(default=20, maximum=100)
MESSAGES_LIMIT = LimitRule(default=50, maximum=100)


@dataclass(frozen=True, slots=True)
class PollInput:
    question: str
    options: Sequence[str]
    duration_ms: int | None = None
    expires_at: datetime | None = None


@dataclass(frozen=True, slots=True)
class MessageView:
    message: Message
    sender_name: str
    tally: Tally | None


class Chat:
    def __init__(
        self,
        uow: UnitOfWorkFactory,
        reader: ChatReader,
        access: AccessControl,
        clock: Clock,
        ids: IdGenerator,
        relay: SocialRelay,
        blocks: BlockListReader,
    ) -> None:
        self._uow = uow
        self._reader = reader
        self._access = access
        self._clock = clock
        self._ids = ids
        self._relay = relay
        self._blocks = blocks

    async def create(
        self,
        principal: Principal,
        kind: ConversationKind,
        participant_ids: Sequence[UUID],
        title: str | None,
    ) -> tuple[ConversationRow, bool]:
        """A new conversation with friends of the caller; for a direct one that exists
        already, that one (and False)."""
        await self._access.require(principal, WRITE)
        me = principal.user_id
        draft = new_conversation(
            self._ids.new_object_id(), kind, me, participant_ids, title, self._clock.now()
        )
        async with self._uow() as uow:
            key = draft.direct_key
            existing = await uow.social.conversations.find_direct(key) if key else None
            if existing is None:
                await self._require_friends(uow, me, draft.others(me))
                if await uow.social.conversations.add(draft):
                    await uow.commit()
                    return await self._row(draft.id, me), True
                existing = await uow.social.conversations.find_direct(key) if key else None
        assert existing is not None
        return await self._row(existing.id, me), False

    @staticmethod
    async def _require_friends(uow: UnitOfWork, me: UUID, others: Sequence[UUID]) -> None:
        for other in others:
            if not await uow.social.links.between(me, other):
                raise ChatRefused("you can start conversations with your friends only")

    async def _row(self, conversation_id: str, viewer: UUID) -> ConversationRow:
        row = await self._reader.conversation(conversation_id, viewer)
        if row is None:
            raise ConversationNotFound()
        return row

    async def get(self, principal: Principal, conversation_id: str) -> ConversationRow:
        await self._access.require(principal, READ)
        return await self._row(conversation_id, principal.user_id)

    async def page(
        self, principal: Principal, limit: int | None, cursor: str | None
    ) -> Page[ConversationRow]:
        await self._access.require(principal, READ)
        limit = CONVERSATIONS_LIMIT.apply(limit)
        after = None
        if cursor is not None:
            at, last = cursors.decode(cursor, 2)
            after = (cursors.millis(at), cursors.object_id(last))
        rows = await self._reader.conversations(principal.user_id, after, limit + 1)
        more, rows = len(rows) > limit, rows[:limit]
        last_row = rows[-1].conversation if rows else None
        next_cursor = (
            cursors.encode(cursors.millis_text(last_row.activity_at), last_row.id)
            if more and last_row
            else None
        )
        return Page(rows, next_cursor)

    async def messages(
        self, principal: Principal, conversation_id: str, limit: int | None, cursor: str | None
    ) -> Page[MessageView]:
        """Newest first; ``cursor`` is the id of the last message of the previous page."""
        await self._access.require(principal, READ)
        limit = MESSAGES_LIMIT.apply(limit)
        before = cursors.object_id(cursor) if cursor is not None else None
        page = await self._reader.messages(conversation_id, principal.user_id, before, limit + 1)
        if page is None:
            raise ConversationNotFound()
        more, rows = len(page.rows) > limit, page.rows[:limit]
        items = self._views(MessagesPage(rows, page.votes))
        return Page(items, rows[-1].message.id if more and rows else None)

    def _views(self, page: MessagesPage) -> list[MessageView]:
        now = self._clock.now()
        return [
            MessageView(
                row.message,
                row.sender_name,
                tally(row.message.poll, page.votes.get(row.message.id, {}), row.viewer_choice, now)
                if row.message.poll
                else None,
            )
            for row in page.rows
        ]

    async def post(
        self, principal: Principal, conversation_id: str, text: str | None, poll: PollInput | None
    ) -> MessageView:
        await self._access.require(principal, WRITE)
        me, now = principal.user_id, self._clock.now()
        definition = None
        if poll is not None:
            definition = define_poll(
                poll.question,
                poll.options,
                now,
                duration_ms=poll.duration_ms,
                expires_at=poll.expires_at,
            )
        async with self._uow() as uow:
            conversation = await self._conversation(uow, conversation_id, me)
            await self._require_not_blocked(uow, conversation, me)
            message = new_message(
                self._ids.new_object_id(), conversation, me, text, definition, now
            )
            await uow.social.messages.add(message)
            await uow.social.conversations.touch(conversation.id, now)
            await uow.commit()
        view = await self._one(message.id, me)
        hearing = await listeners(self._blocks, conversation, me)
        await self._relay.publish(ChatMessageEvent(MessageAction.CREATED, view, hearing))
        return view

    async def vote(
        self, principal: Principal, conversation_id: str, message_id: str, option: int
    ) -> MessageView:
        """One vote per participant, changeable until the poll closes."""
        await self._access.require(principal, WRITE)
        me, now = principal.user_id, self._clock.now()
        async with self._uow() as uow:
            conversation = await self._conversation(uow, conversation_id, me)
            message = await uow.social.messages.get(message_id)
            if message is None or message.conversation_id != conversation.id:
                raise MessageNotFound()
            if message.poll is None:
                raise PollNotFound("this message carries no poll")
            message.poll.check_vote(option, now)
            await uow.social.messages.vote(Vote(message.id, conversation.id, me, option, now))
            await uow.commit()
        view = await self._one(message_id, me)
        hearing = await listeners(self._blocks, conversation, me)
        await self._relay.publish(ChatMessageEvent(MessageAction.POLL, view, hearing))
        return view

    async def _one(self, message_id: str, viewer: UUID) -> MessageView:
        page = await self._reader.message(message_id, viewer)
        if page is None or not page.rows:
            raise MessageNotFound()
        return self._views(page)[0]

    @staticmethod
    async def _conversation(uow: UnitOfWork, conversation_id: str, me: UUID) -> Conversation:
        conversation = await uow.social.conversations.get(conversation_id)
        if conversation is None or not conversation.includes(me):
            raise ConversationNotFound()
        return conversation

    @staticmethod
    async def _require_not_blocked(uow: UnitOfWork, conversation: Conversation, me: UUID) -> None:
        if conversation.kind is not ConversationKind.DIRECT:
            return
        (other,) = conversation.others(me)
        if await uow.social.blocks.between(me, other):
            raise ChatRefused("one of you blocked the other")


async def listeners(
    blocks: BlockListReader, conversation: Conversation, actor: UUID
) -> tuple[UUID, ...]:
    """Who hears what ``actor`` does in ``conversation``: every participant (the actor's other
    devices too) but those who blocked the actor (one indexed read, after the commit)."""
    blockers = await blocks.blockers(actor)
    return tuple(p for p in conversation.participants if p not in blockers)
