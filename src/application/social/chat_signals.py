"""What a participant signals in a conversation over the social stream, without a request:
typing, and read receipts (docs/social.md, "The social stream"). Neither is stored: typing is
passed on at most once every 2 seconds per user and conversation (more are dropped, not
refused), a read receipt is an event the other participants' streams number and replay. Both go
to every participant (the sender's other devices too) but those who blocked the sender."""

from __future__ import annotations

from uuid import UUID

from application.identity.principal import Principal
from application.permissions.access import AccessControl
from application.ports import Clock
from application.shared.rate_limits import RateLimits
from application.social.chat import listeners
from application.social.events import ReadReceiptEvent, SocialRelay, TypingEvent
from application.social.ports import BlockListReader, ChatReader
from domain.shared.errors import RateLimited
from domain.social.chat import Conversation
from domain.social.errors import ConversationNotFound, MessageNotFound
from domain.social.nodes import CHAT_READ, CHAT_WRITE

FRAMES = "social_frames"
TYPING = "chat_typing"
READ = "chat_read"


class ChatSignals:
    def __init__(
        self,
        chat: ChatReader,
        blocks: BlockListReader,
        access: AccessControl,
        rates: RateLimits,
        relay: SocialRelay,
        clock: Clock,
    ) -> None:
        self._chat = chat
        self._blocks = blocks
        self._access = access
        self._rates = rates
        self._relay = relay
        self._clock = clock

    async def typing(self, principal: Principal, conversation_id: str) -> bool:
        """Pass it on; False when dropped (one was passed on less than 2 seconds ago)."""
        me = principal.user_id
        await self._rates.check(FRAMES, str(me))
        await self._access.require(principal, CHAT_WRITE)
        conversation = await self._conversation(conversation_id, me)
        try:
            await self._rates.check(TYPING, f"{me}:{conversation_id}")
        except RateLimited:
            return False
        hearing = await listeners(self._blocks, conversation, me)
        await self._relay.publish(TypingEvent(conversation_id, me, self._clock.now(), hearing))
        return True

    async def read(self, principal: Principal, conversation_id: str, message_id: str) -> None:
        me = principal.user_id
        await self._rates.check(FRAMES, str(me))
        await self._rates.check(READ, str(me))
        await self._access.require(principal, CHAT_READ)
        conversation = await self._conversation(conversation_id, me)
        page = await self._chat.message(message_id, me)
        if page is None or not page.rows or page.rows[0].message.conversation_id != conversation.id:
            raise MessageNotFound()
        hearing = await listeners(self._blocks, conversation, me)
        event = ReadReceiptEvent(conversation_id, me, message_id, self._clock.now(), hearing)
        await self._relay.publish(event)

    async def _conversation(self, conversation_id: str, me: UUID) -> Conversation:
        row = await self._chat.conversation(conversation_id, me)
        if row is None:
            raise ConversationNotFound()
        return row.conversation
