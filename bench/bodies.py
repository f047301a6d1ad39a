"""The floors' response bodies, built from the rows their statements read.

Shared by the SQLite floors (scenarios.py, directory.py) and the PostgreSQL floors
(floors_pg.py), with the request rules both apply alike (the resolve's, the news feed's): the
rows have the same columns in the same order on both; only UUID columns come back differently (32
hex digits from sqlite3, UUID objects from asyncpg), which ``UuidColumns`` (floorlib) absorbs.
JSON columns are text on both (``json.loads``), timestamps epoch milliseconds, booleans 0/1 or
bool (``bool()``). Like everything the floor imports, nothing here imports the app.
"""

from __future__ import annotations

import base64
import hashlib
import json
import os
import re
import time
from dataclasses import dataclass
from datetime import date
from typing import Any
from urllib.parse import parse_qs

from floorlib import (
    FloorContext,
    FloorResponse,
    Level,
    NotFound,
    UuidColumns,
    allowed_nodes,
    allows,
    iso_millis,
    json_bytes,
)

ONLINE_WINDOW_MS = 5 * 60 * 1000
COMMAND_LIMIT = 50  # the poll's default page
FRIENDS_PAGE = 50  # the friends list's default limit; the statements read one row more

# Static for the whole run (the app caches them too): the default roles' grants, the catalog.
DEFAULT_ROLE_GRANTS = (
    "SELECT g.node, g.negated, g.expires_at FROM role_grants g JOIN roles r ON r.id = g.role_id "
    "WHERE r.is_default AND r.scope_type IS NULL"
)
CATALOG = "SELECT node FROM permission_nodes"


# --- profile self ----------------------------------------------------------------------------


def profile_response(
    user_id: str,
    name: str,
    last_seen: int | None,
    grants: list,
    static: tuple[list, frozenset[str]],
    chosen: Any,
    now: int,
) -> FloorResponse:
    """The user's own profile: ``profile:read`` decided by the permission rule (docs/decisions.md)
    over the user's grants and the default roles' (``static``: their grants and the catalog),
    the permission list, presence from ``last_seen`` and, while online, the state the user
    chose (``chosen``: their ``user_presence`` row (state, updated_at), or None)."""
    role_rows, catalog = static
    user_grants, role_grants = Level(grants, now), Level(role_rows, now)
    if not allows("profile:read", user_grants, role_grants, catalog):
        return FloorResponse(403, json_bytes({"status": 403, "title": "Forbidden"}))
    online = last_seen is not None and now - last_seen <= ONLINE_WINDOW_MS
    stamp = None if last_seen is None else iso_millis(last_seen)
    status = {"state": "ONLINE" if online else "OFFLINE", "timestamp": stamp}
    if online and chosen is not None:
        status = {"state": chosen[0], "timestamp": iso_millis(chosen[1] or last_seen)}
    body = {
        "userId": user_id,
        "name": name,
        "permissions": allowed_nodes(user_grants, role_grants, catalog),
        "online": online,
        "status": status,
        "lastSeenAt": stamp,
    }
    return FloorResponse(200, json_bytes(body))


# --- Connect: command poll, settings read -----------------------------------------------------


def command_ttl_ms(ctx: FloorContext) -> int:
    ttl = ctx.cache.get("command_ttl_ms")
    if ttl is None:
        ttl = ctx.cache["command_ttl_ms"] = int(os.environ.get("SVC_COMMAND_TTL", "600")) * 1000
    return ttl


def _command(row: Any, now: int, ttl: int, ids: UuidColumns) -> dict[str, Any]:
    command_id, server_id, action, payload, ack_status, result, created_by, created, acked = row
    if ack_status is not None:
        status, result = "acknowledged", (json.loads(result) if result else None) or {}
    else:
        status, result = ("expired" if created + ttl <= now else "pending"), None
    return {
        "id": command_id,
        "serverId": ids.text(server_id),
        "action": action,
        "payload": json.loads(payload),
        "status": status,
        "ackStatus": ack_status,
        "result": result,
        "createdBy": ids.text(created_by),
        "createdAt": iso_millis(created),
        "expiresAt": iso_millis(created + ttl),
        "acknowledgedAt": None if acked is None else iso_millis(acked),
    }


