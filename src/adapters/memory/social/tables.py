"""Names of the in-memory tables of the social area, and their keys."""

from __future__ import annotations

from uuid import UUID

from adapters.memory.store import Table
from domain.social.blocks import Block
from domain.social.chat import Conversation, Message, Vote
from domain.social.links import FriendLink
from domain.social.notifications import Notification
from domain.social.presence import PresenceSetting
from domain.social.reports import Report
from domain.social.requests import FriendRequest

# (owner_id, friend_id) -> FriendLink
LINKS = Table[tuple[UUID, UUID], FriendLink]("friend_links")
REQUESTS = Table[str, FriendRequest]("friend_requests")  # id -> FriendRequest
# (blocker_id, blocked_id) -> Block
BLOCKS = Table[tuple[UUID, UUID], Block]("blocks")
REPORTS = Table[str, Report]("reports")  # id -> Report
NOTIFICATIONS = Table[str, Notification]("notifications")  # id -> Notification
PRESENCE = Table[UUID, PresenceSetting]("user_presence")  # user_id -> PresenceSetting
CONVERSATIONS = Table[str, Conversation]("conversations")  # id -> Conversation
MESSAGES = Table[str, Message]("chat_messages")  # id -> Message
VOTES = Table[tuple[str, UUID], Vote]("chat_poll_votes")  # (message_id, user_id) -> Vote
