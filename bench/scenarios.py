"""The benchmark scenarios: one hot path of the app, measured beside its floor.

A scenario is a name, the path wrk loads, the headers it sends, an optional seed function
(run once through the core before the servers start) and a floor handler (run by the raw-ASGI
floor server, bench/floor.py, for every request): the SQLite one here, and for BENCH_DATABASE
postgres an asyncpg one (floors_pg.py). The bodies both build are in bodies.py. To add one,
write the functions and append a ``Scenario`` to ``SCENARIOS``; see bench/README.md. A path
may hold ``{name}`` placeholders, filled from ``Seeded.extra`` for the requests and matched
as a pattern (one path segment each, in ``scope["path_params"]``) by the floor.

This module is imported by the harness (which seeds) and by the floor server (which serves):
keep imports of the app (``bootstrap``, ``domain``, ...) inside the seed functions.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Any
from uuid import UUID

import floors_pg
from bodies import (
    CATALOG,
    COMMAND_LIMIT,
    DEFAULT_ROLE_GRANTS,
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
    same_draw,
    settings_body,
)
from directory import directory_floor, directory_seed
from floorlib import (
    SQLITE_UUIDS,
    FloorContext,
    FloorResponse,
    NotFound,
    json_bytes,
    now_millis,
    path_key,
    user_key,
    uuid_text,
)

_PLACEHOLDER = re.compile(r"\{(\w+)\}")


@dataclass
class Seeded:
    """What the common seed made (bench/seed.py): the user whose token wrk sends."""

    user_id: UUID
    user_name: str
    token: str
    last_seen_at: datetime
    users: int
    servers: int = 0  # Connect servers in the database (asked for, then made: seed_connect)
    friends_users: int = 0  # users the friends seed makes sure exist (seed_friends)
    # Whatever a scenario's seed function wants to hand to its headers or path.
    extra: dict[str, Any] = field(default_factory=dict)


FloorHandler = Callable[[FloorContext, dict], Awaitable[FloorResponse]]
SeedFunction = Callable[[Any, Seeded], Awaitable[None]]  # (core, seeded)


def bearer(seeded: Seeded) -> dict[str, str]:
    return {"Authorization": f"Bearer {seeded.token}"}


def gallery_reader(seeded: Seeded) -> dict[str, str]:
    """The totem gallery's reader: the artist who uploaded the models (bench/seed.py)."""
    return {"Authorization": f"Bearer {seeded.extra['gallery_token']}"}


def server_auth(seeded: Seeded) -> dict[str, str]:
    """What a game server sends: its secret as the bearer token, and its id."""
    extra = seeded.extra
    return {"Authorization": f"Bearer {extra['server_secret']}", "X-Server-Id": extra["server_id"]}


SQLITE = "sqlite"
POSTGRES = "postgres"
DATABASES = (SQLITE, POSTGRES)  # BENCH_DATABASE


@dataclass(frozen=True)
class Scenario:
    name: str
    path: str  # what wrk requests; may carry a query string
    floor: FloorHandler  # the SQLite floor (or the only one, without a database)
    floor_label: str  # what the floor does, for the table
    database: bool  # does the hot path read the database? (decides the target)
    seed: SeedFunction | None = None
    headers: Callable[[Seeded], dict[str, str]] = bearer
    target_share: float = 0.50  # of the floor's req/s (docs/decisions.md, "Performance budget")
    # The asyncpg floor for BENCH_DATABASE=postgres (floors_pg.py); without one a database
    # scenario does not run on PostgreSQL.
    pg_floor: FloorHandler | None = None
    pg_floor_label: str = ""
    # How the byte check compares the app's body with the floor's (None: the same bytes).
    same: Callable[[bytes, bytes], bool] | None = None
    pg_target_share: float = (
        0.50  # of the asyncpg floor's req/s (docs/decisions.md, "Performance budget")
    )
    backend: str = SQLITE  # which database ``floor`` reads; set by ``on``

    def runs_on(self, database: str) -> bool:
        return database == SQLITE or not self.database or self.pg_floor is not None

    def on(self, database: str) -> Scenario:
        """This scenario as measured on ``database``: its floor, label and target there."""
        if database == SQLITE or not self.database:
            return replace(self, backend=database)
        assert self.pg_floor is not None, f"{self.name} has no PostgreSQL floor"
        return replace(
            self,
            floor=self.pg_floor,
            floor_label=self.pg_floor_label,
            target_share=self.pg_target_share,
            backend=database,
        )

    @property
    def route(self) -> str:
        """What the floor server dispatches on: the path without its query string."""
        return self.path.partition("?")[0]

    def url_path(self, seeded: Seeded) -> str:
        """The path wrk requests: ``{name}`` placeholders filled from ``seeded.extra``."""
        return _PLACEHOLDER.sub(lambda m: str(seeded.extra[m.group(1)]), self.path)


