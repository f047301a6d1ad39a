"""Composition of the services area: third-party services, consent, their CORS origins."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from application.identity.area import Identity
from application.permissions.area import Permissions
from application.services.area import Services
from application.services.consent import ServiceAuthorization
from application.services.cors import CorsOrigins, origin_of
from application.services.directory import ServiceDirectory
from application.services.ports import ServiceOriginReader
from bootstrap.config import declared

if TYPE_CHECKING:
    from bootstrap.kernel import Kernel

_SCHEME = re.compile(r"[a-z][a-z0-9+.-]{0,31}")


@dataclass(frozen=True, slots=True)
class ServiceSettings:
    service_redirect_schemes: frozenset[str] = declared(
        "SVC_SERVICE_REDIRECT_SCHEMES",
        frozenset[str](),
        lambda env, n, _: frozenset(env.words(n, _SCHEME, lower=True)),
    )


def build_services(*, kernel: Kernel, permissions: Permissions, identity: Identity) -> Services:
    settings, uow, clock = kernel.settings, kernel.uow, kernel.clock
    schemes = settings.services.service_redirect_schemes
    cors = CorsOrigins(
        _origin_reader(kernel),
        kernel.outbound.bus,
        origin_of(settings.server.dash_url),
        ttl_seconds=settings.permissions.permission_cache_seconds,
    )
    directory = ServiceDirectory(
        uow,
        permissions.access,
        identity.revocations,
        cors,
        kernel.outbound.dns,
        kernel.limits,
        clock,
        kernel.ids,
        schemes,
    )
    permissions.scopes.register("service", directory.exists)
    return Services(
        directory=directory,
        authorization=ServiceAuthorization(
            uow, identity.tokens, clock, schemes, kernel.secrets, kernel.limits
        ),
        cors=cors,
    )


def _origin_reader(kernel: Kernel) -> ServiceOriginReader:
    from adapters.memory.services import MemoryServiceOriginReader
    from adapters.sql.services import SqlServiceOriginReader

    return kernel.readers(MemoryServiceOriginReader, SqlServiceOriginReader)
