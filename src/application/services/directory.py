"""Registering third-party services and proving their domains (docs/auth.md, section 4).

Each method spends the caller's per-user budget first (``account``; a DNS proof
``dns_verify``: application/shared/rate_limits.py), then decides what the caller may do: the
owner or a super admin changes a service; only a super admin marks it official."""

from __future__ import annotations

import secrets
from collections.abc import Sequence
from dataclasses import dataclass

from application.audit.trail import AuditTrail
from application.identity.principal import Principal
from application.identity.revocation import RevocationList
from application.permissions.access import AccessControl
from application.ports import Clock, IdGenerator, UnitOfWork, UnitOfWorkFactory
from application.services.cors import CorsOrigins
from application.services.ports import DnsResolver
from application.shared.page import Page
from application.shared.rate_limits import RateLimits
from domain.audit import snapshots
from domain.audit.entry import Target
from domain.identity.errors import ScopedTokenRefused
from domain.services.errors import (
    DomainNotListed,
    DomainNotVerified,
    NotServiceOwner,
    ServiceNotFound,
    ServiceSlugTaken,
)
from domain.services.service import (
    Service,
    txt_proves,
    validate_description,
    validate_name,
    validate_permissions,
    validate_redirects,
    validate_slug,
)
from domain.shared.errors import InvalidInput
from domain.shared.pagination import LimitRule

LIST_LIMIT = LimitRule(default=50, maximum=200)
RATE_POLICY = "account"
DNS_POLICY = "dns_verify"


@dataclass(frozen=True, slots=True)
class ServiceDraft:
    slug: str
    name: str
    description: str = ""
    redirect_urls: Sequence[str] = ()
    allowed_domains: Sequence[str] = ()
    permissions: Sequence[str] = ()
    official: bool | None = None
    """Only a super admin may set it; None keeps it."""


@dataclass(frozen=True, slots=True)
class ServiceView:
    service: Service
    shows_proofs: bool
    """The caller is its owner or a super admin: it sees the domain-proof tokens."""


