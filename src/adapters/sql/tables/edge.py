"""Edge: domain claims, DNS automation and its pending changes, public listings (with their
search terms and favorites), gateways, routes and the admin audit log. Keep in sync with
migration 0007_edge."""

from __future__ import annotations

import sqlalchemy as sa

from adapters.sql.tables.base import ObjectId, metadata, millis

DNS_NAME = sa.String(253)


def _network_fk() -> sa.ForeignKey:
    return sa.ForeignKey("connect_networks.network_id", ondelete="CASCADE")


edge_domains = sa.Table(
    "edge_domains",
    metadata,
    sa.Column("id", ObjectId, primary_key=True),
    sa.Column("network_id", sa.Uuid, _network_fk(), nullable=False),
    sa.Column("domain", DNS_NAME, nullable=False),
    sa.Column("token", sa.String(64), nullable=False),
    millis("verified_at", nullable=True),
    millis("last_checked_at", nullable=True),
    sa.Column("last_outcome", sa.String(16)),
    millis("created_at"),
    millis("updated_at"),
    sa.UniqueConstraint("network_id", "domain"),
    # The periodic re-check: verified claims, longest unchecked first.
    sa.Index("ix_edge_domains_last_checked_at", "last_checked_at"),
)

# One row per verified domain: the primary key lets exactly one network verify a name.
edge_verified_domains = sa.Table(
    "edge_verified_domains",
    metadata,
    sa.Column("domain", DNS_NAME, primary_key=True),
    sa.Column(
        "claim_id",
        ObjectId,
        sa.ForeignKey("edge_domains.id", ondelete="CASCADE"),
        nullable=False,
        unique=True,
    ),
    sa.Column("network_id", sa.Uuid, nullable=False),
)

edge_dns_configs = sa.Table(
    "edge_dns_configs",
    metadata,
    sa.Column("network_id", sa.Uuid, _network_fk(), primary_key=True),
    sa.Column("provider", sa.String(16), nullable=False),
    sa.Column("zone_id", sa.String(255), nullable=False),
    sa.Column("zone_name", DNS_NAME, nullable=False),
    sa.Column("sealed_token", sa.Text, nullable=False),  # AES-GCM, never the token itself
    sa.Column("token_status", sa.String(16), nullable=False),
    millis("created_at"),
    millis("updated_at"),
)

edge_dns_changes = sa.Table(
    "edge_dns_changes",
    metadata,
    sa.Column("scope", sa.String(64), primary_key=True),  # network:<uuid> | gateway
    sa.Column("name", DNS_NAME, primary_key=True),
    sa.Column("type", sa.String(8), primary_key=True),
    sa.Column("record_values", sa.JSON, nullable=False),
    sa.Column("attempts", sa.Integer, nullable=False),
    millis("next_attempt_at"),
    sa.Column("last_error", sa.String(500)),
    millis("created_at"),
    sa.Index("ix_edge_dns_changes_next_attempt_at", "next_attempt_at"),
)

edge_listings = sa.Table(
    "edge_listings",
    metadata,
    sa.Column("id", ObjectId, primary_key=True),  # random: the public directory shows it
    sa.Column("network_id", sa.Uuid, _network_fk(), nullable=False, unique=True),
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
    sa.Column("players_sort", sa.Integer, nullable=False),  # player_count, -1 when unknown
    sa.Column("discovery_state", sa.String(16), nullable=False),
    sa.Column("discovery_source", sa.String(16), nullable=False),
    millis("reported_at", nullable=True),
    millis("ownership_verified_at", nullable=True),
    millis("created_at"),
    millis("updated_at"),
    # The directory's pages: a backward range scan each, whatever the number of listings.
    sa.Index("ix_edge_listings_hidden_players_sort_id", "hidden", "players_sort", "id"),
    sa.Index("ix_edge_listings_hidden_favorite_count_id", "hidden", "favorite_count", "id"),
    sa.Index(
        "ix_edge_listings_hidden_category_players_sort_id",
        "hidden",
        "category",
        "players_sort",
        "id",
    ),
    sa.Index(
        "ix_edge_listings_hidden_category_favorite_count_id",
        "hidden",
        "category",
        "favorite_count",
        "id",
    ),
    sa.Index("ix_edge_listings_discovery_state_reported_at", "discovery_state", "reported_at"),
)

# What the directory's search matches (words of the name, tags), with the listing's sort
# keys copied so that a search page is one range scan too.
edge_listing_terms = sa.Table(
    "edge_listing_terms",
    metadata,
    sa.Column("term", sa.String(24), primary_key=True),
    sa.Column(
        "listing_id",
        ObjectId,
        sa.ForeignKey("edge_listings.id", ondelete="CASCADE"),
        primary_key=True,
    ),
    sa.Column("hidden", sa.Boolean, nullable=False),
    sa.Column("category", sa.String(16), nullable=False),
    sa.Column("players_sort", sa.Integer, nullable=False),
    sa.Column("favorite_count", sa.Integer, nullable=False),
    sa.Index(
        "ix_edge_listing_terms_term_hidden_players_sort_listing_id",
        "term",
        "hidden",
        "players_sort",
        "listing_id",
    ),
    sa.Index(
        "ix_edge_listing_terms_term_hidden_favorite_count_listing_id",
        "term",
        "hidden",
        "favorite_count",
        "listing_id",
    ),
    sa.Index("ix_edge_listing_terms_listing_id", "listing_id"),
)

edge_favorites = sa.Table(
    "edge_favorites",
    metadata,
    sa.Column(
        "listing_id",
        ObjectId,
        sa.ForeignKey("edge_listings.id", ondelete="CASCADE"),
        primary_key=True,
    ),
    sa.Column("user_id", sa.Uuid, sa.ForeignKey("users.id", ondelete="CASCADE"), primary_key=True),
    millis("created_at"),
    sa.Index("ix_edge_favorites_user_id_created_at", "user_id", "created_at"),
)

edge_gateways = sa.Table(
    "edge_gateways",
    metadata,
    sa.Column("id", ObjectId, primary_key=True),  # random: gateways call with it
    sa.Column("name", sa.String(64), nullable=False),
    sa.Column("region", sa.String(32), nullable=False),
    sa.Column("public_ip", sa.String(45), nullable=False),
    sa.Column("version", sa.String(40), nullable=False),
    sa.Column("secret_digest", sa.String(64), nullable=False),
    sa.Column("state", sa.String(16), nullable=False),
    sa.Column("weight", sa.Integer, nullable=False),
    sa.Column("load", sa.Float, nullable=False),
    millis("created_at"),
    millis("updated_at"),
    millis("last_heartbeat_at"),
)

edge_routes = sa.Table(
    "edge_routes",
    metadata,
    sa.Column(
        "server_id",
        sa.Uuid,
        sa.ForeignKey("connect_servers.server_id", ondelete="CASCADE"),
        primary_key=True,
    ),
    sa.Column("network_id", sa.Uuid),
    sa.Column("route_host", DNS_NAME, nullable=False, unique=True),
    sa.Column("dns_values", sa.JSON, nullable=False),
    millis("created_at"),
    millis("updated_at"),
    millis("refreshed_at"),
    sa.Index("ix_edge_routes_refreshed_at", "refreshed_at"),
)

edge_audit = sa.Table(
    "edge_audit",
    metadata,
    sa.Column("id", ObjectId, primary_key=True),
    sa.Column("actor_id", sa.Uuid, nullable=False),
    sa.Column("action", sa.String(32), nullable=False),
    sa.Column("subject", sa.String(64), nullable=False),
    sa.Column("detail", sa.String(500), nullable=False),
    millis("at"),
)