def commands_body(rows: list, now: int, ttl: int, ids: UuidColumns) -> bytes:
    """The poll's page: each row straight to the Command shape (status and expiresAt from
    created_at and the TTL)."""
    items = [_command(row, now, ttl, ids) for row in rows]
    return json_bytes({"items": items, "nextCursor": None})


def settings_body(rows: Any, ids: UuidColumns) -> bytes:
    """The current settings: ``data`` and ``schema`` loaded from their stored JSON (stored in
    the served shape)."""
    items = [
        {
            "serverId": ids.text(server_id),
            "source": source,
            "revision": revision,
            "data": json.loads(data),
            "schema": None if schema is None else json.loads(schema),
            "schemaVersion": version,
            "updatedAt": iso_millis(updated_at),
            "updatedBy": ids.text(updated_by),
        }
        for server_id, source, revision, data, schema, version, updated_at, updated_by in rows
    ]
    return json_bytes({"items": items})


# --- friends list ----------------------------------------------------------------------------


def cached_friend_counts(ctx: FloorContext, key: Any) -> dict[str, int] | None:
    """The owner's counts while they are fresh (SVC_FRIEND_COUNTS_CACHE_SECONDS, as the app)."""
    found = ctx.cache.setdefault("friend_counts", {}).get(key)
    if found is not None and found[0] > time.monotonic():
        return found[1]
    return None


def keep_friend_counts(ctx: FloorContext, key: Any, row: Any) -> dict[str, int]:
    """total, online, favorites from the counts statement's row; kept for the app's 10 s."""
    counts = {"total": row[0], "online": row[1], "favorites": row[2]}
    ttl = float(os.environ.get("SVC_FRIEND_COUNTS_CACHE_SECONDS", "10"))
    if ttl > 0:
        ctx.cache["friend_counts"][key] = (time.monotonic() + ttl, counts)
    return counts


def _friend(row: Any, now: int, ids: UuidColumns) -> dict[str, Any]:
    """One Friend as the app shows it: presence as the friend lets the owner see it (their
    side's visibility: DEFAULT everything, LIMITED online/offline only, HIDDEN offline)."""
    friend, favorite, visibility, note, created, accepted, updated = row[:7]
    name, last_seen, state, state_at, party, theirs = row[7:]
    stamp = seen = party_text = None
    if theirs == "HIDDEN":
        online, shown = False, "OFFLINE"
    else:
        online = last_seen is not None and now - last_seen <= ONLINE_WINDOW_MS
        if theirs == "LIMITED":
            shown = "ONLINE" if online else "OFFLINE"
        elif not online:
            shown = "OFFLINE"
            stamp = seen = None if last_seen is None else iso_millis(last_seen)
        else:
            seen = iso_millis(last_seen)
            shown, stamp = "ONLINE", seen
            if state:
                shown = state
                stamp = iso_millis(state_at) if state_at else seen
            party_text = ids.text(party)
    friend_id = ids.text(friend)
    status = {"state": shown, "timestamp": stamp}
    item = {
        "friendId": friend_id,
        "name": name,
        "favorite": bool(favorite),
        "visibility": visibility,
        "createdAt": iso_millis(created),
        "acceptedAt": iso_millis(accepted),
        "updatedAt": iso_millis(updated),
        "lastSeenAt": seen,
        "online": online,
        "partyId": party_text,
        "status": status,
        "player": {
            "id": friend_id,
            "name": name,
            "online": online,
            "status": status,
            "partyId": party_text,
        },
    }
    if note is not None:
        item["note"] = note
    return item


def friends_body(rows: list, counts: dict[str, int], now: int, ids: UuidColumns) -> bytes:
    """The first page from up to ``FRIENDS_PAGE + 1`` rows (the extra one: there is a next
    page), with the counts and the app's cursor."""
    cursor = None
    if len(rows) > FRIENDS_PAGE:
        rows = rows[:FRIENDS_PAGE]
        last = rows[-1]  # the app's cursor: base64url("a|<acceptedAt ms>|<friend id hex>")
        raw = f"a|{last[5]}|{ids.hex(last[0])}".encode()
        cursor = base64.urlsafe_b64encode(raw).decode().rstrip("=")
    items = [_friend(row, now, ids) for row in rows]
    return json_bytes({"items": items, "counts": counts, "nextCursor": cursor})


# --- the totem gallery and the random catalog draw (scenarios.py) --------------------------

