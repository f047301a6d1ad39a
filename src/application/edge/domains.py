"""Domain claims of a network: create, list, verify, and the periodic re-check
(docs/edge.md, "Domain claims")."""

from __future__ import annotations

import logging
import secrets
from dataclasses import dataclass
from datetime import timedelta
from uuid import UUID

from application.edge.access import NetworkAccess
from application.edge.dns_sync import DnsSync, SyncOutcome
from application.edge.ports import TxtResolver
from application.identity.principal import Principal
from application.ports import Clock, IdGenerator, UnitOfWorkFactory
from application.shared.rate_limits import RateLimits
from domain.edge.claims import (
    MAX_DOMAINS_PER_NETWORK,
    CheckOutcome,
    DomainCheck,
    DomainClaim,
    judge,
)
from domain.edge.dns import DnsConfig, Provider, RecordSet, RecordType, network_scope
from domain.edge.errors import (
    DomainAlreadyClaimed,
    DomainClaimNotFound,
    DomainTaken,
    TooManyDomains,
)
from domain.edge.listing import ownership
from domain.edge.names import in_zone, normalize_domain

log = logging.getLogger("svc.edge.domains")
VERIFY_RATE_POLICY = "domain_verify"
"""Verifications per user (docs/api.md, "Rate limits"): each is a DNS lookup."""
RECHECK_BATCH = 100


@dataclass(frozen=True, slots=True)
class GatewayHint:
    """The CNAME a claimed domain should point at the shared gateway host."""

    name: str
    value: str
    auto_managed: bool


@dataclass(frozen=True, slots=True)
class CreatedClaim:
    claim: DomainClaim
    gateway: GatewayHint
    dns: SyncOutcome | None  # None without DNS automation


@dataclass(frozen=True, slots=True)
class Verification:
    claim: DomainClaim
    outcome: CheckOutcome


def claim_records(
    claim: DomainClaim, config: DnsConfig, gateway_host: str
) -> tuple[list[RecordSet], bool]:
    """What DNS automation keeps for a claim: its TXT proof (always, when the name lies in the
    zone) and the gateway CNAME (when the domain lies in the zone; at the apex only where the
    provider flattens CNAMEs, Cloudflare). The bool: whether the CNAME is managed."""
    records: list[RecordSet] = []
    if in_zone(claim.txt_name, config.zone_name):
        records.append(RecordSet(claim.txt_name, RecordType.TXT, (claim.txt_value,)))
    managed = in_zone(claim.domain, config.zone_name) and (
        claim.domain != config.zone_name or config.provider is Provider.CLOUDFLARE
    )
    if managed:
        records.append(RecordSet(claim.domain, RecordType.CNAME, (gateway_host,)))
    return records, managed


