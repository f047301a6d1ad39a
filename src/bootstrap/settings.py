"""Settings from ``SVC_*`` environment variables (every one is in docs/configuration.md)."""

from __future__ import annotations

import ipaddress
import os
import re
import subprocess
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit
from uuid import UUID

ENVIRONMENTS = ("development", "test", "production")
STORAGES = ("filesystem", "s3")
_BUILD_ID = re.compile(r"[0-9]{4}\.[0-9]{2}\.[0-9]{2}(-[0-9a-z]{1,40})?")
_REGION = re.compile(r"[a-z0-9][a-z0-9-]{0,31}")
_SCHEME = re.compile(r"[a-z][a-z0-9+.-]{0,31}")
_NAMESERVER = re.compile(r"[0-9a-fA-F.:]+|[0-9.]+:[0-9]{1,5}")
_URL = re.compile(r"https?://[^\s#]+")
_BUCKET = re.compile(r"[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]")
_HOST = re.compile(
    r"(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z][A-Za-z0-9-]{0,62}"
)

IpNetwork = ipaddress.IPv4Network | ipaddress.IPv6Network


class ConfigError(ValueError):
    """A setting is missing or malformed; the message names the variable."""


@dataclass(frozen=True, slots=True)
class Settings:
    env: str = "development"
    host: str = "127.0.0.1"
    port: int = 8000
    workers: int = 1
    shutdown_grace_seconds: int = 10
    database_url: str = "sqlite+aiosqlite:///./var/svc.db"
    db_pool_size: int = 10
    db_connect_timeout: float = 5.0
    redis_url: str | None = None
    redis_prefix: str = "svc"
    redis_timeout: float = 1.0
    data_dir: Path = Path("var")
    base_url: str = "http://127.0.0.1:8000"
    region: str = "local"
    build_id: str = "development"
    log_level: str = "info"
    log_format: str = "text"
    trusted_proxies: tuple[IpNetwork, ...] = ()
    super_admin_ids: frozenset[UUID] = frozenset()
    jwt_private_key: str | None = field(default=None, repr=False)
    jwt_previous_keys: str = field(default="", repr=False)
    encryption_keys: str | None = field(default=None, repr=False)
    rate_limit_scale: float = 1.0
    command_ttl_seconds: int = 600
    permission_cache_seconds: float = 30.0
    last_seen_interval_seconds: float = 60.0
    presence_flush_seconds: float = 15.0
    # Sign-in and services (docs/auth.md lists them)
    session_service_url: str = "https://sessionserver.mojang.com"
    session_service_timeout: float = 5.0
    dash_url: str | None = None
    login_redirect_hosts: tuple[str, ...] = ()
    service_redirect_schemes: frozenset[str] = frozenset()
    dns_nameservers: tuple[str, ...] = ()
    dns_timeout: float = 3.0
    revocation_sync_seconds: float = 15.0
    idp_issuer: str | None = None
    idp_client_id: str | None = None
    idp_client_secret: str | None = field(default=None, repr=False)
    idp_redirect_uri: str | None = None
    idp_dash_redirect: str | None = None
    idp_partner_redirect: str | None = None
    idp_scopes: str = "openid profile email"
    idp_profile_id_claim: str | None = None
    idp_timeout: float = 10.0
    stream_ping_seconds: float = 30.0
    # WebSocket caps (docs/security.md, "Limits"): concurrent sockets, 0 is no cap
    sockets_per_server: int = 4
    sockets_per_user: int = 16
    sockets_per_address: int = 64
    sockets_per_process: int = 4000
    socket_lease_seconds: float = 60.0
    games_match_timeout_seconds: float = 60.0
    games_sweep_seconds: float = 15.0
    friends_max: int = 1000
    regions: tuple[str, ...] = ()
    friend_counts_cache_seconds: float = 10.0
    # HTTP hardening (docs/operations.md): request-head limits, read timeouts, /metrics access
    http_max_header_bytes: int = 16 * 1024
    http_max_headers: int = 100
    http_header_timeout: float = 10.0
    http_body_timeout: float = 30.0
    metrics_token: str | None = field(default=None, repr=False)
    # Object storage, totems, profile shares (docs/profile.md)
    cdn_url: str | None = None
    storage: str = "filesystem"
    s3_bucket: str | None = None
    s3_endpoint_url: str | None = None
    s3_region: str | None = None
    s3_access_key_id: str | None = None
    s3_secret_access_key: str | None = field(default=None, repr=False)
    s3_timeout: float = 10.0
    storage_sweep_seconds: float = 600.0
    personal_totem_public_api: bool = False
    profile_shares_max: int = 10
    # Connect edge: domains, DNS automation, gateways (docs/edge.md)
    gateway_host: str = "gateway.connect.invalid"
    gateway_registration_token: str | None = field(default=None, repr=False)
    gateway_heartbeat_seconds: float = 30.0
    gateway_route_ttl_seconds: float = 300.0
    gateway_dns_provider: str = "cloudflare"
    gateway_dns_zone_id: str | None = None
    gateway_dns_api_token: str | None = field(default=None, repr=False)
    gateway_dns_base_domain: str | None = None
    cloudflare_api_url: str = "https://api.cloudflare.com/client/v4"
    powerdns_api_url: str | None = None
    powerdns_server_id: str = "localhost"
    dns_provider_timeout: float = 10.0
    edge_dns_retry_seconds: float = 30.0
    domain_recheck_seconds: float = 3600.0
    edge_sweep_seconds: float = 30.0
    versions_resolve_max_age: int = 30
    version_events_retention_days: int = 90
    # Shop and payment provider (docs/shop.md)
    payments_api_url: str = "https://api.stripe.com"
    payments_secret_key: str | None = field(default=None, repr=False)
    payments_webhook_secrets: tuple[str, ...] = field(default=(), repr=False)
    payments_timeout: float = 10.0
    shop_webhook_tolerance_seconds: int = 300
    shop_success_url: str | None = None
    shop_cancel_url: str | None = None
    # Account links: the membership and chat providers (docs/links.md)
    membership_client_id: str | None = None
    membership_client_secret: str | None = field(default=None, repr=False)
    membership_api_url: str = "https://www.patreon.com/api/oauth2/v2"
    membership_authorize_url: str = "https://www.patreon.com/oauth2/authorize"
    membership_token_url: str = "https://www.patreon.com/api/oauth2/token"
    membership_campaign_id: str | None = None
    membership_creator_token: str | None = field(default=None, repr=False)
    membership_webhook_secret: str | None = field(default=None, repr=False)
    membership_currency: str = "USD"
    membership_timeout: float = 10.0
    chat_client_id: str | None = None
    chat_client_secret: str | None = field(default=None, repr=False)
    chat_application_id: str | None = None
    chat_bot_token: str | None = field(default=None, repr=False)
    chat_public_key: str | None = None
    chat_api_url: str = "https://discord.com/api/v10"
    chat_authorize_url: str = "https://discord.com/oauth2/authorize"
    chat_token_url: str = "https://discord.com/api/oauth2/token"
    chat_revoke_url: str = "https://discord.com/api/oauth2/token/revoke"
    chat_timeout: float = 10.0
    chat_guild_id: str | None = None
    chat_role_sync_seconds: float = 30.0
    link_provider_retry_wait: float = 5.0
    supporter_amount: int = 500
    supporter_designs: tuple[str, ...] = ("classic", "gold", "aurora")

    @property
    def production(self) -> bool:
        return self.env == "production"

    @property
    def idp_enabled(self) -> bool:
        return bool(self.idp_issuer and self.idp_client_id)

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

    @property
    def idp_callback_url(self) -> str:
        return self.idp_redirect_uri or f"{self.base_url}/v1/auth/idp/callback"

    @property
    def membership_enabled(self) -> bool:
        return bool(self.membership_client_id)

    @property
    def chat_enabled(self) -> bool:
        return bool(self.chat_client_id)

    def link_callback_url(self, provider: str) -> str:
        """Where a provider sends the browser back after a link: registered at the provider."""
        return f"{self.base_url}/v1/auth/{provider}/callback"

    @property
    def dash_redirect(self) -> str | None:
        """Where platform=dash sign-ins land: IDP_DASH_REDIRECT, else SVC_DASH_URL."""
        return self.idp_dash_redirect or self.dash_url

    @property
    def cdn(self) -> str:
        """Where uploaded files are public: SVC_CDN_URL, else {SVC_BASE_URL}/cdn."""
        return self.cdn_url or f"{self.base_url}/cdn"

    @property
    def objects_dir(self) -> Path:
        return self.data_dir / "objects"

    @property
    def memory(self) -> bool:
        return self.database_url.startswith("memory:")

    def with_overrides(self, **changes: Any) -> Settings:
        return replace(self, **changes)

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None) -> Settings:
        env = _Env(os.environ if environ is None else environ)
        settings = cls(
            env=env.choice("SVC_ENV", ENVIRONMENTS, "development"),
            host=env.text("SVC_HOST", "127.0.0.1"),
            port=env.integer("SVC_PORT", 8000, 1, 65535),
            workers=env.integer("SVC_WORKERS", 1, 1, 256),
            shutdown_grace_seconds=env.integer("SVC_SHUTDOWN_GRACE_SECONDS", 10, 0, 3600),
            database_url=env.database_url("SVC_DATABASE_URL", "sqlite+aiosqlite:///./var/svc.db"),
            db_pool_size=env.integer("SVC_DB_POOL_SIZE", 10, 1, 1000),
            db_connect_timeout=env.number("SVC_DB_CONNECT_TIMEOUT", 5.0, 0.1, 300.0),
            redis_url=env.optional("SVC_REDIS_URL"),
            redis_prefix=env.pattern(
                "SVC_REDIS_PREFIX", re.compile(r"[A-Za-z0-9_.:-]{1,64}"), "svc"
            ),
            redis_timeout=env.number("SVC_REDIS_TIMEOUT", 1.0, 0.05, 60.0),
            data_dir=Path(env.text("SVC_DATA_DIR", "var")),
            region=env.pattern("SVC_REGION", _REGION, "local"),
            build_id=env.pattern("SVC_BUILD_ID", _BUILD_ID, "") or _git_build_id(),
            log_level=env.choice("SVC_LOG_LEVEL", ("debug", "info", "warning", "error"), "info"),
            log_format=env.choice("SVC_LOG_FORMAT", ("text", "json"), "text"),
            trusted_proxies=env.networks("SVC_TRUSTED_PROXIES"),
            super_admin_ids=env.uuids("SVC_SUPER_ADMIN_IDS"),
            jwt_private_key=env.secret("SVC_JWT_PRIVATE_KEY"),
            jwt_previous_keys=env.secret("SVC_JWT_PREVIOUS_KEYS") or "",
            encryption_keys=env.secret("SVC_ENCRYPTION_KEYS"),
            rate_limit_scale=env.number("SVC_RATE_LIMIT_SCALE", 1.0, 0.0, 1000.0),
            command_ttl_seconds=env.integer("SVC_COMMAND_TTL", 600, 1, 86_400 * 30),
            permission_cache_seconds=env.number("SVC_PERMISSION_CACHE_SECONDS", 30.0, 0, 3600),
            last_seen_interval_seconds=env.number("SVC_LAST_SEEN_INTERVAL", 60.0, 1, 3600),
            presence_flush_seconds=env.number("SVC_PRESENCE_FLUSH_SECONDS", 15.0, 1, 3600),
            session_service_url=env.url(
                "SVC_SESSION_SERVICE_URL", "https://sessionserver.mojang.com"
            ),
            session_service_timeout=env.number("SVC_SESSION_SERVICE_TIMEOUT", 5.0, 0.1, 60),
            dash_url=env.optional_url("SVC_DASH_URL"),
            login_redirect_hosts=env.words("SVC_LOGIN_REDIRECT_HOSTS"),
            service_redirect_schemes=frozenset(
                env.words("SVC_SERVICE_REDIRECT_SCHEMES", _SCHEME, lower=True)
            ),
            dns_nameservers=env.words("SVC_DNS_NAMESERVERS", _NAMESERVER),
            dns_timeout=env.number("SVC_DNS_TIMEOUT", 3.0, 0.1, 30),
            revocation_sync_seconds=env.number("SVC_REVOCATION_SYNC_SECONDS", 15.0, 1, 300),
            idp_issuer=env.optional_url("IDP_ISSUER", strip=False),  # compared exactly
            idp_client_id=env.optional("IDP_CLIENT_ID"),
            idp_client_secret=env.secret("IDP_CLIENT_SECRET"),
            idp_redirect_uri=env.optional_url("IDP_REDIRECT_URI"),
            idp_dash_redirect=env.optional_url("IDP_DASH_REDIRECT"),
            idp_partner_redirect=env.optional_url("IDP_PARTNER_REDIRECT"),
            idp_scopes=env.text("IDP_SCOPES", "openid profile email"),
            idp_profile_id_claim=env.optional("IDP_PROFILE_ID_CLAIM"),
            idp_timeout=env.number("IDP_TIMEOUT", 10.0, 0.1, 60),
            stream_ping_seconds=env.number("SVC_STREAM_PING_SECONDS", 30.0, 0.1, 3600),
            games_match_timeout_seconds=env.number(
                "SVC_GAMES_MATCH_TIMEOUT_SECONDS", 60.0, 1, 86400
            ),
            games_sweep_seconds=env.number("SVC_GAMES_SWEEP_SECONDS", 15.0, 0.1, 3600),
            friends_max=env.integer("SVC_FRIENDS_MAX", 1000, 0, 1_000_000),
            regions=env.regions("SVC_REGIONS"),
            friend_counts_cache_seconds=env.number(
                "SVC_FRIEND_COUNTS_CACHE_SECONDS", 10.0, 0, 3600
            ),
            http_max_header_bytes=env.integer(
                "SVC_HTTP_MAX_HEADER_BYTES", 16 * 1024, 1024, 1024 * 1024
            ),
            http_max_headers=env.integer("SVC_HTTP_MAX_HEADERS", 100, 8, 10_000),
            http_header_timeout=env.number("SVC_HTTP_HEADER_TIMEOUT", 10.0, 0.1, 600),
            http_body_timeout=env.number("SVC_HTTP_BODY_TIMEOUT", 30.0, 0.1, 3600),
            metrics_token=env.secret("SVC_METRICS_TOKEN"),
            cdn_url=env.optional_url("SVC_CDN_URL"),
            storage=env.choice("SVC_STORAGE", STORAGES, "filesystem"),
            s3_bucket=env.pattern("SVC_S3_BUCKET", _BUCKET, "") or None,
            s3_endpoint_url=env.optional_url("SVC_S3_ENDPOINT_URL"),
            s3_region=env.optional("SVC_S3_REGION"),
            s3_access_key_id=env.optional("SVC_S3_ACCESS_KEY_ID"),
            s3_secret_access_key=env.secret("SVC_S3_SECRET_ACCESS_KEY"),
            s3_timeout=env.number("SVC_S3_TIMEOUT", 10.0, 0.1, 120),
            storage_sweep_seconds=env.number("SVC_STORAGE_SWEEP_SECONDS", 600.0, 1, 86_400),
            personal_totem_public_api=env.flag("PERSONAL_TOTEM_PUBLIC_API"),
            profile_shares_max=env.integer("SVC_PROFILE_SHARES_MAX", 10, 0, 1_000_000),
            gateway_host=env.pattern("SVC_GATEWAY_HOST", _HOST, "gateway.connect.invalid").lower(),
            gateway_registration_token=env.secret("SVC_GATEWAY_REGISTRATION_TOKEN"),
            gateway_heartbeat_seconds=env.number("SVC_GATEWAY_HEARTBEAT_SECONDS", 30.0, 1, 3600),
            gateway_route_ttl_seconds=env.number(
                "SVC_GATEWAY_ROUTE_TTL_SECONDS", 300.0, 10, 86_400
            ),
            gateway_dns_provider=env.choice(
                "SVC_GATEWAY_DNS_PROVIDER", ("cloudflare", "powerdns"), "cloudflare"
            ),
            gateway_dns_zone_id=env.optional("SVC_GATEWAY_DNS_ZONE_ID"),
            gateway_dns_api_token=env.secret("SVC_GATEWAY_DNS_API_TOKEN"),
            gateway_dns_base_domain=_lower(env.pattern("SVC_GATEWAY_DNS_BASE_DOMAIN", _HOST, "")),
            cloudflare_api_url=env.url(
                "SVC_CLOUDFLARE_API_URL", "https://api.cloudflare.com/client/v4"
            ),
            powerdns_api_url=env.optional_url("SVC_POWERDNS_API_URL"),
            powerdns_server_id=env.pattern(
                "SVC_POWERDNS_SERVER_ID", re.compile(r"[A-Za-z0-9_.-]{1,64}"), "localhost"
            ),
            dns_provider_timeout=env.number("SVC_DNS_PROVIDER_TIMEOUT", 10.0, 0.1, 120),
            edge_dns_retry_seconds=env.number("SVC_EDGE_DNS_RETRY_SECONDS", 30.0, 1, 3600),
            domain_recheck_seconds=env.number("SVC_DOMAIN_RECHECK_SECONDS", 3600.0, 10, 604_800),
            edge_sweep_seconds=env.number("SVC_EDGE_SWEEP_SECONDS", 30.0, 1, 3600),
            versions_resolve_max_age=env.integer("SVC_VERSIONS_RESOLVE_MAX_AGE", 30, 0, 86_400),
            version_events_retention_days=env.integer(
                "SVC_VERSION_EVENTS_RETENTION_DAYS", 90, 1, 3650
            ),
            payments_api_url=env.url("SVC_PAYMENTS_API_URL", "https://api.stripe.com"),
            payments_secret_key=env.secret("SVC_PAYMENTS_SECRET_KEY"),
            payments_webhook_secrets=tuple(
                s.strip()
                for s in (env.secret("SVC_PAYMENTS_WEBHOOK_SECRETS") or "").split(",")
                if s.strip()
            ),
            payments_timeout=env.number("SVC_PAYMENTS_TIMEOUT", 10.0, 0.1, 120),
            shop_webhook_tolerance_seconds=env.integer(
                "SVC_SHOP_WEBHOOK_TOLERANCE_SECONDS", 300, 1, 3600
            ),
            shop_success_url=env.optional_url("SVC_SHOP_SUCCESS_URL"),
            shop_cancel_url=env.optional_url("SVC_SHOP_CANCEL_URL"),
        )
        settings = replace(settings, **_link_settings(env), **_socket_settings(env))
        base_url = env.http_url("SVC_BASE_URL") or f"http://{settings.host}:{settings.port}"
        settings = replace(settings, base_url=base_url.rstrip("/"))
        if settings.metrics_token is not None and not re.fullmatch(
            r"[\x21-\x7e]{16,512}", settings.metrics_token
        ):
            raise ConfigError("SVC_METRICS_TOKEN must be 16 to 512 printable characters, no spaces")
        settings.check_storage()
        settings.check_production()
        return settings

    def check_storage(self) -> None:
        if self.storage == "s3" and not self.s3_bucket:
            raise ConfigError("SVC_S3_BUCKET is required when SVC_STORAGE=s3")

    def check_production(self) -> None:
        """In production every secret must come from the environment, none is generated."""
        if not self.production:
            return
        for name, value in (
            ("SVC_JWT_PRIVATE_KEY", self.jwt_private_key),
            ("SVC_ENCRYPTION_KEYS", self.encryption_keys),
        ):
            if not value:
                raise ConfigError(f"{name} is required when SVC_ENV=production")