# The CDN URL both the app (SVC_CDN_URL, set by the harness) and the floor write into URLs.
BENCH_CDN = "https://cdn.bench.example"
GALLERY_PAGE = 200  # the gallery's default limit; the statement reads one row more


def gallery_body(rows: list[Any], active_id: str | None, uuids: UuidColumns) -> bytes:
    """``{items, nextCursor}`` of the gallery sorted by selected, newest key first, from rows
    ``(id, owner_id, sha256, size, name, content, age, author_id, author_name,
    author_description, created_at, last_used_at, selected_count)``; empty values omitted."""
    items = []
    for row in rows[:GALLERY_PAGE]:
        model_id, _, _, _, name, content, age, author_id, author_name, author_about = row[:10]
        author: dict[str, Any] = {"id": uuids.text(author_id)}
        if author_name:
            author["name"] = author_name
        if author_about:
            author["description"] = author_about
        item: dict[str, Any] = {
            "itemModelId": model_id,
            "itemModelUrl": f"{BENCH_CDN}/{model_id}.json",
            "rating": {"content": content, "age": int(age)},
            "author": author,
            "selectedCount": int(row[12]),
            "createdAt": iso_millis(row[10]),
            "lastUsedAt": iso_millis(row[11]),
        }
        if name:
            item["fileName"] = name
        if model_id == active_id:
            item["active"] = True
        items.append(item)
    cursor = None
    if len(rows) > GALLERY_PAGE:
        last = rows[GALLERY_PAGE - 1]
        raw = json.dumps(["selected", int(last[12]), last[0]], separators=(",", ":"))
        cursor = base64.urlsafe_b64encode(raw.encode()).decode().rstrip("=")
    return json_bytes({"items": items, "nextCursor": cursor})


DRAW_SLUG = "bench-heads"  # the catalog the draw reads (bench/seed.py, seed_catalog)


def draw_body(row: Any, catalog_id: str) -> bytes:
    """One drawn item ``(id, asset, weight, scope, scope_id, enabled)`` as the app writes it."""
    item_id, asset, _, scope, scope_id, _ = row
    value = json.loads(asset)
    body: dict[str, Any] = {"itemId": item_id, "catalogId": catalog_id, "asset": value}
    if isinstance(value, str):
        body["url"] = value
    if scope is not None:
        body["scope"] = scope
    if scope_id is not None:
        body["scopeId"] = scope_id
    return json_bytes(body)


def same_draw(app: bytes, floor: bytes) -> bool:
    """Two random draws cannot be the same bytes: the same shape and catalog instead."""
    mine, theirs = json.loads(app), json.loads(floor)
    return (
        mine.keys() == theirs.keys()
        and mine["catalogId"] == theirs["catalogId"]
        and len(app) == len(floor)
    )


# --- versions resolve ---------------------------------------------------------------------


def resolve_body(
    scope_type: str, scope_id: str, channel: str, release: Any, must: bool, available: bool
) -> bytes:
    """What a client should run (``release``: the release row's columns, as the app reads
    them: id, scope_type, scope_id, build_id, status, notes, artifacts, minimum_supported,
    revision, created_by, created_at, updated_at, published_at)."""
    return json_bytes(
        {
            "scope": {"type": scope_type, "id": scope_id},
            "channel": channel,
            "release": {
                "id": release[0],
                "buildId": release[3],
                "status": release[4],
                "notes": release[5],
                "artifacts": json.loads(release[6]) if isinstance(release[6], str) else release[6],
                "minimumSupported": release[7],
                "publishedAt": None if release[12] is None else iso_millis(release[12]),
            },
            "mustUpdate": must,
            "updateAvailable": available,
        }
    )


_BUILD = re.compile(r"(\d{4})\.(\d{2})\.(\d{2})(?:-[0-9a-f]{7,40})?")
_CHANNEL = re.compile(r"[a-z][a-z0-9-]{0,31}")
_CLIENT = re.compile(r"[A-Za-z0-9._:-]{1,128}")
_LIVE = ("published", "deprecated")
RESOLVE_MAX_AGE = b"public, max-age=30"  # SVC_VERSIONS_RESOLVE_MAX_AGE's default


def _build_day(text: str) -> date:
    match = _BUILD.fullmatch(text)
    if match is None:
        raise NotFound()  # the app answers 400; the bench never sends one
    return date(int(match.group(1)), int(match.group(2)), int(match.group(3)))