class Domains:
    def __init__(
        self,
        uow: UnitOfWorkFactory,
        access: NetworkAccess,
        resolver: TxtResolver,
        dns: DnsSync,
        limits: RateLimits,
        clock: Clock,
        ids: IdGenerator,
        gateway_host: str,
        recheck_every: timedelta,
    ) -> None:
        self._uow = uow
        self._access = access
        self._limits = limits
        self._resolver = resolver
        self._dns = dns
        self._clock = clock
        self._ids = ids
        self._gateway_host = gateway_host
        self._recheck_every = recheck_every

    async def list(self, principal: Principal, network_id: UUID) -> list[DomainClaim]:
        await self._access.require(principal, network_id)
        async with self._uow() as uow:
            return await uow.edge.domains.for_network(network_id)

    async def create(self, principal: Principal, network_id: UUID, raw: str) -> CreatedClaim:
        domain = normalize_domain(raw)
        await self._access.require(principal, network_id)
        now = self._clock.now()
        claim = DomainClaim(
            id=self._ids.new_object_id(),
            network_id=network_id,
            domain=domain,
            token=secrets.token_hex(16),
            created_at=now,
            updated_at=now,
        )
        async with self._uow() as uow:
            holder = await uow.edge.domains.verified_by(domain)
            if holder is not None and holder != network_id:
                raise DomainTaken()
            if await uow.edge.domains.count(network_id) >= MAX_DOMAINS_PER_NETWORK:
                raise TooManyDomains()
            if not await uow.edge.domains.add(claim):
                raise DomainAlreadyClaimed()
            config = await uow.edge.dns_configs.get(network_id)
            await uow.commit()
        if config is None:
            return CreatedClaim(claim, GatewayHint(domain, self._gateway_host, False), None)
        records, managed = claim_records(claim, config, self._gateway_host)
        outcome = await self._dns.want(network_scope(network_id), records)
        return CreatedClaim(claim, GatewayHint(domain, self._gateway_host, managed), outcome)

    async def verify(self, principal: Principal, network_id: UUID, claim_id: str) -> Verification:
        """Look ``_svc.<domain>`` up (outside any transaction) and record what was found.
        Limited per user (``domain_verify``): each is a DNS lookup."""
        await self._limits.check(VERIFY_RATE_POLICY, str(principal.user_id))
        await self._access.require(principal, network_id)
        async with self._uow() as uow:
            claim = await uow.edge.domains.get(network_id, claim_id)
        if claim is None:
            raise DomainClaimNotFound()
        outcome = judge(await self._resolver.lookup_txt(claim.txt_name), claim.token)
        check = DomainCheck(self._clock.now(), outcome)
        async with self._uow() as uow:
            current = await uow.edge.domains.get(network_id, claim_id)
            if current is None:
                raise DomainClaimNotFound()
            if outcome is CheckOutcome.VERIFIED:
                if not current.verified and not await uow.edge.domains.verify(current, check):
                    raise DomainTaken()
                if current.verified:
                    await uow.edge.domains.record_check(current, check, unverify=False)
            else:
                # A failed manual check of a verified claim withdraws it only when definitive.
                await uow.edge.domains.record_check(
                    current, check, unverify=current.verified and outcome.definitive
                )
            await uow.commit()
        claim = await self._reload(network_id, claim_id)
        await self.refresh_ownership(network_id)
        return Verification(claim, outcome)

    async def recheck_due(self) -> int:
        """Re-check verified claims not checked for ``recheck_every``; how many were checked."""
        now = self._clock.now()
        async with self._uow() as uow:
            due = await uow.edge.domains.due_rechecks(now - self._recheck_every, RECHECK_BATCH)
        touched: set[UUID] = set()
        for claim in due:
            outcome = judge(await self._resolver.lookup_txt(claim.txt_name), claim.token)
            check = DomainCheck(self._clock.now(), outcome)
            async with self._uow() as uow:
                await uow.edge.domains.record_check(claim, check, unverify=outcome.definitive)
                await uow.commit()
            if outcome.definitive:
                log.info("domain %s of network %s lost its proof: %s", claim.domain,
                         claim.network_id, outcome.value)  # fmt: skip
                touched.add(claim.network_id)
        for network_id in touched:
            await self.refresh_ownership(network_id)
        return len(due)

    async def refresh_ownership(self, network_id: UUID) -> None:
        """Keep the listing's ownership in step with the network's verified domains."""
        async with self._uow() as uow:
            listing = await uow.edge.listings.for_network(network_id)
            if listing is None:
                return
            claims = await uow.edge.domains.for_network(network_id)
            verified = [(c.domain, c.verified_at) for c in claims if c.verified_at is not None]
            await uow.edge.listings.set_ownership(network_id, ownership(listing.address, verified))
            await uow.commit()

    async def _reload(self, network_id: UUID, claim_id: str) -> DomainClaim:
        async with self._uow() as uow:
            claim = await uow.edge.domains.get(network_id, claim_id)
        if claim is None:
            raise DomainClaimNotFound()
        return claim
