"""Tables of the social area (migration 0004_social creates the same)."""

from __future__ import annotations

from uuid import UUID

import sqlalchemy as sa

from adapters.sql.tables.base import ObjectId, metadata, millis


def _user(name: str, *, primary_key: bool = False, index: bool | None = None) -> sa.Column[UUID]:
    return sa.Column(
        name,
        sa.Uuid,
        sa.ForeignKey("users.id", ondelete="CASCADE"),
        nullable=False,
        primary_key=primary_key,
        index=index,
    )


PENDING = sa.text("status = 'pending'")

# One row per direction of a friendship, carrying the owner's preferences.
friend_links = sa.Table(
    "friend_links",
    metadata,
    _user("owner_id", primary_key=True),
    _user("friend_id", primary_key=True),
    sa.Column("favorite", sa.Boolean, nullable=False, server_default=sa.false()),
    sa.Column("visibility", sa.String(8), nullable=False, server_default="DEFAULT"),
    sa.Column("note", sa.String(200)),
    millis("created_at"),
    millis("accepted_at"),
    millis("updated_at"),
    sa.CheckConstraint("owner_id <> friend_id", name="not_self"),
    # The friends list: one owner's links, newest friendship first (keyset pagination).
    sa.Index(
        "ix_friend_links_owner_id_accepted_at_friend_id", "owner_id", "accepted_at", "friend_id"
    ),
    sa.Index("ix_friend_links_friend_id", "friend_id"),
)

friend_requests = sa.Table(
    "friend_requests",
    metadata,
    sa.Column("id", ObjectId, primary_key=True),
    _user("sender_id"),
    _user("recipient_id"),
    sa.Column("status", sa.String(10), nullable=False),
    sa.Column("note", sa.String(200)),
    millis("created_at"),
    millis("expires_at"),
    millis("closed_at", nullable=True),
    # At most one pending request per direction.
    sa.Index(
        "ix_friend_requests_sender_id_recipient_id",
        "sender_id",
        "recipient_id",
        unique=True,
        sqlite_where=PENDING,
        postgresql_where=PENDING,
    ),
    # Incoming and outgoing lists: one user's requests by status, newest first.
    sa.Index("ix_friend_requests_recipient_id_status_id", "recipient_id", "status", "id"),
    sa.Index("ix_friend_requests_sender_id_status_id", "sender_id", "status", "id"),
)

blocks = sa.Table(
    "blocks",
    metadata,
    _user("blocker_id", primary_key=True),
    _user("blocked_id", primary_key=True),
    millis("created_at"),
    sa.Index(
        "ix_blocks_blocker_id_created_at_blocked_id", "blocker_id", "created_at", "blocked_id"
    ),
    sa.Index("ix_blocks_blocked_id", "blocked_id"),
)

reports = sa.Table(
    "reports",
    metadata,
    sa.Column("id", ObjectId, primary_key=True),
    _user("reporter_id", index=True),
    _user("target_id"),
    sa.Column("reason", sa.Text),
    millis("created_at"),
    # Triage (migration 0019_report_triage): status, the moderators' note, who triaged it.
    sa.Column("status", sa.String(12), nullable=False, server_default="open"),
    sa.Column("note", sa.Text, nullable=False, server_default=""),
    sa.Column("revision", sa.Integer, nullable=False, server_default="1"),
    sa.Column("triaged_by", sa.Uuid),
    millis("triaged_at", nullable=True),
    sa.Index("ix_reports_target_id_id", "target_id", "id"),
    sa.Index("ix_reports_status_id", "status", "id"),
)

notifications = sa.Table(
    "notifications",
    metadata,
    sa.Column("id", ObjectId, primary_key=True),
    _user("user_id"),
    sa.Column("kind", sa.String(32), nullable=False),
    sa.Column("deeplink", sa.String(200), nullable=False),
    sa.Column("payload", sa.JSON, nullable=False),
    millis("created_at"),
    millis("read_at", nullable=True),
    sa.Index("ix_notifications_user_id_id", "user_id", "id"),
)

user_presence = sa.Table(
    "user_presence",
    metadata,
    _user("user_id", primary_key=True),
    sa.Column("state", sa.String(8)),
    sa.Column("party_id", sa.Uuid),
    millis("updated_at"),
)

chat_conversations = sa.Table(
    "chat_conversations",
    metadata,
    sa.Column("id", ObjectId, primary_key=True),
    sa.Column("kind", sa.String(8), nullable=False),
    sa.Column("title", sa.String(80)),
    # "<low uuid hex>:<high uuid hex>" for a direct conversation: one per pair.
    sa.Column("direct_key", sa.String(65), unique=True),
    _user("created_by"),
    millis("created_at"),
    millis("last_message_at", nullable=True),
)

chat_participants = sa.Table(
    "chat_participants",
    metadata,
    sa.Column(
        "conversation_id",
        ObjectId,
        sa.ForeignKey("chat_conversations.id", ondelete="CASCADE"),
        primary_key=True,
    ),
    _user("user_id", primary_key=True),
    millis("joined_at"),
    # lastMessageAt, else createdAt, of the conversation: a user's list, most active first.
    millis("activity_at"),
    sa.Index(
        "ix_chat_participants_user_id_activity_at_conversation_id",
        "user_id",
        "activity_at",
        "conversation_id",
    ),
)

chat_messages = sa.Table(
    "chat_messages",
    metadata,
    sa.Column("id", ObjectId, primary_key=True),
    sa.Column(
        "conversation_id",
        ObjectId,
        sa.ForeignKey("chat_conversations.id", ondelete="CASCADE"),
        nullable=False,
    ),
    _user("sender_id", index=True),
    sa.Column("text", sa.Text),
    sa.Column("poll_question", sa.String(200)),
    sa.Column("poll_options", sa.JSON),
    millis("poll_expires_at", nullable=True),
    millis("created_at"),
    sa.Index("ix_chat_messages_conversation_id_id", "conversation_id", "id"),
)

chat_poll_votes = sa.Table(
    "chat_poll_votes",
    metadata,
    sa.Column(
        "message_id",
        ObjectId,
        sa.ForeignKey("chat_messages.id", ondelete="CASCADE"),
        primary_key=True,
    ),
    _user("user_id", primary_key=True),
    sa.Column("conversation_id", ObjectId, nullable=False),
    sa.Column("option_index", sa.SmallInteger, nullable=False),
    millis("voted_at"),
    # Tallies of one page of messages: a range of message ids within one conversation.
    sa.Index(
        "ix_chat_poll_votes_conversation_id_message_id_option_index",
        "conversation_id",
        "message_id",
        "option_index",
    ),
    sa.Index("ix_chat_poll_votes_user_id", "user_id"),
)
