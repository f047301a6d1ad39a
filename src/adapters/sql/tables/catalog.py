"""Tables of the catalog area (migration 0007_totems creates the same)."""

from __future__ import annotations

import sqlalchemy as sa

from adapters.sql.tables.base import ObjectId, metadata, millis

catalogs = sa.Table(
    "catalogs",
    metadata,
    sa.Column("id", ObjectId, primary_key=True),
    sa.Column("slug", sa.String(64), nullable=False, unique=True),
    sa.Column("kind", sa.String(32), nullable=False, index=True),
    sa.Column("name", sa.String(100), nullable=False),
    sa.Column("item_count", sa.Integer, nullable=False, server_default="0"),
    millis("created_at"),
    millis("updated_at"),
)

# Items in the catalog's order. ``cum_weight`` is the running sum of the weights of the
# enabled items of the same draw group (``group_key``) up to this one; NULL when disabled.
catalog_items = sa.Table(
    "catalog_items",
    metadata,
    sa.Column(
        "catalog_id",
        ObjectId,
        sa.ForeignKey("catalogs.id", ondelete="CASCADE"),
        primary_key=True,
    ),
    sa.Column("position", sa.Integer, primary_key=True),
    sa.Column("id", ObjectId, nullable=False),
    sa.Column("asset", sa.JSON, nullable=False),
    sa.Column("weight", sa.Integer, nullable=False),
    sa.Column("scope", sa.String(64)),
    sa.Column("scope_id", sa.String(128)),
    sa.Column("group_key", sa.String(200), nullable=False),
    sa.Column("enabled", sa.Boolean, nullable=False),
    sa.Column("cum_weight", sa.BigInteger),
    # The draw: one seek to the first cumulative weight above r in the group.
    sa.Index(
        "ix_catalog_items_catalog_id_group_key_cum_weight", "catalog_id", "group_key", "cum_weight"
    ),
)

# The total weight and enabled items of each draw group.
catalog_groups = sa.Table(
    "catalog_groups",
    metadata,
    sa.Column(
        "catalog_id",
        ObjectId,
        sa.ForeignKey("catalogs.id", ondelete="CASCADE"),
        primary_key=True,
    ),
    sa.Column("group_key", sa.String(200), primary_key=True),
    sa.Column("total", sa.BigInteger, nullable=False),
    sa.Column("items", sa.Integer, nullable=False),
)

skin_builder_parts = sa.Table(
    "skin_builder_parts",
    metadata,
    sa.Column("id", ObjectId, primary_key=True),  # random: the image is public at its URL
    sa.Column("category", sa.String(32), nullable=False),
    sa.Column("name", sa.String(64), nullable=False),
    sa.Column("content_type", sa.String(64), nullable=False),
    sa.Column("size", sa.Integer, nullable=False),
    sa.Column("uploaded_by", sa.Uuid, nullable=False),
    millis("created_at"),
    sa.Index("ix_skin_builder_parts_category_id", "category", "id"),
)
