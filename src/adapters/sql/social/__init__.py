"""SQL adapters of the social area: repositories on the unit of work's connection, readers
on the fast read path."""

from __future__ import annotations

from sqlalchemy.ext.asyncio import AsyncConnection

from adapters.sql.fast_read import FastReader
from adapters.sql.social.blocks import SqlBlockRepository
from adapters.sql.social.chat import SqlConversationRepository, SqlMessageRepository
from adapters.sql.social.chat_reader import SqlChatReader
from adapters.sql.social.friends_reader import SqlFriendListReader
from adapters.sql.social.links import SqlFriendLinkRepository
from adapters.sql.social.lists_reader import (
    SqlBlockListReader,
    SqlNotificationReader,
    SqlReportReader,
)
from adapters.sql.social.notices import (
    SqlNotificationRepository,
    SqlPresenceReader,
    SqlPresenceRepository,
    SqlReportRepository,
)
from adapters.sql.social.requests import SqlFriendRequestRepository
from adapters.sql.social.requests_reader import SqlRequestListReader
from application.social.ports import SocialReaders


class SqlSocialRepositories:
    def __init__(self, connection: AsyncConnection) -> None:
        self.links = SqlFriendLinkRepository(connection)
        self.requests = SqlFriendRequestRepository(connection)
        self.blocks = SqlBlockRepository(connection)
        self.reports = SqlReportRepository(connection)
        self.notifications = SqlNotificationRepository(connection)
        self.presence = SqlPresenceRepository(connection)
        self.conversations = SqlConversationRepository(connection)
        self.messages = SqlMessageRepository(connection)


def sql_social_readers(reader: FastReader) -> SocialReaders:
    return SocialReaders(
        presence=SqlPresenceReader(reader),
        friends=SqlFriendListReader(reader),
        requests=SqlRequestListReader(reader),
        blocks=SqlBlockListReader(reader),
        notifications=SqlNotificationReader(reader),
        reports=SqlReportReader(reader),
        chat=SqlChatReader(reader),
    )
