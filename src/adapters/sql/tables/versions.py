"""Tables of the versions area (migration 0007_versions_news creates the same)."""

from __future__ import annotations

import sqlalchemy as sa

from adapters.sql.tables.base import ObjectId, metadata, millis

SCOPE_TYPE = sa.String(16)
SCOPE_ID = sa.String(128)
CHANNEL = sa.String(32)


def _release(name: str, nullable: bool = True) -> sa.Column[str]:
    return sa.Column(name, ObjectId, sa.ForeignKey("version_releases.id"), nullable=nullable)


version_releases = sa.Table(
    "version_releases",
    metadata,
    sa.Column("id", ObjectId, primary_key=True),
    sa.Column("scope_type", SCOPE_TYPE, nullable=False),
    sa.Column("scope_id", SCOPE_ID, nullable=False),
    sa.Column("build_id", sa.String(60), nullable=False),
    sa.Column("build_day", sa.Integer, nullable=False),  # YYYYMMDD: the release order
    sa.Column("status", sa.String(12), nullable=False),
    sa.Column("notes", sa.Text, nullable=False),
    sa.Column("artifacts", sa.JSON, nullable=False),
    sa.Column("minimum_supported", sa.String(60)),
    sa.Column("revision", sa.Integer, nullable=False),
    sa.Column("created_by", sa.Uuid, nullable=False),
    millis("created_at"),
    millis("updated_at"),
    millis("published_at", nullable=True),
    sa.UniqueConstraint("scope_type", "scope_id", "build_id"),
    # A scope's releases, newest first (keyset on id).
    sa.Index("ix_version_releases_scope_type_scope_id_id", "scope_type", "scope_id", "id"),
)

# The active release pointer of each (scope, channel): the row the public resolve reads.
version_pointers = sa.Table(
    "version_pointers",
    metadata,
    sa.Column("scope_type", SCOPE_TYPE, primary_key=True),
    sa.Column("scope_id", SCOPE_ID, primary_key=True),
    sa.Column("channel", CHANNEL, primary_key=True),
    _release("release_id"),
    _release("previous_release_id"),
    sa.Column("rollout_percent", sa.SmallInteger, nullable=False),
    sa.Column("revision", sa.Integer, nullable=False),
    millis("updated_at"),
    sa.Column("updated_by", sa.Uuid),
    sa.Index("ix_version_pointers_release_id", "release_id"),
    sa.Index("ix_version_pointers_previous_release_id", "previous_release_id"),
)

version_moves = sa.Table(
    "version_moves",
    metadata,
    sa.Column("id", ObjectId, primary_key=True),
    sa.Column("scope_type", SCOPE_TYPE, nullable=False),
    sa.Column("scope_id", SCOPE_ID, nullable=False),
    sa.Column("channel", CHANNEL, nullable=False),
    _release("from_release_id"),
    _release("to_release_id"),
    sa.Column("kind", sa.String(16), nullable=False),
    sa.Column("rollout_percent", sa.SmallInteger, nullable=False),
    sa.Column("reason", sa.String(500), nullable=False),
    sa.Column("moved_by", sa.Uuid),
    millis("moved_at"),
    sa.Column("revision", sa.Integer, nullable=False),  # the channel's revision it made
    # One channel's moves in order (its revisions are unique).
    sa.Index(
        "ix_version_moves_scope_type_scope_id_channel_revision",
        "scope_type",
        "scope_id",
        "channel",
        "revision",
        unique=True,
    ),
    # A scope's moves across channels, newest first.
    sa.Index(
        "ix_version_moves_scope_type_scope_id_moved_at_id",
        "scope_type",
        "scope_id",
        "moved_at",
        "id",
    ),
    # Releases ever made active on a channel (the release list's channel filter).
    sa.Index("ix_version_moves_to_release_id_channel", "to_release_id", "channel"),
)

version_events = sa.Table(
    "version_events",
    metadata,
    sa.Column("id", ObjectId, primary_key=True),
    sa.Column("client_id", sa.String(128), nullable=False),  # "" when the client sent none
    sa.Column("event_id", sa.String(64), nullable=False),
    _release("release_id", nullable=False),
    sa.Column("scope_type", SCOPE_TYPE, nullable=False),
    sa.Column("scope_id", SCOPE_ID, nullable=False),
    sa.Column("kind", sa.String(16), nullable=False),
    sa.Column("channel", CHANNEL),
    millis("occurred_at", nullable=True),
    millis("received_at"),
    sa.Column("data", sa.JSON),
    # The idempotency key: a client's event id is stored once.
    sa.UniqueConstraint("client_id", "event_id"),
    sa.Index("ix_version_events_scope_type_scope_id_id", "scope_type", "scope_id", "id"),
    sa.Index("ix_version_events_release_id_id", "release_id", "id"),
    sa.Index("ix_version_events_received_at", "received_at"),
)

# Events counted per release, kind and hour, kept when old events are pruned.
version_event_counts = sa.Table(
    "version_event_counts",
    metadata,
    _release("release_id", nullable=False),
    sa.Column("kind", sa.String(16), nullable=False),
    sa.Column("hour", sa.BigInteger, nullable=False),
    sa.Column("count", sa.BigInteger, nullable=False),
    sa.PrimaryKeyConstraint("release_id", "kind", "hour"),
)