def route_pattern(route: str) -> re.Pattern[str]:
    """A route with ``{name}`` placeholders as a regex; each matches one path segment."""
    parts = _PLACEHOLDER.split(route)  # literal, name, literal, name, ..., literal
    regex = "".join(
        re.escape(part) if i % 2 == 0 else f"(?P<{part}>[^/]+)" for i, part in enumerate(parts)
    )
    return re.compile(regex + r"\Z")


# --- token verify: no database on the path ------------------------------------------------


async def verify_floor(ctx: FloorContext, scope: dict) -> FloorResponse:
    claims = ctx.authenticate(scope)
    # The app writes typ although it equals the field's default: msgspec's omit_defaults tests
    # identity, and the app's "api" is a fresh string (str of an enum member).
    body = {
        "claims": {
            "sub": claims["sub"],
            "exp": claims["exp"],
            "iat": claims["iat"],
            "typ": claims["typ"],
        }
    }
    return FloorResponse(200, json_bytes(body))


# --- profile self: the user row and the user's grants from SQLite -------------------------

_USER = (
    "SELECT id, name, created_at, updated_at, last_seen_at, home_region, last_region, "
    "last_region_at, first_joined_at, allow_friend_requests, ui_style, settings_updated_at "
    "FROM users WHERE id = ?"
)
_USER_GRANTS = (
    "SELECT node, negated, expires_at, value_amount, value_unit FROM user_grants WHERE user_id = ?"
)
PRESENCE = "SELECT state, updated_at FROM user_presence WHERE user_id = ?"


def _static_permissions(ctx: FloorContext) -> tuple[list[tuple], frozenset[str]]:
    static = ctx.cache.get("permissions")
    if static is None:
        roles = ctx.db.execute(DEFAULT_ROLE_GRANTS).fetchall()
        catalog = frozenset(row[0] for row in ctx.db.execute(CATALOG))
        static = ctx.cache["permissions"] = (roles, catalog)
    return static


async def profile_self_floor(ctx: FloorContext, scope: dict) -> FloorResponse:
    # Like the app, minus what the bench token never has: scopes, roles assigned to the user,
    # super admins, cookies, scoped roles.
    claims = ctx.authenticate(scope)
    key = user_key(claims)
    user = ctx.db.execute(_USER, (key,)).fetchone()
    if user is None:
        return FloorResponse(404, json_bytes({"status": 404, "title": "Not Found"}))
    grants = ctx.db.execute(_USER_GRANTS, (key,)).fetchall()
    chosen = ctx.db.execute(PRESENCE, (key,)).fetchone()
    static = _static_permissions(ctx)
    return profile_response(
        uuid_text(user[0]), user[1], user[4], grants, static, chosen, now_millis()
    )


async def profile_self_seed(core: Any, seeded: Seeded) -> None:
    """Grants of every kind the decision rule reads, through the core's own use case."""
    from datetime import timedelta

    from application.identity.principal import OPERATOR
    from application.permissions.grants import GrantChange

    now = core.clock.now()
    for change in (
        GrantChange("versions:write"),
        GrantChange("connect:commands:read"),
        GrantChange("connect:settings:*"),
        GrantChange("admin:user:view", expires_at=now + timedelta(days=7)),
        GrantChange("totem:write", negated=True),  # a deny beats the default role's allow
        GrantChange("bench:feature.beta"),  # a node new to the catalog
    ):
        await core.permissions.grants.put(OPERATOR, seeded.user_id, change)


