"""Versions (releases, channel pointers and their moves, client events and their counts) and
news (items, feed stamps, follows, poll votes and counts); the news permission nodes.

news:read and news:interact join the default role (everyone reads news, follows feeds and
votes); news:write and news:publish are granted by admins, globally or in a role limited to
a service or an extension.

Revision ID: 0007_versions_news
Revises: 0006_chat_nodes
Create Date: 2026-11-24 09:00:00
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0007_versions_news"
down_revision: str | Sequence[str] | None = "0006_chat_nodes"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

DEFAULT_ROLE_ID = "000000000000000000000001"
# Frozen here on purpose ("news" in hex, then a counter): ids unique among migrations.
NODES = {
    "news:read": ("6e657773" + f"{1:016x}", True),
    "news:interact": ("6e657773" + f"{2:016x}", True),
    "news:write": ("6e657773" + f"{3:016x}", False),
    "news:publish": ("6e657773" + f"{4:016x}", False),
}
OBJECT_ID = sa.String(24)
SCOPE_TYPE, SCOPE_ID, CHANNEL, FEED = sa.String(16), sa.String(128), sa.String(32), sa.String(140)


def _ms(name: str, nullable: bool = False) -> sa.Column[int]:
    return sa.Column(name, sa.BigInteger, nullable=nullable)


def _release_fk(table: str, column: str) -> sa.ForeignKeyConstraint:
    return sa.ForeignKeyConstraint(
        [column], ["version_releases.id"], name=f"fk_{table}_{column}_version_releases"
    )


def upgrade() -> None:
    _versions()
    _news()
    _nodes()


def _versions() -> None:
    op.create_table(
        "version_releases",
        sa.Column("id", OBJECT_ID, nullable=False),
        sa.Column("scope_type", SCOPE_TYPE, nullable=False),
        sa.Column("scope_id", SCOPE_ID, nullable=False),
        sa.Column("build_id", sa.String(60), nullable=False),
        sa.Column("build_day", sa.Integer, nullable=False),
        sa.Column("status", sa.String(12), nullable=False),
        sa.Column("notes", sa.Text, nullable=False),
        sa.Column("artifacts", sa.JSON, nullable=False),
        sa.Column("minimum_supported", sa.String(60)),
        sa.Column("revision", sa.Integer, nullable=False),
        sa.Column("created_by", sa.Uuid, nullable=False),
        _ms("created_at"),
        _ms("updated_at"),
        _ms("published_at", nullable=True),
        sa.PrimaryKeyConstraint("id", name="pk_version_releases"),
        sa.UniqueConstraint(
            "scope_type",
            "scope_id",
            "build_id",
            name="uq_version_releases_scope_type_scope_id_build_id",
        ),
    )
    op.create_index(
        "ix_version_releases_scope_type_scope_id_id",
        "version_releases",
        ["scope_type", "scope_id", "id"],
    )
    op.create_table(
        "version_pointers",
        sa.Column("scope_type", SCOPE_TYPE, nullable=False),
        sa.Column("scope_id", SCOPE_ID, nullable=False),
        sa.Column("channel", CHANNEL, nullable=False),
        sa.Column("release_id", OBJECT_ID),
        sa.Column("previous_release_id", OBJECT_ID),
        sa.Column("rollout_percent", sa.SmallInteger, nullable=False),
        sa.Column("revision", sa.Integer, nullable=False),
        _ms("updated_at"),
        sa.Column("updated_by", sa.Uuid),
        sa.PrimaryKeyConstraint("scope_type", "scope_id", "channel", name="pk_version_pointers"),
        _release_fk("version_pointers", "release_id"),
        _release_fk("version_pointers", "previous_release_id"),
    )
    op.create_index("ix_version_pointers_release_id", "version_pointers", ["release_id"])
    op.create_index(
        "ix_version_pointers_previous_release_id", "version_pointers", ["previous_release_id"]
    )
    op.create_table(
        "version_moves",
        sa.Column("id", OBJECT_ID, nullable=False),
        sa.Column("scope_type", SCOPE_TYPE, nullable=False),
        sa.Column("scope_id", SCOPE_ID, nullable=False),
        sa.Column("channel", CHANNEL, nullable=False),
        sa.Column("from_release_id", OBJECT_ID),
        sa.Column("to_release_id", OBJECT_ID),
        sa.Column("kind", sa.String(16), nullable=False),
        sa.Column("rollout_percent", sa.SmallInteger, nullable=False),
        sa.Column("reason", sa.String(500), nullable=False),
        sa.Column("moved_by", sa.Uuid),
        _ms("moved_at"),
        sa.Column("revision", sa.Integer, nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_version_moves"),
        _release_fk("version_moves", "from_release_id"),
        _release_fk("version_moves", "to_release_id"),
    )
    op.create_index(
        "ix_version_moves_scope_type_scope_id_channel_revision",
        "version_moves",
        ["scope_type", "scope_id", "channel", "revision"],
        unique=True,
    )
    op.create_index(
        "ix_version_moves_scope_type_scope_id_moved_at_id",
        "version_moves",
        ["scope_type", "scope_id", "moved_at", "id"],
    )
    op.create_index(
        "ix_version_moves_to_release_id_channel", "version_moves", ["to_release_id", "channel"]
    )
    op.create_table(
        "version_events",
        sa.Column("id", OBJECT_ID, nullable=False),
        sa.Column("client_id", sa.String(128), nullable=False),
        sa.Column("event_id", sa.String(64), nullable=False),
        sa.Column("release_id", OBJECT_ID, nullable=False),
        sa.Column("scope_type", SCOPE_TYPE, nullable=False),
        sa.Column("scope_id", SCOPE_ID, nullable=False),
        sa.Column("kind", sa.String(16), nullable=False),
        sa.Column("channel", CHANNEL),
        _ms("occurred_at", nullable=True),
        _ms("received_at"),
        sa.Column("data", sa.JSON),
        sa.PrimaryKeyConstraint("id", name="pk_version_events"),
        sa.UniqueConstraint("client_id", "event_id", name="uq_version_events_client_id_event_id"),
        _release_fk("version_events", "release_id"),
    )
    op.create_index(
        "ix_version_events_scope_type_scope_id_id",
        "version_events",
        ["scope_type", "scope_id", "id"],
    )
    op.create_index("ix_version_events_release_id_id", "version_events", ["release_id", "id"])
    op.create_index("ix_version_events_received_at", "version_events", ["received_at"])
    op.create_table(
        "version_event_counts",
        sa.Column("release_id", OBJECT_ID, nullable=False),
        sa.Column("kind", sa.String(16), nullable=False),
        sa.Column("hour", sa.BigInteger, nullable=False),
        sa.Column("count", sa.BigInteger, nullable=False),
        sa.PrimaryKeyConstraint("release_id", "kind", "hour", name="pk_version_event_counts"),
        _release_fk("version_event_counts", "release_id"),
    )


def _news() -> None:
    op.create_table(
        "news_items",
        sa.Column("id", OBJECT_ID, nullable=False),
        sa.Column("feed", FEED, nullable=False),
        sa.Column("title", sa.String(200), nullable=False),
        sa.Column("body", sa.Text, nullable=False),
        sa.Column("status", sa.String(10), nullable=False),
        _ms("release_at", nullable=True),
        _ms("published_at", nullable=True),
        sa.Column("poll_question", sa.String(200)),
        sa.Column("poll_options", sa.JSON),
        sa.Column("poll_duration_ms", sa.BigInteger),
        _ms("poll_expires_at", nullable=True),
        sa.Column("created_by", sa.Uuid, nullable=False),
        _ms("created_at"),
        _ms("updated_at"),
        sa.Column("revision", sa.Integer, nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_news_items"),
    )
    op.create_index(
        "ix_news_items_feed_status_release_at_id",
        "news_items",
        ["feed", "status", "release_at", "id"],
    )
    op.create_index(
        "ix_news_items_status_release_at_id", "news_items", ["status", "release_at", "id"]
    )
    op.create_index("ix_news_items_feed_id", "news_items", ["feed", "id"])
    op.create_table(
        "news_feeds",
        sa.Column("feed", FEED, nullable=False),
        sa.Column("changed_at", sa.BigInteger, nullable=False),
        sa.PrimaryKeyConstraint("feed", name="pk_news_feeds"),
    )
    op.create_table(
        "news_clock",
        sa.Column("id", sa.SmallInteger, nullable=False, autoincrement=False),
        sa.Column("stamp", sa.BigInteger, nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_news_clock"),
    )
    op.execute(sa.text("INSERT INTO news_clock (id, stamp) VALUES (1, 0)"))
    op.create_table(
        "news_followers",
        sa.Column("user_id", sa.Uuid, nullable=False),
        sa.Column("changed_at", sa.BigInteger, nullable=False),
        sa.PrimaryKeyConstraint("user_id", name="pk_news_followers"),
        sa.ForeignKeyConstraint(
            ["user_id"], ["users.id"], name="fk_news_followers_user_id_users", ondelete="CASCADE"
        ),
    )
    op.create_table(
        "news_follows",
        sa.Column("user_id", sa.Uuid, nullable=False),
        sa.Column("feed", FEED, nullable=False),
        sa.PrimaryKeyConstraint("user_id", "feed", name="pk_news_follows"),
        sa.ForeignKeyConstraint(
            ["user_id"],
            ["news_followers.user_id"],
            name="fk_news_follows_user_id_news_followers",
            ondelete="CASCADE",
        ),
    )
    op.create_table(
        "news_poll_votes",
        sa.Column("news_id", OBJECT_ID, nullable=False),
        sa.Column("user_id", sa.Uuid, nullable=False),
        sa.Column("option_index", sa.SmallInteger, nullable=False),
        _ms("voted_at"),
        sa.PrimaryKeyConstraint("news_id", "user_id", name="pk_news_poll_votes"),
        sa.ForeignKeyConstraint(
            ["news_id"],
            ["news_items.id"],
            name="fk_news_poll_votes_news_id_news_items",
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["user_id"], ["users.id"], name="fk_news_poll_votes_user_id_users", ondelete="CASCADE"
        ),
    )
    op.create_table(
        "news_poll_counts",
        sa.Column("news_id", OBJECT_ID, nullable=False),
        sa.Column("option_index", sa.SmallInteger, nullable=False),
        sa.Column("votes", sa.Integer, nullable=False),
        sa.PrimaryKeyConstraint("news_id", "option_index", name="pk_news_poll_counts"),
        sa.ForeignKeyConstraint(
            ["news_id"],
            ["news_items.id"],
            name="fk_news_poll_counts_news_id_news_items",
            ondelete="CASCADE",
        ),
    )


def _nodes() -> None:
    for node, (node_id, everyday) in NODES.items():
        op.execute(
            sa.text(
                "INSERT INTO permission_nodes (id, node) SELECT :id, :node WHERE NOT EXISTS "
                "(SELECT 1 FROM permission_nodes WHERE node = :node)"
            ).bindparams(id=node_id, node=node)
        )
        if everyday:
            op.execute(
                sa.text(
                    "INSERT INTO role_grants (role_id, node, negated) SELECT :role, :node, :no "
                    "WHERE EXISTS (SELECT 1 FROM roles WHERE id = :role) AND NOT EXISTS "
                    "(SELECT 1 FROM role_grants WHERE role_id = :role AND node = :node)"
                ).bindparams(role=DEFAULT_ROLE_ID, node=node, no=False)
            )


def downgrade() -> None:
    for node in NODES:
        op.execute(
            sa.text("DELETE FROM role_grants WHERE role_id = :role AND node = :node").bindparams(
                role=DEFAULT_ROLE_ID, node=node
            )
        )
        op.execute(sa.text("DELETE FROM permission_nodes WHERE node = :node").bindparams(node=node))
    for table in (
        "news_poll_counts", "news_poll_votes", "news_follows", "news_followers", "news_clock",
        "news_feeds", "news_items", "version_event_counts", "version_events", "version_moves",
        "version_pointers", "version_releases",
    ):  # fmt: skip
        op.drop_table(table)
