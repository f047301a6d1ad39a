"""The public directory scenario: GET /v1/public/servers (first page, by players) over
BENCH_LISTINGS (100 000) published listings, beside a floor that runs the same statement on
stdlib sqlite3 and writes the same bytes (bodies.directory_body; the asyncpg floor is in
floors_pg.py). Nothing here imports the app but the seed."""

from __future__ import annotations

import os
import random
import time
import uuid
from typing import Any

from bodies import DIRECTORY_PAGE, directory_body
from floorlib import FloorContext, FloorResponse

LISTINGS = int(os.environ.get("BENCH_LISTINGS", "100000"))
COLUMNS = (
    "id, network_id, address, display_name, category, tags, social_links, hidden, featured, "
    "favorite_count, motd, ping_ms, player_count, player_capacity, discovery_state, "
    "discovery_source, reported_at, ownership_verified_at, created_at, updated_at"
)
# Copied from adapters/sql/edge/directory.py (the first page, sort players, no filter).
FIRST_PAGE = (
    f"SELECT {', '.join('l.' + c.strip() for c in COLUMNS.split(','))} FROM edge_listings l "
    "WHERE l.hidden = :hidden ORDER BY l.players_sort DESC, l.id DESC LIMIT :limit"
)


async def directory_floor(ctx: FloorContext, scope: dict) -> FloorResponse:
    assert ctx.db is not None
    rows = ctx.db.execute(FIRST_PAGE, {"hidden": 0, "limit": DIRECTORY_PAGE + 1}).fetchall()
    return FloorResponse(200, directory_body(rows))


async def directory_seed(core: Any, seeded: Any, count: int = LISTINGS) -> None:
    """``count`` (BENCH_LISTINGS) networks, each with a published listing (a tenth hidden,
    players known for two thirds, 1-4 tags, a link for half), with their search terms: in bulk
    through one unit of work's connection with the SQL adapter's own tables. The listings with
    players were reported an hour after the seed: the app's sweep (``expire_reports``: a report
    older than 10 minutes goes offline) finds none stale during a run, as ``lastSeenAt`` is
    pinned for the profile; a report dated before the run turned two thirds of the table
    offline in one write a minute into it, a stall of the app and a different page."""
    from adapters.sql.tables.connect import connect_networks
    from adapters.sql.tables.edge import edge_listing_terms, edge_listings
    from domain.edge.listing import CATEGORIES, search_terms

    rng = random.Random(7)
    words = ["craft", "realm", "prime", "nova", "block", "pixel", "quest", "storm", "hub"]
    tag_pool = ["pvp", "economy", "survival", "minigames", "vanilla", "modded", "friendly",
                "hardcore", "creative", "skyblock", "towny", "events"]  # fmt: skip
    now = 1_795_000_000_000
    reported = int(time.time() * 1000) + 3_600_000
    async with core.uow() as uow:
        connection = uow.edge.listings._db  # the SQL adapter's connection
        for start in range(0, count, 5000):
            networks, listings, terms = [], [], []
            for index in range(start, min(start + 5000, count)):
                network_id = uuid.uuid4()
                listing_id = f"{rng.getrandbits(96):024x}"
                name = f"{rng.choice(words).title()} {rng.choice(words).title()} {index}"
                tags = rng.sample(tag_pool, rng.randint(1, 4))
                players = rng.randint(0, 5000) if rng.random() < 0.66 else None
                hidden = rng.random() < 0.1
                category = rng.choice(CATEGORIES)
                favorites = rng.randint(0, 2000)
                networks.append({
                    "network_id": network_id, "id": f"{rng.getrandbits(96):024x}",
                    "name": f"net {index}", "owner_id": seeded.user_id,
                    "created_at": now, "updated_at": now,
                })  # fmt: skip
                links = [{"kind": "discord", "url": f"https://discord.example/{index}"}]
                listings.append({
                    "id": listing_id, "network_id": network_id,
                    "address": f"mc{index}.listing.example", "display_name": name,
                    "category": category, "tags": tags,
                    "social_links": links if index % 2 else [],
                    "hidden": hidden, "featured": index % 97 == 0,
                    "favorite_count": favorites,
                    "motd": f"Welcome to {name}" if players is not None else None,
                    "ping_ms": rng.randint(5, 90) if players is not None else None,
                    "player_count": players,
                    "player_capacity": 5000 if players is not None else None,
                    "players_sort": -1 if players is None else players,
                    "discovery_state": "online" if players is not None else "pending",
                    "discovery_source": "server_report" if players is not None else "manual",
                    "reported_at": reported if players is not None else None,
                    "ownership_verified_at": now if index % 3 == 0 else None,
                    "created_at": now, "updated_at": now + index,
                })  # fmt: skip
                terms += [
                    {"term": term, "listing_id": listing_id, "hidden": hidden,
                     "category": category, "players_sort": -1 if players is None else players,
                     "favorite_count": favorites}
                    for term in search_terms(name, tags)
                ]  # fmt: skip
            await connection.execute(connect_networks.insert(), networks)
            await connection.execute(edge_listings.insert(), listings)
            await connection.execute(edge_listing_terms.insert(), terms)
        await uow.commit()
    seeded.extra["listings"] = count
