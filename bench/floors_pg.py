"""The PostgreSQL floors (BENCH_DATABASE=postgres): raw ASGI + asyncpg directly.

The same work as the SQLite floors in scenarios.py, on an asyncpg pool instead of one sqlite3
connection: the same statements (in PostgreSQL's ``$n`` style), issued with asyncpg's
defaults, so each is prepared once per pool connection and kept in its statement cache, as
the app's fast read path (``PostgresFastReader``) does. The pool is the app's: created at
lifespan startup (floor.py, ``open_pool``), ``min_size`` 1, ``max_size`` SVC_DB_POOL_SIZE
(the app's setting, default 10). A handler that issues more than one statement acquires one
connection for all of them (one pool round-trip; the app may acquire per statement). The
bodies are built by bodies.py from the rows, as on SQLite; UUID columns come back as UUID
objects (``PG_UUIDS``).

Every database scenario has one here: profile self, the command poll, the settings read, the
friends list, the totem gallery, the catalog draw, the public directory, the versions resolve
and the news feed (unchanged and page). What a SQLite floor keeps in ``ctx.cache`` (the
default role's grants and the catalog, the friend counts for 10 s, release rows per revision,
the news:read verdict for 30 s) is kept here alike; what it reads per request is read per
request.

Nothing here imports the app: the statements are copies of the app's PostgreSQL ones (booleans
bound as booleans, UUIDs as UUIDs); the friends list's are the app's PostgreSQL form
(adapters/sql/social/friends_reader.py, reverse link by a correlated primary-key lookup, the
form PostgreSQL's generic plans keep on primary keys).
"""

from __future__ import annotations

import os
import secrets
from typing import Any
from uuid import UUID

from bodies import (
    CATALOG,
    COMMAND_LIMIT,
    DEFAULT_ROLE_GRANTS,
    DIRECTORY_PAGE,
    DRAW_SLUG,
    FRIENDS_PAGE,
    GALLERY_PAGE,
    NEWS_PAGE,
    ONLINE_WINDOW_MS,
    ResolveAsk,
    cached_friend_counts,
    cached_news_verdict,
    command_ttl_ms,
    commands_body,
    directory_body,
    draw_body,
    feed_body,
    feed_state,
    friends_body,
    gallery_body,
    keep_friend_counts,
    keep_news_verdict,
    kept_releases,
    news_since,
    not_modified_body,
    profile_response,
    resolve_response,
    settings_body,
)
from floorlib import (
    PG_UUIDS,
    FloorContext,
    FloorResponse,
    NotFound,
    check_secret,
    json_bytes,
    now_millis,
    path_uuid,
    server_credentials,
)

LABEL = "raw ASGI + {} + asyncpg pool"


async def open_pool(dsn: str) -> Any:
    """The floor's pool, sized like the app's (PostgresFastReader.connect)."""
    import asyncpg

    size = int(os.environ.get("SVC_DB_POOL_SIZE", "10"))
    return await asyncpg.create_pool(dsn, min_size=1, max_size=size, reset=_keep_session)


async def _keep_session(connection: Any) -> None:
    """No reset query on release (the floors keep no session state), as the app's pool."""


# --- profile self ----------------------------------------------------------------------------

_USER = (
    "SELECT id, name, created_at, updated_at, last_seen_at, home_region, last_region, "
    "last_region_at, first_joined_at, allow_friend_requests, ui_style, settings_updated_at "
    "FROM users WHERE id = $1"
)
_USER_GRANTS = (
    "SELECT node, negated, expires_at, value_amount, value_unit FROM user_grants WHERE user_id = $1"
)
_PRESENCE = "SELECT state, updated_at FROM user_presence WHERE user_id = $1"


async def _static_permissions(connection: Any, ctx: FloorContext) -> tuple[list, frozenset[str]]:
    static = ctx.cache.get("permissions")
    if static is None:
        roles = await connection.fetch(DEFAULT_ROLE_GRANTS)
        catalog = frozenset(row[0] for row in await connection.fetch(CATALOG))
        static = ctx.cache["permissions"] = (roles, catalog)
    return static


async def profile_self_floor(ctx: FloorContext, scope: dict) -> FloorResponse:
    claims = ctx.authenticate(scope)
    user_id = UUID(claims["sub"])
    async with ctx.pg.acquire() as connection:
        user = await connection.fetchrow(_USER, user_id)
        if user is None:
            return FloorResponse(404, json_bytes({"status": 404, "title": "Not Found"}))
        grants = await connection.fetch(_USER_GRANTS, user_id)
        chosen = await connection.fetchrow(_PRESENCE, user_id)
        static = await _static_permissions(connection, ctx)
    return profile_response(str(user[0]), user[1], user[4], grants, static, chosen, now_millis())


