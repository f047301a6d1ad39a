"""Which browser origins may call the API (docs/decisions.md, "Services and consent", CORS).

An origin is allowed when it is the dashboard's own origin (with credentials), or an https
origin whose host is, or is under, a DNS-verified domain of a service (without
credentials: a third-party page must use its service token, never the user's cookie).
The verified domains are cached; every instance drops the cache when a domain's proof
changes (invalidation bus), and the time-to-live bounds staleness if a message is lost.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

from application.ports import InvalidationBus
from application.services.ports import ServiceOriginReader
from application.shared.ttl_cache import TtlCache
from domain.identity.redirects import RedirectRefused, parse_url
from domain.services.service import origin_matches

TOPIC = "services.origins"
_KEY = "domains"


@dataclass(frozen=True, slots=True)
class OriginDecision:
    allowed: bool
    credentials: bool = False


REFUSED = OriginDecision(False)


def origin_of(url: str | None) -> str | None:
    """``scheme://host[:port]`` of a configured URL, or None."""
    if not url:
        return None
    try:
        return parse_url(url, field="url").origin
    except RedirectRefused:
        return None


class CorsOrigins:
    def __init__(
        self,
        reader: ServiceOriginReader,
        bus: InvalidationBus,
        dash_origin: str | None,
        *,
        ttl_seconds: float = 30.0,
        monotonic: Callable[[], float] = time.monotonic,
    ) -> None:
        self._reader = reader
        self._bus = bus
        self.credentialed = frozenset([dash_origin] if dash_origin is not None else [])
        """The origins whose pages may send the user's cookie: the dashboard's, if any."""
        self._cache: TtlCache[str, frozenset[str]] = TtlCache(ttl_seconds, 1, monotonic)
        bus.subscribe(TOPIC, self._on_invalidation)

    async def decide(self, origin: str) -> OriginDecision:
        if origin in self.credentialed:
            return OriginDecision(True, credentials=True)
        if not origin.startswith("https://") or len(origin) > 300:
            return REFUSED
        try:
            parsed = parse_url(origin, field="origin")
        except RedirectRefused:
            return REFUSED
        if parsed.rest or parsed.text() != origin:
            return REFUSED
        if origin_matches(parsed.host, await self._verified()):
            return OriginDecision(True)
        return REFUSED

    async def changed(self) -> None:
        self._cache.clear()
        await self._bus.publish(TOPIC, "*")

    async def _verified(self) -> frozenset[str]:
        domains = self._cache.get(_KEY)
        if domains is None:
            generation = self._cache.generation
            domains = await self._reader.verified_domains()
            self._cache.put(_KEY, domains, generation)
        return domains

    def _on_invalidation(self, _message: str) -> None:
        self._cache.clear()
