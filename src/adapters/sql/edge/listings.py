"""Public listings on SQL, with their search terms (sort keys copied) and favorites."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any
from uuid import UUID

import sqlalchemy as sa
from sqlalchemy.ext.asyncio import AsyncConnection

from adapters.sql.fast_read import as_json, as_uuid
from adapters.sql.rows import dt, dt_required, flag, ms
from adapters.sql.tables.edge import edge_favorites, edge_listing_terms, edge_listings
from adapters.sql.upsert import upsert
from domain.edge.listing import (
    DiscoverySource,
    DiscoveryState,
    Listing,
    ListingStatus,
    SocialLink,
    search_terms,
)

listings = edge_listings
terms = edge_listing_terms
favorites = edge_favorites

LISTING_COLUMNS = (
    "id", "network_id", "address", "display_name", "category", "tags", "social_links", "hidden",
    "featured", "favorite_count", "motd", "ping_ms", "player_count", "player_capacity",
    "discovery_state", "discovery_source", "reported_at", "ownership_verified_at", "created_at",
    "updated_at",
)  # fmt: skip
_SELECT = sa.select(*(listings.c[c] for c in LISTING_COLUMNS))


def listing_from_row(row: Sequence[Any]) -> Listing:
    (listing_id, network_id, address, display_name, category, tags, links, hidden, featured,
     favorite_count, motd, ping_ms, player_count, player_capacity, state, source, reported_at,
     owned_at, created_at, updated_at) = row  # fmt: skip
    tag_list = tuple(as_json(tags))
    return Listing(
        id=listing_id,
        network_id=as_uuid(network_id),
        address=address,
        display_name=display_name,
        category=category,
        tags=tag_list,
        social_links=tuple(SocialLink(link["kind"], link["url"]) for link in as_json(links)),
        hidden=flag(hidden),
        featured=flag(featured),
        favorite_count=favorite_count,
        motd=motd,
        ping_ms=ping_ms,
        player_count=player_count,
        player_capacity=player_capacity,
        discovery_state=DiscoveryState(state),
        discovery_source=DiscoverySource(source),
        reported_at=dt(reported_at),
        ownership_verified_at=dt(owned_at),
        created_at=dt_required(created_at),
        updated_at=dt_required(updated_at),
    )


class SqlListingRepository:
    def __init__(self, connection: AsyncConnection) -> None:
        self._db = connection

    async def for_network(self, network_id: UUID) -> Listing | None:
        row = (await self._db.execute(_SELECT.where(listings.c.network_id == network_id))).first()
        return listing_from_row(row) if row else None

    async def get(self, listing_id: str) -> Listing | None:
        row = (await self._db.execute(_SELECT.where(listings.c.id == listing_id))).first()
        return listing_from_row(row) if row else None

    async def put(self, listing: Listing) -> None:
        values = {
            "address": listing.address,
            "display_name": listing.display_name,
            "category": listing.category,
            "tags": list(listing.tags),
            "social_links": [{"kind": s.kind, "url": s.url} for s in listing.social_links],
            "hidden": listing.hidden,
            "ownership_verified_at": ms(listing.ownership_verified_at),
            "updated_at": ms(listing.updated_at),
        }
        statement = (
            upsert(self._db, listings)
            .values(
                id=listing.id,
                network_id=listing.network_id,
                featured=listing.featured,
                favorite_count=listing.favorite_count,
                motd=listing.motd,
                ping_ms=listing.ping_ms,
                player_count=listing.player_count,
                player_capacity=listing.player_capacity,
                players_sort=listing.players_sort,
                discovery_state=listing.discovery_state.value,
                discovery_source=listing.discovery_source.value,
                reported_at=ms(listing.reported_at),
                created_at=ms(listing.created_at),
                **values,
            )
            .on_conflict_do_update(index_elements=["network_id"], set_=values)
        )
        await self._db.execute(statement)
        await self._db.execute(terms.delete().where(terms.c.listing_id == listing.id))
        rows = await self._db.execute(
            sa.select(listings.c.players_sort, listings.c.favorite_count).where(
                listings.c.id == listing.id
            )
        )
        players_sort, favorite_count = rows.one()
        wanted = search_terms(listing.display_name, listing.tags)
        if wanted:
            await self._db.execute(
                terms.insert(),
                [
                    {
                        "term": term,
                        "listing_id": listing.id,
                        "hidden": listing.hidden,
                        "category": listing.category,
                        "players_sort": players_sort,
                        "favorite_count": favorite_count,
                    }
                    for term in wanted
                ],
            )

    async def remove(self, network_id: UUID) -> bool:
        """Favorites and terms go with the listing (ON DELETE CASCADE, and explicitly for
        SQLite connections that do not enforce foreign keys)."""
        row = (
            await self._db.execute(
                sa.select(listings.c.id).where(listings.c.network_id == network_id)
            )
        ).first()
        if row is None:
            return False
        await self._db.execute(favorites.delete().where(favorites.c.listing_id == row[0]))
        await self._db.execute(terms.delete().where(terms.c.listing_id == row[0]))
        await self._db.execute(listings.delete().where(listings.c.id == row[0]))
        return True

    async def report(self, network_id: UUID, status: ListingStatus, now: datetime) -> bool:
        players_sort = -1 if status.player_count is None else status.player_count
        result = await self._db.execute(
            listings.update()
            .where(listings.c.network_id == network_id)
            .values(
                motd=status.motd,
                player_count=status.player_count,
                player_capacity=status.player_capacity,
                ping_ms=status.ping_ms,
                players_sort=players_sort,
                discovery_state=DiscoveryState.ONLINE.value,
                discovery_source=DiscoverySource.SERVER_REPORT.value,
                reported_at=ms(now),
            )
            .returning(listings.c.id)
        )
        row = result.first()
        if row is None:
            return False
        await self._db.execute(
            terms.update().where(terms.c.listing_id == row[0]).values(players_sort=players_sort)
        )
        return True

    async def expire_reports(self, reported_before: datetime, now: datetime) -> int:
        stale = sa.and_(
            listings.c.discovery_state == DiscoveryState.ONLINE.value,
            listings.c.reported_at < ms(reported_before),
        )
        await self._db.execute(
            terms.update()
            .where(terms.c.listing_id.in_(sa.select(listings.c.id).where(stale)))
            .values(players_sort=-1)
        )
        result = await self._db.execute(
            listings.update()
            .where(stale)
            .values(
                discovery_state=DiscoveryState.OFFLINE.value,
                player_count=None,
                ping_ms=None,
                players_sort=-1,
            )
        )
        return int(result.rowcount or 0)

    async def set_ownership(self, network_id: UUID, verified_at: datetime | None) -> None:
        await self._db.execute(
            listings.update()
            .where(listings.c.network_id == network_id)
            .values(ownership_verified_at=ms(verified_at))
        )

    async def _count(self, listing_id: str, delta: int) -> None:
        for table, key in ((listings, listings.c.id), (terms, terms.c.listing_id)):
            await self._db.execute(
                table.update()
                .where(key == listing_id)
                .values(favorite_count=table.c.favorite_count + delta)
            )

    async def favorite(self, listing_id: str, user_id: UUID, now: datetime) -> bool:
        """The favorite row's primary key decides, and the count moves in the same
        transaction with an increment (never a read-modify-write): exact under concurrency."""
        added = (
            await self._db.execute(
                upsert(self._db, favorites)
                .values(listing_id=listing_id, user_id=user_id, created_at=ms(now))
                .on_conflict_do_nothing()
                .returning(favorites.c.listing_id)
            )
        ).first()
        if added is None:
            return False
        await self._count(listing_id, +1)
        return True

    async def unfavorite(self, listing_id: str, user_id: UUID) -> bool:
        removed = (
            await self._db.execute(
                favorites.delete()
                .where(favorites.c.listing_id == listing_id, favorites.c.user_id == user_id)
                .returning(favorites.c.listing_id)
            )
        ).first()
        if removed is None:
            return False
        await self._count(listing_id, -1)
        return True

    async def is_favorite(self, listing_id: str, user_id: UUID) -> bool:
        statement = sa.select(favorites.c.listing_id).where(
            favorites.c.listing_id == listing_id, favorites.c.user_id == user_id
        )
        return (await self._db.execute(statement)).first() is not None

    async def favorites_of(self, user_id: UUID, limit: int) -> list[Listing]:
        statement = (
            _SELECT.select_from(favorites.join(listings, listings.c.id == favorites.c.listing_id))
            .where(favorites.c.user_id == user_id, listings.c.hidden.is_(False))
            .order_by(favorites.c.created_at.desc(), favorites.c.listing_id.desc())
            .limit(limit)
        )
        return [listing_from_row(row) for row in await self._db.execute(statement)]

    async def set_featured(self, listing_id: str, featured: bool, now: datetime) -> bool:
        result = await self._db.execute(
            listings.update().where(listings.c.id == listing_id).values(featured=featured)
        )
        return bool(result.rowcount)