# --- Connect: server auth, then one read -----------------------------------------------------

_SERVER_DIGEST = "SELECT secret_digest FROM connect_servers WHERE server_id = $1"


async def _same_server(connection: Any, scope: dict) -> UUID:
    """Server auth as on SQLite (floorlib.check_secret): one primary-key read per request, no
    cache; the path's id must be the authenticated server's (404 otherwise)."""
    server_id, secret = server_credentials(scope)
    check_secret(await connection.fetchval(_SERVER_DIGEST, server_id), secret)
    if path_uuid(scope, "server_id") != server_id:
        raise NotFound()
    return server_id


_PENDING = (
    "SELECT id, server_id, action, payload, ack_status, result, created_by, created_at, "
    "acknowledged_at FROM connect_commands WHERE server_id = $1 AND status = 'pending' "
    "AND created_at > $2 ORDER BY created_at, id LIMIT $3"
)


async def command_poll_floor(ctx: FloorContext, scope: dict) -> FloorResponse:
    now, ttl = now_millis(), command_ttl_ms(ctx)
    async with ctx.pg.acquire() as connection:
        server_id = await _same_server(connection, scope)
        rows = await connection.fetch(_PENDING, server_id, now - ttl, COMMAND_LIMIT)
    return FloorResponse(200, commands_body(rows, now, ttl, PG_UUIDS))


_SETTINGS = (
    "SELECT server_id, source, revision, data, schema, schema_version, updated_at, updated_by "
    "FROM connect_settings WHERE server_id = $1 ORDER BY source"
)


async def settings_read_floor(ctx: FloorContext, scope: dict) -> FloorResponse:
    async with ctx.pg.acquire() as connection:
        server_id = await _same_server(connection, scope)
        rows = await connection.fetch(_SETTINGS, server_id)
    return FloorResponse(200, settings_body(rows, PG_UUIDS))


# --- friends list ----------------------------------------------------------------------------

_REVERSE = (
    "SELECT r.visibility FROM friend_links r"
    " WHERE r.owner_id = l.friend_id AND r.friend_id = l.owner_id"
)
_FRIENDS_PAGE = f"""SELECT l.friend_id, l.favorite, l.visibility, l.note, l.created_at,
 l.accepted_at, l.updated_at, u.name, u.last_seen_at, p.state, p.updated_at, p.party_id,
 ({_REVERSE})
FROM friend_links l
JOIN users u ON u.id = l.friend_id
LEFT JOIN user_presence p ON p.user_id = l.friend_id
WHERE l.owner_id = $1
ORDER BY l.accepted_at DESC, l.friend_id DESC
LIMIT $2"""
_LAST_SEEN = "(SELECT u.last_seen_at FROM users u WHERE u.id = l.friend_id)"
_FRIEND_COUNTS = f"""SELECT count(*),
 coalesce(sum(CASE WHEN {_LAST_SEEN} >= $2
   AND coalesce(({_REVERSE}), '') <> 'HIDDEN' THEN 1 ELSE 0 END), 0),
 coalesce(sum(CASE WHEN l.favorite THEN 1 ELSE 0 END), 0),
 coalesce(sum(CASE WHEN NOT EXISTS ({_REVERSE}) THEN 1 ELSE 0 END), 0),
 (SELECT count(*) FROM friend_links i WHERE i.friend_id = $1),
 (SELECT count(*) FROM friend_links o WHERE o.owner_id = $1)
FROM friend_links l
WHERE l.owner_id = $1"""


async def friends_floor(ctx: FloorContext, scope: dict) -> FloorResponse:
    claims = ctx.authenticate(scope)
    owner, now = UUID(claims["sub"]), now_millis()
    async with ctx.pg.acquire() as connection:
        counts = cached_friend_counts(ctx, owner)
        if counts is None:  # once per SVC_FRIEND_COUNTS_CACHE_SECONDS, as the app
            row = await connection.fetchrow(_FRIEND_COUNTS, owner, now - ONLINE_WINDOW_MS)
            counts = keep_friend_counts(ctx, owner, row)
        rows = await connection.fetch(_FRIENDS_PAGE, owner, FRIENDS_PAGE + 1)
    return FloorResponse(200, friends_body(rows, counts, now, PG_UUIDS))