class ServiceDirectory:
    def __init__(
        self,
        uow: UnitOfWorkFactory,
        access: AccessControl,
        revocations: RevocationList,
        cors: CorsOrigins,
        dns: DnsResolver,
        limits: RateLimits,
        clock: Clock,
        ids: IdGenerator,
        redirect_schemes: frozenset[str],
    ) -> None:
        self._uow = uow
        self._access = access
        self._limits = limits
        self._revocations = revocations
        self._cors = cors
        self._dns = dns
        self._clock = clock
        self._ids = ids
        self._schemes = redirect_schemes
        self._audit = AuditTrail(clock, ids)

    async def exists(self, service_id: str) -> bool:
        """For ``core.permissions.scopes``: roles may be scoped to a service."""
        async with self._uow() as uow:
            return await uow.services.get(service_id) is not None

    async def create(self, principal: Principal, draft: ServiceDraft) -> Service:
        await self._spend(principal)
        _unscoped(principal)
        now = self._clock.now()
        service = Service(
            id=self._ids.new_object_id(),
            slug=validate_slug(draft.slug),
            name=validate_name(draft.name),
            owner_id=principal.user_id,
            created_at=now,
            updated_at=now,
        )
        self._apply(principal, service, draft)
        async with self._uow() as uow:
            if await uow.services.by_slug(service.slug) is not None:
                raise ServiceSlugTaken()
            await uow.services.add(service)
            if service.official:  # only a super admin may
                await self._audit.record(
                    uow, principal, "services.create", Target("service", service.id),
                    after=snapshots.service(service),
                )  # fmt: skip
            await uow.commit()
        return service

    async def get(self, principal: Principal, service_id: str) -> ServiceView:
        """Any signed-in user may read a service (consent screens show it); its owner and
        super admins see the domain-proof tokens too."""
        await self._spend(principal)
        async with self._uow() as uow:
            service = await _by_id_or_slug(uow, service_id)
        if service is None:
            raise ServiceNotFound()
        return ServiceView(service, self._may_change(principal, service))

    async def list(
        self, principal: Principal, limit: int | None, cursor: str | None
    ) -> Page[Service]:
        """The caller's own services; a super admin sees every service."""
        await self._spend(principal)
        limit = LIST_LIMIT.apply(limit)
        if cursor is not None and (len(cursor) != 24 or not _is_hex(cursor)):
            raise InvalidInput("cursor is not one this API gave out", field="cursor")
        owner = None if self._is_admin(principal) else principal.user_id
        async with self._uow() as uow:
            found = await uow.services.list(owner, limit + 1, cursor)
        items = found[:limit]
        return Page(items, items[-1].id if len(found) > limit else None)

    async def replace(self, principal: Principal, service_id: str, draft: ServiceDraft) -> Service:
        await self._spend(principal)
        _unscoped(principal)
        async with self._uow() as uow:
            service = await self._owned(uow, principal, service_id)
            slug = validate_slug(draft.slug)
            if slug != service.slug and await uow.services.by_slug(slug) is not None:
                raise ServiceSlugTaken()
            had, before = _verified_names(service), snapshots.service(service)
            service.slug, service.name = slug, validate_name(draft.name)
            self._apply(principal, service, draft)
            service.updated_at = self._clock.now()
            await uow.services.update(service)
            if service.owner_id != principal.user_id or before["official"] != service.official:
                await self._audit.record(
                    uow, principal, "services.update", Target("service", service.id),
                    before=before, after=snapshots.service(service),
                )  # fmt: skip
            await uow.commit()
        if had != _verified_names(service):
            await self._cors.changed()
        return service

    async def delete(self, principal: Principal, service_id: str) -> None:
        """Owner or super admin. The service's tokens are revoked with it."""
        await self._spend(principal)
        _unscoped(principal)
        async with self._uow() as uow:
            service = await self._owned(uow, principal, service_id)
            revoked = await uow.auth_sessions.revoke_for_service(service.id, self._clock.now())
            await uow.services.remove(service.id)
            if service.owner_id != principal.user_id:
                await self._audit.record(
                    uow, principal, "services.delete", Target("service", service.id),
                    before=snapshots.service(service) | {"tokensRevoked": len(revoked)},
                )  # fmt: skip
            await uow.commit()
        await self._revocations.add([(s.id, s.expires_at) for s in revoked])
        if _verified_names(service):
            await self._cors.changed()

    async def verify_domain(self, principal: Principal, service_id: str, domain: str) -> Service:
        """Look up ``_svc-service.<domain>`` TXT for ``svc-service=<token>`` (outside any
        transaction), then record the proof."""
        await self._limits.check(DNS_POLICY, str(principal.user_id))
        _unscoped(principal)
        async with self._uow() as uow:
            service = await self._owned(uow, principal, service_id)
        allowed = service.domain(domain.strip().lower())
        if allowed is None:
            raise DomainNotListed()
        if allowed.verified:
            return service
        if not txt_proves(await self._dns.txt(allowed.txt_name), allowed):
            raise DomainNotVerified(
                f"no TXT record {allowed.txt_value!r} found at {allowed.txt_name}"
            )
        async with self._uow() as uow:
            service = await self._owned(uow, principal, service_id)
            current = service.domain(allowed.domain)
            if current is None or current.token != allowed.token:
                raise DomainNotListed("the domain changed while it was being checked")
            service.mark_verified(allowed.domain, self._clock.now())
            await uow.services.update(service)
            await uow.commit()
        await self._cors.changed()
        return service

    def _apply(self, principal: Principal, service: Service, draft: ServiceDraft) -> None:
        service.description = validate_description(draft.description)
        service.redirect_urls = validate_redirects(draft.redirect_urls, self._schemes)
        service.permissions = validate_permissions(draft.permissions)
        service.domains = service.with_domains(
            draft.allowed_domains, lambda: secrets.token_hex(16), self._clock.now()
        )
        if draft.official is not None and draft.official != service.official:
            if not self._is_admin(principal):
                raise NotServiceOwner("only a super admin may mark a service official")
            service.official = draft.official
        service.check_reserved_permissions()

    async def _spend(self, principal: Principal) -> None:
        await self._limits.check(RATE_POLICY, str(principal.user_id))

    def _is_admin(self, principal: Principal) -> bool:
        return self._access.acts_as_super_admin(principal)

    def _may_change(self, principal: Principal, service: Service) -> bool:
        return service.owner_id == principal.user_id or self._is_admin(principal)

    async def _owned(self, uow: UnitOfWork, principal: Principal, service_id: str) -> Service:
        service = await _by_id_or_slug(uow, service_id)
        if service is None:
            raise ServiceNotFound()
        if not self._may_change(principal, service):
            raise NotServiceOwner()
        return service


async def _by_id_or_slug(uow: UnitOfWork, key: str) -> Service | None:
    if len(key) == 24 and _is_hex(key):
        found = await uow.services.get(key)
        if found is not None:
            return found
    return await uow.services.by_slug(key)


def _is_hex(text: str) -> bool:
    return all(ch in "0123456789abcdef" for ch in text)


def _verified_names(service: Service) -> frozenset[str]:
    return frozenset(d.domain for d in service.domains if d.verified)


def _unscoped(principal: Principal) -> None:
    if principal.claims.scopes is not None:
        raise ScopedTokenRefused()
