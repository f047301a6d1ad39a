"""In-memory adapters of the social area."""

from __future__ import annotations

from adapters.memory.social.blocks import MemoryBlockRepository
from adapters.memory.social.chat import MemoryConversationRepository, MemoryMessageRepository
from adapters.memory.social.chat_reader import MemoryChatReader
from adapters.memory.social.links import MemoryFriendLinkRepository
from adapters.memory.social.notices import (
    MemoryNotificationRepository,
    MemoryPresenceReader,
    MemoryPresenceRepository,
    MemoryReportRepository,
)
from adapters.memory.social.readers import (
    MemoryBlockListReader,
    MemoryFriendListReader,
    MemoryNotificationReader,
    MemoryReportReader,
    MemoryRequestListReader,
)
from adapters.memory.social.requests import MemoryFriendRequestRepository
from adapters.memory.store import MemoryStore, MemoryTx
from application.social.ports import SocialReaders


class MemorySocialRepositories:
    def __init__(self, tx: MemoryTx) -> None:
        self.links = MemoryFriendLinkRepository(tx)
        self.requests = MemoryFriendRequestRepository(tx)
        self.blocks = MemoryBlockRepository(tx)
        self.reports = MemoryReportRepository(tx)
        self.notifications = MemoryNotificationRepository(tx)
        self.presence = MemoryPresenceRepository(tx)
        self.conversations = MemoryConversationRepository(tx)
        self.messages = MemoryMessageRepository(tx)


def memory_social_readers(store: MemoryStore) -> SocialReaders:
    return SocialReaders(
        presence=MemoryPresenceReader(store),
        friends=MemoryFriendListReader(store),
        requests=MemoryRequestListReader(store),
        blocks=MemoryBlockListReader(store),
        notifications=MemoryNotificationReader(store),
        reports=MemoryReportReader(store),
        chat=MemoryChatReader(store),
    )
