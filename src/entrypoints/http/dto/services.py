from __future__ import annotations

from typing import Annotated, Any
from uuid import UUID

import msgspec

from application.services.directory import ServiceDraft
from domain.connect.nodes import CONNECT_SERVERS_READ
from domain.services.service import AllowedDomain, Service
from entrypoints.http.dto.common import (
    CreatedAt,
    Items,
    NextCursor,
    Timestamp,
    UpdatedAt,
    ts,
    ts_or_none,
)

Url = Annotated[str, msgspec.Meta(min_length=1, max_length=2048)]
Domain = Annotated[str, msgspec.Meta(min_length=1, max_length=253)]
Node = Annotated[str, msgspec.Meta(min_length=1, max_length=200)]


class ServiceIn(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    slug: Annotated[str, msgspec.Meta(min_length=1, max_length=48)]
    name: Annotated[str, msgspec.Meta(min_length=1, max_length=80)]
    description: Annotated[str, msgspec.Meta(max_length=500)] = ""
    redirect_urls: Annotated[list[Url], msgspec.Meta(max_length=10)] = []
    allowed_domains: Annotated[list[Domain], msgspec.Meta(max_length=10)] = []
    permissions: Annotated[list[Node], msgspec.Meta(max_length=32)] = []
    official: bool | None = None

    def draft(self) -> ServiceDraft:
        return ServiceDraft(
            slug=self.slug,
            name=self.name,
            description=self.description,
            redirect_urls=self.redirect_urls,
            allowed_domains=self.allowed_domains,
            permissions=self.permissions,
            official=self.official,
        )


class TxtRecord(msgspec.Struct):
    name: str
    value: str


class AllowedDomainOut(msgspec.Struct, rename="camel", omit_defaults=True):
    domain: str
    verified: bool
    verified_at: Timestamp | None
    txt: TxtRecord | msgspec.UnsetType = msgspec.UNSET
    """Shown to the owner and super admins only."""


def domain_out(domain: AllowedDomain, privileged: bool) -> AllowedDomainOut:
    return AllowedDomainOut(
        domain=domain.domain,
        verified=domain.verified,
        verified_at=ts_or_none(domain.verified_at),
        txt=TxtRecord(domain.txt_name, domain.txt_value) if privileged else msgspec.UNSET,
    )


class ServiceOut(msgspec.Struct, rename="camel"):
    id: str
    slug: str
    name: str
    description: str
    owner_id: UUID
    redirect_urls: list[str]
    allowed_domains: list[AllowedDomainOut]
    permissions: list[str]
    verification_level: str
    verified: bool
    created_at: CreatedAt
    updated_at: UpdatedAt


def service_out(service: Service, privileged: bool = True) -> ServiceOut:
    return ServiceOut(
        id=service.id,
        slug=service.slug,
        name=service.name,
        description=service.description,
        owner_id=service.owner_id,
        redirect_urls=list(service.redirect_urls),
        allowed_domains=[domain_out(d, privileged) for d in service.domains],
        permissions=list(service.permissions),
        verification_level=str(service.verification_level),
        verified=service.verified,
        created_at=ts(service.created_at),
        updated_at=ts(service.updated_at),
    )


class ServiceEnvelope(msgspec.Struct):
    service: ServiceOut


class ServicesOut(msgspec.Struct, rename="camel"):
    items: Items[ServiceOut]
    next_cursor: NextCursor


# A wire example of each Struct above, for the OpenAPI document
# (entrypoints/http/openapi_examples.py).
EXAMPLES: dict[str, Any] = {}
EXAMPLES["ServiceIn"] = {
    "slug": "winter-hats",
    "name": "Blockland Launcher",
    "description": "Skyblock with weekly events and a friendly staff.",
    "redirectUrls": ["https://dash.blockland.net/callback"],
    "allowedDomains": ["dash.blockland.net"],
    "permissions": [CONNECT_SERVERS_READ],
    "official": False,
}
EXAMPLES["TxtRecord"] = {
    "name": "_svc-service.launcher.blockland.net",
    "value": "svc-service=8d4f2a9c1e7b",
}
EXAMPLES["AllowedDomainOut"] = {
    "domain": "play.blockland.net",
    "verified": True,
    "verifiedAt": "2026-11-22T10:00:00.000Z",
    "txt": EXAMPLES["TxtRecord"],
}
EXAMPLES["ServiceOut"] = {
    "id": "6741f0c2a9e3b15d2c8f4a17",
    "slug": "winter-hats",
    "name": "Blockland Launcher",
    "description": "Skyblock with weekly events and a friendly staff.",
    "ownerId": "ce642ef6-6367-406e-82ea-b0236361440f",
    "redirectUrls": ["https://dash.blockland.net/callback"],
    "allowedDomains": [EXAMPLES["AllowedDomainOut"]],
    "permissions": [CONNECT_SERVERS_READ],
    "verificationLevel": "domain",
    "verified": True,
    "createdAt": "2026-11-20T09:14:03.512Z",
    "updatedAt": "2026-11-22T10:00:00.000Z",
}
EXAMPLES["ServiceEnvelope"] = {"service": EXAMPLES["ServiceOut"]}
EXAMPLES["ServicesOut"] = {
    "items": [EXAMPLES["ServiceOut"]],
    "nextCursor": "eyJrIjoiMjAyNi0xMS0yMlQxMDowMDowMFoifQ",
}
