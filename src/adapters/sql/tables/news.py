"""Tables of the news area (migration 0007_versions_news creates the same)."""

from __future__ import annotations

import sqlalchemy as sa

from adapters.sql.tables.base import ObjectId, metadata, millis

FEED = sa.String(140)


def _user(name: str) -> sa.Column[object]:
    return sa.Column(name, sa.Uuid, sa.ForeignKey("users.id", ondelete="CASCADE"), primary_key=True)


def _news(name: str = "news_id") -> sa.Column[str]:
    return sa.Column(
        name, ObjectId, sa.ForeignKey("news_items.id", ondelete="CASCADE"), primary_key=True
    )


news_items = sa.Table(
    "news_items",
    metadata,
    sa.Column("id", ObjectId, primary_key=True),
    sa.Column("feed", FEED, nullable=False),
    sa.Column("title", sa.String(200), nullable=False),
    sa.Column("body", sa.Text, nullable=False),
    sa.Column("status", sa.String(10), nullable=False),
    millis("release_at", nullable=True),
    millis("published_at", nullable=True),
    sa.Column("poll_question", sa.String(200)),
    sa.Column("poll_options", sa.JSON),
    sa.Column("poll_duration_ms", sa.BigInteger),
    millis("poll_expires_at", nullable=True),
    sa.Column("created_by", sa.Uuid, nullable=False),
    millis("created_at"),
    millis("updated_at"),
    sa.Column("revision", sa.Integer, nullable=False),
    # A feed's released items, latest release first (its page and its latest release time).
    sa.Index("ix_news_items_feed_status_release_at_id", "feed", "status", "release_at", "id"),
    # Every feed's released items (the public list without a feed).
    sa.Index("ix_news_items_status_release_at_id", "status", "release_at", "id"),
    # A feed's items for its writers, newest first.
    sa.Index("ix_news_items_feed_id", "feed", "id"),
)

# One row per feed that ever had a change: the stamp of its last one.
news_feeds = sa.Table(
    "news_feeds",
    metadata,
    sa.Column("feed", FEED, primary_key=True),
    sa.Column("changed_at", sa.BigInteger, nullable=False),
)

# One row (id 1): the last change stamp handed out; writers take the next under its lock.
news_clock = sa.Table(
    "news_clock",
    metadata,
    sa.Column("id", sa.SmallInteger, primary_key=True, autoincrement=False),
    sa.Column("stamp", sa.BigInteger, nullable=False),
)

# Who follows what, and when each user's set last changed.
news_followers = sa.Table(
    "news_followers",
    metadata,
    _user("user_id"),
    sa.Column("changed_at", sa.BigInteger, nullable=False),
)

news_follows = sa.Table(
    "news_follows",
    metadata,
    sa.Column(
        "user_id",
        sa.Uuid,
        sa.ForeignKey("news_followers.user_id", ondelete="CASCADE"),
        primary_key=True,
    ),
    sa.Column("feed", FEED, primary_key=True),
)

news_poll_votes = sa.Table(
    "news_poll_votes",
    metadata,
    _news(),
    _user("user_id"),
    sa.Column("option_index", sa.SmallInteger, nullable=False),
    millis("voted_at"),
)

# Votes per option, kept exact in the voting transaction.
news_poll_counts = sa.Table(
    "news_poll_counts",
    metadata,
    _news(),
    sa.Column("option_index", sa.SmallInteger, primary_key=True),
    sa.Column("votes", sa.Integer, nullable=False),
)