def _bucket(scope_key: str, channel: str, client: str) -> int:
    digest = hashlib.sha256(f"{scope_key}\n{channel}\n{client}".encode()).digest()
    return int.from_bytes(digest[:8], "big") % 100


@dataclass(frozen=True, slots=True)
class ResolveAsk:
    """What a client asks the resolve (its query string), checked as the app checks it."""

    scope_type: str
    scope_id: str
    channel: str
    current: str | None
    client: str | None
    running: date | None  # the day of the build it runs (``current``)

    @classmethod
    def of(cls, scope: dict) -> ResolveAsk:
        query = parse_qs(scope["query_string"].decode("latin-1"))
        scope_type, scope_id = query["scopeType"][0], query["scopeId"][0]
        channel = query["channel"][0]
        current = query.get("current", [None])[0]
        client = query.get("clientId", [None])[0]
        if scope_type not in ("service", "extension") or not _CHANNEL.fullmatch(channel):
            raise NotFound()
        if client is not None and not _CLIENT.fullmatch(client):
            raise NotFound()
        running = _build_day(current) if current is not None else None
        return cls(scope_type, scope_id, channel, current, client, running)


def kept_releases(ctx: FloorContext) -> dict[tuple[str, int], Any]:
    """The release rows read so far, by (id, revision): a release is read once per revision,
    as the app keeps it parsed (adapters/sql/versions/reader.py)."""
    kept: dict[tuple[str, int], Any] = ctx.cache.setdefault("releases", {})
    return kept


def resolve_response(ask: ResolveAsk, pointer: Any, target: Any, kept: Any) -> FloorResponse:
    """The answer from the pointer row (release_id, previous_release_id, rollout_percent,
    revision, the two releases' revisions) and the two release rows: the staged rollout's
    bucket (SHA-256 of scope, channel and client id), the minimum-supported check, the ETag
    and Cache-Control."""
    staged = pointer[2] < 100 and pointer[1] is not None
    scope_key = f"{ask.scope_type}:{ask.scope_id}"
    inside = ask.client is not None and _bucket(scope_key, ask.channel, ask.client) < pointer[2]
    chosen = kept if staged and not inside else target
    if chosen is None or chosen[4] not in _LIVE:
        chosen = target
    if chosen is None or chosen[4] not in _LIVE:
        raise NotFound()
    must = ask.running is not None and chosen[7] is not None and ask.running < _build_day(chosen[7])
    available = ask.current is None or ask.current != chosen[3]
    tag = f'"{pointer[3]}.{chosen[0]}.{chosen[8]}.{int(must)}{int(available)}"'
    body = resolve_body(ask.scope_type, ask.scope_id, ask.channel, chosen, must, available)
    return FloorResponse(
        200, body, headers=((b"etag", tag.encode()), (b"cache-control", RESOLVE_MAX_AGE))
    )


# --- news feed ----------------------------------------------------------------------------

NEWS_PAGE = 20  # the feed's default limit; the statement reads one row more


PERMISSION_SECONDS = 30.0  # how long the app keeps a permission set (news:read)


def cached_news_verdict(ctx: FloorContext, key: Any) -> bool | None:
    """The user's news:read verdict while it is fresh (the app's 30 s), or None."""
    cached = ctx.cache.setdefault("news_read", {}).get(key)
    if cached is not None and cached[1] > time.monotonic():
        return bool(cached[0])
    return None


def keep_news_verdict(
    ctx: FloorContext, key: Any, grants: list, static: tuple[list, frozenset[str]], now: int
) -> bool:
    """news:read by the permission rule over the user's grants and the default roles'
    (``static``: their grants and the catalog), kept for PERMISSION_SECONDS."""
    roles, catalog = static
    verdict = allows("news:read", Level(grants, now), Level(roles, now), catalog)
    ctx.cache["news_read"][key] = (verdict, time.monotonic() + PERMISSION_SECONDS)
    return verdict


def news_since(scope: dict) -> str | None:
    """The feed's ``sinceMs`` query parameter, if any."""
    return parse_qs(scope["query_string"].decode("latin-1")).get("sinceMs", [None])[0]


def feed_state(rows: list) -> tuple[list[str], int]:
    """The followed feeds (sorted) and the feed's stamp, from the feed state statement's rows
    (follower's changed_at, feed, feed's changed_at, its latest release time passed)."""
    if not rows:
        return [], 0
    stamps = {feed: max(changed or 0, released or 0) for _, feed, changed, released in rows if feed}
    return sorted(stamps), max([rows[0][0], *stamps.values()])