def _socket_settings(env: _Env) -> dict[str, Any]:
    """The WebSocket caps (docs/configuration.md, "Access and limits"): 0 is no cap."""
    return {
        "sockets_per_server": env.integer("SVC_SOCKETS_PER_SERVER", 4, 0, 1_000_000),
        "sockets_per_user": env.integer("SVC_SOCKETS_PER_USER", 16, 0, 1_000_000),
        "sockets_per_address": env.integer("SVC_SOCKETS_PER_ADDRESS", 64, 0, 1_000_000),
        "sockets_per_process": env.integer("SVC_SOCKETS_PER_PROCESS", 4000, 0, 1_000_000),
        "socket_lease_seconds": env.number("SVC_SOCKET_LEASE_SECONDS", 60.0, 1, 3600),
    }


def _link_settings(env: _Env) -> dict[str, Any]:
    """The account-link settings (docs/links.md): each provider is on when its client id is
    set."""
    snowflake = re.compile(r"[0-9]{1,20}")
    return {
        "membership_client_id": env.optional("SVC_MEMBERSHIP_CLIENT_ID"),
        "membership_client_secret": env.secret("SVC_MEMBERSHIP_CLIENT_SECRET"),
        "membership_api_url": env.url(
            "SVC_MEMBERSHIP_API_URL", "https://www.patreon.com/api/oauth2/v2"
        ),
        "membership_authorize_url": env.url(
            "SVC_MEMBERSHIP_AUTHORIZE_URL", "https://www.patreon.com/oauth2/authorize"
        ),
        "membership_token_url": env.url(
            "SVC_MEMBERSHIP_TOKEN_URL", "https://www.patreon.com/api/oauth2/token"
        ),
        "membership_campaign_id": env.pattern("SVC_MEMBERSHIP_CAMPAIGN_ID", snowflake, "") or None,
        "membership_creator_token": env.secret("SVC_MEMBERSHIP_CREATOR_TOKEN"),
        "membership_webhook_secret": env.secret("SVC_MEMBERSHIP_WEBHOOK_SECRET"),
        "membership_currency": env.pattern(
            "SVC_MEMBERSHIP_CURRENCY", re.compile(r"[A-Z]{3}"), "USD"
        ),
        "membership_timeout": env.number("SVC_MEMBERSHIP_TIMEOUT", 10.0, 0.1, 120),
        "chat_client_id": env.pattern("SVC_CHAT_CLIENT_ID", snowflake, "") or None,
        "chat_client_secret": env.secret("SVC_CHAT_CLIENT_SECRET"),
        "chat_application_id": env.pattern("SVC_CHAT_APPLICATION_ID", snowflake, "") or None,
        "chat_bot_token": env.secret("SVC_CHAT_BOT_TOKEN"),
        "chat_public_key": env.pattern(
            "SVC_CHAT_PUBLIC_KEY", re.compile(r"[0-9a-fA-F]{64}"), ""
        ).lower()
        or None,
        "chat_api_url": env.url("SVC_CHAT_API_URL", "https://discord.com/api/v10"),
        "chat_authorize_url": env.url(
            "SVC_CHAT_AUTHORIZE_URL", "https://discord.com/oauth2/authorize"
        ),
        "chat_token_url": env.url("SVC_CHAT_TOKEN_URL", "https://discord.com/api/oauth2/token"),
        "chat_revoke_url": env.url(
            "SVC_CHAT_REVOKE_URL", "https://discord.com/api/oauth2/token/revoke"
        ),
        "chat_timeout": env.number("SVC_CHAT_TIMEOUT", 10.0, 0.1, 120),
        "chat_guild_id": env.pattern("SVC_CHAT_GUILD_ID", snowflake, "") or None,
        "chat_role_sync_seconds": env.number("SVC_CHAT_ROLE_SYNC_SECONDS", 30.0, 1, 3600),
        "link_provider_retry_wait": env.number("SVC_LINK_PROVIDER_RETRY_WAIT", 5.0, 0, 60),
        "supporter_amount": env.integer("SVC_SUPPORTER_AMOUNT", 500, 0, 10_000_000),
        "supporter_designs": env.words("SVC_SUPPORTER_DESIGNS", re.compile(r"[a-z0-9-]{1,32}"))
        or ("classic", "gold", "aurora"),
    }