# --- Connect: what a game server polls, with server auth ---------------------------------
# The app checks the server's credentials (cached 30 s), then one indexed read. The floor
# reads the secret's digest on every request (floorlib.authenticate_server), then the same
# statement as the app (adapters/sql/connect/readers.py).


async def connect_seed(core: Any, seeded: Seeded) -> None:
    """The bench server (and the stream fan-out's) through the use cases, and the other
    servers with their commands and settings in bulk: bench/seed.py."""
    from seed import seed_connect

    await seed_connect(core, seeded)


def _same_server(ctx: FloorContext, scope: dict) -> str:
    """The authenticated server, when it asks about itself (any other id is 404 to it)."""
    key = ctx.authenticate_server(scope)
    if path_key(scope, "server_id") != key:
        raise NotFound()
    return key


_PENDING = (
    "SELECT id, server_id, action, payload, ack_status, result, created_by, created_at, "
    "acknowledged_at FROM connect_commands WHERE server_id = ? AND status = 'pending' "
    "AND created_at > ? ORDER BY created_at, id LIMIT ?"
)


async def command_poll_floor(ctx: FloorContext, scope: dict) -> FloorResponse:
    key = _same_server(ctx, scope)
    now, ttl = now_millis(), command_ttl_ms(ctx)
    rows = ctx.db.execute(_PENDING, (key, now - ttl, COMMAND_LIMIT)).fetchall()
    return FloorResponse(200, commands_body(rows, now, ttl, SQLITE_UUIDS))


_SETTINGS = (
    "SELECT server_id, source, revision, data, schema, schema_version, updated_at, updated_by "
    "FROM connect_settings WHERE server_id = ? ORDER BY source"
)


async def settings_read_floor(ctx: FloorContext, scope: dict) -> FloorResponse:
    key = _same_server(ctx, scope)
    return FloorResponse(200, settings_body(ctx.db.execute(_SETTINGS, (key,)), SQLITE_UUIDS))


# --- friends list: one page of the bench user's 1 000 friends, with counts ------------------
# The app (adapters/sql/social/friends_reader.py): the counts statement (cached per user for
# SVC_FRIEND_COUNTS_CACHE_SECONDS, 10 s) and the page statement (an index range scan of the
# owner's links, newest first, with primary-key lookups of the friend, their reverse link and
# their presence setting). The floor runs the same two statements, copied here (the floor must
# not move with the app), and caches the counts for the same 10 s: a warm request is the JWT
# check and the page statement in both.

_FRIENDS_PAGE = """SELECT l.friend_id, l.favorite, l.visibility, l.note, l.created_at,
 l.accepted_at, l.updated_at, u.name, u.last_seen_at, p.state, p.updated_at, p.party_id,
 r.visibility
FROM friend_links l
JOIN users u ON u.id = l.friend_id
LEFT JOIN friend_links r ON r.owner_id = l.friend_id AND r.friend_id = l.owner_id
LEFT JOIN user_presence p ON p.user_id = l.friend_id
WHERE l.owner_id = :owner
ORDER BY l.accepted_at DESC, l.friend_id DESC
LIMIT :limit"""
_FRIEND_LAST_SEEN = "(SELECT u.last_seen_at FROM users u WHERE u.id = l.friend_id)"
_FRIEND_COUNTS = f"""SELECT count(*),
 coalesce(sum(CASE WHEN {_FRIEND_LAST_SEEN} >= :online_since
   AND (r.visibility IS NULL OR r.visibility <> 'HIDDEN') THEN 1 ELSE 0 END), 0),
 coalesce(sum(CASE WHEN l.favorite THEN 1 ELSE 0 END), 0),
 coalesce(sum(CASE WHEN r.owner_id IS NULL THEN 1 ELSE 0 END), 0),
 (SELECT count(*) FROM friend_links i WHERE i.friend_id = :owner),
 (SELECT count(*) FROM friend_links o WHERE o.owner_id = :owner)
FROM friend_links l
LEFT JOIN friend_links r ON r.owner_id = l.friend_id AND r.friend_id = l.owner_id
WHERE l.owner_id = :owner"""


