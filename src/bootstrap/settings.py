"""Settings from ``SVC_*`` environment variables (every one is in docs/configuration.md): one
section per runtime part (``bootstrap/runtime_settings.py``) and per area (its composition
module, ``bootstrap/areas/<area>.py``). A section declares each variable and its default once,
on its field (``bootstrap/config.py``).

Read them as ``settings.<section>.<field>`` (``settings.shop.payments_timeout``). Field names
are unique across sections, so ``with_overrides`` and ``of`` take them flat
(``settings.with_overrides(command_ttl_seconds=5)``), as tests and embedding tools write them.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field, replace
from functools import cache
from pathlib import Path
from typing import Any

from bootstrap.areas.connect import ConnectSettings
from bootstrap.areas.edge import EdgeSettings
from bootstrap.areas.games import GameSettings
from bootstrap.areas.identity import IdentitySettings
from bootstrap.areas.links import LinkSettings
from bootstrap.areas.permissions import PermissionSettings
from bootstrap.areas.profile import ProfileSettings
from bootstrap.areas.services import ServiceSettings
from bootstrap.areas.shop import ShopSettings
from bootstrap.areas.social import SocialSettings
from bootstrap.areas.totem import TotemSettings
from bootstrap.areas.versions import VersionSettings
from bootstrap.config import ConfigError, Env, IpNetwork, read_section, variables
from bootstrap.data_dir import default_database_url
from bootstrap.runtime_settings import (
    DatabaseSettings,
    DnsSettings,
    HttpSettings,
    KeySettings,
    LimitSettings,
    ObjectStorageSettings,
    RedisSettings,
    ServerSettings,
)

__all__ = ["ConfigError", "IpNetwork", "Settings"]


@dataclass(frozen=True, slots=True)
class Settings:
    server: ServerSettings = field(default_factory=ServerSettings)
    database: DatabaseSettings = field(default_factory=DatabaseSettings)
    redis: RedisSettings = field(default_factory=RedisSettings)
    keys: KeySettings = field(default_factory=KeySettings)
    http: HttpSettings = field(default_factory=HttpSettings)
    limits: LimitSettings = field(default_factory=LimitSettings)
    objects: ObjectStorageSettings = field(default_factory=ObjectStorageSettings)
    dns: DnsSettings = field(default_factory=DnsSettings)
    identity: IdentitySettings = field(default_factory=IdentitySettings)
    permissions: PermissionSettings = field(default_factory=PermissionSettings)
    services: ServiceSettings = field(default_factory=ServiceSettings)
    connect: ConnectSettings = field(default_factory=ConnectSettings)
    social: SocialSettings = field(default_factory=SocialSettings)
    profile: ProfileSettings = field(default_factory=ProfileSettings)
    totem: TotemSettings = field(default_factory=TotemSettings)
    edge: EdgeSettings = field(default_factory=EdgeSettings)
    versions: VersionSettings = field(default_factory=VersionSettings)
    shop: ShopSettings = field(default_factory=ShopSettings)
    games: GameSettings = field(default_factory=GameSettings)
    links: LinkSettings = field(default_factory=LinkSettings)

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None) -> Settings:
        env = Env(environ)
        sections: dict[str, Any] = {s.name: read_section(s.type_of, env) for s in _sections()}
        settings = cls(**sections)
        server, database = settings.server, settings.database
        if not server.base_url:
            server = replace(server, base_url=f"http://{server.host}:{server.port}")
        if not database.database_url:  # beside the keys, wherever the command runs
            database = replace(database, database_url=default_database_url(server.data_dir))
        settings = replace(settings, server=server, database=database)
        settings.check()
        return settings

    @classmethod
    def of(cls, **fields: Any) -> Settings:
        """The defaults with ``fields`` (flat names: ``Settings.of(env="test", ...)``)."""
        return cls().with_overrides(**fields)

    def with_overrides(self, **fields: Any) -> Settings:
        """A copy with ``fields`` changed, named flat (each name belongs to one section)."""
        by_section: dict[str, dict[str, Any]] = {}
        owner = _owners()
        for name, value in fields.items():
            if name not in owner:
                raise TypeError(f"no setting is named {name!r}")
            by_section.setdefault(owner[name], {})[name] = value
        changed = {s: replace(getattr(self, s), **f) for s, f in by_section.items()}
        return replace(self, **changed)

    def check(self) -> None:
        """What no single section can check on its own."""
        self.objects.check()
        if not self.server.production:
            return
        for name, value in (
            ("SVC_JWT_PRIVATE_KEY", self.keys.jwt_private_key),
            ("SVC_ENCRYPTION_KEYS", self.keys.encryption_keys),
        ):
            if not value:
                raise ConfigError(f"{name} is required when SVC_ENV=production")

    # What more than one section decides

    @property
    def cdn(self) -> str:
        """Where uploaded files are public: SVC_CDN_URL, else {SVC_BASE_URL}/cdn."""
        return self.objects.cdn_url or f"{self.server.base_url}/cdn"

    @property
    def objects_dir(self) -> Path:
        return self.server.data_dir / "objects"

    @property
    def dash_redirect(self) -> str | None:
        """Where platform=dash sign-ins land: IDP_DASH_REDIRECT, else SVC_DASH_URL."""
        return self.identity.idp_dash_redirect or self.server.dash_url

    @property
    def idp_callback_url(self) -> str:
        return self.identity.idp_redirect_uri or f"{self.server.base_url}/v1/auth/idp/callback"

    def link_callback_url(self, provider: str) -> str:
        """Where a provider sends the browser back after a link: registered at the provider."""
        return f"{self.server.base_url}/v1/auth/{provider}/callback"


@dataclass(frozen=True, slots=True)
class _Section:
    name: str
    type_of: type


@cache
def _sections() -> tuple[_Section, ...]:
    defaults = Settings()
    return tuple(
        _Section(f.name, type(getattr(defaults, f.name))) for f in dataclasses.fields(Settings)
    )


@cache
def _owners() -> dict[str, str]:
    """Each field's section; a name in two sections is a mistake caught here."""
    owner: dict[str, str] = {}
    for section in _sections():
        for f in dataclasses.fields(section.type_of):
            if f.name in owner:
                raise RuntimeError(
                    f"{f.name} is in the sections {owner[f.name]} and {section.name}"
                )
            owner[f.name] = section.name
    return owner


def all_variables() -> Iterator[str]:
    """Every variable the settings read (docs/configuration.md documents each)."""
    for section in _sections():
        yield from variables(section.type_of)
