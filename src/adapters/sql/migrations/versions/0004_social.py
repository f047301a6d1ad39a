"""Social: friend links, friend requests, blocks, reports, notifications, presence, chat.

Revision ID: 0004_social
Revises: 0001_foundation
Create Date: 2026-11-22
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.schema import SchemaItem

revision: str = "0004_social"
down_revision: str | Sequence[str] | None = "0001_foundation"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

# The node moderators need for GET /v1/admin/reports (frozen here on purpose).
REPORTS_NODE = "admin:reports:view"
REPORTS_NODE_ID = "50c1a1000000000000000001"
PENDING = sa.text("status = 'pending'")


def _user(name: str, table: str, primary_key: bool = False) -> list[SchemaItem]:
    return [
        sa.Column(name, sa.Uuid, nullable=False, primary_key=primary_key),
        sa.ForeignKeyConstraint(
            [name], ["users.id"], name=f"fk_{table}_{name}_users", ondelete="CASCADE"
        ),
    ]


def _ms(name: str, nullable: bool = False) -> sa.Column[int]:
    return sa.Column(name, sa.BigInteger, nullable=nullable)


def upgrade() -> None:
    _friends()
    _moderation()
    _chat()
    _register_node()


def _friends() -> None:
    op.create_table(
        "friend_links",
        *_user("owner_id", "friend_links"),
        *_user("friend_id", "friend_links"),
        sa.Column("favorite", sa.Boolean, nullable=False, server_default=sa.false()),
        sa.Column("visibility", sa.String(8), nullable=False, server_default="DEFAULT"),
        sa.Column("note", sa.String(200)),
        _ms("created_at"),
        _ms("accepted_at"),
        _ms("updated_at"),
        sa.PrimaryKeyConstraint("owner_id", "friend_id", name="pk_friend_links"),
        sa.CheckConstraint("owner_id <> friend_id", name="ck_friend_links_not_self"),
    )
    op.create_index(
        "ix_friend_links_owner_id_accepted_at_friend_id",
        "friend_links",
        ["owner_id", "accepted_at", "friend_id"],
    )
    op.create_index("ix_friend_links_friend_id", "friend_links", ["friend_id"])

    op.create_table(
        "friend_requests",
        sa.Column("id", sa.String(24), nullable=False),
        *_user("sender_id", "friend_requests"),
        *_user("recipient_id", "friend_requests"),
        sa.Column("status", sa.String(10), nullable=False),
        sa.Column("note", sa.String(200)),
        _ms("created_at"),
        _ms("expires_at"),
        _ms("closed_at", nullable=True),
        sa.PrimaryKeyConstraint("id", name="pk_friend_requests"),
    )
    op.create_index(
        "ix_friend_requests_sender_id_recipient_id",
        "friend_requests",
        ["sender_id", "recipient_id"],
        unique=True,
        sqlite_where=PENDING,
        postgresql_where=PENDING,
    )
    op.create_index(
        "ix_friend_requests_recipient_id_status_id",
        "friend_requests",
        ["recipient_id", "status", "id"],
    )
    op.create_index(
        "ix_friend_requests_sender_id_status_id", "friend_requests", ["sender_id", "status", "id"]
    )

    op.create_table(
        "user_presence",
        *_user("user_id", "user_presence"),
        sa.Column("state", sa.String(8)),
        sa.Column("party_id", sa.Uuid),
        _ms("updated_at"),
        sa.PrimaryKeyConstraint("user_id", name="pk_user_presence"),
    )


def _moderation() -> None:
    op.create_table(
        "blocks",
        *_user("blocker_id", "blocks"),
        *_user("blocked_id", "blocks"),
        _ms("created_at"),
        sa.PrimaryKeyConstraint("blocker_id", "blocked_id", name="pk_blocks"),
    )
    op.create_index(
        "ix_blocks_blocker_id_created_at_blocked_id",
        "blocks",
        ["blocker_id", "created_at", "blocked_id"],
    )
    op.create_index("ix_blocks_blocked_id", "blocks", ["blocked_id"])

    op.create_table(
        "reports",
        sa.Column("id", sa.String(24), nullable=False),
        *_user("reporter_id", "reports"),
        *_user("target_id", "reports"),
        sa.Column("reason", sa.Text),
        _ms("created_at"),
        sa.PrimaryKeyConstraint("id", name="pk_reports"),
    )
    op.create_index("ix_reports_reporter_id", "reports", ["reporter_id"])
    op.create_index("ix_reports_target_id_id", "reports", ["target_id", "id"])

    op.create_table(
        "notifications",
        sa.Column("id", sa.String(24), nullable=False),
        *_user("user_id", "notifications"),
        sa.Column("kind", sa.String(32), nullable=False),
        sa.Column("deeplink", sa.String(200), nullable=False),
        sa.Column("payload", sa.JSON, nullable=False),
        _ms("created_at"),
        _ms("read_at", nullable=True),
        sa.PrimaryKeyConstraint("id", name="pk_notifications"),
    )
    op.create_index("ix_notifications_user_id_id", "notifications", ["user_id", "id"])


def _chat() -> None:
    op.create_table(
        "chat_conversations",
        sa.Column("id", sa.String(24), nullable=False),
        sa.Column("kind", sa.String(8), nullable=False),
        sa.Column("title", sa.String(80)),
        sa.Column("direct_key", sa.String(65)),
        *_user("created_by", "chat_conversations"),
        _ms("created_at"),
        _ms("last_message_at", nullable=True),
        sa.PrimaryKeyConstraint("id", name="pk_chat_conversations"),
        sa.UniqueConstraint("direct_key", name="uq_chat_conversations_direct_key"),
    )
    op.create_table(
        "chat_participants",
        sa.Column("conversation_id", sa.String(24), nullable=False),
        *_user("user_id", "chat_participants"),
        _ms("joined_at"),
        _ms("activity_at"),
        sa.PrimaryKeyConstraint("conversation_id", "user_id", name="pk_chat_participants"),
        sa.ForeignKeyConstraint(
            ["conversation_id"],
            ["chat_conversations.id"],
            name="fk_chat_participants_conversation_id_chat_conversations",
            ondelete="CASCADE",
        ),
    )
    op.create_index(
        "ix_chat_participants_user_id_activity_at_conversation_id",
        "chat_participants",
        ["user_id", "activity_at", "conversation_id"],
    )
    op.create_table(
        "chat_messages",
        sa.Column("id", sa.String(24), nullable=False),
        sa.Column("conversation_id", sa.String(24), nullable=False),
        *_user("sender_id", "chat_messages"),
        sa.Column("text", sa.Text),
        sa.Column("poll_question", sa.String(200)),
        sa.Column("poll_options", sa.JSON),
        _ms("poll_expires_at", nullable=True),
        _ms("created_at"),
        sa.PrimaryKeyConstraint("id", name="pk_chat_messages"),
        sa.ForeignKeyConstraint(
            ["conversation_id"],
            ["chat_conversations.id"],
            name="fk_chat_messages_conversation_id_chat_conversations",
            ondelete="CASCADE",
        ),
    )
    op.create_index(
        "ix_chat_messages_conversation_id_id", "chat_messages", ["conversation_id", "id"]
    )
    op.create_index("ix_chat_messages_sender_id", "chat_messages", ["sender_id"])
    op.create_table(
        "chat_poll_votes",
        sa.Column("message_id", sa.String(24), nullable=False),
        *_user("user_id", "chat_poll_votes"),
        sa.Column("conversation_id", sa.String(24), nullable=False),
        sa.Column("option_index", sa.SmallInteger, nullable=False),
        _ms("voted_at"),
        sa.PrimaryKeyConstraint("message_id", "user_id", name="pk_chat_poll_votes"),
        sa.ForeignKeyConstraint(
            ["message_id"],
            ["chat_messages.id"],
            name="fk_chat_poll_votes_message_id_chat_messages",
            ondelete="CASCADE",
        ),
    )
    op.create_index(
        "ix_chat_poll_votes_conversation_id_message_id_option_index",
        "chat_poll_votes",
        ["conversation_id", "message_id", "option_index"],
    )
    op.create_index("ix_chat_poll_votes_user_id", "chat_poll_votes", ["user_id"])


def _register_node() -> None:
    """Add the node to the catalog unless a grant registered it already."""
    op.execute(
        sa.text(
            "INSERT INTO permission_nodes (id, node) SELECT :id, :node WHERE NOT EXISTS "
            "(SELECT 1 FROM permission_nodes WHERE node = :node)"
        ).bindparams(id=REPORTS_NODE_ID, node=REPORTS_NODE)
    )


def downgrade() -> None:
    op.execute(
        sa.text("DELETE FROM permission_nodes WHERE node = :node").bindparams(node=REPORTS_NODE)
    )
    for table in (
        "chat_poll_votes",
        "chat_messages",
        "chat_participants",
        "chat_conversations",
        "notifications",
        "reports",
        "blocks",
        "user_presence",
        "friend_requests",
        "friend_links",
    ):
        op.drop_table(table)
