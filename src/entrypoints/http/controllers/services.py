"""Third-party services: registration, allowed domains and their DNS proof (docs/auth.md,
section 4)."""

from __future__ import annotations

from typing import Annotated

from litestar import Controller, delete, get, post, put
from litestar.params import FromPath, JSONBody, QueryParameter

from application.identity.principal import Principal
from application.services.area import Services
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
        services: Inject[Services],
        limit: Annotated[
            int | None, QueryParameter(ge=1, description="default 50, above 200 is clamped")
        ] = None,
        cursor: Annotated[
            str | None, QueryParameter(max_length=64, description="nextCursor of a page")
        ] = None,
    ) -> ServicesOut:
        page = await services.directory.list(principal, limit, cursor)
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
    async def create_service(
        self, data: JSONBody[ServiceIn], principal: Inject[Principal], services: Inject[Services]
    ) -> ServiceEnvelope:
        return ServiceEnvelope(
            service_out(await services.directory.create(principal, data.draft()))
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
        services: Inject[Services],
    ) -> ServiceEnvelope:
        view = await services.directory.get(principal, service_id)
        return ServiceEnvelope(service_out(view.service, view.shows_proofs))

    @put(
        "/{service_id:str}",
        summary="Replace a service (owner or super admin)",
        description="Domains that stay keep their proof; new ones start unverified. Only a "
        "super admin may change `official`.",
        responses=problems(409, 429),
        request_max_body_size=DOCUMENT,
        access=UNSCOPED,
    )
    async def replace_service(
        self,
        service_id: FromPath[str],
        data: JSONBody[ServiceIn],
        principal: Inject[Principal],
        services: Inject[Services],
    ) -> ServiceEnvelope:
        service = await services.directory.replace(principal, service_id, data.draft())
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
        services: Inject[Services],
    ) -> Removed:
        await services.directory.delete(principal, service_id)
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
    async def verify_service_domain(
        self,
        service_id: FromPath[str],
        domain: FromPath[str],
        principal: Inject[Principal],
        services: Inject[Services],
    ) -> ServiceEnvelope:
        service = await services.directory.verify_domain(principal, service_id, domain)
        return ServiceEnvelope(service_out(service))
