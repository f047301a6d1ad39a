"""Keeping records in DNS zones: write down what a zone should hold, then apply it.

``want`` stores each record set as a pending change (one per scope, name and type; a newer
wish replaces an older one), then tries to apply it at once and says whether that worked. A
change that failed stays pending and ``retry_due`` (background work) tries it again with
backoff. Every provider call is bounded by a timeout. The scope says whose credentials to
use: a network's DNS automation (its stored, encrypted token) or the operator's gateway zone
(``SVC_GATEWAY_DNS_*``).
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass
from uuid import UUID

from application.edge.ports import DnsProviderError, DnsProviders
from application.identity.ports import SecretSealer
from application.ports import Clock, UnitOfWorkFactory
from domain.edge.dns import (
    GATEWAY_SCOPE,
    PendingChange,
    RecordSet,
    TokenStatus,
    backoff,
)

log = logging.getLogger("svc.edge.dns")
RETRY_BATCH = 100


@dataclass(frozen=True, slots=True)
class GatewayZone:
    """The operator's zone for the shared gateway records (rule: heartbeats and admin changes
    keep them); off unless provider, zone id, token and base domain are all set."""

    provider: str
    zone_id: str | None
    token: str | None
    base_domain: str | None

    @property
    def enabled(self) -> bool:
        return bool(self.zone_id and self.token and self.base_domain)


@dataclass(frozen=True, slots=True)
class SyncOutcome:
    synced: bool
    error: str | None = None


@dataclass(frozen=True, slots=True)
class _Credentials:
    provider: str
    token: str
    zone_id: str
    zone_name: str
    network_id: UUID | None


def token_context(network_id: UUID) -> str:
    """What a sealed provider token is bound to: it opens only for its own network."""
    return f"edge.dns-token:{network_id}"


class DnsSync:
    def __init__(
        self,
        uow: UnitOfWorkFactory,
        providers: DnsProviders,
        secrets: SecretSealer,
        clock: Clock,
        gateway_zone: GatewayZone,
        timeout: float,
    ) -> None:
        self._uow = uow
        self._providers = providers
        self._secrets = secrets
        self._clock = clock
        self._gateway_zone = gateway_zone
        self._timeout = timeout

    @property
    def gateway_zone(self) -> GatewayZone:
        return self._gateway_zone

    async def want(self, scope: str, records: list[RecordSet]) -> SyncOutcome:
        """Record what the zone of ``scope`` should hold, then apply it now."""
        if not records:
            return SyncOutcome(True)
        now = self._clock.now()
        changes = [
            PendingChange(scope, r.name, r.type, r.values, 0, now, None, now) for r in records
        ]
        async with self._uow() as uow:
            for change in changes:
                await uow.edge.dns_changes.put(change)
            await uow.commit()
        errors = [error for change in changes if (error := await self._attempt(change))]
        return SyncOutcome(not errors, errors[0] if errors else None)

    async def retry_due(self) -> int:
        """Apply the pending changes whose next attempt is due; how many were applied."""
        async with self._uow() as uow:
            due = await uow.edge.dns_changes.due(self._clock.now(), RETRY_BATCH)
        applied = 0
        for change in due:
            if await self._attempt(change) is None:
                applied += 1
        return applied

    async def _attempt(self, change: PendingChange) -> str | None:
        """Apply one change; None when done, else the error (and the change waits)."""
        credentials = await self._credentials(change.scope)
        if credentials is None:  # automation removed meanwhile: nothing to keep
            async with self._uow() as uow:
                await uow.edge.dns_changes.done(change)
                await uow.commit()
            return None
        provider = self._providers.get(credentials.provider)
        error: str | None
        status = TokenStatus.VALID
        if provider is None:
            error = f"the provider {credentials.provider} is not available on this server"
        else:
            try:
                async with asyncio.timeout(self._timeout):
                    await provider.apply(
                        credentials.token,
                        credentials.zone_id,
                        credentials.zone_name,
                        change.record,
                    )
                error = None
            except DnsProviderError as failure:
                error = failure.message
                if failure.reason == "token":
                    status = TokenStatus.INVALID
                elif failure.reason == "unavailable":
                    status = TokenStatus.UNVERIFIED
            except TimeoutError:
                error = f"the provider did not answer within {self._timeout:g} s"
                status = TokenStatus.UNVERIFIED
        now = self._clock.now()
        async with self._uow() as uow:
            if error is None:
                await uow.edge.dns_changes.done(change)
            else:
                await uow.edge.dns_changes.failed(change, now + backoff(change.attempts + 1), error)
            if credentials.network_id is not None:
                await uow.edge.dns_configs.set_token_status(credentials.network_id, status, now)
            await uow.commit()
        if error is not None:
            log.info("DNS change %s %s (%s) pending: %s", change.type, change.name, change.scope,
                     error)  # fmt: skip
        return error

    async def _credentials(self, scope: str) -> _Credentials | None:
        if scope == GATEWAY_SCOPE:
            zone = self._gateway_zone
            if not zone.enabled:
                return None
            assert zone.token and zone.zone_id and zone.base_domain
            return _Credentials(zone.provider, zone.token, zone.zone_id, zone.base_domain, None)
        network_id = UUID(scope.removeprefix("network:"))
        async with self._uow() as uow:
            config = await uow.edge.dns_configs.get(network_id)
        if config is None:
            return None
        try:
            token = self._secrets.open(config.sealed_token, token_context(network_id))
        except ValueError:
            log.warning("the DNS token of network %s cannot be opened with the configured keys",
                        network_id)  # fmt: skip
            return None
        return _Credentials(config.provider, token, config.zone_id, config.zone_name, network_id)
