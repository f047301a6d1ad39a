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

Nothing here imports the app: the friends list's statements are copies of the app's
(adapters/sql/social/friends_reader.py, reverse link by a correlated primary-key lookup, the
form PostgreSQL's generic plans keep on primary keys).
"""

from __future__ import annotations

import os
from typing import Any
from uuid import UUID

from bodies import (
    CATALOG,
    COMMAND_LIMIT,
    DEFAULT_ROLE_GRANTS,
    FRIENDS_PAGE,
    ONLINE_WINDOW_MS,
    cached_friend_counts,
    command_ttl_ms,
    commands_body,
    friends_body,
    keep_friend_counts,
    profile_response,
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
