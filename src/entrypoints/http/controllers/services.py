"""Third-party services: registration, allowed domains and their DNS proof (docs/auth.md,
section 4)."""

from __future__ import annotations

from typing import Annotated

from litestar import Controller, delete, get, post, put
from litestar.params import FromPath, JSONBody, QueryParameter

from application.identity.principal import Principal
from bootstrap.core import Core
from domain.services.service import Service
from entrypoints.http.auth import SECURITY
from entrypoints.http.body_limits import DOCUMENT
from entrypoints.http.dependencies import Inject
from entrypoints.http.dto.common import Removed
from entrypoints.http.dto.services import (
    ServiceEnvelope,
    ServiceIn,
    ServicesOut,
    service_out,
)
from entrypoints.http.problems import problems
from entrypoints.http.route_access import UNSCOPED


def _privileged(core: Core, principal: Principal, service: Service) -> bool:
    return service.owner_id == principal.user_id or core.permissions.access.is_super_admin(
        principal.user_id
    )


class ServicesController(Controller):
    path = "/v1/services"
    tags = ["services"]
    security = SECURITY

    @get(
        "/",
        summary="My services (a super admin sees every service)",
        description="The services the caller owns (a super admin sees all), cursor-paged. "
        "Services are third-party apps that ask users for scoped tokens.",
        responses=problems(429),
        access=UNSCOPED,
    )
    async def list_services(
        self,
        principal: Inject[Principal],
        core: Inject[Core],
        limit: Annotated[
            int | None, QueryParameter(ge=1, description="default 50, above 200 is clamped")
        ] = None,
        cursor: Annotated[
            str | None, QueryParameter(max_length=64, description="nextCursor of a page")
        ] = None,
    ) -> ServicesOut:
        await core.limits.check("account", str(principal.user_id))
        page = await core.services.directory.list(principal, limit, cursor)
        return ServicesOut([service_out(s) for s in page.items], page.next_cursor)

    @post(
        "/",
        summary="Register a service",
        description="redirectUrls: https, http only on localhost, other schemes only when "
        "listed in SVC_SERVICE_REDIRECT_SCHEMES. Each allowed domain is proven by a TXT record "
        "`_svc-service.<domain>` = `svc-service=<token>` (see allowedDomains[].txt).",
        status_code=201,
        responses=problems(409, 429),
        request_max_body_size=DOCUMENT,
        access=UNSCOPED,
    )
    async def create(
        self, data: JSONBody[ServiceIn], principal: Inject[Principal], core: Inject[Core]
    ) -> ServiceEnvelope:
        await core.limits.check("account", str(principal.user_id))
        return ServiceEnvelope(
            service_out(await core.services.directory.create(principal, data.draft()))
        )

    @get(
        "/{service_id:str}",
        summary="One service, by id or slug",
        description="One service by its id or slug; domain-proof tokens are shown only to its "
        "owner and super admins.",
        responses=problems(429),
        access=UNSCOPED,
    )
    async def get_service(
        self,
        service_id: FromPath[str],
        principal: Inject[Principal],
        core: Inject[Core],
    ) -> ServiceEnvelope:
        await core.limits.check("account", str(principal.user_id))
        service = await core.services.directory.get(service_id)
        return ServiceEnvelope(service_out(service, _privileged(core, principal, service)))

    @put(
        "/{service_id:str}",
        summary="Replace a service (owner or super admin)",
        description="Domains that stay keep their proof; new ones start unverified. Only a "
        "super admin may change `official`.",
        responses=problems(409, 429),
        request_max_body_size=DOCUMENT,
        access=UNSCOPED,
    )
    async def replace(
        self,
        service_id: FromPath[str],
        data: JSONBody[ServiceIn],
        principal: Inject[Principal],
        core: Inject[Core],
    ) -> ServiceEnvelope:
        await core.limits.check("account", str(principal.user_id))
        service = await core.services.directory.replace(principal, service_id, data.draft())
        return ServiceEnvelope(service_out(service))

    @delete(
        "/{service_id:str}",
        summary="Delete a service (owner or super admin); its tokens are revoked",
        description="Deletes the service and revokes every token issued to it. Owner or super "
        "admin.",
        status_code=200,
        responses=problems(429),
        access=UNSCOPED,
    )
    async def delete_service(
        self,
        service_id: FromPath[str],
        principal: Inject[Principal],
        core: Inject[Core],
    ) -> Removed:
        await core.limits.check("account", str(principal.user_id))
        await core.services.directory.delete(principal, service_id)
        return Removed(1)

    @post(
        "/{service_id:str}/domains/{domain:str}/verify",
        summary="Check an allowed domain's TXT record",
        description="Looks up TXT `_svc-service.<domain>` for `svc-service=<token>`. 409 "
        "`services.domain_not_verified` when absent; 503 when DNS does not answer.",
        status_code=200,
        responses=problems(409, 429, 503),
        access=UNSCOPED,
    )
    async def verify_domain(
        self,
        service_id: FromPath[str],
        domain: FromPath[str],
        principal: Inject[Principal],
        core: Inject[Core],
    ) -> ServiceEnvelope:
        await core.limits.check("dns_verify", str(principal.user_id))
        service = await core.services.directory.verify_domain(principal, service_id, domain)
        return ServiceEnvelope(service_out(service))