def _friend_counts(ctx: FloorContext, key: str, now: int) -> dict[str, int]:
    """total, online, favorites; kept per user for SVC_FRIEND_COUNTS_CACHE_SECONDS (10 s)."""
    counts = cached_friend_counts(ctx, key)
    if counts is None:
        since = now - ONLINE_WINDOW_MS
        row = ctx.db.execute(_FRIEND_COUNTS, {"owner": key, "online_since": since}).fetchone()
        counts = keep_friend_counts(ctx, key, row)
    return counts


async def friends_floor(ctx: FloorContext, scope: dict) -> FloorResponse:
    claims = ctx.authenticate(scope)
    key, now = user_key(claims), now_millis()
    counts = _friend_counts(ctx, key, now)
    rows = ctx.db.execute(_FRIENDS_PAGE, {"owner": key, "limit": FRIENDS_PAGE + 1}).fetchall()
    return FloorResponse(200, friends_body(rows, counts, now, SQLITE_UUIDS))


async def social_seed(core: Any, seeded: Seeded) -> None:
    """The social fan-out's group: a host and 49 friends, a token each: bench/seed.py."""
    from seed import seed_social

    await seed_social(core, seeded)


async def friends_seed(core: Any, seeded: Seeded) -> None:
    """The bench user's 1 000 friends (a few through core.social, the rest in bulk), users
    up to BENCH_FRIENDS_USERS and ~4 friend links per user: bench/seed.py."""
    from seed import seed_friends

    await seed_friends(core, seeded)


# --- personal totem gallery: 200 of 100 000 models, most selected first ---------------------
# The app (adapters/sql/totem.py): the gallery statement (a backward scan of
# ix_totem_models_selected_count_id, skipping mature entries, 201 rows) and the caller's
# active model (primary key). The floor runs the same gallery statement, copied here, and
# reads only the active model's id. totem:read is decided from the permission set the app
# caches (the bench user holds it through the default role), so neither reads grants.

GALLERY = (
    "SELECT m.id, m.owner_id, m.sha256, m.size, m.name, m.content, m.age, m.author_id,"
    " m.author_name, m.author_description, m.created_at, m.last_used_at, m.selected_count"
    " FROM totem_models m WHERE m.content = 'sfw'"
    " ORDER BY m.selected_count DESC, m.id DESC LIMIT ?"
)
ACTIVE = "SELECT model_id FROM totem_active WHERE user_id = ?"


async def gallery_floor(ctx: FloorContext, scope: dict) -> FloorResponse:
    claims = ctx.authenticate(scope)
    active = ctx.db.execute(ACTIVE, (user_key(claims),)).fetchone()
    rows = ctx.db.execute(GALLERY, (GALLERY_PAGE + 1,)).fetchall()
    return FloorResponse(200, gallery_body(rows, active[0] if active else None, SQLITE_UUIDS))


async def gallery_seed(core: Any, seeded: Seeded) -> None:
    """100 000 models (BENCH_MODELS): one uploaded by the bench user through core.totem,
    the rest in bulk; the bench user then activates the most selected one: bench/seed.py."""
    from seed import seed_gallery

    await seed_gallery(core, seeded)


# --- random catalog draw: one item of 100 000, by weight ----------------------------------
# The app (adapters/sql/catalog.py): the draw groups' totals by the catalog's slug, then one
# seek of ix_catalog_items_catalog_id_group_key_cum_weight. The floor runs the same two
# statements. Both answers are random: the byte check compares their shape (same_draw).

_DRAW_GROUPS = (
    "SELECT c.id, g.group_key, g.total FROM catalogs c LEFT JOIN catalog_groups g"
    " ON g.catalog_id = c.id AND g.group_key = '' WHERE c.slug = ?"
)
_DRAW_ITEM = (
    "SELECT id, asset, weight, scope, scope_id, enabled FROM catalog_items"
    " WHERE catalog_id = ? AND group_key = '' AND cum_weight > ? ORDER BY cum_weight LIMIT 1"
)