def not_modified_body(stamp: int) -> bytes:
    return json_bytes({"notModified": True, "items": [], "nextCursor": None, "stampMs": stamp})


def news_item(
    row: Any, counts: dict[int, int], selection: int | None, now: int, uuids: UuidColumns
) -> dict[str, Any]:
    """One item as the feed shows it (``row``: the news_items columns the app reads: id, feed,
    title, body, status, release_at, published_at, poll_question, poll_options,
    poll_duration_ms, poll_expires_at, created_by, created_at, updated_at, revision)."""
    released = row[4] == "published" and row[5] is not None and row[5] <= now
    poll = None
    if row[7] is not None:
        labels = json.loads(row[8]) if isinstance(row[8], str) else row[8]
        votes = [counts.get(i, 0) for i in range(len(labels))]
        expires = row[10]
        poll = {
            "question": row[7],
            "options": [
                {"index": i, "label": label, "votes": votes[i]} for i, label in enumerate(labels)
            ],
            "totalVotes": sum(votes),
            "expiresAt": None if expires is None else iso_millis(expires),
            "closed": (expires is not None and now >= expires) or not released,
            "viewerSelection": selection
            if selection is not None and selection < len(labels)
            else None,
            "durationMs": row[9],
        }
    return {
        "id": row[0],
        "feed": row[1],
        "title": row[2],
        "body": row[3],
        "status": row[4],
        "releaseAt": None if row[5] is None else iso_millis(row[5]),
        "publishedAt": None if row[6] is None else iso_millis(row[6]),
        "released": released,
        "poll": poll,
        "createdBy": uuids.text(row[11]),
        "createdAt": iso_millis(row[12]),
        "updatedAt": iso_millis(row[13]),
        "revision": row[14],
    }


def feed_body(
    rows: list,
    counts: dict[str, dict[int, int]],
    selections: dict[str, int],
    stamp: int,
    now: int,
    uuids: UuidColumns,
) -> bytes:
    page, more = rows[:NEWS_PAGE], len(rows) > NEWS_PAGE
    cursor = None
    if more:
        last = page[-1]
        raw = f"r|{last[5]}|{last[0]}".encode()
        cursor = base64.urlsafe_b64encode(raw).decode().rstrip("=")
    items = [news_item(r, counts.get(r[0], {}), selections.get(r[0]), now, uuids) for r in page]
    return json_bytes(
        {"notModified": False, "items": items, "nextCursor": cursor, "stampMs": stamp}
    )


# --- public directory (directory.py) ------------------------------------------------------

DIRECTORY_PAGE = 24  # the directory's default limit; the statement reads one row more


def _listing(row: Any) -> dict[str, Any]:
    (lid, _net, address, name, category, tags, links, hidden, featured, favorites, motd, ping,
     players, capacity, state, source, _reported, owned_at, _created, updated) = row  # fmt: skip
    return {
        "id": lid,
        "address": address,
        "displayName": name,
        "category": category,
        "tags": json.loads(tags),
        "socialLinks": json.loads(links),
        "hidden": bool(hidden),
        "motd": motd,
        "pingMs": ping,
        "playerCount": players,
        "playerCapacity": capacity,
        "favoriteCount": favorites,
        "featured": bool(featured),
        "discoveryState": state,
        "discoverySource": source,
        "ownershipState": "verified" if owned_at is not None else "unverified",
        "ownershipVerifiedAt": iso_millis(owned_at) if owned_at is not None else None,
        "favorite": False,
        "updatedAt": iso_millis(updated),
    }


def directory_body(rows: list[Any]) -> bytes:
    """The first page (sort players) from up to ``DIRECTORY_PAGE + 1`` listing rows (the
    columns of directory.COLUMNS), with the app's cursor."""
    items = rows[:DIRECTORY_PAGE]
    cursor = None
    if len(rows) > DIRECTORY_PAGE:
        last = items[-1]
        key = -1 if last[12] is None else last[12]
        raw = f"players|{key}|{last[0]}".encode()
        cursor = base64.urlsafe_b64encode(raw).decode().rstrip("=")
    return json_bytes({"items": [_listing(r) for r in items], "nextCursor": cursor})