class _Env:
    def __init__(self, environ: Mapping[str, str]) -> None:
        self._environ = environ

    def optional(self, name: str) -> str | None:
        value = self._environ.get(name, "").strip()
        return value or None

    def text(self, name: str, default: str) -> str:
        return self.optional(name) or default

    def secret(self, name: str) -> str | None:
        """``NAME`` itself, or the contents of the file named by ``NAME_FILE``."""
        value = self.optional(name)
        path = self.optional(f"{name}_FILE")
        if value or not path:
            return value
        try:
            return Path(path).read_text().strip() or None
        except OSError as error:
            raise ConfigError(f"{name}_FILE: cannot read {path}: {error.strerror}") from None

    def database_url(self, name: str, default: str) -> str:
        value = self.text(name, default)
        if value.startswith("memory:"):
            return value
        scheme = value.partition("://")[0]
        if scheme not in ("sqlite+aiosqlite", "postgresql+asyncpg"):
            raise ConfigError(
                f"{name} must start with sqlite+aiosqlite://, postgresql+asyncpg:// or be "
                f"memory://, got {scheme or value!r}"
            )
        return value

    def http_url(self, name: str) -> str | None:
        value = self.optional(name)
        if value is not None and not re.fullmatch(r"https?://[^\s/?#]+(/[^\s?#]*)?", value):
            raise ConfigError(f"{name} must be an http(s) URL without query, got {value!r}")
        return value

    def integer(self, name: str, default: int, low: int, high: int) -> int:
        return int(self.number(name, default, low, high, integral=True))

    def number(
        self, name: str, default: float, low: float, high: float, integral: bool = False
    ) -> float:
        raw = self.optional(name)
        if raw is None:
            return default
        try:
            value = int(raw) if integral else float(raw)
        except ValueError:
            raise ConfigError(f"{name} must be a number, got {raw!r}") from None
        if not low <= value <= high:
            raise ConfigError(f"{name} must be between {low:g} and {high:g}, got {raw}")
        return value

    def flag(self, name: str) -> bool:
        value = (self.optional(name) or "false").lower()
        if value not in ("1", "true", "yes", "on", "0", "false", "no", "off"):
            raise ConfigError(f"{name} must be true or false, got {value!r}")
        return value in ("1", "true", "yes", "on")

    def choice(self, name: str, allowed: tuple[str, ...], default: str) -> str:
        value = (self.optional(name) or default).lower()
        if value not in allowed:
            raise ConfigError(f"{name} must be one of {', '.join(allowed)}, got {value!r}")
        return value

    def pattern(self, name: str, pattern: re.Pattern[str], default: str) -> str:
        value = self.optional(name)
        if value is None:
            return default
        if not pattern.fullmatch(value):
            raise ConfigError(f"{name} has the wrong form: {value!r}")
        return value

    def optional_url(self, name: str, strip: bool = True) -> str | None:
        value = self.optional(name)
        if value is not None and not _URL.fullmatch(value):
            raise ConfigError(f"{name} must be an http(s) URL without a fragment, got {value!r}")
        return value.rstrip("/") if value and strip else value

    def url(self, name: str, default: str) -> str:
        return self.optional_url(name) or default

    def words(
        self, name: str, pattern: re.Pattern[str] | None = None, lower: bool = False
    ) -> tuple[str, ...]:
        """Comma- or space-separated values, each matching ``pattern`` when given."""
        raw = self.optional(name) or ""
        values = tuple(w.lower() if lower else w for w in re.split(r"[,\s]+", raw) if w)
        for value in values:
            if pattern is not None and not pattern.fullmatch(value):
                raise ConfigError(f"{name}: {value!r} has the wrong form")
        return values

    def networks(self, name: str) -> tuple[IpNetwork, ...]:
        try:
            return tuple(
                ipaddress.ip_network(part.strip(), strict=False)
                for part in (self.optional(name) or "").split(",")
                if part.strip()
            )
        except ValueError as error:
            raise ConfigError(f"{name}: {error}") from None

    def regions(self, name: str) -> tuple[str, ...]:
        parts = tuple(p.strip() for p in (self.optional(name) or "").split(",") if p.strip())
        for part in parts:
            if not _REGION.fullmatch(part):
                raise ConfigError(f"{name}: {part!r} is not a region name")
        return parts

    def uuids(self, name: str) -> frozenset[UUID]:
        try:
            return frozenset(
                UUID(part.strip())
                for part in (self.optional(name) or "").split(",")
                if part.strip()
            )
        except ValueError:
            raise ConfigError(f"{name} must be comma-separated UUIDs") from None


def _lower(value: str) -> str | None:
    return value.lower() or None


def _git_build_id() -> str:
    """``YYYY.MM.DD-<hash>`` of the checked-out commit, when running from a git checkout."""
    try:
        out = subprocess.run(
            ["git", "log", "-1", "--format=%cd-%h", "--date=format:%Y.%m.%d"],
            capture_output=True,
            text=True,
            timeout=2,
            cwd=Path(__file__).resolve().parent,
        ).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        return "development"
    return out if _BUILD_ID.fullmatch(out) else "development"
