"""A network's DNS automation: the provider account we keep its records with
(docs/edge.md, "DNS automation")."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from uuid import UUID

from application.edge.access import NetworkAccess
from application.edge.dns_sync import DnsSync, SyncOutcome, token_context
from application.edge.domains import claim_records
from application.edge.ports import DnsProvider, DnsProviderError, DnsProviders
from application.identity.ports import SecretSealer
from application.identity.principal import Principal
from application.ports import Clock, UnitOfWorkFactory
from application.shared.rate_limits import RateLimits
from domain.edge.dns import (
    DnsConfig,
    RecordSet,
    TokenStatus,
    network_scope,
    validate_provider,
    validate_token,
    validate_zone_id,
)
from domain.edge.errors import invalid
from domain.shared.errors import Unavailable

RATE_POLICY = "dns_provider"
"""Configurations per user (docs/api.md, "Rate limits"): each calls the provider."""
PAGE = 200


class DnsProviderUnavailable(Unavailable):
    """The DNS provider did not answer in time; nothing was stored. Try again."""

    code = "edge.dns_provider_unavailable"


@dataclass(frozen=True, slots=True)
class SavedConfig:
    config: DnsConfig
    dns: SyncOutcome


class DnsAutomation:
    def __init__(
        self,
        uow: UnitOfWorkFactory,
        access: NetworkAccess,
        providers: DnsProviders,
        secrets: SecretSealer,
        sync: DnsSync,
        limits: RateLimits,
        clock: Clock,
        gateway_host: str,
        timeout: float,
    ) -> None:
        self._uow = uow
        self._access = access
        self._limits = limits
        self._providers = providers
        self._secrets = secrets
        self._sync = sync
        self._clock = clock
        self._gateway_host = gateway_host
        self._timeout = timeout

    @property
    def gateway_base_domain(self) -> str:
        return self._sync.gateway_zone.base_domain or ""

    async def get(self, principal: Principal, network_id: UUID) -> DnsConfig | None:
        await self._access.require(principal, network_id)
        async with self._uow() as uow:
            return await uow.edge.dns_configs.get(network_id)

    async def put(
        self, principal: Principal, network_id: UUID, provider_name: str, token: str, zone: str
    ) -> SavedConfig:
        """Check the token and the zone with the provider, then store (token encrypted) and
        sync the records of the network's claims. Nothing is stored when a check fails.
        Limited per user (``dns_provider``): each calls the provider."""
        await self._limits.check(RATE_POLICY, str(principal.user_id))
        provider = validate_provider(provider_name)
        token = validate_token(token)
        zone_id = validate_zone_id(zone)
        await self._access.require(principal, network_id)
        adapter = self._providers.get(provider.value)
        if adapter is None:
            raise invalid(f"the provider {provider.value} is not enabled on this server",
                          "provider", "edge.invalid_provider")  # fmt: skip
        zone_name = await self._check(adapter, token, zone_id)
        now = self._clock.now()
        async with self._uow() as uow:
            previous = await uow.edge.dns_configs.get(network_id)
            config = DnsConfig(
                network_id=network_id,
                provider=provider,
                zone_id=zone_id,
                zone_name=zone_name,
                sealed_token=self._secrets.seal(token, token_context(network_id)),
                token_status=TokenStatus.VALID,
                created_at=previous.created_at if previous else now,
                updated_at=now,
            )
            await uow.edge.dns_configs.put(config)
            if previous is not None:
                await uow.edge.dns_changes.drop_scope(network_scope(network_id))
            claims = await uow.edge.domains.for_network(network_id)
            await uow.commit()
        records: list[RecordSet] = []
        for claim in claims:
            records += claim_records(claim, config, self._gateway_host)[0]
        outcome = await self._sync.want(network_scope(network_id), records)
        async with self._uow() as uow:
            stored = await uow.edge.dns_configs.get(network_id)
        return SavedConfig(stored or config, outcome)

    async def remove(self, principal: Principal, network_id: UUID) -> bool:
        """Forget the config and what was still pending (records already made stay)."""
        await self._access.require(principal, network_id)
        async with self._uow() as uow:
            removed = await uow.edge.dns_configs.remove(network_id)
            await uow.edge.dns_changes.drop_scope(network_scope(network_id))
            await uow.commit()
        return removed

    async def reseal_all(self) -> int:
        """Re-encrypt every stored token with the first configured key; how many."""
        count = 0
        after: UUID | None = None
        while True:
            async with self._uow() as uow:
                page = await uow.edge.dns_configs.page(after, PAGE)
            for config in page:
                context = token_context(config.network_id)
                token = self._secrets.open(config.sealed_token, context)
                async with self._uow() as uow:
                    if await uow.edge.dns_configs.reseal(
                        config.network_id, config.sealed_token, self._secrets.seal(token, context)
                    ):
                        count += 1
                    await uow.commit()
            if len(page) < PAGE:
                return count
            after = page[-1].network_id

    async def _check(self, adapter: DnsProvider, token: str, zone_id: str) -> str:
        try:
            async with asyncio.timeout(self._timeout):
                await adapter.check_token(token)
                return await adapter.zone_name(token, zone_id)
        except DnsProviderError as error:
            if error.reason == "token":
                raise invalid(f"the provider refused the token: {error.message}", "apiToken",
                              "edge.dns_token_invalid") from None  # fmt: skip
            if error.reason == "zone":
                raise invalid(f"the provider has no such zone for this token: {error.message}",
                              "zoneId", "edge.dns_zone_invalid") from None  # fmt: skip
            raise DnsProviderUnavailable(f"the DNS provider failed: {error.message}") from None
        except TimeoutError:
            raise DnsProviderUnavailable(
                f"the DNS provider did not answer within {self._timeout:g} s"
            ) from None
