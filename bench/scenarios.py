"""The benchmark scenarios: one hot path of the app, measured beside its floor.

A scenario is a name, the path wrk loads, the headers it sends, an optional seed function
(run once through the core before the servers start) and a floor handler (run by the raw-ASGI
floor server, bench/floor.py, for every request). To add one, write the two functions and
append a ``Scenario`` to ``SCENARIOS``; see bench/README.md.

This module is imported by the harness (which seeds) and by the floor server (which serves):
keep imports of the app (``bootstrap``, ``domain``, ...) inside the seed functions.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any
from uuid import UUID

from floorlib import (
    FloorContext,
    FloorResponse,
    Level,
    allowed_nodes,
    allows,
    iso_millis,
    json_bytes,
    now_millis,
    user_key,
)


@dataclass
class Seeded:
    """What the common seed made (bench/seed.py): the user whose token wrk sends."""

    user_id: UUID
    user_name: str
    token: str
    last_seen_at: datetime
    users: int
    # Whatever a scenario's seed function wants to hand to its headers or path.
    extra: dict[str, Any] = field(default_factory=dict)


FloorHandler = Callable[[FloorContext, dict], Awaitable[FloorResponse]]
SeedFunction = Callable[[Any, Seeded], Awaitable[None]]  # (core, seeded)


def bearer(seeded: Seeded) -> dict[str, str]:
    return {"Authorization": f"Bearer {seeded.token}"}


@dataclass(frozen=True)
class Scenario:
    name: str
    path: str  # what wrk requests; may carry a query string
    floor: FloorHandler
    floor_label: str  # what the floor does, for the table
    database: bool  # does the hot path read the database? (decides the target)
    seed: SeedFunction | None = None
    headers: Callable[[Seeded], dict[str, str]] = bearer
    target_share: float = 0.40  # design.md section 7: of the floor's req/s

    @property
    def route(self) -> str:
        """What the floor server dispatches on: the path without its query string."""
        return self.path.partition("?")[0]


# --- token verify: no database on the path ------------------------------------------------


async def verify_floor(ctx: FloorContext, scope: dict) -> FloorResponse:
    claims = ctx.authenticate(scope)
    body = {"claims": {"sub": claims["sub"], "exp": claims["exp"], "iat": claims["iat"]}}
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
# Static for the whole run (the app caches them too): the default roles' grants, the catalog.
_DEFAULT_ROLE_GRANTS = (
    "SELECT g.node, g.negated, g.expires_at FROM role_grants g JOIN roles r ON r.id = g.role_id "
    "WHERE r.is_default AND r.scope_type IS NULL"
)
_CATALOG = "SELECT node FROM permission_nodes"
ONLINE_WINDOW_MS = 5 * 60 * 1000


def _static_permissions(ctx: FloorContext) -> tuple[list[tuple], frozenset[str]]:
    static = ctx.cache.get("permissions")
    if static is None:
        roles = ctx.db.execute(_DEFAULT_ROLE_GRANTS).fetchall()
        catalog = frozenset(row[0] for row in ctx.db.execute(_CATALOG))
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
    now = now_millis()
    role_rows, catalog = _static_permissions(ctx)
    user_grants, role_grants = Level(grants, now), Level(role_rows, now)
    if not allows("profile:read", user_grants, role_grants, catalog):
        return FloorResponse(403, json_bytes({"status": 403, "title": "Forbidden"}))
    last_seen = user[4]
    online = last_seen is not None and now - last_seen <= ONLINE_WINDOW_MS
    stamp = None if last_seen is None else iso_millis(last_seen)
    body = {
        "userId": str(UUID(hex=user[0])),
        "name": user[1],
        "permissions": allowed_nodes(user_grants, role_grants, catalog),
        "online": online,
        "status": {"state": "ONLINE" if online else "OFFLINE", "timestamp": stamp},
        "lastSeenAt": stamp,
    }
    return FloorResponse(200, json_bytes(body))


async def profile_self_seed(core: Any, seeded: Seeded) -> None:
    """Grants of every kind the decision rule reads, through the core's own use case."""
    from datetime import timedelta

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
        await core.grants.put(seeded.user_id, change)


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
    ),
]