async def draw_floor(ctx: FloorContext, scope: dict) -> FloorResponse:
    import secrets

    groups = ctx.db.execute(_DRAW_GROUPS, (DRAW_SLUG,)).fetchall()
    if not groups or groups[0][1] is None:
        raise NotFound()
    catalog_id, _, total = groups[0]
    row = ctx.db.execute(_DRAW_ITEM, (catalog_id, secrets.randbelow(total))).fetchone()
    return FloorResponse(200, draw_body(row, catalog_id))


async def draw_seed(core: Any, seeded: Seeded) -> None:
    """A catalog of 100 000 weighted items (BENCH_CATALOG_ITEMS) through
    core.catalog.catalogs.create: bench/seed.py."""
    from seed import seed_catalog

    await seed_catalog(core, seeded)


# --- versions resolve: public, what every client asks at start ---------------------------
# The app (adapters/sql/versions/reader.py): the pointer of (scope, channel) by primary key
# with the ids and revisions of its two releases (joined by primary key), each release's row
# read once per (id, revision) and kept, the staged rollout's bucket (SHA-256 of scope,
# channel and client id), the minimum-supported check, an ETag and Cache-Control. The floor
# runs the same statements, copied here, and the same rules (bodies.py: ResolveAsk,
# resolve_response), and keeps release rows the same way.

_RELEASE_COLUMNS = (
    "id, scope_type, scope_id, build_id, status, notes, artifacts, minimum_supported, "
    "revision, created_by, created_at, updated_at, published_at"
)
_RESOLVE = (
    "SELECT p.release_id, p.previous_release_id, p.rollout_percent, p.revision, r.revision, "
    "q.revision FROM version_pointers p LEFT JOIN version_releases r ON r.id = p.release_id"
    " LEFT JOIN version_releases q ON q.id = p.previous_release_id"
    " WHERE p.scope_type = ? AND p.scope_id = ? AND p.channel = ?"
)
_RELEASE = f"SELECT {_RELEASE_COLUMNS} FROM version_releases WHERE id = ?"


def _release_row(ctx: FloorContext, release_id: str | None, revision: int | None) -> Any:
    """A release's row, read once per (id, revision) like the app's."""
    if release_id is None or revision is None:
        return None
    kept = kept_releases(ctx)
    row = kept.get((release_id, revision))
    if row is None:
        row = ctx.db.execute(_RELEASE, (release_id,)).fetchone()
        kept[(release_id, revision)] = row
    return row


async def resolve_floor(ctx: FloorContext, scope: dict) -> FloorResponse:
    ask = ResolveAsk.of(scope)
    row = ctx.db.execute(_RESOLVE, (ask.scope_type, ask.scope_id, ask.channel)).fetchone()
    if row is None:
        raise NotFound()
    target, kept = _release_row(ctx, row[0], row[4]), _release_row(ctx, row[1], row[5])
    return resolve_response(ask, row, target, kept)


async def versions_seed(core: Any, seeded: Seeded) -> None:
    """A staged channel of the bench user's service, and 1 000 other scopes in bulk:
    bench/seed.py."""
    from seed import seed_versions

    await seed_versions(core, seeded)


# --- news feed: the followed feeds' state, and a page of them ------------------------------
# The app (adapters/sql/news/reader.py): news:read (the permission set cached 30 s), the feed
# state (the follower row, the follows, each feed's stamp and latest release time passed: index
# seeks); unchanged since sinceMs -> notModified; otherwise one statement per followed feed
# merged (UNION ALL, 21 rows each at most), then the page's poll counts and the user's votes by
# primary key. The floor runs the same statements, copied here, and keeps each user's news:read
# verdict as long as the app keeps a permission set (30 s).