# --- personal totem gallery ------------------------------------------------------------------
# adapters/sql/totem.py's gallery statement (sort selected, newest key first, no mature
# entries), and the caller's active model's id by primary key.

_GALLERY = (
    "SELECT m.id, m.owner_id, m.sha256, m.size, m.name, m.content, m.age, m.author_id,"
    " m.author_name, m.author_description, m.created_at, m.last_used_at, m.selected_count"
    " FROM totem_models m WHERE m.content = 'sfw'"
    " ORDER BY m.selected_count DESC, m.id DESC LIMIT $1"
)
_ACTIVE = "SELECT model_id FROM totem_active WHERE user_id = $1"


async def gallery_floor(ctx: FloorContext, scope: dict) -> FloorResponse:
    claims = ctx.authenticate(scope)
    async with ctx.pg.acquire() as connection:
        active = await connection.fetchval(_ACTIVE, UUID(claims["sub"]))
        rows = await connection.fetch(_GALLERY, GALLERY_PAGE + 1)
    return FloorResponse(200, gallery_body(rows, active, PG_UUIDS))


# --- random catalog draw ---------------------------------------------------------------------
# adapters/sql/catalog.py: the draw groups' totals by the catalog's slug, then one seek of
# ix_catalog_items_catalog_id_group_key_cum_weight. Random: compared by bodies.same_draw.

_DRAW_GROUPS = (
    "SELECT c.id, g.group_key, g.total FROM catalogs c LEFT JOIN catalog_groups g"
    " ON g.catalog_id = c.id AND g.group_key = '' WHERE c.slug = $1"
)
_DRAW_ITEM = (
    "SELECT id, asset, weight, scope, scope_id, enabled FROM catalog_items"
    " WHERE catalog_id = $1 AND group_key = '' AND cum_weight > $2 ORDER BY cum_weight LIMIT 1"
)


async def draw_floor(ctx: FloorContext, scope: dict) -> FloorResponse:
    async with ctx.pg.acquire() as connection:
        groups = await connection.fetch(_DRAW_GROUPS, DRAW_SLUG)
        if not groups or groups[0][1] is None:
            raise NotFound()
        catalog_id, _, total = groups[0]
        row = await connection.fetchrow(_DRAW_ITEM, catalog_id, secrets.randbelow(total))
    return FloorResponse(200, draw_body(row, catalog_id))


# --- public directory ------------------------------------------------------------------------
# adapters/sql/edge/directory.py's first page (sort players, no filter; hidden is a boolean).

_DIRECTORY = (
    "SELECT l.id, l.network_id, l.address, l.display_name, l.category, l.tags, l.social_links,"
    " l.hidden, l.featured, l.favorite_count, l.motd, l.ping_ms, l.player_count,"
    " l.player_capacity, l.discovery_state, l.discovery_source, l.reported_at,"
    " l.ownership_verified_at, l.created_at, l.updated_at FROM edge_listings l"
    " WHERE l.hidden = $1 ORDER BY l.players_sort DESC, l.id DESC LIMIT $2"
)


async def directory_floor(ctx: FloorContext, scope: dict) -> FloorResponse:
    async with ctx.pg.acquire() as connection:
        rows = await connection.fetch(_DIRECTORY, False, DIRECTORY_PAGE + 1)
    return FloorResponse(200, directory_body(rows))


# --- versions resolve ------------------------------------------------------------------------
# adapters/sql/versions/reader.py: the pointer row on every request, a release's row once per
# (id, revision), kept as the app keeps it parsed.

_RESOLVE = (
    "SELECT p.release_id, p.previous_release_id, p.rollout_percent, p.revision, r.revision, "
    "q.revision FROM version_pointers p LEFT JOIN version_releases r ON r.id = p.release_id"
    " LEFT JOIN version_releases q ON q.id = p.previous_release_id"
    " WHERE p.scope_type = $1 AND p.scope_id = $2 AND p.channel = $3"
)
_RELEASE = (
    "SELECT id, scope_type, scope_id, build_id, status, notes, artifacts, minimum_supported, "
    "revision, created_by, created_at, updated_at, published_at FROM version_releases "
    "WHERE id = $1"
)


async def _release_row(
    connection: Any, ctx: FloorContext, release_id: str | None, revision: int | None
) -> Any:
    if release_id is None or revision is None:
        return None
    kept = kept_releases(ctx)
    row = kept.get((release_id, revision))
    if row is None:
        row = kept[(release_id, revision)] = await connection.fetchrow(_RELEASE, release_id)
    return row


