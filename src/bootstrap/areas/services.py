"""Composition of the services area: third-party services, consent, their CORS origins."""

from __future__ import annotations

import re
from dataclasses import dataclass

from bootstrap.config import declared

_SCHEME = re.compile(r"[a-z][a-z0-9+.-]{0,31}")


@dataclass(frozen=True, slots=True)
class ServiceSettings:
    service_redirect_schemes: frozenset[str] = declared(
        "SVC_SERVICE_REDIRECT_SCHEMES",
        frozenset[str](),
        lambda env, n, _: frozenset(env.words(n, _SCHEME, lower=True)),
    )
