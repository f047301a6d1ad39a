"""What every floor handler shares: the raw-ASGI request context, the JWT check, the server
credentials check, the database handle (one SQLite connection, or an asyncpg pool for the
PostgreSQL floors of floors_pg.py), the permission rule, JSON and timestamps.

A floor is the least work that can produce the app's exact response bytes for a path: no
framework, no dependency injection, no ORM, no caches. It runs in its own uvicorn process
(bench/floor.py), with the same uvicorn options as ``svc serve``. Nothing here imports the
app: the floor must not get faster or slower when the app's code changes.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import sqlite3
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from uuid import UUID

import jwt
from cryptography.hazmat.primitives import serialization

# The same rules as the app's signer: EdDSA only, these claims required, 10 s leeway.
ALGORITHMS = ["EdDSA"]
REQUIRED_CLAIMS = ["exp", "iat", "sub", "jti", "sid", "typ"]
LEEWAY_SECONDS = 10

JSON = b"application/json"


class Unauthorized(Exception):
    """The request carries no valid platform token (or server credentials)."""


class NotFound(Exception):
    """What the request names does not exist for this caller (404)."""


@dataclass(slots=True)
class FloorResponse:
    status: int
    body: bytes
    content_type: bytes = JSON
    headers: tuple[tuple[bytes, bytes], ...] = ()  # more than content type and length


def json_bytes(value: Any) -> bytes:
    """Compact UTF-8 JSON, as msgspec writes it (no spaces, non-ASCII kept as is)."""
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False).encode()


def iso_millis(millis: int) -> str:
    """``2026-11-22T10:00:00.000Z``, the API's one timestamp format, from epoch milliseconds."""
    return time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(millis // 1000)) + (
        f".{millis % 1000:03d}Z"
    )


def now_millis() -> int:
    return time.time_ns() // 1_000_000


@dataclass
class FloorContext:
    """One per floor process: the verifying key and the database, either one long-lived SQLite
    connection (``db``, the SQLite floors) or an asyncpg pool (``pg``, floors_pg.py)."""

    public_key: Any
    db: sqlite3.Connection | None = None
    pg: Any = None  # asyncpg.Pool, opened by floor.py at lifespan startup
    jwt: jwt.PyJWT = field(default_factory=jwt.PyJWT)
    # Anything a scenario wants to prepare once (static rows, e.g. the default role's grants).
    cache: dict[str, Any] = field(default_factory=dict)
    # The harness's Seeded.extra (BENCH_FLOOR_EXTRA), for a seeded value a request lacks.
    seeded: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def open(cls, key_pem: Path, database: Path | None) -> FloorContext:
        """The key, and the SQLite file's connection when ``database`` names one."""
        private = serialization.load_pem_private_key(key_pem.read_bytes(), password=None)
        context = cls(public_key=private.public_key())  # type: ignore[union-attr]
        if database is not None:
            db = sqlite3.connect(
                database, check_same_thread=False, isolation_level=None, cached_statements=256
            )
            db.execute("PRAGMA journal_mode=WAL")
            db.execute("PRAGMA query_only=ON")
            db.execute("PRAGMA busy_timeout=2000")
            context.db = db
        return context

    def close(self) -> None:
        if self.db is not None:
            self.db.close()

    def authenticate(self, scope: dict) -> dict[str, Any]:
        """The verified claims of ``Authorization: Bearer <token>``; a full Ed25519 verify."""
        token = None
        for name, value in scope["headers"]:
            if name == b"authorization":
                scheme, _, rest = value.decode("latin-1").partition(" ")
                if scheme.lower() == "bearer":
                    token = rest.strip()
                break
        if not token:
            raise Unauthorized()
        try:
            return self.jwt.decode(
                token,
                self.public_key,
                algorithms=ALGORITHMS,
                options={"require": REQUIRED_CLAIMS},
                leeway=LEEWAY_SECONDS,
            )
        except jwt.PyJWTError as error:
            raise Unauthorized() from error

    def authenticate_server(self, scope: dict) -> str:
        """Server auth on SQLite: the id as SQLite stores it (32 hex digits), after
        ``check_secret``. One primary-key read per request, no cache (floors_pg.py has the
        PostgreSQL twin)."""
        server_id, secret = server_credentials(scope)
        key = server_id.hex
        assert self.db is not None
        row = self.db.execute(_SERVER_DIGEST, (key,)).fetchone()
        check_secret(None if row is None else row[0], secret)
        return key


SECRET_MAX_LENGTH = 128
_SERVER_DIGEST = "SELECT secret_digest FROM connect_servers WHERE server_id = ?"


def server_credentials(scope: dict) -> tuple[UUID, str]:
    """What a game server presents (``Authorization: Bearer <serverSecret>`` +
    ``X-Server-Id``): its id and secret, or Unauthorized."""
    secret = server_id = None
    for name, value in scope["headers"]:
        if name == b"authorization":
            scheme, _, rest = value.decode("latin-1").partition(" ")
            if scheme.lower() == "bearer":
                secret = rest.strip()
        elif name == b"x-server-id":
            server_id = value.decode("latin-1")
    if not secret or not server_id or len(secret) > SECRET_MAX_LENGTH:
        raise Unauthorized()
    try:
        return UUID(server_id), secret
    except ValueError:
        raise Unauthorized() from None