async def resolve_floor(ctx: FloorContext, scope: dict) -> FloorResponse:
    ask = ResolveAsk.of(scope)
    async with ctx.pg.acquire() as connection:
        row = await connection.fetchrow(_RESOLVE, ask.scope_type, ask.scope_id, ask.channel)
        if row is None:
            raise NotFound()
        target = await _release_row(connection, ctx, row[0], row[4])
        kept = await _release_row(connection, ctx, row[1], row[5])
    return resolve_response(ask, row, target, kept)


# --- news feed -------------------------------------------------------------------------------
# adapters/sql/news/reader.py: the feed state (follower row, follows, each feed's stamp and
# latest release time passed), then for a changed feed one statement per number of followed
# feeds (each feed's first 21 keys, merged), the page's poll counts and the user's votes.
# news:read is decided from the user's grants, kept 30 s as the app keeps a permission set.

_FEED_STATE = """SELECT s.changed_at, fo.feed, f.changed_at,
 (SELECT n.release_at FROM news_items n
  WHERE n.feed = fo.feed AND n.status = 'published' AND n.release_at <= $1
  ORDER BY n.release_at DESC LIMIT 1)
FROM news_followers s
LEFT JOIN news_follows fo ON fo.user_id = s.user_id
LEFT JOIN news_feeds f ON f.feed = fo.feed
WHERE s.user_id = $2"""
_NEWS_COLUMNS = (
    "n.id, n.feed, n.title, n.body, n.status, n.release_at, n.published_at, n.poll_question, "
    "n.poll_options, n.poll_duration_ms, n.poll_expires_at, n.created_by, n.created_at, "
    "n.updated_at, n.revision"
)


def _released_sql(ctx: FloorContext, feeds: int) -> str:
    """The page of ``feeds`` followed feeds: $1 now, $2 the limit, $3... the feeds."""
    kept: dict[int, str] = ctx.cache.setdefault("news_released", {})
    sql = kept.get(feeds)
    if sql is None:
        parts = [
            f"SELECT * FROM (SELECT release_at, id FROM news_items WHERE feed = ${i + 3} AND "
            "status = 'published' AND release_at <= $1 ORDER BY release_at DESC, id DESC "
            f"LIMIT $2) s{i}"
            for i in range(feeds)
        ]
        sql = kept[feeds] = (
            f"SELECT {_NEWS_COLUMNS} FROM ("
            + "\nUNION ALL ".join(parts)
            + " ORDER BY release_at DESC, id DESC LIMIT $2) page"
            " JOIN news_items n ON n.id = page.id ORDER BY page.release_at DESC, page.id DESC"
        )
    return sql


def _marks(first: int, count: int) -> str:
    return ", ".join(f"${i}" for i in range(first, first + count))


async def news_feed_floor(ctx: FloorContext, scope: dict) -> FloorResponse:
    claims = ctx.authenticate(scope)
    user, now = UUID(claims["sub"]), now_millis()
    since = news_since(scope)
    async with ctx.pg.acquire() as connection:
        verdict = cached_news_verdict(ctx, user)
        if verdict is None:
            grants = await connection.fetch(_USER_GRANTS, user)
            static = await _static_permissions(connection, ctx)
            verdict = keep_news_verdict(ctx, user, grants, static, now)
        if not verdict:
            return FloorResponse(403, json_bytes({"status": 403, "title": "Forbidden"}))
        feeds, stamp = feed_state(await connection.fetch(_FEED_STATE, now, user))
        if since is not None and stamp <= int(since):
            return FloorResponse(200, not_modified_body(stamp))
        rows = []
        if feeds:
            sql = _released_sql(ctx, len(feeds))
            rows = await connection.fetch(sql, now, NEWS_PAGE + 1, *feeds)
        polled = sorted({r[0] for r in rows[:NEWS_PAGE] if r[7] is not None})
        counts: dict[str, dict[int, int]] = {}
        selections: dict[str, int] = {}
        if polled:
            for news_id, option, votes in await connection.fetch(
                "SELECT news_id, option_index, votes FROM news_poll_counts "
                f"WHERE news_id IN ({_marks(1, len(polled))})",
                *polled,
            ):
                counts.setdefault(news_id, {})[option] = votes
            votes_sql = (
                "SELECT news_id, option_index FROM news_poll_votes "
                f"WHERE user_id = $1 AND news_id IN ({_marks(2, len(polled))})"
            )
            selections = dict(await connection.fetch(votes_sql, user, *polled))
    return FloorResponse(200, feed_body(rows, counts, selections, stamp, now, PG_UUIDS))