FEED_STATE = """SELECT s.changed_at, fo.feed, f.changed_at,
 (SELECT n.release_at FROM news_items n
  WHERE n.feed = fo.feed AND n.status = 'published' AND n.release_at <= :now
  ORDER BY n.release_at DESC LIMIT 1)
FROM news_followers s
LEFT JOIN news_follows fo ON fo.user_id = s.user_id
LEFT JOIN news_feeds f ON f.feed = fo.feed
WHERE s.user_id = :user"""
NEWS_COLUMNS = (
    "id, feed, title, body, status, release_at, published_at, poll_question, poll_options, "
    "poll_duration_ms, poll_expires_at, created_by, created_at, updated_at, revision"
)
POLL_COUNTS = "SELECT news_id, option_index, votes FROM news_poll_counts WHERE news_id IN ({marks})"
POLL_VOTES = (
    "SELECT news_id, option_index FROM news_poll_votes WHERE user_id = ? AND news_id IN ({marks})"
)


def released_sql(feeds: int) -> str:
    one = (
        "SELECT * FROM (SELECT release_at, id FROM news_items WHERE feed = :f{i} AND status = "
        "'published' AND release_at <= :now ORDER BY release_at DESC, id DESC LIMIT :limit) s{i}"
    )
    parts = [one.format(i=i) for i in range(feeds)]
    columns = ", ".join(f"n.{c.strip()}" for c in NEWS_COLUMNS.split(","))
    return (
        f"SELECT {columns} FROM ("
        + "\nUNION ALL ".join(parts)
        + " ORDER BY release_at DESC, id DESC LIMIT :limit) page"
        " JOIN news_items n ON n.id = page.id ORDER BY page.release_at DESC, page.id DESC"
    )


def _may_read_news(ctx: FloorContext, key: str, now: int) -> bool:
    verdict = cached_news_verdict(ctx, key)
    if verdict is None:
        grants = ctx.db.execute(_USER_GRANTS, (key,)).fetchall()
        verdict = keep_news_verdict(ctx, key, grants, _static_permissions(ctx), now)
    return verdict


async def news_feed_floor(ctx: FloorContext, scope: dict) -> FloorResponse:
    claims = ctx.authenticate(scope)
    key, now = user_key(claims), now_millis()
    if not _may_read_news(ctx, key, now):
        return FloorResponse(403, json_bytes({"status": 403, "title": "Forbidden"}))
    since = news_since(scope)
    state = ctx.db.execute(FEED_STATE, {"user": key, "now": now}).fetchall()
    feeds, stamp = feed_state(state)
    if since is not None and stamp <= int(since):
        return FloorResponse(200, not_modified_body(stamp))
    statements = ctx.cache.setdefault("news_released", {})
    sql = statements.get(len(feeds)) or statements.setdefault(len(feeds), released_sql(len(feeds)))
    params: dict[str, Any] = {"now": now, "limit": NEWS_PAGE + 1}
    params.update({f"f{i}": feed for i, feed in enumerate(feeds)})
    rows = ctx.db.execute(sql, params).fetchall() if feeds else []
    polled = sorted({r[0] for r in rows[:NEWS_PAGE] if r[7] is not None})
    counts: dict[str, dict[int, int]] = {}
    selections: dict[str, int] = {}
    if polled:
        marks = ", ".join("?" * len(polled))
        for news_id, option, votes in ctx.db.execute(POLL_COUNTS.format(marks=marks), polled):
            counts.setdefault(news_id, {})[option] = votes
        selections = dict(ctx.db.execute(POLL_VOTES.format(marks=marks), [key, *polled]).fetchall())
    return FloorResponse(200, feed_body(rows, counts, selections, stamp, now, SQLITE_UUIDS))


async def news_seed(core: Any, seeded: Seeded) -> None:
    """BENCH_NEWS (100 000) items, the bench user following 10 feeds: bench/seed.py."""
    from seed import seed_news

    await seed_news(core, seeded)


