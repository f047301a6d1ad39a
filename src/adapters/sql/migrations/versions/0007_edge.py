"""Connect edge: domain claims, DNS automation, public listings, gateways, routes, audit.

Also the permission nodes the edge checks: connect:network:manage (a network's edge, given to
members through roles scoped to network:<id>), admin:connect:view and admin:connect:manage
(the operators' Connect lists and actions).

Revision ID: 0007_edge
Revises: 0006_chat_nodes
Create Date: 2026-11-23 18:00:00
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0007_edge"
down_revision: str | Sequence[str] | None = "0006_chat_nodes"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

NODES = {
    "connect:network:manage": "ed9e00000000000000000001",
    "admin:connect:view": "ed9e00000000000000000002",
    "admin:connect:manage": "ed9e00000000000000000003",
}
OBJECT_ID = sa.String(24)
DNS_NAME = sa.String(253)


def _ms(name: str, nullable: bool = False) -> sa.Column[int]:
    return sa.Column(name, sa.BigInteger, nullable=nullable)


def _fk(column: str, table: str, target: str, referred: str) -> sa.ForeignKeyConstraint:
    return sa.ForeignKeyConstraint(
        [column], [f"{referred}.{target}"], name=f"fk_{table}_{column}_{referred}",
        ondelete="CASCADE",
    )  # fmt: skip


def upgrade() -> None:
    _domains()
    _dns()
    _listings()
    _gateways()
    for node, node_id in NODES.items():
        op.execute(
            sa.text(
                "INSERT INTO permission_nodes (id, node) SELECT :id, :node WHERE NOT EXISTS "
                "(SELECT 1 FROM permission_nodes WHERE node = :node)"
            ).bindparams(id=node_id, node=node)
        )


def _domains() -> None:
    op.create_table(
        "edge_domains",
        sa.Column("id", OBJECT_ID, nullable=False),
        sa.Column("network_id", sa.Uuid, nullable=False),
        sa.Column("domain", DNS_NAME, nullable=False),
        sa.Column("token", sa.String(64), nullable=False),
        _ms("verified_at", True),
        _ms("last_checked_at", True),
        sa.Column("last_outcome", sa.String(16)),
        _ms("created_at"),
        _ms("updated_at"),
        sa.PrimaryKeyConstraint("id", name="pk_edge_domains"),
        _fk("network_id", "edge_domains", "network_id", "connect_networks"),
        sa.UniqueConstraint("network_id", "domain", name="uq_edge_domains_network_id_domain"),
    )
    op.create_index("ix_edge_domains_last_checked_at", "edge_domains", ["last_checked_at"])
    op.create_table(
        "edge_verified_domains",
        sa.Column("domain", DNS_NAME, nullable=False),
        sa.Column("claim_id", OBJECT_ID, nullable=False),
        sa.Column("network_id", sa.Uuid, nullable=False),
        sa.PrimaryKeyConstraint("domain", name="pk_edge_verified_domains"),
        _fk("claim_id", "edge_verified_domains", "id", "edge_domains"),
        sa.UniqueConstraint("claim_id", name="uq_edge_verified_domains_claim_id"),
    )


def _dns() -> None:
    op.create_table(
        "edge_dns_configs",
        sa.Column("network_id", sa.Uuid, nullable=False),
        sa.Column("provider", sa.String(16), nullable=False),
        sa.Column("zone_id", sa.String(255), nullable=False),
        sa.Column("zone_name", DNS_NAME, nullable=False),
        sa.Column("sealed_token", sa.Text, nullable=False),
        sa.Column("token_status", sa.String(16), nullable=False),
        _ms("created_at"),
        _ms("updated_at"),
        sa.PrimaryKeyConstraint("network_id", name="pk_edge_dns_configs"),
        _fk("network_id", "edge_dns_configs", "network_id", "connect_networks"),
    )
    op.create_table(
        "edge_dns_changes",
        sa.Column("scope", sa.String(64), nullable=False),
        sa.Column("name", DNS_NAME, nullable=False),
        sa.Column("type", sa.String(8), nullable=False),
        sa.Column("record_values", sa.JSON, nullable=False),
        sa.Column("attempts", sa.Integer, nullable=False),
        _ms("next_attempt_at"),
        sa.Column("last_error", sa.String(500)),
        _ms("created_at"),
        sa.PrimaryKeyConstraint("scope", "name", "type", name="pk_edge_dns_changes"),
    )
    op.create_index("ix_edge_dns_changes_next_attempt_at", "edge_dns_changes", ["next_attempt_at"])


def _listings() -> None:
    op.create_table(
        "edge_listings",
        sa.Column("id", OBJECT_ID, nullable=False),
        sa.Column("network_id", sa.Uuid, nullable=False),
        sa.Column("address", sa.String(260), nullable=False),
        sa.Column("display_name", sa.String(48), nullable=False),
        sa.Column("category", sa.String(16), nullable=False),
        sa.Column("tags", sa.JSON, nullable=False),
        sa.Column("social_links", sa.JSON, nullable=False),
        sa.Column("hidden", sa.Boolean, nullable=False),
        sa.Column("featured", sa.Boolean, nullable=False),
        sa.Column("favorite_count", sa.Integer, nullable=False),
        sa.Column("motd", sa.String(256)),
        sa.Column("ping_ms", sa.Integer),
        sa.Column("player_count", sa.Integer),
        sa.Column("player_capacity", sa.Integer),
        sa.Column("players_sort", sa.Integer, nullable=False),
        sa.Column("discovery_state", sa.String(16), nullable=False),
        sa.Column("discovery_source", sa.String(16), nullable=False),
        _ms("reported_at", True),
        _ms("ownership_verified_at", True),
        _ms("created_at"),
        _ms("updated_at"),
        sa.PrimaryKeyConstraint("id", name="pk_edge_listings"),
        _fk("network_id", "edge_listings", "network_id", "connect_networks"),
        sa.UniqueConstraint("network_id", name="uq_edge_listings_network_id"),
    )
    for name, columns in (
        ("hidden_players_sort_id", ["hidden", "players_sort", "id"]),
        ("hidden_favorite_count_id", ["hidden", "favorite_count", "id"]),
        ("hidden_category_players_sort_id", ["hidden", "category", "players_sort", "id"]),
        ("hidden_category_favorite_count_id", ["hidden", "category", "favorite_count", "id"]),
        ("discovery_state_reported_at", ["discovery_state", "reported_at"]),
    ):
        op.create_index(f"ix_edge_listings_{name}", "edge_listings", columns)
    op.create_table(
        "edge_listing_terms",
        sa.Column("term", sa.String(24), nullable=False),
        sa.Column("listing_id", OBJECT_ID, nullable=False),
        sa.Column("hidden", sa.Boolean, nullable=False),
        sa.Column("category", sa.String(16), nullable=False),
        sa.Column("players_sort", sa.Integer, nullable=False),
        sa.Column("favorite_count", sa.Integer, nullable=False),
        sa.PrimaryKeyConstraint("term", "listing_id", name="pk_edge_listing_terms"),
        _fk("listing_id", "edge_listing_terms", "id", "edge_listings"),
    )
    for name, columns in (
        ("term_hidden_players_sort_listing_id", ["term", "hidden", "players_sort", "listing_id"]),
        ("term_hidden_favorite_count_listing_id",
         ["term", "hidden", "favorite_count", "listing_id"]),
        ("listing_id", ["listing_id"]),
    ):  # fmt: skip
        op.create_index(f"ix_edge_listing_terms_{name}", "edge_listing_terms", columns)
    op.create_table(
        "edge_favorites",
        sa.Column("listing_id", OBJECT_ID, nullable=False),
        sa.Column("user_id", sa.Uuid, nullable=False),
        _ms("created_at"),
        sa.PrimaryKeyConstraint("listing_id", "user_id", name="pk_edge_favorites"),
        _fk("listing_id", "edge_favorites", "id", "edge_listings"),
        _fk("user_id", "edge_favorites", "id", "users"),
    )
    op.create_index(
        "ix_edge_favorites_user_id_created_at", "edge_favorites", ["user_id", "created_at"]
    )


def _gateways() -> None:
    op.create_table(
        "edge_gateways",
        sa.Column("id", OBJECT_ID, nullable=False),
        sa.Column("name", sa.String(64), nullable=False),
        sa.Column("region", sa.String(32), nullable=False),
        sa.Column("public_ip", sa.String(45), nullable=False),
        sa.Column("version", sa.String(40), nullable=False),
        sa.Column("secret_digest", sa.String(64), nullable=False),
        sa.Column("state", sa.String(16), nullable=False),
        sa.Column("weight", sa.Integer, nullable=False),
        sa.Column("load", sa.Float, nullable=False),
        _ms("created_at"),
        _ms("updated_at"),
        _ms("last_heartbeat_at"),
        sa.PrimaryKeyConstraint("id", name="pk_edge_gateways"),
    )
    op.create_table(
        "edge_routes",
        sa.Column("server_id", sa.Uuid, nullable=False),
        sa.Column("network_id", sa.Uuid),
        sa.Column("route_host", DNS_NAME, nullable=False),
        sa.Column("dns_values", sa.JSON, nullable=False),
        _ms("created_at"),
        _ms("updated_at"),
        _ms("refreshed_at"),
        sa.PrimaryKeyConstraint("server_id", name="pk_edge_routes"),
        _fk("server_id", "edge_routes", "server_id", "connect_servers"),
        sa.UniqueConstraint("route_host", name="uq_edge_routes_route_host"),
    )
    op.create_index("ix_edge_routes_refreshed_at", "edge_routes", ["refreshed_at"])
    op.create_table(
        "edge_audit",
        sa.Column("id", OBJECT_ID, nullable=False),
        sa.Column("actor_id", sa.Uuid, nullable=False),
        sa.Column("action", sa.String(32), nullable=False),
        sa.Column("subject", sa.String(64), nullable=False),
        sa.Column("detail", sa.String(500), nullable=False),
        _ms("at"),
        sa.PrimaryKeyConstraint("id", name="pk_edge_audit"),
    )


def downgrade() -> None:
    for table in (
        "edge_audit", "edge_routes", "edge_gateways", "edge_favorites", "edge_listing_terms",
        "edge_listings", "edge_dns_changes", "edge_dns_configs", "edge_verified_domains",
        "edge_domains",
    ):  # fmt: skip
        op.drop_table(table)
    for node in NODES:
        op.execute(sa.text("DELETE FROM permission_nodes WHERE node = :node").bindparams(node=node))
