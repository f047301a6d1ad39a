"""The sections of the settings that are not an area's: the server process, the database,
Redis, keys, HTTP limits, object storage and DNS (docs/configuration.md). Each area's own
section sits in its composition module, ``bootstrap/areas/<area>.py``."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

from bootstrap.build_id import BUILD_ID, default_build_id
from bootstrap.config import (
    ConfigError,
    Env,
    IpNetwork,
    choice,
    declared,
    integer,
    networks,
    number,
    optional,
    optional_pattern,
    optional_url,
    pattern,
    secret,
    text,
    words,
)
from bootstrap.data_dir import default_data_dir, default_database_url, read_data_dir

ENVIRONMENTS = ("development", "test", "production")
STORAGES = ("filesystem", "s3")
_REGION = re.compile(r"[a-z0-9][a-z0-9-]{0,31}")
_NAMESERVER = re.compile(r"[0-9a-fA-F.:]+|[0-9.]+:[0-9]{1,5}")
_BUCKET = re.compile(r"[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]")
_METRICS_TOKEN = re.compile(r"[\x21-\x7e]{16,512}")


def _build_id(env: Env, name: str, default: str) -> str:
    return env.pattern(name, BUILD_ID, "") or default_build_id()


def _base_url(env: Env, name: str, default: str) -> str:
    """SVC_BASE_URL without its trailing slash; "" until ``Settings`` fills in the default
    (``http://{host}:{port}``)."""
    return (env.http_url(name) or "").rstrip("/")


def _database_url(env: Env, name: str, default: str) -> str:
    """ "" when unset: ``Settings`` fills in ``{SVC_DATA_DIR}/svc.db``."""
    value = env.text(name, "")
    if not value:
        return value
    if value.startswith("memory:"):
        return value
    scheme = value.partition("://")[0]
    if scheme not in ("sqlite+aiosqlite", "postgresql+asyncpg"):
        raise ConfigError(
            f"{name} must start with sqlite+aiosqlite://, postgresql+asyncpg:// or be "
            f"memory://, got {scheme or value!r}"
        )
    return value


def _metrics_token(env: Env, name: str, default: object) -> str | None:
    token = env.secret(name)
    if token is not None and not _METRICS_TOKEN.fullmatch(token):
        raise ConfigError(f"{name} must be 16 to 512 printable characters, no spaces")
    return token


@dataclass(frozen=True, slots=True)
class ServerSettings:
    env: str = choice("SVC_ENV", ENVIRONMENTS, "development")
    host: str = text("SVC_HOST", "127.0.0.1")
    port: int = integer("SVC_PORT", 8000, 1, 65535)
    workers: int = integer("SVC_WORKERS", 1, 1, 256)
    shutdown_grace_seconds: int = integer("SVC_SHUTDOWN_GRACE_SECONDS", 10, 0, 3600)
    data_dir: Path = declared("SVC_DATA_DIR", default_data_dir(), read_data_dir)
    base_url: str = declared("SVC_BASE_URL", "http://127.0.0.1:8000", _base_url)
    region: str = pattern("SVC_REGION", _REGION, "local")
    build_id: str = declared("SVC_BUILD_ID", "development", _build_id)
    log_level: str = choice("SVC_LOG_LEVEL", ("debug", "info", "warning", "error"), "info")
    log_format: str = choice("SVC_LOG_FORMAT", ("text", "json"), "text")
    trusted_proxies: tuple[IpNetwork, ...] = networks("SVC_TRUSTED_PROXIES")
    dash_url: str | None = optional_url("SVC_DASH_URL")

    @property
    def production(self) -> bool:
        return self.env == "production"

    @property
    def public_origin(self) -> str:
        """``scheme://host[:port]`` of SVC_BASE_URL, as a browser writes it in ``Origin``:
        lowercase, without the scheme's default port (the service's own pages)."""
        parts = urlsplit(self.base_url)
        host = parts.hostname or ""
        host = f"[{host}]" if ":" in host else host
        default = {"http": 80, "https": 443}.get(parts.scheme.lower())
        port = f":{parts.port}" if parts.port is not None and parts.port != default else ""
        return f"{parts.scheme.lower()}://{host}{port}"


@dataclass(frozen=True, slots=True)
class DatabaseSettings:
    database_url: str = declared(
        "SVC_DATABASE_URL", default_database_url(default_data_dir()), _database_url
    )
    db_pool_size: int = integer("SVC_DB_POOL_SIZE", 10, 1, 1000)
    db_connect_timeout: float = number("SVC_DB_CONNECT_TIMEOUT", 5.0, 0.1, 300.0)
    db_statement_timeout: float = number("SVC_DB_STATEMENT_TIMEOUT", 30.0, 0.0, 3600.0)

    @property
    def memory(self) -> bool:
        return self.database_url.startswith("memory:")


@dataclass(frozen=True, slots=True)
class RedisSettings:
    redis_url: str | None = optional("SVC_REDIS_URL")
    redis_prefix: str = pattern("SVC_REDIS_PREFIX", re.compile(r"[A-Za-z0-9_.:-]{1,64}"), "svc")
    redis_timeout: float = number("SVC_REDIS_TIMEOUT", 1.0, 0.05, 60.0)


@dataclass(frozen=True, slots=True)
class KeySettings:
    jwt_private_key: str | None = secret("SVC_JWT_PRIVATE_KEY")
    jwt_previous_keys: str = declared(
        "SVC_JWT_PREVIOUS_KEYS", "", lambda env, n, d: env.secret(n) or d, secret=True
    )
    encryption_keys: str | None = secret("SVC_ENCRYPTION_KEYS")


@dataclass(frozen=True, slots=True)
class HttpSettings:
    """Request-head limits, read timeouts, /metrics access (docs/operations.md), the streams'
    ping."""

    http_max_header_bytes: int = integer("SVC_HTTP_MAX_HEADER_BYTES", 16 * 1024, 1024, 1024 * 1024)
    http_max_headers: int = integer("SVC_HTTP_MAX_HEADERS", 100, 8, 10_000)
    http_header_timeout: float = number("SVC_HTTP_HEADER_TIMEOUT", 10.0, 0.1, 600)
    http_body_timeout: float = number("SVC_HTTP_BODY_TIMEOUT", 30.0, 0.1, 3600)
    metrics_token: str | None = declared("SVC_METRICS_TOKEN", None, _metrics_token, secret=True)
    stream_ping_seconds: float = number("SVC_STREAM_PING_SECONDS", 30.0, 0.1, 3600)


@dataclass(frozen=True, slots=True)
class LimitSettings:
    """Rate limits (docs/api.md, "Rate limits") and the WebSocket caps ("WebSocket caps"; 0 is
    no cap)."""

    rate_limit_scale: float = number("SVC_RATE_LIMIT_SCALE", 1.0, 0.0, 1000.0)
    sockets_per_server: int = integer("SVC_SOCKETS_PER_SERVER", 4, 0, 1_000_000)
    sockets_per_user: int = integer("SVC_SOCKETS_PER_USER", 16, 0, 1_000_000)
    sockets_per_address: int = integer("SVC_SOCKETS_PER_ADDRESS", 64, 0, 1_000_000)
    sockets_per_process: int = integer("SVC_SOCKETS_PER_PROCESS", 4000, 0, 1_000_000)
    socket_lease_seconds: float = number("SVC_SOCKET_LEASE_SECONDS", 60.0, 1, 3600)


@dataclass(frozen=True, slots=True)
class ObjectStorageSettings:
    """Uploaded files (docs/profile.md): on disk or in an S3-compatible bucket."""

    cdn_url: str | None = optional_url("SVC_CDN_URL")
    storage: str = choice("SVC_STORAGE", STORAGES, "filesystem")
    s3_bucket: str | None = optional_pattern("SVC_S3_BUCKET", _BUCKET)
    s3_endpoint_url: str | None = optional_url("SVC_S3_ENDPOINT_URL")
    s3_region: str | None = optional("SVC_S3_REGION")
    s3_access_key_id: str | None = optional("SVC_S3_ACCESS_KEY_ID")
    s3_secret_access_key: str | None = secret("SVC_S3_SECRET_ACCESS_KEY")
    s3_timeout: float = number("SVC_S3_TIMEOUT", 10.0, 0.1, 120)
    storage_sweep_seconds: float = number("SVC_STORAGE_SWEEP_SECONDS", 600.0, 1, 86_400)

    def check(self) -> None:
        if self.storage == "s3" and not self.s3_bucket:
            raise ConfigError("SVC_S3_BUCKET is required when SVC_STORAGE=s3")


@dataclass(frozen=True, slots=True)
class DnsSettings:
    """The resolver of TXT lookups (domain verification of services and networks)."""

    dns_nameservers: tuple[str, ...] = words("SVC_DNS_NAMESERVERS", _NAMESERVER)
    dns_timeout: float = number("SVC_DNS_TIMEOUT", 3.0, 0.1, 30)