SCENARIOS: list[Scenario] = [
    Scenario(
        name="token verify",
        path="/v1/auth/verify",
        floor=verify_floor,
        floor_label="raw ASGI + PyJWT verify",
        database=False,
    ),
    Scenario(
        name="profile self",
        path="/v1/profile/self",
        floor=profile_self_floor,
        floor_label="raw ASGI + PyJWT + stdlib sqlite3",
        database=True,
        seed=profile_self_seed,
        pg_floor=floors_pg.profile_self_floor,
        pg_floor_label=floors_pg.LABEL.format("PyJWT"),
    ),
    Scenario(
        name="command poll",
        path="/v1/connect/servers/{server_id}/commands",
        floor=command_poll_floor,
        floor_label="raw ASGI + SHA-256 check + stdlib sqlite3",
        database=True,
        seed=connect_seed,
        headers=server_auth,
        pg_floor=floors_pg.command_poll_floor,
        pg_floor_label=floors_pg.LABEL.format("SHA-256 check"),
    ),
    Scenario(
        name="settings read",
        path="/v1/connect/servers/{server_id}/settings",
        floor=settings_read_floor,
        floor_label="raw ASGI + SHA-256 check + stdlib sqlite3",
        database=True,
        seed=connect_seed,
        headers=server_auth,
        pg_floor=floors_pg.settings_read_floor,
        pg_floor_label=floors_pg.LABEL.format("SHA-256 check"),
    ),
    Scenario(
        name="friends list",
        path="/v1/social/friends",
        floor=friends_floor,
        floor_label="raw ASGI + PyJWT + stdlib sqlite3 (counts cached 10 s)",
        database=True,
        seed=friends_seed,
        pg_floor=floors_pg.friends_floor,
        pg_floor_label=floors_pg.LABEL.format("PyJWT") + " (counts cached 10 s)",
    ),
    Scenario(
        name="totem gallery",
        path="/v1/profile/personal-totem/gallery",
        floor=gallery_floor,
        floor_label="raw ASGI + PyJWT + stdlib sqlite3",
        database=True,
        seed=gallery_seed,
        headers=gallery_reader,
        pg_floor=floors_pg.gallery_floor,
        pg_floor_label=floors_pg.LABEL.format("PyJWT"),
    ),
    Scenario(
        name="catalog draw",
        path=f"/v1/public/catalogs/{DRAW_SLUG}/random",
        floor=draw_floor,
        floor_label="raw ASGI + stdlib sqlite3",
        database=True,
        seed=draw_seed,
        headers=lambda seeded: {},
        same=same_draw,
        pg_floor=floors_pg.draw_floor,
        pg_floor_label="raw ASGI + asyncpg pool",
    ),
    Scenario(
        name="public directory",
        path="/v1/public/servers",
        floor=directory_floor,
        floor_label="raw ASGI + stdlib sqlite3 (same statement)",
        database=True,
        seed=directory_seed,
        headers=lambda seeded: {},
        pg_floor=floors_pg.directory_floor,
        pg_floor_label="raw ASGI + asyncpg pool (same statement)",
    ),
    Scenario(
        name="versions resolve",
        path="/v1/public/versions/resolve?scopeType=service&scopeId={release_scope_id}"
        "&channel=stable&current=2026.10.01-4f2a9c1&clientId={resolve_client}",
        floor=resolve_floor,
        floor_label="raw ASGI + stdlib sqlite3 (no sign-in)",
        database=True,
        seed=versions_seed,
        headers=lambda seeded: {},
        pg_floor=floors_pg.resolve_floor,
        pg_floor_label="raw ASGI + asyncpg pool (no sign-in)",
    ),
    Scenario(
        name="news feed unchanged",
        path="/v1/news/feed?sinceMs={news_stamp}",
        floor=news_feed_floor,
        floor_label="raw ASGI + PyJWT + stdlib sqlite3 (news:read cached 30 s)",
        database=True,
        seed=news_seed,
        pg_floor=floors_pg.news_feed_floor,
        pg_floor_label=floors_pg.LABEL.format("PyJWT") + " (news:read cached 30 s)",
    ),
    Scenario(
        name="news feed page",
        path="/v1/news/feed",
        floor=news_feed_floor,
        floor_label="raw ASGI + PyJWT + stdlib sqlite3 (news:read cached 30 s)",
        database=True,
        seed=news_seed,
        pg_floor=floors_pg.news_feed_floor,
        pg_floor_label=floors_pg.LABEL.format("PyJWT") + " (news:read cached 30 s)",
    ),
]
