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
    RecordId,
    Timestamp,
    UpdatedAt,
    ts,
    ts_or_none,
)

Url = Annotated[str, msgspec.Meta(min_length=1, max_length=2048)]
Domain = Annotated[str, msgspec.Meta(min_length=1, max_length=253)]
Node = Annotated[str, msgspec.Meta(min_length=1, max_length=200)]


class ServiceIn(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    slug: Annotated[
        str,
        msgspec.Meta(
            min_length=1,
            max_length=48,
            description=("The service's slug: the `service` of sign-in and token requests."),
        ),
    ]
    name: Annotated[
        str, msgspec.Meta(min_length=1, max_length=80, description=("The service's name."))
    ]
    description: Annotated[
        str, msgspec.Meta(max_length=500, description=("What the service is."))
    ] = ""
    redirect_urls: Annotated[
        list[Url],
        msgspec.Meta(
            max_length=10,
            description=("Where sign-ins may return to (non-HTTP schemes only when whitelisted)."),
        ),
    ] = []
    allowed_domains: Annotated[
        list[Domain],
        msgspec.Meta(
            max_length=10,
            description=("Domains browsers may call the API from (CORS) once verified."),
        ),
    ] = []
    permissions: Annotated[
        list[Node],
        msgspec.Meta(
            max_length=32, description=("The permission nodes the service's tokens carry.")
        ),
    ] = []
    official: (
        Annotated[
            bool,
            msgspec.Meta(
                description=(
                    "Whether the service is the platform's own (super admin only); may "
                    "then carry account scopes."
                )
            ),
        ]
        | None
    ) = None

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
    name: Annotated[str, msgspec.Meta(description="The TXT record's name.")]
    value: Annotated[str, msgspec.Meta(description="The TXT record's value.")]


class AllowedDomainOut(msgspec.Struct, rename="camel", omit_defaults=True):
    domain: Annotated[str, msgspec.Meta(description="The domain.")]
    verified: Annotated[
        bool, msgspec.Meta(description=("Whether the domain's TXT record was found."))
    ]
    verified_at: (
        Annotated[
            Timestamp, msgspec.Meta(description=("When the domain was verified; null until then."))
        ]
        | None
    )
    txt: (
        Annotated[
            TxtRecord,
            msgspec.Meta(
                description=(
                    "The TXT record that proves the domain (to the owner, while unverified)."
                )
            ),
        ]
        | msgspec.UnsetType
    ) = msgspec.UNSET
    """Shown to the owner and super admins only."""


def domain_out(domain: AllowedDomain, privileged: bool) -> AllowedDomainOut:
    return AllowedDomainOut(
        domain=domain.domain,
        verified=domain.verified,
        verified_at=ts_or_none(domain.verified_at),
        txt=TxtRecord(domain.txt_name, domain.txt_value) if privileged else msgspec.UNSET,
    )


class ServiceOut(msgspec.Struct, rename="camel"):
    id: RecordId
    slug: Annotated[str, msgspec.Meta(description="The service's slug.")]
    name: Annotated[str, msgspec.Meta(description="The service's name.")]
    description: Annotated[str, msgspec.Meta(description="What the service is.")]
    owner_id: Annotated[UUID, msgspec.Meta(description="The user id of the service's owner.")]
    redirect_urls: Annotated[list[str], msgspec.Meta(description="Where sign-ins may return to.")]
    allowed_domains: Annotated[
        list[AllowedDomainOut],
        msgspec.Meta(
            description=("Domains browsers may call the API from, and their verification.")
        ),
    ]
    permissions: Annotated[
        list[str], msgspec.Meta(description=("The permission nodes the service's tokens carry."))
    ]
    verification_level: Annotated[str, msgspec.Meta(description="How far the service is verified.")]
    verified: Annotated[bool, msgspec.Meta(description="Whether the service is verified.")]
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
    service: Annotated[ServiceOut, msgspec.Meta(description="The service.")]


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