def check_secret(stored_digest: str | None, secret: str) -> None:
    """The presented secret's SHA-256 digest against the stored one, in constant time."""
    presented = hashlib.sha256(secret.encode()).hexdigest()
    if stored_digest is None or not hmac.compare_digest(stored_digest, presented):
        raise Unauthorized()


def path_uuid(scope: dict, name: str) -> UUID:
    """A UUID path parameter (``scope["path_params"]``, set by floor.py); NotFound when it is
    no UUID (the app's ``{name:uuid}`` route does not match then)."""
    try:
        return UUID(scope["path_params"][name])
    except ValueError:
        raise NotFound() from None


def path_key(scope: dict, name: str) -> str:
    """A UUID path parameter as SQLite stores it (32 hex digits)."""
    return path_uuid(scope, name).hex


def uuid_text(key: str | None) -> str | None:
    """32 stored hex digits as the API writes UUIDs (lowercase, hyphenated)."""
    return None if key is None else str(UUID(hex=key))


def user_key(claims: dict[str, Any]) -> str:
    """The ``sub`` claim as SQLite stores UUIDs (32 hex digits)."""
    return UUID(claims["sub"]).hex


def _pg_uuid_text(value: UUID | None) -> str | None:
    return None if value is None else str(value)


@dataclass(frozen=True, slots=True)
class UuidColumns:
    """How a driver hands back UUID columns, for the body builders (bodies.py) that both the
    SQLite and the PostgreSQL floors use: ``text`` as the API writes a UUID (or None), ``hex``
    as 32 hex digits (the friends cursor)."""

    text: Callable[[Any], str | None]
    hex: Callable[[Any], str]


SQLITE_UUIDS = UuidColumns(text=uuid_text, hex=str)  # stdlib sqlite3: the stored hex digits
PG_UUIDS = UuidColumns(text=_pg_uuid_text, hex=lambda value: value.hex)  # asyncpg: UUID objects


# The permission decision rule (docs/decisions.md, "Permissions"), in plain Python over raw rows
# (node, negated, expires_at in ms, ...). A floor may not skip it: the app computes it too.
# Same verdicts as domain/permissions/decision.py, with exact nodes in sets instead of a scan.
ABSENT_ALLOWED_PREFIXES = ("social:friends.", "totem:")


class Level:
    """One level of grants (the user's own, or their roles'): exact nodes and patterns."""

    __slots__ = ("allow", "deny", "patterns")

    def __init__(self, rows: list[tuple], now_ms: int) -> None:
        self.allow: set[str] = set()
        self.deny: set[str] = set()
        self.patterns: list[tuple[str, bool]] = []  # (prefix before the '*', negated)
        for row in rows:
            node, negated, expires_at = row[0], bool(row[1]), row[2]
            if expires_at is not None and expires_at <= now_ms:
                continue
            if node.endswith("*"):
                self.patterns.append((node[:-1], negated))
            else:
                (self.deny if negated else self.allow).add(node)

    def nodes(self) -> list[str]:
        return [*self.allow, *self.deny, *(prefix + "*" for prefix, _ in self.patterns)]

    def verdict(self, node: str) -> bool | None:
        """False when a deny matches, True when only allows match, None when nothing does."""
        if node in self.deny:
            return False
        matched = node in self.allow
        for prefix, negated in self.patterns:
            if len(node) > len(prefix) and node.startswith(prefix):
                if negated:
                    return False
                matched = True
        return True if matched else None

    def denies_overlapping(self, pattern: str) -> bool:
        """A deny that matches ``pattern`` or that ``pattern`` matches (partly covers it)."""
        denied = [*self.deny, *(prefix + "*" for prefix, negated in self.patterns if negated)]
        return any(_matches(pattern, d) or _matches(d, pattern) for d in denied)


def _matches(pattern: str, node: str) -> bool:
    if not pattern.endswith("*"):
        return pattern == node
    prefix = pattern[:-1]
    return len(node) > len(prefix) and node.startswith(prefix)


def allows(node: str, user: Level, roles: Level, catalog: frozenset[str]) -> bool:
    verdict = user.verdict(node)
    if verdict is None:
        verdict = roles.verdict(node)
    if verdict is not None:
        return verdict
    return node not in catalog and node.startswith(ABSENT_ALLOWED_PREFIXES)


def allowed_nodes(user: Level, roles: Level, catalog: frozenset[str]) -> list[str]:
    """Catalog and granted nodes the user is allowed, sorted (not for super admins)."""
    candidates = set(catalog)
    candidates.update(user.nodes())
    candidates.update(roles.nodes())
    listed = [node for node in candidates if _lists(node, user, roles, catalog)]
    listed.sort()
    return listed


def _lists(node: str, user: Level, roles: Level, catalog: frozenset[str]) -> bool:
    if not allows(node, user, roles, catalog):
        return False
    if not node.endswith("*"):
        return True
    # A pattern is listed when no deny at a deciding level overlaps it; when the user's own
    # grants decide the pattern, the roles' denies do not count.
    if user.denies_overlapping(node):
        return False
    return user.verdict(node) is not None or not roles.denies_overlapping(node)
