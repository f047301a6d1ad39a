"""Personal totems, profile documents (game options, profile shares), catalogs and
skin-builder parts; the nodes of catalog administration and part uploads.

Revision ID: 0007_totems
Revises: 0006_chat_nodes
Create Date: 2026-11-24 09:00:00
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.schema import SchemaItem

revision: str = "0007_totems"
down_revision: str | Sequence[str] | None = "0006_chat_nodes"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

# Frozen here on purpose: the nodes as this revision knows them.
NODES = {
    "admin:catalogs:view": f"{0x70700:024x}",
    "admin:catalogs:create": f"{0x70701:024x}",
    "admin:catalogs:edit": f"{0x70702:024x}",
    "admin:catalogs:delete": f"{0x70703:024x}",
    "admin:skin-builder-parts:upload": f"{0x70704:024x}",
}
NAME = sa.String(128).with_variant(sa.String(128, collation="C"), "postgresql")


def _ms(name: str, nullable: bool = False) -> sa.Column[int]:
    return sa.Column(name, sa.BigInteger, nullable=nullable)


def _fk(column: str, table: str, target: str) -> SchemaItem:
    referred, _, _ = target.partition(".")
    return sa.ForeignKeyConstraint(
        [column], [target], name=f"fk_{table}_{column}_{referred}", ondelete="CASCADE"
    )


def upgrade() -> None:
    _totems()
    _profile()
    _catalogs()
    for node, node_id in NODES.items():
        op.execute(
            sa.text(
                "INSERT INTO permission_nodes (id, node) SELECT :id, :node WHERE NOT EXISTS "
                "(SELECT 1 FROM permission_nodes WHERE node = :node)"
            ).bindparams(id=node_id, node=node)
        )


def _totems() -> None:
    op.create_table(
        "totem_models",
        sa.Column("id", sa.String(24), nullable=False),
        sa.Column("owner_id", sa.Uuid, nullable=False),
        sa.Column("sha256", sa.String(64), nullable=False),
        sa.Column("size", sa.Integer, nullable=False),
        sa.Column("name", sa.String(128), nullable=False, server_default=""),
        sa.Column("name_lower", NAME, nullable=False, server_default=""),
        sa.Column("content", sa.String(8), nullable=False),
        sa.Column("age", sa.SmallInteger, nullable=False),
        sa.Column("author_id", sa.Uuid, nullable=False),
        sa.Column("author_name", sa.String(64)),
        sa.Column("author_description", sa.String(500)),
        _ms("created_at"),
        _ms("last_used_at"),
        sa.Column("selected_count", sa.BigInteger, nullable=False, server_default="0"),
        sa.PrimaryKeyConstraint("id", name="pk_totem_models"),
        _fk("owner_id", "totem_models", "users.id"),
        sa.UniqueConstraint("owner_id", "sha256", name="uq_totem_models_owner_id_sha256"),
    )
    for columns in (
        ["selected_count", "id"],
        ["created_at", "id"],
        ["last_used_at", "id"],
        ["name_lower", "id"],
    ):
        op.create_index(f"ix_totem_models_{'_'.join(columns)}", "totem_models", columns)
    op.create_table(
        "totem_active",
        sa.Column("user_id", sa.Uuid, nullable=False),
        sa.Column("model_id", sa.String(24), nullable=False),
        _ms("selected_at"),
        sa.PrimaryKeyConstraint("user_id", name="pk_totem_active"),
        _fk("user_id", "totem_active", "users.id"),
        _fk("model_id", "totem_active", "totem_models.id"),
    )
    op.create_index("ix_totem_active_model_id", "totem_active", ["model_id"])
    op.create_table(
        "totem_selections",
        sa.Column("user_id", sa.Uuid, nullable=False),
        sa.Column("model_id", sa.String(24), nullable=False),
        _ms("selected_at"),
        sa.PrimaryKeyConstraint("user_id", "model_id", name="pk_totem_selections"),
        _fk("user_id", "totem_selections", "users.id"),
        _fk("model_id", "totem_selections", "totem_models.id"),
    )
    op.create_index(
        "ix_totem_selections_user_id_selected_at_model_id",
        "totem_selections",
        ["user_id", "selected_at", "model_id"],
    )
    op.create_index("ix_totem_selections_model_id", "totem_selections", ["model_id"])


def _profile() -> None:
    op.create_table(
        "game_options",
        sa.Column("user_id", sa.Uuid, nullable=False),
        sa.Column("document", sa.JSON, nullable=False),
        sa.Column("revision", sa.BigInteger, nullable=False),
        _ms("updated_at"),
        sa.PrimaryKeyConstraint("user_id", name="pk_game_options"),
        _fk("user_id", "game_options", "users.id"),
    )
    op.create_table(
        "profile_shares",
        sa.Column("id", sa.String(24), nullable=False),
        sa.Column("user_id", sa.Uuid, nullable=False),
        sa.Column("code", sa.String(64), nullable=False),
        sa.Column("label", sa.String(100)),
        _ms("created_at"),
        _ms("expires_at", nullable=True),
        _ms("revoked_at", nullable=True),
        sa.PrimaryKeyConstraint("id", name="pk_profile_shares"),
        _fk("user_id", "profile_shares", "users.id"),
        sa.UniqueConstraint("code", name="uq_profile_shares_code"),
    )
    op.create_index("ix_profile_shares_user_id_id", "profile_shares", ["user_id", "id"])


def _catalogs() -> None:
    op.create_table(
        "catalogs",
        sa.Column("id", sa.String(24), nullable=False),
        sa.Column("slug", sa.String(64), nullable=False),
        sa.Column("kind", sa.String(32), nullable=False),
        sa.Column("name", sa.String(100), nullable=False),
        sa.Column("item_count", sa.Integer, nullable=False, server_default="0"),
        _ms("created_at"),
        _ms("updated_at"),
        sa.PrimaryKeyConstraint("id", name="pk_catalogs"),
        sa.UniqueConstraint("slug", name="uq_catalogs_slug"),
    )
    op.create_index("ix_catalogs_kind", "catalogs", ["kind"])
    op.create_table(
        "catalog_items",
        sa.Column("catalog_id", sa.String(24), nullable=False),
        sa.Column("position", sa.Integer, nullable=False),
        sa.Column("id", sa.String(24), nullable=False),
        sa.Column("asset", sa.JSON, nullable=False),
        sa.Column("weight", sa.Integer, nullable=False),
        sa.Column("scope", sa.String(64)),
        sa.Column("scope_id", sa.String(128)),
        sa.Column("group_key", sa.String(200), nullable=False),
        sa.Column("enabled", sa.Boolean, nullable=False),
        sa.Column("cum_weight", sa.BigInteger),
        sa.PrimaryKeyConstraint("catalog_id", "position", name="pk_catalog_items"),
        _fk("catalog_id", "catalog_items", "catalogs.id"),
    )
    op.create_index(
        "ix_catalog_items_catalog_id_group_key_cum_weight",
        "catalog_items",
        ["catalog_id", "group_key", "cum_weight"],
    )
    op.create_table(
        "catalog_groups",
        sa.Column("catalog_id", sa.String(24), nullable=False),
        sa.Column("group_key", sa.String(200), nullable=False),
        sa.Column("total", sa.BigInteger, nullable=False),
        sa.Column("items", sa.Integer, nullable=False),
        sa.PrimaryKeyConstraint("catalog_id", "group_key", name="pk_catalog_groups"),
        _fk("catalog_id", "catalog_groups", "catalogs.id"),
    )
    op.create_table(
        "skin_builder_parts",
        sa.Column("id", sa.String(24), nullable=False),
        sa.Column("category", sa.String(32), nullable=False),
        sa.Column("name", sa.String(64), nullable=False),
        sa.Column("content_type", sa.String(64), nullable=False),
        sa.Column("size", sa.Integer, nullable=False),
        sa.Column("uploaded_by", sa.Uuid, nullable=False),
        _ms("created_at"),
        sa.PrimaryKeyConstraint("id", name="pk_skin_builder_parts"),
    )
    op.create_index("ix_skin_builder_parts_category_id", "skin_builder_parts", ["category", "id"])


def downgrade() -> None:
    for node in NODES:
        op.execute(sa.text("DELETE FROM permission_nodes WHERE node = :node").bindparams(node=node))
    for table in (
        "skin_builder_parts",
        "catalog_groups",
        "catalog_items",
        "catalogs",
        "profile_shares",
        "game_options",
        "totem_selections",
        "totem_active",
        "totem_models",
    ):
        op.drop_table(table)
